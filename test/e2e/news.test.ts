import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSTS } from '../../db/seed/demo-posts';
import type { PostOutput } from '../../src/shared/schemas/posts';
import { expectWeb, openClientSide, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const cards = (page: Page) => page.locator('main article');
/** Seeded posts, newest first (the seed dates them `daysAgo` before now). */
const NEWEST_FIRST = [...DEMO_POSTS].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.title);

describe('news page', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows 'Toate postările' and every seeded post, newest first, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/news');
      await page.getByRole('heading', { level: 1, name: 'Toate postările' }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(NEWEST_FIRST);
      // The announcement has its badge; the others do not.
      await expectWeb(page.getByText('Anunț', { exact: true })).toHaveCount(DEMO_POSTS.filter((p) => p.announcement).length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
      await page.evaluate(() => window.scrollTo(0, 0));
      // Images have their box and alt text, and are contained in it: text drawn on an image is never cut off (issue 14).
      for (const img of await cards(page).locator('img').all()) {
        await expectWeb.poll(() => img.getAttribute('alt')).toBeTruthy();
        await expectWeb.poll(() => img.getAttribute('width')).toBeTruthy();
        await expectWeb.poll(() => img.getAttribute('height')).toBeTruthy();
        expect(await img.evaluate((el) => getComputedStyle(el).objectFit)).toBe('contain');
      }
      await shot('news');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('lays out images by position: BIG 340px high below the header, LEFT/RIGHT 320px beside the text from 1025px', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/news');
    await cards(page).first().waitFor();
    const big = cards(page).filter({ has: page.getByRole('heading', { name: DEMO_POSTS[0]!.title }) });
    const bigImage = (await big.locator('img').boundingBox())!;
    const bigTitle = (await big.getByRole('heading').boundingBox())!;
    expect(bigImage.height).toBe(340);
    expect(bigImage.y).toBeGreaterThan(bigTitle.y);

    const left = cards(page).filter({ has: page.getByRole('heading', { name: DEMO_POSTS[1]!.title }) });
    const leftImage = (await left.locator('img').boundingBox())!;
    const leftTitle = (await left.getByRole('heading').boundingBox())!;
    expect(leftImage.height).toBeGreaterThanOrEqual(320);
    expect(leftImage.x + leftImage.width).toBeLessThanOrEqual(leftTitle.x);

    const right = cards(page).filter({ has: page.getByRole('heading', { name: DEMO_POSTS[2]!.title }) });
    const rightImage = (await right.locator('img').boundingBox())!;
    const rightTitle = (await right.getByRole('heading').boundingBox())!;
    expect(rightImage.x).toBeGreaterThanOrEqual(rightTitle.x + rightTitle.width);

    // Below 1025px the image goes above the text.
    await page.setViewportSize({ width: 1024, height: 900 });
    const stackedImage = (await right.locator('img').boundingBox())!;
    const stackedTitle = (await right.getByRole('heading').boundingBox())!;
    expect(stackedImage.y + stackedImage.height).toBeLessThanOrEqual(stackedTitle.y);
  });

  it("shows 'Se încarcă postările...' while loading, then the posts", async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/home-posts*', async (route) => {
      await held;
      await route.continue();
    });
    await openClientSide(page, site.url, '/news');
    await page.getByText('Se încarcă postările...').waitFor();
    release();
    await cards(page).first().waitFor();
    await expectWeb(cards(page)).toHaveCount(DEMO_POSTS.length);
    expect(consoleErrors).toEqual([]);
  });

  it('shows an empty state when there are no posts', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await page.route('**/api/home-posts*', (route) => route.fulfill({ json: { success: true, message: [] } }));
    await openClientSide(page, site.url, '/news');
    await page.getByText('Nu există postări încă.').waitFor();
    await expectWeb(cards(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it('shows an error notice when loading fails, and loads again on retry', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.route('**/api/home-posts*', (route) => route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } }));
    await openClientSide(page, site.url, '/news');
    await page.getByText('Postările nu au putut fi încărcate.').waitFor();
    await expectWeb(cards(page)).toHaveCount(0);
    expect(consoleErrors.filter((m) => !m.startsWith('Failed to load resource'))).toEqual(['Load home posts failed: Service unavailable']);

    await page.unroute('**/api/home-posts*');
    await page.getByRole('button', { name: 'Încearcă din nou' }).click();
    await cards(page).first().waitFor();
    await expectWeb(cards(page)).toHaveCount(DEMO_POSTS.length);
  });

  it('hides a post image that fails to load and only logs a warning', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    const posts = ((await (await fetch(site.url + '/api/home-posts')).json()) as { message: PostOutput[] }).message;
    const broken = posts.find((p) => p.image && !p.announcement)!;
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.route(`**/api/files/public/${broken.image!.id}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openClientSide(page, site.url, '/news');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: broken.title }) });
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('img').count()).toBe(0);
    await expectWeb(card.getByText(broken.description)).toBeVisible();
    expect(warnings.some((w) => w.includes(`/api/files/public/${broken.image!.id}`))).toBe(true);
    // Only the browser's own network note; the page logs no error.
    expect(consoleErrors.filter((m) => !m.startsWith('Failed to load resource'))).toEqual([]);
  });
});
