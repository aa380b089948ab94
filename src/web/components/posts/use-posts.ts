// The public list of home posts (GET /api/home-posts), newest first, shared by the home and news pages. A failed
// load logs '{operation} failed: {message}' (lib/read-store.ts) and leaves an empty list with the error set.
import { useReadLang } from '../../lib/i18n';
import { queries, usePublicQuery } from '../../lib/queries';
import { sortNewestFirst } from './post-selection';

export function usePosts() {
  const { data, error, loading, reload } = usePublicQuery(queries.posts(useReadLang()));
  const posts = Array.isArray(data) ? sortNewestFirst(data) : [];
  return { posts, error, loading, reload };
}
