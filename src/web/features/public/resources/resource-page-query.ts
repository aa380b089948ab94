// The resource pages' query (season materials, learning materials). In the pages' folder, out of the app chunk every
// page downloads (decision 206); the server render builds the same definition over its reads (lib/public-queries.ts).
import type { ResourcePage } from '../../../../shared/constants';
import { langQuery, type Locale } from '../../../../shared/locale';
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
  /** `lang`: readLang of the page's language (a Romanian page's key is the one it always was; decision 204). */
  (page: ResourcePage, lang: Locale | undefined): PublicRead<ResourceOutput[]> => ({
    key: lang ? ['resources', page, lang] : ['resources', page],
    load: (signal) => read(page, lang, signal),
    operation: RESOURCE_OPERATIONS[page],
  });

export const resourcePageOverApi = resourcePageQuery(async (page, lang, signal) =>
  asList(await apiRequest<unknown>(`/resources/page/${page}${langQuery(lang)}`, { signal })),
);
