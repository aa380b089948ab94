// Server-rendered pages in Chromium (issue 14): on every public route the browser hydrates the server's HTML with no
// console warning or error (a hydration mismatch is one) and without asking /api for what the page already carries;
// after that, navigation stays client-side and shows the page's loading text while its data is on the way.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/site-pages';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { publicRoutes } from '../helpers/public-routes';

let site: Site;
let routes: string[];

beforeAll(async () => {
  site = await startSite();
  routes = await publicRoutes(site, { serverRendered: true });
});
afterAll(() => site?.close());

interface Watched {
  page: Page;
  messages: string[];
  apiRequests: string[];
}

/** A page that records console warnings and errors, uncaught errors and every data request (fetch) to /api or /trpc
 * (images under /api/files are not data). */
async function watchedPage(width: number = WIDTHS.desktop): Promise<Watched> {
  const { page } = await site.open(width);
  const messages: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const data = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (data && (pathname.startsWith('/api/') || pathname.startsWith('/trpc/'))) apiRequests.push(pathname);
  });
  return { page, messages, apiRequests };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

/** A client-side move, as the router's links make it. */
const moveTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('hydration of the server-rendered pages', () => {
  it('hydrates every public route with no console warning or error and no /api request', async () => {
    const { page, messages, apiRequests } = await watchedPage();
    for (const route of routes) {
      messages.length = 0;
      apiRequests.length = 0;
      const answer = await page.goto(site.url + route);
      expect(answer!.status(), route).toBe(route === '/no-such-page' ? 404 : 200);
      await hydrated(page);
      // The page's heading is there, and stays there (hydration kept the server's markup).
      await expectWeb(page.locator('main h1').first()).toBeVisible();
      // The 404 page's document itself is the browser's one note there.
      const notes = route === '/no-such-page' ? messages.filter((m) => !m.startsWith('error: Failed to load resource: the server responded with a status of 404')) : messages;
      expect({ route, messages: notes }).toEqual({ route, messages: [] });
      expect({ route, apiRequests }).toEqual({ route, apiRequests: [] });
    }
  });

  it('hydrates at 375px too (the mobile navbar) without a warning', async () => {
    const { page, messages, apiRequests } = await watchedPage(WIDTHS.mobile);
    await page.goto(site.url + paths.home);
    await hydrated(page);
    expect(messages).toEqual([]);
    expect(apiRequests).toEqual([]);
  });

  it('then navigates client-side, with the loading text while the data is on its way', async () => {
    const { page, messages } = await watchedPage();
    await page.goto(site.url + paths.about);
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home-posts*', async (route) => {
      await held;
      await route.continue();
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await moveTo(page, paths.news);
    await page.getByText('Se încarcă postările...').waitFor();
    release();
    await page.locator('main article').first().waitFor();
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Toate postările' })).toBeVisible();
    // A link click moves without loading a document too (the navbar's logo to the home page, whose posts are in memory).
    await page.getByRole('link', { name: /^FTC ROMANIA FIRST Tech Challenge\s*, acasă$/ }).click();
    await expectWeb(page).toHaveURL(/\/home$/);
    await expectWeb(page.getByRole('heading', { level: 1, name: /Construim roboți/ })).toBeVisible();
    await expectWeb(page.locator('main article').first()).toBeVisible();
    expect(documents).toBe(0);
    expect(messages.filter((m) => !m.includes('Failed to load resource'))).toEqual([]);
  });
});
