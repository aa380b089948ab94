// The public pages' reads in the browser (lib/read-store.ts, decision record 201), as a visitor moves between pages:
// data the server rendered or a page already asked for is not asked again for five minutes, then shown and asked
// again once; a read that failed is asked again when its page is opened again (the loading text, then the data); a
// missing event hydrates as "not found" without asking /api. At 1280 and 375 px (the mobile menu's links).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/site-pages';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** Every data request (fetch) to /api, by path. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'fetch' && pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) calls.push(pathname);
  });
  return calls;
}

/** A client-side move, as the router's links make it. */
const moveTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const hydrated = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached' });

describe('public reads in the browser', () => {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`keeps what it has for five minutes, then shows it and asks again once, at ${width} px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.clock.install({ time: Date.now() });
      const calls = apiCalls(page);
      await page.goto(site.url + paths.home);
      await hydrated(page);
      const firstPost = page.locator('main article').first();
      await expectWeb(firstPost).toBeVisible();

      // /news shows the same posts, from the store: no call.
      await moveTo(page, paths.news);
      await expectWeb(page.getByRole('heading', { level: 1, name: 'Toate postările' })).toBeVisible();
      await expectWeb(firstPost).toBeVisible();
      // /events asks for its own data, once; back on /news, nothing more.
      await moveTo(page, paths.events);
      await expectWeb(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectWeb.poll(() => calls.filter((c) => c.startsWith('/api/seasons/current')).length).toBe(1);
      await moveTo(page, paths.news);
      await expectWeb(firstPost).toBeVisible();
      expect(calls.filter((c) => c === '/api/home-posts')).toEqual([]);
      await shot('public-reads-news');

      // Five minutes later the posts are shown at once and asked for again, once.
      await moveTo(page, paths.about);
      await expectWeb(firstPost).toHaveCount(0);
      await page.clock.fastForward(5 * 60_000);
      await moveTo(page, paths.news);
      await expectWeb(firstPost).toBeVisible();
      await expectWeb.poll(() => calls.filter((c) => c === '/api/home-posts').length).toBe(1);
      await moveTo(page, paths.home);
      await expectWeb(firstPost).toBeVisible();
      expect(calls.filter((c) => c === '/api/home-posts')).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('asks again for a read that failed when its page is opened again: the loading text, then the data', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + paths.about);
    await hydrated(page);
    // The connection drops for the calendar's one call.
    await page.route('**/api/competitions', (route) => route.abort('internetdisconnected'));
    await moveTo(page, paths.competitions);
    await expectWeb(page.getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
    await page.unroute('**/api/competitions');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/competitions', async (route) => {
      await held;
      await route.continue();
    });
    await moveTo(page, paths.about);
    await moveTo(page, paths.competitions);
    // Not the old failure: the loading state while the new call is on its way.
    await expectWeb(page.getByText('Se încarcă calendarul competițiilor...')).toBeVisible();
    await expectWeb(page.getByRole('button', { name: 'Încearcă din nou' })).toHaveCount(0);
    release();
    await expectWeb(page.getByRole('tablist', { name: 'Sezoane competiționale' })).toBeVisible();
  });

  it('hydrates a missing event as "not found" without asking /api, and keeps it so on a move back', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    const calls = apiCalls(page);
    const response = await page.goto(`${site.url}/events/NO-SUCH-EVENT`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Evenimentul nu a fost găsit' })).toBeVisible();
    await moveTo(page, paths.about);
    await moveTo(page, '/events/NO-SUCH-EVENT');
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Evenimentul nu a fost găsit' })).toBeVisible();
    expect(calls.filter((c) => c.startsWith('/api/events'))).toEqual([]);
    expect(consoleErrors.filter((m) => !m.includes('404'))).toEqual([]);
  });
});
