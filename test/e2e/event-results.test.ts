// Browser tests of FIRST's results on the public pages (issue 22, part 2): the event page's rankings, matches and awards
// (server-rendered, at 375 and 1280 px, with a team highlight, refreshed while the event runs), the empty states before
// an event, a team page with its season and /about/results with the national champion. Rows go straight into the
// results tables (test/helpers/results-fixtures.ts) of the seeded demo site.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_POLL_MS } from '../../src/web/features/public/events/event-results-query';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { insertChampionshipResults } from '../helpers/results-fixtures';

let site: Site;
const WEST = 'ROWLT26'; // ongoing in the demo data: its results are live
const NORTH = 'RONORD26'; // upcoming

beforeAll(async () => {
  site = await startSite();
  // The west tournament played, and this season's national championship for /about/results.
  await insertChampionshipResults(site.t.deps.db, WEST);
});
afterAll(() => site?.close());

/** The page does not scroll sideways (a table wider than the phone scrolls inside its own frame). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('event page with results', () => {
  it('is server-rendered with rankings, matches, alliances and awards', async () => {
    const html = await (await fetch(`${site.url}/events/${WEST}`)).text();
    for (const text of ['id="event-rankings"', 'id="event-matches"', 'id="event-awards"', 'Qualification 1', 'Final 1', 'Inspire Award', 'Alianța 1', 'Evidențiază o echipă']) {
      expect(html).toContain(text);
    }
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows the results at ${width} px, winners named in words, and highlights a team`, async () => {
      const { page, shot, consoleErrors } = await site.open(width);
      await page.goto(`${site.url}/events/${WEST}`);
      const rankings = page.getByRole('table', { name: /Clasamentul după meciurile de calificare/ });
      await expectWeb(rankings.getByRole('row')).toHaveCount(6); // header + 5 teams
      await expectWeb(rankings.getByRole('row').nth(1)).toContainText('1002');
      // Our team links to its page; the foreign one is plain text with its country.
      await expectWeb(rankings.getByRole('link', { name: /1001/ })).toHaveAttribute('href', '/teams/1001');
      await expectWeb(rankings.getByText('(Moldova)')).toBeVisible();
      await expectWeb(rankings.getByRole('link', { name: /9999/ })).toHaveCount(0);

      const quals = page.getByRole('table', { name: 'Meciuri de calificare' });
      await expectWeb(quals.getByRole('row', { name: /Qualification 1/ })).toContainText('Câștigă');
      await expectWeb(quals.getByRole('row', { name: /Qualification 2/ })).toContainText('Egal');
      await expectWeb(page.getByRole('table', { name: 'Meciuri eliminatorii' }).getByRole('row')).toHaveCount(3);
      await expectWeb(page.getByRole('heading', { name: 'Alianțe' })).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'Inspire Award' })).toBeVisible();
      await expectWeb(page.getByText('Ana Popescu')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot('event-results');

      await page.getByLabel('Evidențiază o echipă').selectOption('1001');
      await expectWeb(page.getByRole('status').filter({ hasText: 'Echipa 1001 apare în 6 meciuri' })).toBeVisible();
      await expectWeb(page.locator('tr[class*="highlighted"]')).toHaveCount(7); // 6 matches + its ranking row
      await expectWeb(page.locator('mark').first()).toContainText('1001');
      await expectNoSidewaysScroll(page);
      await shot('event-results-highlight');
      await page.getByLabel('Evidențiază o echipă').selectOption('');
      await expectWeb(page.locator('tr[class*="highlighted"]')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('refreshes the results of a running event without a reload', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    // The page's clock, so that its minute of waiting is jumped over rather than waited (Playwright's clock emulation).
    await page.clock.install();
    await page.goto(`${site.url}/events/${WEST}`);
    const row = page.getByRole('table', { name: 'Meciuri de calificare' }).getByRole('row', { name: /Qualification 4/ });
    await expectWeb(row).not.toContainText('Câștigă');
    await page.evaluate(() => (window.marker = 1));
    await site.t.deps.db.updateTable('ftc_matches').set({ played: 1, red_score: 77, blue_score: 41 }).where('description', '=', 'Qualification 4').execute();
    // The page asks again within a minute (RESULTS_POLL_MS); the same document shows the new score.
    await page.clock.fastForward(RESULTS_POLL_MS + 1_000);
    await expectWeb(row).toContainText('77');
    await expectWeb(row).toContainText('Câștigă');
    expect(await page.evaluate(() => window.marker)).toBe(1);
    await site.t.deps.db.updateTable('ftc_matches').set({ played: 0, red_score: null, blue_score: null }).where('description', '=', 'Qualification 4').execute();
  });

  it('before the event, says when rankings, the schedule and the awards will come', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/events/${NORTH}`);
    await expectWeb(page.getByText('Clasamentul apare aici după primele meciuri de calificare.')).toBeVisible();
    await expectWeb(page.getByText('Programul meciurilor apare aici când FIRST îl publică, de obicei în ziua evenimentului.')).toBeVisible();
    await expectWeb(page.getByText('Premiile se anunță la ceremonia de închidere și apar aici imediat după.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot('event-results-empty');
  });
});

describe('team page with its season', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows the events, rank, W-L-T and awards at ${width} px, server-rendered`, async () => {
      const html = await (await fetch(`${site.url}/teams/1001`)).text();
      expect(html).toContain('id="team-season"');
      const { page, shot } = await site.open(width);
      await page.goto(`${site.url}/teams/1001`);
      const season = page.locator('section[aria-labelledby="team-season"]');
      await expectWeb(season.getByRole('heading', { level: 2 })).toContainText('Sezonul');
      await expectWeb(season).toContainText('3-0-1');
      await expectWeb(season).toContainText('victorii-înfrângeri-egaluri');
      await expectWeb(season.getByRole('link', { name: /Turneul de ligă Vest/ })).toHaveAttribute('href', `/events/${WEST}`);
      await expectWeb(season).toContainText('Think Award');
      await expectNoSidewaysScroll(page);
      await shot('team-season');
    });
  }
});

describe('/about/results', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`names the national champion and the award winners at ${width} px`, async () => {
      const html = await (await fetch(`${site.url}/about/results`)).text();
      expect(html).toContain('Alianța câștigătoare');
      const { page, shot } = await site.open(width);
      await page.goto(`${site.url}/about/results`);
      const national = page.locator('section[aria-labelledby="results-national"]');
      await expectWeb(national.getByRole('heading', { name: 'Alianța câștigătoare' })).toBeVisible();
      await expectWeb(national.getByRole('link', { name: /1002/ }).first()).toHaveAttribute('href', '/teams/1002');
      await expectWeb(national).toContainText('Inspire Award');
      // The spec's texts stay.
      await expectWeb(page.getByRole('heading', { name: 'Programul în cifre' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot('about-results');
    });
  }
});
