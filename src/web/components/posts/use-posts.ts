// The public list of home posts (GET /api/home-posts), newest first, shared by the home and news pages. A failed
// load logs '{operation} failed: {message}' (useApi) and leaves an empty list with the error set.
import type { PostOutput } from '../../../shared/schemas/posts';
import { apiRequest } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { sortNewestFirst } from './post-selection';

export function usePosts() {
  const { data, error, loading, reload } = useApi('home-posts', (signal) => apiRequest<PostOutput[]>('/home-posts', { signal }), 'Load home posts');
  const posts = Array.isArray(data) ? sortNewestFirst(data) : [];
  return { posts, error, loading, reload };
}
