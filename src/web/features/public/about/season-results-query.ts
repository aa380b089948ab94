// /about/results' query of the season's national results (issue 22, part 2); in the page's folder for the reason given
// in events/event-results-query.ts. The server render builds the same definition over its reads (lib/result-queries.ts).
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ResultReads } from '../../../../shared/public-reads';
import type { SeasonResults } from '../../../../shared/schemas/results';
import { apiRequest } from '../../../lib/api';
import { PUBLIC_FRESH_MS } from '../../../lib/query-client';

type Key = ['season-results'];

export const seasonResultsQuery =
  (read: ResultReads['seasonResults']) =>
  (): UseQueryOptions<SeasonResults, Error, SeasonResults, Key> & { queryKey: Key } => ({
    staleTime: PUBLIC_FRESH_MS,
    queryKey: ['season-results'],
    queryFn: ({ signal }) => read(signal),
    meta: { operation: 'Load season results' },
  });

export const seasonResultsOverApi = seasonResultsQuery((signal) => apiRequest('/results/season', { signal }));
