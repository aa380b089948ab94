// What each page of the site's route table (shared/site-pages.ts PAGE_ROUTES) shows, loaded before its server render
// (entry-server.tsx). Only the server render imports this file: in the browser a page reads its data from the state
// the server put in the page, or asks for it itself, so the loaders stay out of every visitor's JavaScript
// (decision 206). Typed by the table's keys like route-table.tsx: a page added there without its entry here fails
// the typecheck (null: the page shows no data of its own).
import type { Locale } from '../../shared/locale';
import { searchQueryProblem } from '../../shared/search-query';
import type { PageKey } from '../../shared/site-pages';
import type { PageQueries } from '../lib/page-queries';
import type { PublicQueries } from '../lib/public-queries';
import type { ReadStore } from '../lib/read-store';
import type { ResultQueries } from '../lib/result-queries';

/** What a page's data loader is given: the request's ReadStore, the read definitions, the address's parameters
 * (decoded) and its query string (without `?`). */
export interface RouteDataContext {
  store: ReadStore;
  q: PublicQueries;
  r: ResultQueries;
  p: PageQueries;
  params: Record<string, string>;
  search: string;
  /** The language a public read asks the content in (readLang of the page's; decision 203). */
  lang: Locale | undefined;
}

/** The queries a page shows, loaded before a server render (the settings, for the navbar and the footer, are loaded
 * for every page). A failed read leaves its query failed. */
type RouteData = (context: RouteDataContext) => Array<Promise<unknown> | null>;

const posts: RouteData = ({ store, q, lang }) => [store.prefetch(q.posts(lang))];
const resourcePage =
  (key: 'season-materials' | 'team-resources'): RouteData =>
  ({ store, q, lang }) => [store.prefetch(q.resourcePage(key, lang))];

/** An event's page: the event, then its sponsors, and with an FTC code its teams and results. */
const eventData: RouteData = ({ store, q, r, params, lang }) => [
  store
    .load(q.event(params.code!, lang))
    .catch(() => null)
    .then((event) =>
      event
        ? Promise.all([
            store.prefetch(q.eventSponsors(event)),
            event.ftcEventCode ? store.prefetch(q.eventTeams(event.pageRef)) : null,
            event.ftcEventCode ? store.prefetch(r.eventResults(event.pageRef)) : null,
          ])
        : null,
    ),
];

/** The search page's query, when its `q` is one the search takes (else the page shows its message, no results). */
const searchData: RouteData = ({ store, p, search, lang }) => {
  const q = (new URLSearchParams(search).get('q') ?? '').trim();
  return searchQueryProblem(q) === null ? [store.prefetch(p.search(q, lang))] : [];
};

/** Each page's data (the settings, for the navbar and the footer, are loaded for every page by entry-server.tsx). */
export const ROUTE_DATA: { readonly [K in PageKey]: RouteData | null } = {
  home: posts,
  news: posts,
  post: ({ store, p, params, lang }) => [store.prefetch(p.post(params.slug!, lang))],
  search: searchData,
  about: null,
  aboutNatie: null,
  aboutFirst: null,
  aboutGlobal: null,
  contact: null,
  volunteer: null,
  results: ({ store, r }) => [store.prefetch(r.seasonResults())],
  values: null,
  sponsors: ({ store, q }) => [store.prefetch(q.partners())],
  seasonMaterials: resourcePage('season-materials'),
  teamResources: resourcePage('team-resources'),
  getStarted: null,
  teams: ({ store, q }) => [store.prefetch(q.teams()), store.prefetch(q.currentSeason())],
  teamSample: null,
  team: ({ store, q, r, params }) => [store.prefetch(q.team(Number(params.teamNumber))), store.prefetch(r.teamSeason(Number(params.teamNumber)))],
  events: ({ store, q, lang }) => [store.prefetch(q.eventsPage(lang))],
  event: eventData,
  competitions: ({ store, q }) => [store.prefetch(q.competitions())],
  contribute: null,
  companies: null,
  myAccount: null,
  previewPost: null,
  previewEvent: null,
  login: null,
  register: null,
  resetPassword: null,
  dashboard: null,
};
