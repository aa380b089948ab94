// The site's pages, declared once (PAGE_ROUTES below) and read by the server (its routes, status codes, heads, the
// sitemap) and the browser (its router, the document title, each page's component in web/app/route-table.tsx; its
// data for the server render in web/app/route-data.ts). Also the link builders (`paths`) every page uses. Decision
// records 191, 206.
import { DEFAULT_LOCALE, localePath, LOCALES, splitLocale, type Locale } from './locale';
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

/** Addresses that only lead to another page (spec 01 §2 route table), in either language: the browser's router (whose
 * base is the language's prefix) does the move inside the app. */
export const BASE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': paths.home,
  [paths.resources]: paths.seasonMaterials,
};

/** The same in both languages (`/en` -> `/en/home`): the server answers them with a redirect, so a visitor without
 * JavaScript lands on the page too (issue 24; decisions 165, 200). */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  LOCALES.flatMap((locale) => Object.entries(BASE_REDIRECTS).map(([from, to]) => [localePath(locale, from), localePath(locale, to)])),
);

/** The news feed and the calendars (served by the server, linked from the pages). */
export const feedPaths = {
  news: '/news/feed.xml',
  calendar: '/events/calendar.ics',
  eventCalendar: (codeOrId: string | number) => `/events/${encodeURIComponent(String(codeOrId))}/calendar.ics`,
} as const;


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
  /** The address, in the pattern syntax wouter and Fastify share (`/news/:slug`); in English under /en. Its name (the
   * first part of its <title>) is in each language's catalogue (messages/<locale>/page-names.ts). */
  path: string;
  /** A 'site' page is in both languages (decision 200); the others only at their one address. */
  kind: PageKind;
  /** In sitemap.xml and open to crawlers (false: noindex). Pages with a parameter are listed by their own data. */
  listed: boolean;
  /** The addresses below it are its own too (the dashboard's tabs and forms). */
  below?: boolean;
  /** Its parameter's check: an address whose parameter fails it is the not-found page (404). */
  param?: (value: string) => boolean;
}

const site = (path: string, extra: Partial<PageRoute> = {}): PageRoute => ({ path, kind: 'site', listed: true, ...extra });
const browserPage = (path: string): PageRoute => ({ path, kind: 'browser', listed: false });
const appPage = (path: string, extra: Partial<PageRoute> = {}): PageRoute => ({ path, kind: 'app', listed: false, ...extra });

/** Whether a page exists in every language (under /en too) or only at its one address. */
export const isLocalized = (route: PageRoute): boolean => route.kind === 'site';

/** A team's number in its address: digits only (`/teams/abc` is not a page). */
const isTeamNumber = (value: string) => /^\d{1,9}$/.test(value);

/**
 * The site's route table (spec 01 §2, spec 02 §2): every page once, by key. The browser attaches each key's page
 * component (web/app/route-table.tsx) and data (web/app/route-data.ts), both checked complete by TypeScript; the
 * server registers each path as a route, renders it, writes its head and lists it in the sitemap. Matched in this order: /teams/00000 before
 * /teams/:teamNumber.
 */
export const PAGE_ROUTES = {
  home: site(paths.home),
  news: site(paths.news),
  // Only what can be a slug (shared/slug.ts, the API's own check) names a post.
  post: site('/news/:slug', { param: isSlug }),
  // Results depend on the query: never in the sitemap, never indexed.
  search: site(paths.search, { listed: false }),
  about: site(paths.about),
  aboutNatie: site(paths.aboutNatie),
  aboutFirst: site(paths.aboutFirst),
  aboutGlobal: site(paths.aboutGlobal),
  contact: site(paths.contact),
  volunteer: site(paths.volunteer),
  results: site(paths.results),
  values: site(paths.values),
  sponsors: site(paths.sponsors),
  seasonMaterials: site(paths.seasonMaterials),
  teamResources: site(paths.teamResources),
  getStarted: site(paths.getStarted),
  teams: site(paths.teams),
  teamSample: site('/teams/00000', { listed: false }),
  team: site('/teams/:teamNumber', { param: isTeamNumber }),
  events: site(paths.events),
  event: site('/events/:code'),
  competitions: site(paths.competitions),
  contribute: site(paths.contribute),
  companies: site(paths.companies),
  myAccount: browserPage(paths.myAccount),
  previewPost: browserPage('/preview/posts/:id'),
  previewEvent: browserPage('/preview/events/:id'),
  login: appPage(paths.login),
  register: appPage(paths.register),
  resetPassword: appPage(paths.resetPassword),
  dashboard: appPage(paths.dashboard, { below: true }),
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
  /** The address's language (its prefix). */
  locale: Locale;
  /** The address without its language's prefix (`/en/news` -> `/news`). */
  path: string;
}

/** Which page an address shows (a trailing slash ignored, as the server's router does), in which language, or null:
 * the not-found page (an address under /en whose page is not in English too). An address that only leads to another
 * (`/`, `/en`) shows where it leads. */
export function matchPage(rawPath: string): PageMatch | null {
  const trimmed = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const { locale, path: pathname } = splitLocale(trimmed);
  const target = Object.hasOwn(BASE_REDIRECTS, pathname) ? BASE_REDIRECTS[pathname]! : pathname;
  for (const key of PAGE_KEYS) {
    const route: PageRoute = PAGE_ROUTES[key];
    if (locale !== DEFAULT_LOCALE && !isLocalized(route)) continue;
    if (route.below && target.startsWith(`${route.path}/`)) return { key, route, params: {}, locale, path: target };
    const params = matchPattern(route.path, target);
    if (!params) continue;
    const value = Object.values(params)[0];
    if (route.param && value !== undefined && !route.param(value)) return null;
    return { key, route, params, locale, path: target };
  }
  return null;
}

/** The languages a page is in: all for a localized page, the default alone for the others. */
export const routeLocales = (route: PageRoute): readonly Locale[] => (isLocalized(route) ? LOCALES : [DEFAULT_LOCALE]);

/** The address patterns a server registers for the pages: each page's path in each of its languages, and `path/*`
 * for one with pages below. */
export const pageAddresses = (): string[] =>
  PAGE_KEYS.flatMap((key) => {
    const route: PageRoute = PAGE_ROUTES[key];
    return routeLocales(route).flatMap((locale) => {
      const path = localePath(locale, route.path);
      return route.below ? [path, `${path}/*`] : [path];
    });
  });

/** The listed pages without a parameter, without a language prefix: the sitemap's fixed addresses (each in both
 * languages; the rest come from posts, events, teams). */
export const listedPaths = (): string[] => PAGE_KEYS.map((key): PageRoute => PAGE_ROUTES[key]).filter((r) => r.listed && !r.path.includes(':')).map((r) => r.path);

/** An event's page name (its <title> starts with it, on the server and in the browser). */
export const eventPageName = (event: { title: string }): string => event.title;

/** A post's page name: its title. */
export const postPageName = (post: { title: string }): string => post.title;

/** A team's page name: `<number> <name>`. */
export const teamPageName = (team: { internationalNumber: number; name: string }): string => `${team.internationalNumber} ${team.name}`;
