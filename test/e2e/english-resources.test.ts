// The resource pages, /about/first-global, /about/contact-us and /about/volunteer in English (issue 24, What visitors
// cannot find 1; decision 200), in Chromium as the visitor who reads them, at 375 and 1280 px: English words from the
// catalogues, the page hydrated without errors, the shared pieces (a video's click-to-load card, links that open a
// new tab) speaking English, moves staying under /en. Screenshots with SCREENSHOTS=1, RO beside EN.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { fillSiteSettings } from '../helpers/site-settings';

let site: Site;
beforeAll(async () => {
  site = await startSite();
  await fillSiteSettings(site.t.deps);
});
afterAll(() => site?.close());

const noOverflow = (page: Page) =>
  expectWeb.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

describe('the resource pages in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a mentor reads the season materials, plays a video, then goes to how to start a team, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/resources/season-materials`);
      await page.getByRole('heading', { level: 1, name: 'Season Materials' }).waitFor();
      await expectWeb(page.getByText('Resources for the current season')).toBeVisible();
      const main = page.locator('main');
      await main.locator('[data-resource-kind]').first().waitFor();
      await expectWeb(page.getByRole('heading', { name: 'Keep in mind' })).toBeVisible();
      // The resources' own words are Romanian, marked so.
      await expectWeb(main.locator('[data-resource-kind] p[lang="ro"]').first()).toBeVisible();
      await noOverflow(page);
      await shot('en-resources-season');

      // A video's card speaks English until it is asked to load.
      const video = main.locator('[data-resource-kind="video"]').first();
      await expectWeb(video.getByText('The video loads from YouTube.')).toBeVisible();
      await video.getByRole('button', { name: 'Load the video' }).click();
      await expectWeb(video.locator('iframe')).toBeFocused();
      // A link opens a new tab and says so in English.
      await expectWeb(main.getByRole('link', { name: /\(opens in a new tab\)$/ }).first()).toBeVisible();

      await page.getByRole('link', { name: /^Learning Materials/ }).click();
      await page.waitForURL((url) => url.pathname === '/en/resources/team-resources');
      await expectWeb(page.getByText('We recommend that teams and mentors go through all the materials')).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'More resources' })).toBeVisible();
      await shot('en-resources-team');

      await page.getByRole('link', { name: /^Get Started/ }).click();
      await page.waitForURL((url) => url.pathname === '/en/resources/get-started');
      await page.getByRole('heading', { level: 1, name: 'Start a FIRST Tech Challenge team' }).waitFor();
      await page.getByRole('link', { name: 'See how to register' }).click();
      await expectWeb(page.getByRole('heading', { name: 'How to register' })).toBeInViewport();
      await expectWeb(page.getByText('Press the LOGIN button at the top right of the site')).toBeVisible();
      // The account screens are only at their one address (or the team portal set in the settings).
      await expectWeb(page.getByRole('link', { name: /^Create the team account/ })).toHaveAttribute('href', /^(\/register|https:)/);
      await noOverflow(page);
      await shot('en-resources-get-started');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('the Romanian season materials still speak Romanian, with the same shared pieces', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/resources/season-materials`);
    await page.getByRole('heading', { level: 1, name: 'Season Materials' }).waitFor();
    await expectWeb(page.getByText('Resurse pentru sezonul curent')).toBeVisible();
    await expectWeb(page.getByRole('button', { name: 'Încarcă videoclipul' }).first()).toBeVisible();
    await expectWeb(page.getByRole('heading', { name: 'Alte resurse' })).toBeVisible();
    await expectWeb(page.locator('main [lang]')).toHaveCount(0);
    await shot('ro-resources-season');
    expect(consoleErrors).toEqual([]);
  });
});
