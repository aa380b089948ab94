// The words of /en/news and of a post's page in English (typed by messages/ro/news.ts).
import type { NewsMessages } from '../ro/news';

export const news: NewsMessages = {
  list: {
    eyebrow: 'News',
    title: 'All posts',
    lead: 'Announcements, results and news from the FIRST Tech Challenge Romania community, newest first.',
    failed: 'The posts could not be loaded. Please try again.',
    retry: 'Try again',
    emptyTitle: 'No posts yet.',
    emptyText: 'Come back soon: the programme’s announcements and news will appear here.',
  },
  post: {
    all: 'All posts',
    retry: 'Try again',
    missingTitle: 'Post not found',
    missingText: 'The address does not match any published post. It may have been moved or deleted.',
    errorTitle: 'The post could not be loaded',
    errorText: 'Something went wrong while loading the post. Please try again.',
    loading: 'Loading the post...',
  },
};
