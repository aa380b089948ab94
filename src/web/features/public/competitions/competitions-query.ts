// The competitions calendar's query. In the page's folder, out of the app chunk every page downloads (decision 206);
// the server render builds the same definition over its reads (lib/public-queries.ts).
import type { CoreReads } from '../../../../shared/public-reads';
import type { CompetitionSeasonOutput } from '../../../../shared/schemas/competitions';
import { apiRequest } from '../../../lib/api';
import { asList } from '../../../lib/queries';
import type { PublicRead } from '../../../lib/read-store';

export const competitionsQuery =
  (read: CoreReads['competitions']) =>
  (): PublicRead<CompetitionSeasonOutput[]> => ({
    key: ['competitions'],
    load: (signal) => read(signal),
    operation: 'Load competitions calendar',
  });

export const competitionsOverApi = competitionsQuery(async (signal) => asList(await apiRequest<unknown>('/competitions', { signal })));
