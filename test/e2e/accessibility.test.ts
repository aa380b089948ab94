// axe-core (WCAG 2.0-2.2 A and AA rules, plus label-content-name-mismatch) on every public route in Chromium: 0
// violations at 375 and 1280 px (a walk at 768 px found nothing the two did not, and cost a third of the suite's
// longest file). Each route is also photographed at both widths (test-results/screenshots, with SCREENSHOTS=1) for
// people to look at, and its document title is the one the server wrote into the head. The English routes are
// walked by accessibility-en.test.ts (test/helpers/accessibility-walk.ts).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { listEvents } from '../../src/server/modules/events/events.service';
import { paths } from '../../src/shared/site-pages';
import { accessibilitySite, expectNoViolations, openRoute } from '../helpers/accessibility-walk';
import { expectWeb, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
let routes: string[];

beforeAll(async () => {
  ({ site, routes } = await accessibilitySite());
});
afterAll(() => site?.close());

describe('accessibility of every public route', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`axe finds nothing at ${width} px`, () => expectNoViolations(site, routes, width));
  }

  it('the document title follows client-side navigation, with the names the server wrote', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openRoute(site, page, paths.home);
    await expectWeb(page).toHaveTitle('Acasă · FIRST Tech Challenge Romania');
    await page.getByRole('link', { name: 'EVENIMENTE', exact: true }).first().click();
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
