// A post's page query (issue 24), in the page's folder so that /home's first-visit JavaScript does not carry it (as
// events/event-results-query.ts explains). The server render builds the same definition over its reads
// (lib/page-queries.ts).
import type { UseQueryOptions } from '@tanstack/react-query';
import type { PostSearchReads } from '../../../../shared/public-reads';
import type { PostOutput } from '../../../../shared/schemas/posts';
import { apiRequest } from '../../../lib/api';
import { PUBLIC_FRESH_MS } from '../../../lib/query-client';

type Key = ['post', string];

export const postQuery =
  (read: PostSearchReads['postBySlug']) =>
  (slug: string): UseQueryOptions<PostOutput, Error, PostOutput, Key> & { queryKey: Key } => ({
    // A missing post stays missing when its server-rendered page hydrates (as queries.ts' notFoundKept).
    staleTime: PUBLIC_FRESH_MS,
    retryOnMount: false,
    queryKey: ['post', slug],
    queryFn: ({ signal }) => read(slug, signal),
    meta: { operation: 'Load post' },
  });

export const postOverApi = postQuery((slug, signal) => apiRequest(`/home-posts/slug/${encodeURIComponent(slug)}`, { signal }));
