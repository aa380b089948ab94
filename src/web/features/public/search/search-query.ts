// The search page's query (issue 24), in the page's folder so that /home's first-visit JavaScript does not carry it.
// The server render builds the same definition over its reads (lib/page-queries.ts).
import type { PostSearchReads } from '../../../../shared/public-reads';
import type { SearchResults } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

export const searchQuery =
  (read: PostSearchReads['search']) =>
  (q: string): PublicRead<SearchResults> => ({
    key: ['search', q],
    load: (signal) => read(q, signal),
    operation: 'Search',
  });

export const searchOverApi = searchQuery((q, signal) => apiRequest(`/search?q=${encodeURIComponent(q)}`, { signal }));
