// The search page's query (issue 24), in the page's folder so that /home's first-visit JavaScript does not carry it.
// The server render builds the same definition over its reads (lib/page-queries.ts).
import type { UseQueryOptions } from '@tanstack/react-query';
import type { PostSearchReads } from '../../../../shared/public-reads';
import type { SearchResults } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api';
import { PUBLIC_FRESH_MS } from '../../../lib/query-client';

type Key = ['search', string];

export const searchQuery =
  (read: PostSearchReads['search']) =>
  (q: string): UseQueryOptions<SearchResults, Error, SearchResults, Key> & { queryKey: Key } => ({
    staleTime: PUBLIC_FRESH_MS,
    queryKey: ['search', q],
    queryFn: ({ signal }) => read(q, signal),
    meta: { operation: 'Search' },
  });

export const searchOverApi = searchQuery((q, signal) => apiRequest(`/search?q=${encodeURIComponent(q)}`, { signal }));
