// The team page's season query (issue 22, part 2); in the page's folder for the reason given in
// events/event-results-query.ts. The server render builds the same definition over its reads (lib/result-queries.ts).
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ResultReads } from '../../../../shared/public-reads';
import type { TeamSeason } from '../../../../shared/schemas/results';
import { apiRequest } from '../../../lib/api';
import { PUBLIC_FRESH_MS } from '../../../lib/query-client';

type Key = ['team-season', number];

export const teamSeasonQuery =
  (read: ResultReads['teamSeason']) =>
  (teamNumber: number): UseQueryOptions<TeamSeason, Error, TeamSeason, Key> & { queryKey: Key } => ({
    staleTime: PUBLIC_FRESH_MS,
    queryKey: ['team-season', teamNumber],
    queryFn: ({ signal }) => read(teamNumber, signal),
    meta: { operation: 'Load team season' },
  });

export const teamSeasonOverApi = teamSeasonQuery((teamNumber, signal) => apiRequest(`/teams/${teamNumber}/season`, { signal }));
