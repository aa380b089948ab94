// axe-core (WCAG 2.0-2.2 A and AA rules, plus label-content-name-mismatch) on every public route in Chromium: 0
// violations at 375 and 1280 px (a walk at 768 px found nothing the two did not, and cost a third of the suite's
// longest file). Each route is also photographed at both widths (test-results/screenshots, with SCREENSHOTS=1) for
// people to look at, and its document title is the one the server wrote into the head.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../../src/server/modules/events/events.service';
import { paths } from '../../src/shared/site-pages';
import { axeViolations } from '../helpers/axe';
import { expectWeb, networkQuiet, startSite, WIDTHS, type Site } from '../helpers/browser';
import { englishRoutes, publicRoutes } from '../helpers/public-routes';
import { insertEventResults, insertResultTeams } from '../helpers/results-fixtures';

let site: Site;
let routes: string[];

beforeAll(async () => {
  site = await startSite();
  routes = await publicRoutes(site);
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
  // Every route in English too (decision 200).
  routes.push(...englishRoutes(routes));
});
afterAll(() => site?.close());

/** Opens a route and waits until its data has arrived: a heading in main, no loading text, no request on its way. */
async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(site.url + route);
  // Hydrated (server-rendered pages carry their data; the account screens render in the browser).
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expectWeb(page.locator('main').locator('h1, h2, p').first(), route).toBeVisible();
  await expectWeb(page.locator('main [role="status"]').filter({ hasText: /Se încarcă|Loading/ })).toHaveCount(0);
  await networkQuiet(page);
}

describe('accessibility of every public route', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`axe finds nothing at ${width} px`, async () => {
      const { page, shot } = await site.open(width);
      const found: string[] = [];
      for (const route of routes) {
        await openRoute(page, route);
        await shot(`route${route.replace(/\//g, '_')}`);
        for (const line of await axeViolations(page)) found.push(`${route}: ${line}`);
      }
      expect(found).toEqual([]);
    });
  }

  it('the document title follows client-side navigation, with the names the server wrote', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openRoute(page, paths.home);
    await expectWeb(page).toHaveTitle('Acasă · FIRST Tech Challenge Romania');
    await page.getByRole('link', { name: 'EVENTS' }).first().click();
    await expectWeb(page).toHaveTitle('Evenimente · FIRST Tech Challenge Romania');
    const event = (await listEvents(site.t.deps)).find((e) => e.ftcEventCode)!;
    await page.getByRole('link', { name: /^Mai multe informații/ }).first().click();
    await expectWeb(page).toHaveTitle(/ · FIRST Tech Challenge Romania$/);
    await expectWeb(page).not.toHaveTitle('FIRST Tech Challenge Romania');
    await page.goto(site.url + paths.event(event.ftcEventCode!));
    await expectWeb(page).toHaveTitle(`${event.title} · FIRST Tech Challenge Romania`);
    await page.evaluate(() => window.history.back());
    await expectWeb(page).not.toHaveTitle(`${event.title} · FIRST Tech Challenge Romania`);
  });
});
