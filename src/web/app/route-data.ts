// What a server render loads before it renders a path: the queries its page shows (the settings on every page, for
// the navbar and footer). The definitions are the browser's (lib/queries.ts) over the server's reads, so the keys and
// shapes are those the page asks for, and the page hydrates from them without asking again.
import type { QueryClient } from '@tanstack/react-query';
import { searchQueryProblem } from '../../shared/search-query';
import { matchPage, paths } from '../../shared/site-pages';
import type { PageQueries } from '../lib/page-queries';
import type { PublicQueries } from '../lib/queries';
import type { ResultQueries } from '../lib/result-queries';

function staticQueries(client: QueryClient, q: PublicQueries, r: ResultQueries, path: string): Array<Promise<void>> {
  switch (path) {
    case paths.home:
    case paths.news:
      return [client.prefetchQuery(q.posts())];
    case paths.events:
      return [client.prefetchQuery(q.eventsPage())];
    case paths.teams:
      return [client.prefetchQuery(q.teams()), client.prefetchQuery(q.currentSeason())];
    case paths.seasonMaterials:
      return [client.prefetchQuery(q.resourcePage('season-materials'))];
    case paths.teamResources:
      return [client.prefetchQuery(q.resourcePage('team-resources'))];
    case paths.sponsors:
      return [client.prefetchQuery(q.partners())];
    case paths.competitions:
      return [client.prefetchQuery(q.competitions())];
    case paths.results:
      return [client.prefetchQuery(r.seasonResults())];
    default:
      return [];
  }
}

async function eventQueries(client: QueryClient, q: PublicQueries, r: ResultQueries, ref: string): Promise<void> {
  const event = await client.fetchQuery(q.event(ref)).catch(() => null);
  if (!event) return;
  await Promise.all([
    client.prefetchQuery(q.eventSponsors(event)),
    event.ftcEventCode ? client.prefetchQuery(q.eventTeams(event.pageRef)) : null,
    event.ftcEventCode ? client.prefetchQuery(r.eventResults(event.pageRef)) : null,
  ]);
}

/** The search page's query, when its `q` is one the search takes (else the page shows its message, no results). */
function searchQueries(client: QueryClient, p: PageQueries, search: string): Array<Promise<void>> {
  const q = (new URLSearchParams(search).get('q') ?? '').trim();
  return searchQueryProblem(q) === null ? [client.prefetchQuery(p.search(q))] : [];
}

/** Fills `client` with the data of the page at `pathname`; `search` is the query string (without `?`), which only the
 * search page reads. A failed read leaves its query failed. */
export async function prefetchRoute(client: QueryClient, q: PublicQueries, r: ResultQueries, p: PageQueries, pathname: string, search = ''): Promise<void> {
  const match = matchPage(pathname);
  const tasks: Array<Promise<void>> = [client.prefetchQuery(q.settings())];
  if (match.kind === 'static') tasks.push(...staticQueries(client, q, r, match.path));
  if (match.kind === 'static' && match.path === paths.search) tasks.push(...searchQueries(client, p, search));
  // The route parameter as the page reads it (wouter decodes nothing; the page decodes it, event-detail-page.tsx).
  if (match.kind === 'event') tasks.push(eventQueries(client, q, r, match.ref));
  if (match.kind === 'post') tasks.push(client.prefetchQuery(p.post(match.slug)));
  if (match.kind === 'team') tasks.push(client.prefetchQuery(q.team(match.teamNumber)), client.prefetchQuery(r.teamSeason(match.teamNumber)));
  await Promise.all(tasks);
}
