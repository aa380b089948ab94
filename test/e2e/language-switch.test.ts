// The language switch (issue 24, What visitors cannot find 1; decision 200), in Chromium as a visitor uses it: a real
// link in the navbar to the same page in the other language, at 1280 and 375 px (in the mobile menu), with and
// without JavaScript; moves inside the English site stay in English (the router's base is /en), with English titles.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, screenshot, startSite, WIDTHS, type Site } from '../helpers/browser';
import { scaled } from '../helpers/time-scale';

let site: Site;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await site?.close();
});

async function openWithoutScript(width: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  context.setDefaultTimeout(scaled(30_000));
  contexts.push(context);
  return context.newPage();
}

const ready = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language switch', () => {
  it('at 1280 px: /home -> /en/home, English navigation inside /en, and back to the same page in Romanian', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.desktop);
    await page.goto(`${site.url}/home`);
    await ready(page);
    await shot('home-ro');
    await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'EN – English' }).click();
    await page.waitForURL((url) => url.pathname === '/en/home');
    expect(await langOf(page)).toBe('en');
    await ready(page);
    await expectWeb(page).toHaveTitle('Home · FIRST Tech Challenge Romania');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expectWeb(nav.getByRole('link', { name: 'RO – Română' })).toHaveAttribute('href', '/home');
    await shot('home-en');

    // A move inside the app stays in English: its address, its title, the switch's target.
    await nav.getByRole('link', { name: 'EVENTS' }).click();
    await page.waitForURL((url) => url.pathname === '/en/events');
    await expectWeb(page).toHaveTitle('Events · FIRST Tech Challenge Romania');
    await expectWeb(nav.getByRole('link', { name: 'RO – Română' })).toHaveAttribute('href', '/events');
    await nav.getByRole('link', { name: 'RO – Română' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    expect(await langOf(page)).toBe('ro');
    await expectWeb(page).toHaveTitle('Evenimente · FIRST Tech Challenge Romania');
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px: the switch is in the mobile menu', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/en/teams`);
    await ready(page);
    await shot('teams-en');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const link = page.getByRole('link', { name: 'RO – Română' });
    await expectWeb(link).toBeVisible();
    await screenshot(page, 'language-switch-menu-en-375.png');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/teams');
    expect(await langOf(page)).toBe('ro');
    await ready(page);
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    await expectWeb(page.getByRole('link', { name: 'EN – English' })).toHaveAttribute('href', '/en/teams');
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`without JavaScript at ${width} px: the switch is a plain link to the page in the other language`, async () => {
      const page = await openWithoutScript(width);
      await page.goto(`${site.url}/contribute`);
      // On a phone the menu opens by its fragment link.
      if (width === WIDTHS.mobile) await page.getByRole('link', { name: 'Deschide meniul' }).click();
      await page.getByRole('link', { name: 'EN – English' }).click();
      await page.waitForURL((url) => url.pathname === '/en/contribute');
      expect(await langOf(page)).toBe('en');
      await expectWeb(page.locator('main h1').first()).toBeVisible();
      await expectWeb(page).toHaveTitle('Contribute · FIRST Tech Challenge Romania');
      if (width === WIDTHS.mobile) await page.getByRole('link', { name: 'Open the menu' }).click();
      await page.getByRole('link', { name: 'RO – Română' }).click();
      await page.waitForURL((url) => url.pathname === '/contribute');
      expect(await langOf(page)).toBe('ro');
    });
  }

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`/en/home at ${width} px: the home page's words in English once hydrated, its posts marked Romanian`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/home`);
      await ready(page);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'We build robots. We shape tomorrow’s innovators.' })).toBeVisible();
      await expectWeb(page.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeVisible();
      await expectWeb(page.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/en/news');
      await expectWeb(page.getByRole('button', { name: 'Stop the automatic rotation' })).toBeVisible();
      await expectWeb(page.locator('main article h3[lang="ro"]').first()).toBeVisible();
      for (const romanian of ['Ultimele postări', 'Construim roboți', 'Cum te poți implica', 'Imaginea următoare'])
        await expectWeb(page.getByText(romanian)).toHaveCount(0);
      await shot('home-en-words');
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`/en/news and a post's page at ${width} px: English words, English links, the post marked Romanian`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/news`);
      await ready(page);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'All posts' })).toBeVisible();
      await shot('news-en');
      await page.locator('main article h2 a').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/en/news/'));
      await expectWeb(page.locator('main h1[lang="ro"]')).toBeVisible();
      await shot('post-en');
      await page.getByRole('link', { name: '← All posts' }).click();
      await page.waitForURL((url) => url.pathname === '/en/news');
      await expectWeb(page.getByText('Toate postările')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`/en/events at ${width} px: English words and dates, an event's link stays under /en`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/events`);
      await ready(page);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await expectWeb(page.getByRole('link', { name: 'Subscribe to the calendar' })).toBeVisible();
      await expectWeb(page.getByText('Abonează-te la calendar')).toHaveCount(0);
      await shot('events-en');
      const more = page.getByRole('link', { name: /^More info about / }).first();
      await expectWeb(more).toHaveAttribute('href', /^\/en\/events\//);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`/en/concursuri at ${width} px: English words, a season's tab in English`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/concursuri`);
      await ready(page);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'FIRST Tech Challenge Romania competitions' })).toBeVisible();
      await expectWeb(page.getByRole('tablist', { name: 'Competition seasons' })).toBeVisible();
      await expectWeb(page.getByRole('heading', { level: 3, name: 'Regional stages' }).first()).toBeVisible();
      await expectWeb(page.getByText('Etape regionale')).toHaveCount(0);
      await shot('competitions-en');
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`/en/search at ${width} px: the navbar's search box and the page in English, a new search stays in English`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/search?q=robot`);
      await ready(page);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expectWeb(page.getByText(/\d+ results? for “robot”/)).toBeVisible();
      await shot('search-en');
      await page.getByLabel('Search the site: news, events, teams, resources and pages').fill('echipe');
      await page.locator('main').getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('q') === 'echipe');
      await expectWeb(page.getByText(/for “echipe”/)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  it('the English 404 page, in English, with a way home in English', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    const res = await page.goto(`${site.url}/en/no-such-page`);
    expect(res?.status()).toBe(404);
    await ready(page);
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await shot('not-found-en');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/en/home');
  });
});
