// Layout faults of issue 24 (defect 10) in Chromium: the about text without its video takes the width; a short
// page's last block reaches the footer (no white strip); the home hero keeps its buttons in a 1024×768 window; a BIG
// post card's image band is filled by the image's blurred copy, not grey bars.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/site-pages';
import { expectWeb, screenshot, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, width: r.width };
  });

describe('layout (issue 24, defect 10)', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`/about/first-and-ftc without a video: the story takes the container's width at ${width} px`, async () => {
      const { page, shot } = await site.open(width);
      await page.goto(site.url + paths.aboutFirst);
      const section = page.locator('section[aria-labelledby="first-history"]');
      await expectWeb(section.locator('iframe')).toHaveCount(0);
      const container = await box(page, 'section[aria-labelledby="first-history"] > .container');
      const prose = await box(page, 'section[aria-labelledby="first-history"] h2 + p');
      // Its own measure (68ch) or the container's width less its padding, not half of it.
      expect(prose.width).toBeGreaterThan(Math.min(container.width - 64, 600));
      await shot('about-first-no-video');
    });

    it(`a short page's last block reaches the footer at ${width} px`, async () => {
      const { page } = await site.open(width);
      await page.setViewportSize({ width, height: 4400 });
      for (const route of [paths.values, paths.contact, '/no-such-page']) {
        await page.goto(site.url + route);
        const footer = await box(page, 'footer');
        expect(footer.top, route).toBeLessThanOrEqual(4400);
        // The last block's box (its margin aside) ends where the footer starts: whatever its background, it goes on.
        const last = await box(page, 'main > :last-child');
        const margin = await page.locator('main > :last-child').first().evaluate((el) => parseFloat(getComputedStyle(el).marginBottom) || 0);
        expect(Math.abs(last.bottom + margin - footer.top), route).toBeLessThanOrEqual(1);
      }
    });
  }

  it('the home hero keeps its buttons in the window at 1024×768 and 1280×800', async () => {
    for (const [width, height] of [
      [1024, 768],
      [1280, 800],
      [800, 600],
    ] as const) {
      const { page } = await site.open(width);
      await page.setViewportSize({ width, height });
      await page.goto(site.url + paths.home);
      const button = page.getByRole('link', { name: 'Despre program' });
      await expectWeb(button).toBeInViewport({ ratio: 1 });
      await screenshot(page, `home-hero-${width}x${height}.png`);
    }
  });

  it('a BIG post card fills its image band with the blurred image, not grey bars', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + paths.news);
    const card = page.locator('article[data-position="BIG"]').filter({ has: page.locator('img') }).first();
    await card.scrollIntoViewIfNeeded();
    const backdrop = await card.locator('img').evaluate((img) => {
      const frame = img.closest('article > div:not(:first-child)')!;
      return getComputedStyle(frame, '::before').backgroundImage;
    });
    expect(backdrop).toMatch(/^url\("[^"]*\/(api\/files|uploads|variants)\/[^"]*"\)$/);
    await screenshot(card, 'post-card-big-1280.png');
  });
});
