// The public routes the browser tests walk: every page of the site's route table without a parameter, an event page and a team page of the seeded data, and an unknown address.
import { listEvents } from '../../src/server/modules/events/events.service';
import { isServerRendered } from '../../src/server/modules/pages/page-renderer';
import { listTeams } from '../../src/server/modules/teams/teams.service';
import { localePath } from '../../src/shared/locale';
import { isLocalized, matchPage, PAGE_KEYS, PAGE_ROUTES, paths, type PageRoute } from '../../src/shared/site-pages';
import type { Site } from './browser';

/** The public pages without a parameter, from the route table (the account screens and the dashboard left out). */
export const fixedPublicPages = (): PageRoute[] =>
  PAGE_KEYS.map((key): PageRoute => PAGE_ROUTES[key]).filter((route) => route.kind !== 'app' && !route.path.includes(':'));

/** `serverRendered`: only the routes the server renders (the account page is a browser shell). */
export async function publicRoutes(site: Site, options: { serverRendered?: boolean } = {}): Promise<string[]> {
  const event = (await listEvents(site.t.deps)).find((e) => e.ftcEventCode);
  const team = (await listTeams(site.t.deps))[0];
  if (!event || !team) throw new Error('The seeded site has no event with an FTC code or no team');
  const routes = [
    ...fixedPublicPages().map((route) => route.path),
    paths.event(event.ftcEventCode!),
    paths.team(team.internationalNumber),
    '/no-such-page',
  ];
  return options.serverRendered ? routes.filter((route) => isServerRendered(route)) : routes;
}

/** The same routes in English (decision 200): each one whose page is in both languages under /en, and the English
 * not-found page. */
export const englishRoutes = (routes: string[]): string[] => [
  ...routes.filter((route) => {
    const match = matchPage(route.split('?')[0]!);
    return match !== null && isLocalized(match.route);
  }).map((route) => localePath('en', route)),
  '/en/no-such-page',
];
