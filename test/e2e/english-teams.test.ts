// The teams pages and the partners page in English (issue 24, What visitors cannot find 1; decision 200), in
// Chromium as a visitor reads them at 375 and 1280 px: English words from the catalogues, the page hydrated without
// errors, its controls (the filter, the 'only active' switch) speaking English, moves staying under /en. Screenshots
// with SCREENSHOTS=1.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TeamListItem } from '../../src/shared/schemas/teams';
import { expectWeb, openClientSide, startSite, WIDTHS, type Site } from '../helpers/browser';
import { callerFor } from '../helpers/caller';
import { fillSiteSettings } from '../helpers/site-settings';

let site: Site;
let teams: TeamListItem[];
beforeAll(async () => {
  site = await startSite();
  await fillSiteSettings(site.t.deps);
  teams = ((await (await fetch(`${site.url}/api/teams/all`)).json()) as { data: TeamListItem[] }).data;
});
afterAll(() => site?.close());

const rows = (page: Page) => page.locator('main tbody tr');
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('/en/teams', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a visitor finds the active teams of a city and opens one, in English, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/teams`);
      await page.getByRole('heading', { level: 1, name: 'Map and List of FTC Teams in Romania' }).waitFor();
      await page.getByRole('heading', { name: 'Map of the teams' }).waitFor();
      await expectWeb(rows(page)).toHaveCount(teams.length);
      await expectWeb(page.getByText(`${teams.length} teams registered in the current season`)).toBeVisible();
      await page.getByRole('heading', { name: 'Find out how to start a team' }).waitFor();
      await expectWeb(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/en/resources/get-started');
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await shot('en-teams');

      // Timișoara has a confirmed team and a pending one: the switch keeps the confirmed.
      const inCity = teams.filter((t) => t.city === 'Timișoara');
      const active = inCity.filter((t) => t.registrationStatus === 'CONFIRMED');
      expect(active.length).toBeGreaterThan(0);
      expect(active.length).toBeLessThan(inCity.length);
      await page.getByLabel('Find a team').fill('timisoara');
      await expect.poll(() => rows(page).count()).toBe(inCity.length);
      await expectWeb(rows(page).getByText('pending', { exact: true })).toHaveCount(inCity.length - active.length);
      await page.getByRole('switch', { name: 'only active' }).check();
      await expect.poll(() => rows(page).count()).toBe(active.length);
      await expectWeb(rows(page).getByText('active', { exact: true })).toHaveCount(active.length);
      await expectWeb(page.getByText(`${active.length} of ${teams.length} teams`)).toBeVisible();
      await page.locator('main table').scrollIntoViewIfNeeded();
      await shot('en-teams-filtered');

      await page.getByLabel('Find a team').fill('no team is called this');
      await page.getByText('No team matches your search. Try another city or name, or turn off the “only active” filter.').waitFor();
      await page.getByLabel('Find a team').fill('timisoara');
      const team = active[0]!;
      await rows(page).getByRole('link', { name: team.team.name }).click();
      await page.waitForURL((url) => url.pathname === `/en/teams/${team.team.internationalNumber}`);
      await page.getByRole('heading', { level: 1, name: team.team.name }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }

  it("before the season's teams are listed: 'Coming Soon' with the registration days in English", async () => {
    // A new current season with no team registered yet, its registration open until 15 October 2099 (Romania time).
    const admin = await callerFor(site.t, 'ADMIN');
    const previous = (await admin.seasons.current())!;
    const season = await admin.seasons.create({ seasonNumber: 2099, seasonName: 'FUTURE SEASON', registrationStart: '2026-09-01T00:00:00.000Z', registrationEnd: '2099-10-15T20:59:59.000Z' });
    await admin.seasons.setCurrent({ id: season.id });
    onTestFinished(async () => {
      await admin.seasons.setCurrent({ id: previous.id });
      await admin.seasons.delete({ id: season.id });
    });
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await openClientSide(page, site.url, '/en/teams', '/en/about/values');
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await page.getByText('Registration for the FUTURE SEASON season is open until 15 October 2099. Teams appear here once their registration is confirmed.').waitFor();
    await expectWeb(page.getByText('New season')).toBeVisible();
    await expectWeb(rows(page)).toHaveCount(0);
    await page.getByText('New season').scrollIntoViewIfNeeded();
    await shot('en-teams-coming-soon');
    expect(consoleErrors).toEqual([]);
  });
});

describe("a team's page and the sample in English", () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a visitor reads a team's page, then the sample, in English, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/teams/15033`);
      await page.getByRole('heading', { level: 1, name: 'RoboVolt' }).waitFor();
      const main = page.locator('main');
      await expectWeb(main.getByText('Team #15033')).toBeVisible();
      await expectWeb(main.getByText('active', { exact: true })).toHaveCount(1);
      await expectWeb(main.getByRole('heading', { name: 'Team details' })).toBeVisible();
      await expectWeb(main.getByText('International number')).toBeVisible();
      await expectWeb(main.getByRole('link', { name: 'Website RoboVolt (opens in a new tab)' })).toHaveAttribute('target', '_blank');
      await expectWeb(main.getByRole('heading', { name: 'About the team' })).toBeVisible();
      await expectWeb(main.getByRole('heading', { name: 'Season DECODE 2025-2026' })).toBeVisible();
      await expectWeb(main.getByRole('heading', { name: 'Local Partners' })).toBeVisible();
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await shot('en-team');
      // The season's results and events, dates in English.
      await main.getByRole('heading', { name: 'This season’s events' }).scrollIntoViewIfNeeded();
      await shot('en-team-season');

      await page.goto(`${site.url}/en/teams/00000`);
      await page.getByRole('heading', { level: 1, name: 'Sample Team' }).waitFor();
      await expectWeb(page.getByRole('note')).toContainText('This is a sample page');
      await expectWeb(page.getByRole('img', { name: 'Sample: the team’s presentation video appears here' })).toBeVisible();
      await expectWeb(page.locator('main section[aria-labelledby="team-partners"]').getByRole('img', { name: 'Sample Print Shop' })).toBeVisible();
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await shot('en-team-sample');
      await page.getByRole('note').getByRole('link', { name: 'See the real teams' }).click();
      await page.waitForURL((url) => url.pathname === '/en/teams');
      await page.getByRole('heading', { level: 1, name: 'Map and List of FTC Teams in Romania' }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }
});

describe('/en/about/sponsors', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a company reads who the partners are and goes on to invest, in English, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/about/sponsors`);
      await page.getByRole('heading', { level: 1, name: 'Partners in education' }).waitFor();
      for (const [tier, count] of [['PLATINUM', 1], ['GOLD', 1], ['SILVER', 5]] as const) {
        const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: tier, exact: true }) });
        await expectWeb(section.getByRole('link', { name: /\(the partner’s site, opens in a new tab\)$/ })).toHaveCount(count);
        await expectWeb(section.locator('img[alt$=" logo"]')).toHaveCount(count);
      }
      await expectWeb(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expectWeb(page.getByText('Would you like your company to be here? Write to us at')).toBeVisible();
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await shot('en-sponsors');
      await page.getByRole('link', { name: 'Invest in education' }).click();
      await page.waitForURL((url) => url.pathname === '/en/contribute');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }
});
