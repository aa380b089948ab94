// The teams page's queries: the list of teams, and the current season (for the notice when the list is empty). In the
// page's folder, out of the app chunk every page downloads (decision 206); the server render builds the same
// definitions over its reads (lib/public-queries.ts).
import type { CoreReads } from '../../../../shared/public-reads';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import type { TeamListItem } from '../../../../shared/schemas/teams';
import { ApiError, apiRaw, apiRequest } from '../../../lib/api';
import { isAbort } from '../../../lib/abort';
import { asList } from '../../../lib/queries';
import type { PublicRead } from '../../../lib/read-store';

export const teamsQuery =
  (read: CoreReads['teams']) =>
  (): PublicRead<TeamListItem[]> => ({ key: ['teams', 'all'], load: (signal) => read(signal), operation: 'Load teams' });

/** The current season, or null when none is current or the read fails (the teams page then names no dates). */
export const currentSeasonQuery =
  (read: CoreReads['currentSeason']) =>
  (): PublicRead<SeasonOutput | null> => ({
    key: ['current-season'],
    load: async (signal) => {
      try {
        return await read(signal);
      } catch (error) {
        if (isAbort(error)) throw error;
        return null;
      }
    },
  });

/** GET /api/teams/all answers its list in `data` (the spec's shape), not in `message`. */
export const teamsOverApi = teamsQuery(async (signal) => {
  const body = await apiRaw<{ success?: boolean; data?: unknown }>('/teams/all', signal);
  if (body?.success === false) throw new ApiError('The teams list was refused', 500);
  return asList<TeamListItem>(body?.data);
});
export const currentSeasonOverApi = currentSeasonQuery((signal) => apiRequest('/seasons/current', { signal }));
