// The post cards', loading state's and slideshow's words in English (typed by messages/ro/posts.ts).
import type { PostsMessages } from '../ro/posts';

export const posts: PostsMessages = {
  announcement: 'Announcement',
  loading: 'Loading the posts...',
  slideshow: {
    previous: 'Previous image',
    next: 'Next image',
    pause: 'Stop the automatic rotation',
    play: 'Start the automatic rotation',
    position: (n, count) => `${n} of ${count}`,
    show: (n, caption) => `Show image ${n}: ${caption}`,
  },
};
