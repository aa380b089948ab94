// The public routes the browser tests walk: every page of the site's route list (/resources left out: it shows
// /resources/season-materials), an event page and a team page of the seeded data, and an unknown address.
import { listEvents } from '../../src/server/modules/events/events.service';
import { isServerRendered } from '../../src/server/modules/pages/page-renderer';
import { listTeams } from '../../src/server/modules/teams/teams.service';
import { paths, STATIC_PAGES } from '../../src/shared/site-pages';
import type { Site } from './browser';

/** `serverRendered`: only the routes the server renders (the account page is a browser shell). */
export async function publicRoutes(site: Site, options: { serverRendered?: boolean } = {}): Promise<string[]> {
  const event = (await listEvents(site.t.deps)).find((e) => e.ftcEventCode);
  const team = (await listTeams(site.t.deps))[0];
  if (!event || !team) throw new Error('The seeded site has no event with an FTC code or no team');
  const routes = [
    ...Object.keys(STATIC_PAGES).filter((p) => p !== paths.resources),
    paths.event(event.ftcEventCode!),
    paths.team(team.internationalNumber),
    '/no-such-page',
  ];
  return options.serverRendered ? routes.filter((route) => isServerRendered(route)) : routes;
}
