// An event's page and its results in English (issue 24, What visitors cannot find 1; decision 200), in Chromium as an
// English-speaking visitor reads them at 375 and 1280 px: from /en/events to a tournament's page, its links, partners,
// teams and results in English (a team highlighted), the event's Romanian content marked lang="ro", the page hydrated
// without errors and its moves kept under /en; the Romanian page beside it; /en/about/results with the national
// champion. Screenshots with SCREENSHOTS=1.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { insertChampionshipResults } from '../helpers/results-fixtures';

let site: Site;
const WEST = 'ROWLT26'; // ongoing in the demo data, with partners, teams and (here) results
const WEST_TITLE = 'Turneul de ligă Vest – Timișoara';

beforeAll(async () => {
  site = await startSite();
  // The west tournament played, and this season's national championship for /about/results.
  await insertChampionshipResults(site.t.deps.db, WEST);
});
afterAll(() => site?.close());

const ready = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe("an event's page in English", () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a visitor opens a tournament from /en/events and follows its results, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/events`);
      await ready(page);
      await page.getByRole('link', { name: `More info about ${WEST_TITLE}` }).click();
      await page.waitForURL((url) => url.pathname === `/en/events/${WEST}`);
      const title = page.getByRole('heading', { level: 1, name: WEST_TITLE });
      await expectWeb(title).toHaveAttribute('lang', 'ro');
      await expectWeb(page.getByText('LIVE · happening now')).toBeVisible();
      await expectWeb(page.getByText(/, starts at 09:00 and ends at 18:00 \(Romania time\)$/)).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'About the event' })).toBeVisible();
      await page.getByRole('button', { name: 'Load the map' }).click();
      await expectWeb(page.locator('iframe[title^="Map of the venue: "]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
      await expectWeb(page.getByRole('link', { name: 'Official FIRST results (opens in a new tab)' })).toHaveAttribute('href', 'https://ftc-events.firstinspires.org/2025/ROWLT26');
      await expectWeb(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/en/events/${WEST}/calendar.ics`);
      await expectWeb(page.getByRole('navigation', { name: 'Sections of the page' }).getByRole('link')).toHaveText(['Teams', 'Rankings', 'Matches', 'Awards']);
      await shot('en-event');

      await page.getByRole('heading', { name: 'Local Partners' }).scrollIntoViewIfNeeded();
      await expectWeb(page.getByRole('link', { name: 'Carpatica Tech (opens in a new tab)' })).toBeVisible();
      const teams = page.getByRole('table', { name: 'The teams registered for the event' });
      await expectWeb(page.getByRole('heading', { name: 'Participating Teams' })).toBeVisible();
      if (width === WIDTHS.desktop) expect(await teams.locator('th').allTextContents()).toEqual(['ID', 'Name', 'Institution', 'City', 'Region']);
      await expectWeb(teams.getByRole('row', { name: /RoboVolt/ }).locator('span[lang="ro"]')).toHaveText('Liceul Teoretic „Grigore Moisil”');
      await teams.scrollIntoViewIfNeeded();
      await shot('en-event-teams');

      const rankings = page.getByRole('table', { name: 'Rankings after the qualification matches: 5 teams' });
      await expectWeb(rankings.getByRole('row')).toHaveCount(6);
      await expectWeb(rankings.locator('abbr[title="Wins-Losses-Ties"]')).toHaveText('W-L-T');
      await expectWeb(page.getByRole('table', { name: 'Qualification matches' }).getByRole('row', { name: /Qualification 1/ })).toContainText('Wins');
      await expectWeb(page.getByRole('heading', { name: 'Alliances' })).toBeVisible();
      await expectWeb(page.getByText('Times are in Romania time.')).toBeVisible();
      await page.getByLabel('Highlight a team').selectOption('1001');
      await expectWeb(page.getByRole('status').filter({ hasText: 'Team 1001 plays in 6 matches, marked below.' })).toBeVisible();
      await expectWeb(page.locator('tr[class*="highlighted"]')).toHaveCount(7);
      await page.locator('#event-matches').scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await shot('en-event-results');

      const awards = page.locator('section[aria-labelledby="event-awards"]');
      await expectWeb(awards.getByRole('heading', { name: 'Awards' })).toBeVisible();
      await expectWeb(awards.getByRole('listitem').filter({ hasText: 'FIRST 9999' }).first()).toContainText('2nd place');
      await awards.scrollIntoViewIfNeeded();
      await shot('en-event-awards');
      // None of the Romanian words the page moved.
      for (const words of ['Despre eveniment', 'Parteneri locali', 'Echipe participante', 'Clasament', 'Meciuri de calificare', 'Premii', 'ora României']) {
        await expectWeb(page.getByText(words, { exact: true })).toHaveCount(0);
      }

      // A team of the results stays under /en.
      await page.getByRole('table', { name: /^Rankings/ }).getByRole('link', { name: /1001/ }).click();
      await page.waitForURL((url) => url.pathname === '/en/teams/1001');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('an unknown event in English: not found, back to the English list', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/en/events/NOPE`);
    await page.getByRole('heading', { level: 1, name: 'Event Not Found' }).waitFor();
    await expectWeb(page.getByText('The event with ID "NOPE" could not be found.')).toBeVisible();
    await shot('en-event-not-found');
    await page.getByRole('link', { name: '← Back to Events' }).click();
    await page.waitForURL((url) => url.pathname === '/en/events');
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

describe("an event's page in Romanian", () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`the spec's labels read in Romanian, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/events/${WEST}`);
      await ready(page);
      await expectWeb(page.getByRole('heading', { level: 1, name: WEST_TITLE })).not.toHaveAttribute('lang', /./);
      await expectWeb(page.getByRole('heading', { name: 'Parteneri locali' })).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'Echipe participante' })).toBeVisible();
      await expectWeb(page.getByText('LIVE · în desfășurare')).toBeVisible();
      await shot('ro-event');
      await page.locator('#event-teams').scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await shot('ro-event-teams');
      expect(consoleErrors).toEqual([]);
    });
  }
});

describe('/about/results in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a visitor reads the national champion and the programme's record, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/about/results`);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Two-time world champions' }).waitFor();
      const national = page.locator('section[aria-labelledby="results-national"]');
      await expectWeb(national.getByRole('heading', { level: 2 })).toHaveText('National Championship DECODE 2025-2026');
      await expectWeb(national.getByRole('heading', { name: 'The winning alliance' })).toBeVisible();
      await expectWeb(national).toContainText('1002 Roboții 1002 · captain');
      await expectWeb(national.getByRole('listitem').filter({ hasText: 'FIRST 9999' })).toContainText('Inspire Award · 2nd place');
      await expectWeb(page.getByText('€750,000')).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'What participants say' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot('en-about-results');
      await national.getByRole('link', { name: WEST_TITLE }).click();
      await page.waitForURL((url) => url.pathname === `/en/events/${WEST}`);
      await page.getByRole('heading', { name: 'Participating Teams' }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }
});
