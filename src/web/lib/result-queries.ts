// FIRST's results as the event, team and results pages read them (issue 22, part 2): the same kind of definitions as
// queries.ts, kept apart so that /home's first-visit JavaScript does not carry them (its 100 KB budget). The server
// render fills them from its in-process reads (entry-server.tsx, route-data.ts).
import { queryOptions } from '@tanstack/react-query';
import type { ResultReads } from '../../shared/public-reads';
import { apiRequest } from './api';
import { PUBLIC_FRESH_MS } from './query-client';

/** How often an open event page asks for new results while the event runs (the server syncs every few minutes). */
export const RESULTS_POLL_MS = 60_000;

const restResultReads: ResultReads = {
  eventResults: (ref, signal) => apiRequest(`/events/${encodeURIComponent(ref)}/results`, { signal }),
  teamSeason: (teamNumber, signal) => apiRequest(`/teams/${teamNumber}/season`, { signal }),
  seasonResults: (signal) => apiRequest('/results/season', { signal }),
};

export function resultQueries(reads: ResultReads) {
  return {
    /** While the event runs (`live`), asked again every RESULTS_POLL_MS without a reload (decision 148). */
    eventResults: (ref: string) =>
      queryOptions({
        staleTime: PUBLIC_FRESH_MS,
        queryKey: ['event-results', ref],
        queryFn: ({ signal }) => reads.eventResults(ref, signal),
        refetchInterval: (query) => (query.state.data?.live ? RESULTS_POLL_MS : false),
        meta: { operation: 'Load event results' },
      }),
    teamSeason: (teamNumber: number) =>
      queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['team-season', teamNumber], queryFn: ({ signal }) => reads.teamSeason(teamNumber, signal), meta: { operation: 'Load team season' } }),
    seasonResults: () =>
      queryOptions({ staleTime: PUBLIC_FRESH_MS, queryKey: ['season-results'], queryFn: ({ signal }) => reads.seasonResults(signal), meta: { operation: 'Load season results' } }),
  };
}

export type ResultQueries = ReturnType<typeof resultQueries>;

/** What the browser's pages use. */
export const resultQueriesOverApi: ResultQueries = resultQueries(restResultReads);
