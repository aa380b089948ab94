// The site's search over REST (issue 24, point 3): GET /api/search?q=..., a public read like the others (kept and
// revalidated until a write changes the content). A missing, too short or too long query is a 400 with its message.
import { okEnvelope } from '../../../shared/schemas/envelope';
import { searchInput, searchResults } from '../../../shared/schemas/search';
import type { Deps } from '../../deps';
import type { RestApi } from '../../http/declared-routes';
import { ok } from '../../http/reply';
import { search } from './search.service';

export function searchRoutes(api: RestApi, deps: Deps) {
  api.get('/search', { schema: { summary: 'Search the public site', operationId: 'searchSite', querystring: searchInput, response: { 200: okEnvelope(searchResults) } } }, async (request, reply) =>
    ok(reply, await search(deps, request.query)),
  );
}
