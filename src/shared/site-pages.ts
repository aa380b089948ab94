// The site's pages, declared once (PAGE_ROUTES below) and read by the server (its routes, status codes, heads, the
// sitemap) and the browser (its router, the document title, each page's component and data in web/app/route-table.tsx).
// Also the link builders (`paths`) every page uses. Decision record 191.
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

/** The news feed and the calendars (served by the server, linked from the pages). */
export const feedPaths = {
  news: '/news/feed.xml',
  calendar: '/events/calendar.ics',
  eventCalendar: (codeOrId: string | number) => `/events/${encodeURIComponent(String(codeOrId))}/calendar.ics`,
} as const;

export const NOT_FOUND_NAME = 'Pagina nu a fost găsită';

/** The previews' page name (their <title>); not in the sitemap, noindex. */
export const PREVIEW_NAME = 'Preview';

/** `<page name> · FIRST Tech Challenge Romania`, or the site's name alone. */
export const pageTitle = (name?: string | null): string => (name ? `${name} · ${SITE_NAME}` : SITE_NAME);

/** Who draws a page, and in which language. */
export type PageKind =
  /** A public page the server renders with its data (the browser hydrates it). */
  | 'site'
  /** A public page that depends on who asks (my account, an editor's preview): the server sends the site's frame,
   * the browser draws the page. Never indexed. */
  | 'browser'
  /** The account screens and the dashboard: the browser app, in English, never indexed. */
  | 'app';

export interface PageRoute {
  /** The address, in the pattern syntax wouter and Fastify share (`/news/:slug`). */
  path: string;
  /** The first part of its <title>; null: the page names itself from its data (a post, an event, a team). */
  name: string | null;
  kind: PageKind;
  /** In sitemap.xml and open to crawlers (false: noindex). Pages with a parameter are listed by their own data. */
  listed: boolean;
  /** The addresses below it are its own too (the dashboard's tabs and forms). */
  below?: boolean;
  /** Its parameter's check: an address whose parameter fails it is the not-found page (404). */
  param?: (value: string) => boolean;
}

const site = (path: string, name: string | null, extra: Partial<PageRoute> = {}): PageRoute => ({ path, name, kind: 'site', listed: true, ...extra });
const browserPage = (path: string, name: string): PageRoute => ({ path, name, kind: 'browser', listed: false });
const appPage = (path: string, name: string, extra: Partial<PageRoute> = {}): PageRoute => ({ path, name, kind: 'app', listed: false, ...extra });

/** A team's number in its address: digits only (`/teams/abc` is not a page). */
const isTeamNumber = (value: string) => /^\d{1,9}$/.test(value);

/**
 * The site's route table (spec 01 §2, spec 02 §2): every page once, by key. The browser attaches each key's page
 * component and data (web/app/route-table.tsx, checked complete by TypeScript); the server registers each path as a
 * route, renders it, writes its head and lists it in the sitemap. Matched in this order: /teams/00000 before
 * /teams/:teamNumber.
 */
export const PAGE_ROUTES = {
  home: site(paths.home, 'Acasă'),
  news: site(paths.news, 'Noutăți'),
  // Only what can be a slug (shared/slug.ts, the API's own check) names a post.
  post: site('/news/:slug', null, { param: isSlug }),
  // Results depend on the query: never in the sitemap, never indexed.
  search: site(paths.search, 'Căutare', { listed: false }),
  about: site(paths.about, 'Despre noi'),
  aboutNatie: site(paths.aboutNatie, 'Nație prin Educație'),
  aboutFirst: site(paths.aboutFirst, 'FIRST și FTC'),
  aboutGlobal: site(paths.aboutGlobal, 'FIRST Global'),
  contact: site(paths.contact, 'Contact'),
  volunteer: site(paths.volunteer, 'Voluntariat'),
  results: site(paths.results, 'Rezultate'),
  values: site(paths.values, 'Valori'),
  sponsors: site(paths.sponsors, 'Parteneri și sponsori'),
  seasonMaterials: site(paths.seasonMaterials, 'Season Materials'),
  teamResources: site(paths.teamResources, 'Learning Materials'),
  getStarted: site(paths.getStarted, 'Primii pași'),
  teams: site(paths.teams, 'Echipe'),
  teamSample: site('/teams/00000', 'Echipa exemplu', { listed: false }),
  team: site('/teams/:teamNumber', null, { param: isTeamNumber }),
  events: site(paths.events, 'Evenimente'),
  event: site('/events/:code', null),
  competitions: site(paths.competitions, 'Concursuri'),
  contribute: site(paths.contribute, 'Contribuie'),
  companies: site(paths.companies, 'Companii'),
  myAccount: browserPage(paths.myAccount, 'Contul meu'),
  previewPost: browserPage('/preview/posts/:id', PREVIEW_NAME),
  previewEvent: browserPage('/preview/events/:id', PREVIEW_NAME),
  login: appPage(paths.login, 'Login'),
  register: appPage(paths.register, 'Register'),
  resetPassword: appPage(paths.resetPassword, 'Choose a password'),
  dashboard: appPage(paths.dashboard, 'Dashboard', { below: true }),
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof PAGE_ROUTES;

// Object.keys is typed string[]; these are the table's own keys.
export const PAGE_KEYS = Object.keys(PAGE_ROUTES) as PageKey[];

/** A page's address parameters (`/events/:code` against `/events/abc`: { code: 'abc' }), or null. One segment per
 * parameter, as the router matches; each decoded. */
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

export interface PageMatch {
  key: PageKey;
  route: PageRoute;
  /** The address's parameters, decoded (`{ slug }`, `{ teamNumber }`, `{ code }`). */
  params: Record<string, string>;
}

/** Which page an address shows (a trailing slash ignored, as the server's router does), or null: the not-found page.
 * An address that only leads to another (`/`) shows where it leads. */
export function matchPage(rawPath: string): PageMatch | null {
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const target = Object.hasOwn(PAGE_REDIRECTS, pathname) ? PAGE_REDIRECTS[pathname]! : pathname;
  for (const key of PAGE_KEYS) {
    const route: PageRoute = PAGE_ROUTES[key];
    if (route.below && target.startsWith(`${route.path}/`)) return { key, route, params: {} };
    const params = matchPattern(route.path, target);
    if (!params) continue;
    const value = Object.values(params)[0];
    if (route.param && value !== undefined && !route.param(value)) return null;
    return { key, route, params };
  }
  return null;
}

/** The address patterns a server registers for the pages: each page's path, and `path/*` for one with pages below. */
export const pageAddresses = (): string[] => PAGE_KEYS.flatMap((key) => {
  const route: PageRoute = PAGE_ROUTES[key];
  return route.below ? [route.path, `${route.path}/*`] : [route.path];
});

/** The listed pages without a parameter: the sitemap's fixed addresses (the rest come from posts, events, teams). */
export const listedPaths = (): string[] => PAGE_KEYS.map((key): PageRoute => PAGE_ROUTES[key]).filter((r) => r.listed && !r.path.includes(':')).map((r) => r.path);

/** An event's page name (its <title> starts with it, on the server and in the browser). */
export const eventPageName = (event: { title: string }): string => event.title;

/** A post's page name: its title. */
export const postPageName = (post: { title: string }): string => post.title;

/** A team's page name: `<number> <name>`. */
export const teamPageName = (team: { internationalNumber: number; name: string }): string => `${team.internationalNumber} ${team.name}`;
