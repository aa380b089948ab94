// The walk of every public route with axe-core (test/e2e/accessibility*.test.ts): one site with FIRST's results on an
// event, the routes, and a walk at one width. Romanian and English are two files, so that the two halves of the
// suite's longest walk run side by side on two workers instead of one after the other (decision 202).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { listEvents } from '../../src/server/modules/events/events.service';
import { paths } from '../../src/shared/site-pages';
import { axeViolations } from './axe';
import { expectWeb, networkQuiet, startSite, type Site } from './browser';
import { publicRoutes } from './public-routes';
import { insertEventResults, insertResultTeams } from './results-fixtures';

/** The site to walk and its Romanian routes: the route table's, an event with results and one without, a team. */
export async function accessibilitySite(): Promise<{ site: Site; routes: string[] }> {
  const site = await startSite();
  const routes = await publicRoutes(site);
  // FIRST's results (issue 22, part 2): the walked event has rankings, matches, alliances and awards and is the season's
  // championship (/about/results names its winners); another coded event shows the empty states; a team its season.
  const db = site.t.deps.db;
  const coded = (await listEvents(site.t.deps)).filter((e) => e.ftcEventCode);
  const walked = coded.find((e) => routes.includes(paths.event(e.ftcEventCode!)))!;
  await insertResultTeams(db, walked.seasonId);
  await insertEventResults(db, walked.id);
  await db.updateTable('events').set({ ftc_type_name: 'Championship' }).where('id', '=', walked.id).execute();
  const empty = coded.find((e) => e.id !== walked.id);
  routes.push(paths.team(1001), ...(empty ? [paths.event(empty.ftcEventCode!)] : []));
  return { site, routes };
}

/** Opens a route and waits until its data has arrived: a heading in main, no loading text, no request on its way. */
export async function openRoute(site: Site, page: Page, route: string): Promise<void> {
  await page.goto(site.url + route);
  // Hydrated (server-rendered pages carry their data; the account screens render in the browser).
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expectWeb(page.locator('main').locator('h1, h2, p').first(), route).toBeVisible();
  await expectWeb(page.locator('main [role="status"]').filter({ hasText: /Se încarcă|Loading/ })).toHaveCount(0);
  await networkQuiet(page);
}

/** axe on each route at one width (each photographed when screenshots are wanted): no violation anywhere. */
export async function expectNoViolations(site: Site, routes: string[], width: number): Promise<void> {
  const { page, shot } = await site.open(width);
  const found: string[] = [];
  for (const route of routes) {
    await openRoute(site, page, route);
    await shot(`route${route.replace(/\//g, '_')}`);
    for (const line of await axeViolations(page)) found.push(`${route}: ${line}`);
  }
  expect(found).toEqual([]);
}
