// Every page path of the site, in one place (spec 01 §2 route table).
import type { EventOutput } from '../../shared/schemas/events';
export const paths = {
  home: '/home',
  news: '/news',
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
  dashboard: '/dashboard',
  /** A dashboard tab (its id in shell/content-tabs.tsx), with its list filters as query parameters. */
  dashboardTab: (tab: string, query?: Record<string, string | number | undefined>) => `/dashboard/${tab}${queryString(query)}`,
  dashboardNew: (tab: string) => `/dashboard/${tab}/new`,
  dashboardEdit: (tab: string, id: string | number) => `/dashboard/${tab}/${encodeURIComponent(String(id))}/edit`,
} as const;

function queryString(query: Record<string, string | number | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** Below a path: its children (`/about/*`), for the route table. */
export const childrenOf = (path: string): string => `${path}/*`;

/** The route patterns with parameters; each builds the links of paths.team / paths.event. */
export const routePatterns = {
  teamSample: '/teams/00000',
  team: '/teams/:teamId',
  event: '/events/:code',
} as const;

/** An event's page: by its scoring-system code when it has one, else by its id (spec 01 §2). */
export const eventPath = (event: Pick<EventOutput, 'id' | 'ftcEventCode'>): string => paths.event(event.ftcEventCode || event.id);
