// The search in English (issue 24, What visitors cannot find 3; decision 205), in Chromium as an English-speaking
// visitor uses it at 375 and 1280 px: the navbar's box on /en/home, the English results (a translated post by its
// English title, untranslated ones by their Romanian words under lang="ro", every link under /en), the page hydrated
// without errors, and a result opening the English post. Screenshots with SCREENSHOTS=1.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { expectWeb, screenshot, startSite, WIDTHS, type Site } from '../helpers/browser';
import { multipart } from '../helpers/multipart';

let site: Site;
let slug: string;
const TITLE_EN = 'Our robots win the trophy in Timișoara';

beforeAll(async () => {
  site = await startSite();
  const editor = await site.t.client('EDITOR');
  const res = await editor.request({
    method: 'POST',
    url: '/api/home-posts',
    ...multipart({
      title: 'Roboții noștri câștigă trofeul la Timișoara',
      description: 'Echipele din vest au sărbătorit primul trofeu al sezonului.',
      titleEn: TITLE_EN,
      descriptionEn: 'The western teams celebrated the first trophy of the season.',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  slug = (res.json().message as { slug: string }).slug;
});
afterAll(() => site?.close());

const ready = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

describe('search under /en', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`finds English and Romanian content from the navbar's box on /en/home, in English, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/home`);
      await ready(page);
      if (width === WIDTHS.mobile) await page.getByRole('button', { name: 'Open the menu' }).click();
      const box = page.getByRole('searchbox', { name: 'Search the site', exact: true });
      await box.fill('timisoara');
      await box.press('Enter');
      await expectWeb(page).toHaveURL(`${site.url}/en/search?q=timisoara`);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expectWeb(page.getByText(/\d+ results? for “timisoara”/)).toBeVisible();

      const results = page.locator('main ol > li');
      // The translated post: its English title, in the page's language (no lang of its own), first for the title word.
      const english = results.filter({ has: page.getByRole('link', { name: TITLE_EN }) });
      await expectWeb(english.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang', /./);
      await expectWeb(english.locator('mark').first()).toHaveText('Timișoara');
      await expectWeb(english.getByText('The western teams celebrated', { exact: false })).toBeVisible();
      // The demo's Romanian content is found too, marked Romanian.
      await expectWeb(results.locator('h2[lang="ro"]').first()).toBeVisible();
      const hrefs = await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) expect(href).toMatch(/^\/en\//);
      expect(hrefs).toContain('/en/concursuri');

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot('english-search-results');
      await english.getByRole('link', { name: TITLE_EN }).click();
      await expectWeb(page).toHaveURL(`${site.url}/en/news/${slug}`);
      await expectWeb(page.getByRole('heading', { level: 1, name: TITLE_EN })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  it('finds a translated post by an English-only word, stemmed ("trophies" finds "trophy"), only under /en', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/en/search?q=trophies`);
    await ready(page);
    await expectWeb(page.getByRole('link', { name: TITLE_EN })).toBeVisible();
    await expectWeb(page.locator('main mark').first()).toHaveText(/^trophy$/i);
    await screenshot(page, 'english-search-stemmed-375.png');
    await page.goto(`${site.url}/search?q=celebrated`);
    await expectWeb(page.getByText('Niciun rezultat pentru „celebrated”.')).toBeVisible();
    await shot('romanian-search-no-english');
  });
});
