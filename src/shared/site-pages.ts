// The public site's route list, shared by the server (status codes, head, sitemap) and the browser (router, document
// title): every page path, the patterns with parameters, and each page's name and description (spec 01 §2).
import { isSlug } from './slug';

export const SITE_NAME = 'FIRST Tech Challenge Romania';
export const SITE_DESCRIPTION =
  'FIRST Tech Challenge Romania: programul național de robotică pentru liceeni, cu echipe, competiții, resurse și voluntari în toată țara.';

export const paths = {
  home: '/home',
  news: '/news',
  /** A news post's own page (issue 24): its slug, made from its title (shared/slug.ts). */
  post: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  /** The site's search (issue 24): /search?q=... */
  search: '/search',
  about: '/about',
  aboutNatie: '/about/natie-prin-educatie',
  aboutFirst: '/about/first-and-ftc',
  aboutGlobal: '/about/first-global',
  contact: '/about/contact-us',
  volunteer: '/about/volunteer',
  results: '/about/results',
  values: '/about/values',
  sponsors: '/about/sponsors',
  resources: '/resources',
  seasonMaterials: '/resources/season-materials',
  teamResources: '/resources/team-resources',
  getStarted: '/resources/get-started',
  teams: '/teams',
  team: (teamId: string | number) => `/teams/${teamId}`,
  events: '/events',
  event: (codeOrId: string | number) => `/events/${encodeURIComponent(String(codeOrId))}`,
  competitions: '/concursuri',
  contribute: '/contribute',
  companies: '/contribute/companies',
  donateForm: '/contribute#donate-form',
  myAccount: '/my-account',
  login: '/login',
  register: '/register',
  /** Choosing a password from an e-mail's link (issue 25): the token travels in the fragment. */
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  /** A draft's or scheduled item's public rendering, for signed-in editors only (issue 15): never indexed or cached. */
  previewPost: (id: string | number) => `/preview/posts/${encodeURIComponent(String(id))}`,
  previewEvent: (id: string | number) => `/preview/events/${encodeURIComponent(String(id))}`,
} as const;

/** Addresses that only lead to another page (spec 01 §2 route table): the server answers them with a redirect, so a
 * visitor without JavaScript lands on the page too (issue 24; decision 165); the browser's router does the same for
 * a move inside the app. */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': paths.home,
  [paths.resources]: paths.seasonMaterials,
};

/** Below a path: its children (`/about/*`), for the route table. */
export const childrenOf = (path: string): string => `${path}/*`;

/** The route patterns with parameters; each builds the links of paths.team / paths.event. */
export const routePatterns = {
  teamSample: '/teams/00000',
  post: '/news/:slug',
  team: '/teams/:teamId',
  event: '/events/:code',
  previewPost: '/preview/posts/:id',
  previewEvent: '/preview/events/:id',
} as const;

/** The news feed and the calendars (served by the server, linked from the pages). */
export const feedPaths = {
  news: '/news/feed.xml',
  calendar: '/events/calendar.ics',
  eventCalendar: (codeOrId: string | number) => `/events/${encodeURIComponent(String(codeOrId))}/calendar.ics`,
} as const;

export interface StaticPage {
  /** The page's name: the first part of its <title>. */
  name: string;
  /** Listed in sitemap.xml and open to crawlers (false: a placeholder page). */
  listed: boolean;
  /** Another URL that shows the same content (the canonical one): / and /resources show /home and season materials. */
  canonical?: string;
}

const page = (name: string, extra: Partial<StaticPage> = {}): StaticPage => ({ name, listed: true, ...extra });

/** Every public page without a parameter, by path. The names are the one source of the document title. */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  [paths.home]: page('Acasă'),
  [paths.news]: page('Noutăți'),
  [paths.about]: page('Despre noi'),
  [paths.aboutNatie]: page('Nație prin Educație'),
  [paths.aboutFirst]: page('FIRST și FTC'),
  [paths.aboutGlobal]: page('FIRST Global'),
  [paths.contact]: page('Contact'),
  [paths.volunteer]: page('Voluntariat'),
  [paths.results]: page('Rezultate'),
  [paths.values]: page('Valori'),
  [paths.sponsors]: page('Parteneri și sponsori'),
  [paths.resources]: page('Resurse', {
    canonical: paths.seasonMaterials,
    listed: false,
  }),
  [paths.seasonMaterials]: page('Season Materials'),
  [paths.teamResources]: page('Learning Materials'),
  [paths.getStarted]: page('Primii pași'),
  [paths.teams]: page('Echipe'),
  [routePatterns.teamSample]: page('Echipa exemplu', { listed: false }),
  [paths.events]: page('Evenimente'),
  [paths.competitions]: page('Concursuri'),
  [paths.contribute]: page('Contribuie'),
  [paths.companies]: page('Companii'),
  [paths.myAccount]: page('Contul meu', { listed: false }),
  // Results depend on the query: never in the sitemap, never indexed (pages.service.ts).
  [paths.search]: page('Căutare', { listed: false }),
};

/** The pages of the account area and the dashboard: the browser app, never indexed. */
export const APP_PAGES: Readonly<Record<string, string>> = {
  [paths.login]: 'Login',
  [paths.register]: 'Register',
  [paths.resetPassword]: 'Choose a password',
  [paths.dashboard]: 'Dashboard',
};

export const NOT_FOUND_NAME = 'Pagina nu a fost găsită';

/** The previews' page name (their <title>); not in the sitemap, noindex. */
export const PREVIEW_NAME = 'Preview';

/** `<page name> · FIRST Tech Challenge Romania`, or the site's name alone. */
export const pageTitle = (name?: string | null): string => (name ? `${name} · ${SITE_NAME}` : SITE_NAME);

export type PageMatch =
  | { kind: 'static'; path: string; page: StaticPage }
  | { kind: 'event'; ref: string }
  | { kind: 'team'; teamNumber: number }
  | { kind: 'post'; slug: string }
  | { kind: 'app'; name: string }
  | { kind: 'missing' };

/** `/events/:code` against `/events/abc`: the parameters, or null. One segment per parameter, as the router matches. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

/** Which page a path shows: the route table of app.tsx, with the children of /about, /resources and /contribute
 * limited to the ones that exist. `/` shows the home page (the browser then moves to /home). */
export function matchPage(rawPath: string): PageMatch {
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (pathname === '/') return { kind: 'static', path: paths.home, page: STATIC_PAGES[paths.home]! };
  const known = Object.hasOwn(STATIC_PAGES, pathname) ? STATIC_PAGES[pathname] : undefined;
  if (known) return { kind: 'static', path: pathname, page: known };
  const app = Object.keys(APP_PAGES).find((p) => pathname === p || (p === paths.dashboard && pathname.startsWith(`${p}/`)));
  if (app) return { kind: 'app', name: APP_PAGES[app]! };
  // The previews are the browser app's, like the account screens: a noindex shell, rendered in the browser only.
  if (matchPattern(routePatterns.previewPost, pathname) || matchPattern(routePatterns.previewEvent, pathname)) return { kind: 'app', name: PREVIEW_NAME };
  const team = matchPattern(routePatterns.team, pathname);
  if (team) return /^\d{1,9}$/.test(team.teamId!) ? { kind: 'team', teamNumber: Number(team.teamId) } : { kind: 'missing' };
  const post = matchPattern(routePatterns.post, pathname);
  // Only what can be a slug (shared/slug.ts, the API's own check) names a post; anything else is missing.
  if (post) return isSlug(post.slug!) ? { kind: 'post', slug: post.slug! } : { kind: 'missing' };
  const event = matchPattern(routePatterns.event, pathname);
  if (event) return { kind: 'event', ref: event.code! };
  return { kind: 'missing' };
}

/** An event's page name (its <title> starts with it, on the server and in the browser). */
export const eventPageName = (event: { title: string }): string => event.title;

/** A post's page name: its title. */
export const postPageName = (post: { title: string }): string => post.title;

/** A team's page name: `<number> <name>`. */
export const teamPageName = (team: { internationalNumber: number; name: string }): string => `${team.internationalNumber} ${team.name}`;
