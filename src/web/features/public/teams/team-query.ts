// A team's page query. In the page's folder, out of the app chunk every page downloads (decision 206); the server
// render builds the same definition over its reads (lib/public-queries.ts).
import type { CoreReads } from '../../../../shared/public-reads';
import type { TeamDetail } from '../../../../shared/schemas/teams';
import { apiRequest } from '../../../lib/api';
import type { PublicRead } from '../../../lib/read-store';

/** A team that does not exist stays so when its page mounts (`keepFailure`): a server-rendered 404 hydrates as
 * rendered. */
export const teamQuery =
  (read: CoreReads['team']) =>
  (teamNumber: number): PublicRead<TeamDetail> => ({
    key: ['team', teamNumber],
    keepFailure: true,
    load: (signal) => read(teamNumber, signal),
    operation: 'Load team',
  });

export const teamOverApi = teamQuery((teamNumber, signal) => apiRequest(`/teams/${teamNumber}`, { signal }));
