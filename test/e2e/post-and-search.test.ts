// Issue 24, points 2 and 3 in Chromium at 375 and 1280 px: a news card leads to the post's own page (its title, date,
// image, text and head), an old address moves to the current one; the navbar's search box and the /search page find
// "Timișoara" written "timisoara", mark the words and lead to the result, with JavaScript and without it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSTS } from '../../db/seed/demo-posts';
import { slugify } from '../../src/shared/slug';
import { axeViolations } from '../helpers/axe';
import { expectWeb, screenshot, startSite, WIDTHS, type Site } from '../helpers/browser';
import { multipart } from '../helpers/multipart';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const FIRST = DEMO_POSTS[0]!;
const noOverflow = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('a news post on its own page', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`opens from its card on /news and shows the whole post at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/news`);
      await page.getByRole('link', { name: FIRST.title }).click();
      await expectWeb(page).toHaveURL(`${site.url}/news/${slugify(FIRST.title)}`);
      await expectWeb(page.getByRole('heading', { level: 1, name: FIRST.title })).toBeVisible();
      await expectWeb(page.locator('main time')).toHaveCount(1);
      await expectWeb(page.getByRole('img', { name: FIRST.title })).toBeVisible();
      await expectWeb(page).toHaveTitle(`${FIRST.title} · FIRST Tech Challenge Romania`);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
      await noOverflow(page, width);
      expect(await axeViolations(page)).toEqual([]);
      await shot('post-page');
      // Back to the list.
      await page.getByRole('link', { name: '← Toate postările' }).click();
      await expectWeb(page.getByRole('heading', { level: 1, name: 'Toate postările' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  it('is whole without JavaScript, with its head: Open Graph image and Article JSON-LD', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS.mobile, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/news/${slugify(FIRST.title)}`);
    expect(response?.status()).toBe(200);
    await expectWeb(page.getByRole('heading', { level: 1, name: FIRST.title })).toBeVisible();
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/api\/files\/public\/\d+$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}/news/${slugify(FIRST.title)}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: FIRST.title });
    await context.close();
  });

  it('moves an old address to the current one after a title change (301), and a draft is not found', async () => {
    const editor = await site.t.client('ADMIN');
    const created = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Titlul vechi al postării', description: 'O descriere destul de lungă.' }) });
    const id = (created.json().message as { id: number }).id;
    await editor.request({ method: 'PUT', url: `/api/home-posts/${id}`, ...multipart({ title: 'Titlul nou al postării' }) });
    const { page } = await site.open(WIDTHS.desktop);
    const response = await page.goto(`${site.url}/news/titlul-vechi-al-postarii`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${site.url}/news/titlul-vechi-al-postarii`);
    await expectWeb(page).toHaveURL(`${site.url}/news/titlul-nou-al-postarii`);
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Titlul nou al postării' })).toBeVisible();

    await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Ciornă nepublicată', description: 'O descriere destul de lungă.', status: 'draft' }) });
    const draft = await page.goto(`${site.url}/news/ciorna-nepublicata`);
    expect(draft?.status()).toBe(404);
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Postarea nu a fost găsită' })).toBeVisible();
  });
});

describe('search', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`finds "Timișoara" from the navbar's box written "timisoara", marks it and opens a result at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/home`);
      if (width === WIDTHS.mobile) {
        await page.getByRole('button', { name: 'Deschide meniul' }).click();
        await screenshot(page, `search-menu-${width}.png`);
      }
      const box = page.getByRole('searchbox', { name: 'Caută pe site' });
      await box.fill('timisoara');
      await box.press('Enter');
      await expectWeb(page).toHaveURL(`${site.url}/search?q=timisoara`);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'Căutare' })).toBeVisible();
      const results = page.locator('main ol > li');
      await expectWeb(results.first()).toBeVisible();
      await expectWeb(page.locator('main mark').first()).toHaveText(/timișoara/i);
      await expectWeb(page.getByText(/rezultat(e)? pentru „timisoara”/)).toBeVisible();
      await noOverflow(page, width);
      expect(await axeViolations(page)).toEqual([]);
      await shot('search-results');
      await results.first().getByRole('link').click();
      await expectWeb(page).not.toHaveURL(/\/search/);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const width of [800, 1024]) {
    it(`shows the navbar's search button alone at ${width}px, which opens the search page and its field`, async () => {
      const { page } = await site.open(width);
      await page.goto(`${site.url}/home`);
      const form = page.getByRole('banner').locator('form[role="search"]');
      await expectWeb(form.getByRole('searchbox')).toBeHidden();
      await screenshot(page.getByRole('banner'), `search-navbar-${width}.png`);
      await form.getByRole('button', { name: 'Caută' }).click();
      await expectWeb(page).toHaveURL(`${site.url}/search?q=`);
      await expectWeb(page.getByText('Scrie ce cauți: un cuvânt sau mai multe.')).toBeVisible();
      await page.locator('#search-page-q').fill('robotica');
      await page.locator('#search-page-q').press('Enter');
      await expectWeb(page).toHaveURL(`${site.url}/search?q=robotica`);
      await expectWeb(page.locator('main ol > li').first()).toBeVisible();
    });
  }

  it('says what is wrong with an empty or one-letter query, and when nothing is found', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await page.goto(`${site.url}/search`);
    await expectWeb(page.getByText('Scrie ce cauți: un cuvânt sau mai multe.')).toBeVisible();
    await page.goto(`${site.url}/search?q=a`);
    await expectWeb(page.getByText('Scrie cel puțin 2 caractere.')).toBeVisible();
    await page.goto(`${site.url}/search?q=xyzzyplugh`);
    await expectWeb(page.getByText('Niciun rezultat pentru „xyzzyplugh”.')).toBeVisible();
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`works without JavaScript: the navbar's form answers a server-rendered results page at ${width}px`, async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${site.url}/home`);
      const form = page.getByRole('banner').locator('form[role="search"]');
      if (width === WIDTHS.desktop) {
        await form.getByRole('searchbox').fill('TIMISOARA');
        await form.getByRole('button', { name: 'Caută' }).click();
        await expectWeb(page).toHaveURL(`${site.url}/search?q=TIMISOARA`);
      } else {
        // The mobile menu needs JavaScript to open; its form is in the HTML all the same: submitted as a browser would.
        await page.goto(`${site.url}${(await form.getAttribute('action'))!}?q=TIMISOARA`);
      }
      await expectWeb(page.locator('main ol > li').first()).toBeVisible();
      await expectWeb(page.locator('main mark').first()).toHaveText(/timișoara/i);
      await noOverflow(page, width);
      // The page's own form, too.
      await page.locator('#search-page-q').fill('voluntari');
      await page.locator('main form[role="search"]').getByRole('button', { name: 'Caută' }).click();
      await expectWeb(page).toHaveURL(`${site.url}/search?q=voluntari`);
      await expectWeb(page.getByRole('link', { name: /Voluntariat/ })).toBeVisible();
      await screenshot(page, `search-no-js-${width}.png`, { fullPage: true });
      await context.close();
    });
  }
});
