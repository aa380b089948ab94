// The resource pages' query (season materials, learning materials). In the pages' folder, out of the app chunk every
// page downloads (decision 206); the server render builds the same definition over its reads (lib/public-queries.ts).
import type { ResourcePage } from '../../../../shared/constants';
import type { CoreReads } from '../../../../shared/public-reads';
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { apiRequest } from '../../../lib/api';
import { asList } from '../../../lib/queries';
import type { PublicRead } from '../../../lib/read-store';

const RESOURCE_OPERATIONS: Record<ResourcePage, string> = {
  'season-materials': 'Load season materials',
  'team-resources': 'Load team resources',
};

export const resourcePageQuery =
  (read: CoreReads['resourcePage']) =>
  (page: ResourcePage): PublicRead<ResourceOutput[]> => ({
    key: ['resources', page],
    load: (signal) => read(page, signal),
    operation: RESOURCE_OPERATIONS[page],
  });

export const resourcePageOverApi = resourcePageQuery(async (page, signal) => asList(await apiRequest<unknown>(`/resources/page/${page}`, { signal })));
