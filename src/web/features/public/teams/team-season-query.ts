// The team page's season query (issue 22, part 2); in the page's folder for the reason given in
// events/event-results-query.ts. The server render builds the same definition over its reads (lib/result-queries.ts).
import type { ResultReads } from '../../../../shared/public-reads';
import type { TeamSeason } from '../../../../shared/schemas/results';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

export const teamSeasonQuery =
  (read: ResultReads['teamSeason']) =>
  (teamNumber: number): PublicRead<TeamSeason> => ({
    key: ['team-season', teamNumber],
    load: (signal) => read(teamNumber, signal),
    operation: 'Load team season',
  });

export const teamSeasonOverApi = teamSeasonQuery((teamNumber, signal) => apiRequest(`/teams/${teamNumber}/season`, { signal }));
