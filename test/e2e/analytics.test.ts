// Page views reach the analytics tag only when an id is configured and the visitor has agreed (spec README).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite({ env: { ANALYTICS_ID: 'G-TEST123' } });
});
afterAll(() => site?.close());

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as unknown[])[1] === 'page_view').length);
/** The paths of the page views sent so far, in order. */
const viewedPaths = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => (entry as unknown[])[1] === 'page_view')
      .map((entry) => ((entry as unknown[])[2] as { page_path: string }).page_path),
  );

describe('analytics with consent', () => {
  it('sends nothing before consent, then one page view per navigation after Accept', async () => {
    const { page, foreignRequests, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/home');
    const banner = page.getByRole('dialog', { name: 'Consimțământ pentru statistici' });
    await banner.waitFor();
    expect(foreignRequests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer === undefined)).toBe(true);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => foreignRequests.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-TEST123'))).toBe(true);
    const afterAccept = await pageViews(page);
    expect(afterAccept).toBe(1);

    await page.getByRole('link', { name: 'EVENTS' }).click();
    await page.waitForURL(/\/events$/);
    await expect.poll(() => pageViews(page)).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it('one page view when Accept comes as soon as the banner shows', async () => {
    // The page is rendered on the server and the banner appears once it has hydrated (the answer lives in local
    // storage): Accept then reports the page once, and the router's report of the same page must not count again.
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/home', { waitUntil: 'commit' });
    await page.getByRole('dialog', { name: 'Consimțământ pentru statistici' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => pageViews(page)).toBe(1);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The next navigation's view comes after every report of /home.
    await page.getByRole('link', { name: 'EVENTS' }).click();
    await page.waitForURL(/\/events$/);
    await expect.poll(() => viewedPaths(page).then((paths) => paths.includes('/events'))).toBe(true);
    expect(await viewedPaths(page)).toEqual(['/home', '/events']);
    expect(consoleErrors).toEqual([]);
  });

  it('a refusal is remembered and nothing is loaded', async () => {
    const { page, foreignRequests } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/home');
    await page.getByRole('button', { name: 'Nu, mulțumesc' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectWeb(page.getByRole('dialog', { name: 'Consimțământ pentru statistici' })).toHaveCount(0);
    expect(foreignRequests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  });
});

describe('third parties', () => {
  const ALLOWED = [/^https:\/\/www\.youtube-nocookie\.com\//, /^https:\/\/www\.google\.com\/maps/, /^https:\/\/docs\.google\.com\/forms\//, /^https:\/\/www\.googletagmanager\.com\//];
  it.each(['/home', '/events', '/about/values', '/about/volunteer', '/teams', '/resources/team-resources', '/contribute', '/concursuri'])(
    '%s requests no host but the configured embeds',
    async (path) => {
      const { page, foreignRequests } = await site.open(WIDTHS.desktop);
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      const unexpected = foreignRequests.filter((url) => !ALLOWED.some((pattern) => pattern.test(url)));
      expect(unexpected).toEqual([]);
    },
  );
});
