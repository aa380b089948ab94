// The post page's and the search page's queries over any PostSearchReads, for the server render (entry-server.tsx,
// app/route-data.ts). The browser's pages use their own definitions over /api (news/post-query.ts,
// search/search-query.ts): one key and one shape, kept out of /home's first-visit JavaScript.
import type { PostSearchReads } from '../../shared/public-reads';
import { postQuery } from '../features/public/news/post-query';
import { searchQuery } from '../features/public/search/search-query';

export function pageQueries(reads: PostSearchReads) {
  return {
    post: postQuery((slug, lang, signal) => reads.postBySlug(slug, lang, signal)),
    search: searchQuery((q, lang, signal) => reads.search(q, lang, signal)),
  };
}

export type PageQueries = ReturnType<typeof pageQueries>;
