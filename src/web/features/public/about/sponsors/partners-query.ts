// The partners page's query. In the page's folder, out of the app chunk every page downloads (decision 206); the
// server render builds the same definition over its reads (lib/public-queries.ts).
import type { CoreReads } from '../../../../../shared/public-reads';
import type { PartnerOutput } from '../../../../../shared/schemas/sponsors';
import { apiRequest } from '../../../../lib/api';
import { asList } from '../../../../lib/queries';
import type { PublicRead } from '../../../../lib/read-store';

export const partnersQuery =
  (read: CoreReads['partners']) =>
  (): PublicRead<PartnerOutput[]> => ({ key: ['partners'], load: (signal) => read(signal), operation: 'Load partners' });

export const partnersOverApi = partnersQuery(async (signal) => asList(await apiRequest<unknown>('/partners', { signal })));
