// Page views reach the analytics tag only when an id is configured and the visitor has agreed (spec README).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { fillSiteSettings } from '../helpers/site-settings';

let site: Site;
beforeAll(async () => {
  site = await startSite({ env: { ANALYTICS_ID: 'G-TEST123' } });
  await fillSiteSettings(site.t.deps); // every embed set, so the pages below have their maps, videos and forms
});
afterAll(() => site?.close());

/** The paths of the page views sent so far, in order (each is a gtag call: ['event', 'page_view', { page_path }]). */
const viewedPaths = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) => {
      if (!Array.isArray(entry) || entry[1] !== 'page_view') return [];
      const params: unknown = entry[2];
      return [typeof params === 'object' && params !== null && 'page_path' in params ? String(params.page_path) : ''];
    }),
  );
const pageViews = async (page: Page) => (await viewedPaths(page)).length;

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

    await page.getByRole('link', { name: 'EVENIMENTE', exact: true }).click();
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
    await page.getByRole('link', { name: 'EVENIMENTE', exact: true }).click();
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
  // Embeds are click-to-load facades (issue 14): no request to YouTube or Google until the visitor asks.
  const ALLOWED = [/^https:\/\/www\.googletagmanager\.com\//];
  it.each(['/home', '/events', '/about/values', '/about/volunteer', '/teams', '/resources/team-resources', '/contribute', '/concursuri'])(
    '%s requests no third-party host before the visitor asks',
    async (path) => {
      const { page, foreignRequests } = await site.open(WIDTHS.desktop);
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); // lazy content below the fold too
      await page.waitForLoadState('networkidle');
      const unexpected = foreignRequests.filter((url) => !ALLOWED.some((pattern) => pattern.test(url)));
      expect(unexpected).toEqual([]);
    },
  );

  it('loads an embed only on the click, from its own host, and moves the focus into it', async () => {
    const { page, foreignRequests } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/home', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Încarcă videoclipul' });
    await button.scrollIntoViewIfNeeded();
    const facade = page.locator('[data-embed-src*="youtube-nocookie.com"]');
    const box = await facade.boundingBox();
    expect(foreignRequests.filter((url) => /youtube|google\.com|gstatic|ytimg/.test(url))).toEqual([]);
    await expectWeb(page.getByText('Videoclipul se încarcă de pe YouTube.')).toBeVisible();

    await button.focus();
    await page.keyboard.press('Enter'); // keyboard first
    const frame = page.locator('iframe[src*="youtube-nocookie.com/embed/videoseries"]');
    await expectWeb(frame).toHaveCount(1);
    await expectWeb(frame).toBeFocused();
    await expectWeb.poll(() => foreignRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/videoseries'))).toBe(true);
    // The frame takes the facade's place without moving anything.
    const after = await frame.boundingBox();
    expect(after?.height).toBeCloseTo(box!.height, 0);
    expect(after?.y).toBeCloseTo(box!.y, 0);

    await page.getByRole('button', { name: 'Încarcă harta' }).click();
    await expectWeb.poll(() => foreignRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
  });
});
