// Issue 24 (every public page in English): the words drawn inside the home carousel's illustrations are in the page's
// language. A visitor of /en/home goes through the seven built-in slides and each shows its English drawing (RED and
// BLUE on the scoreboard, VOLUNTEERS...), /home its Romanian one, at 1280 px and on a phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localePath, type Locale } from '../../src/shared/locale';
import { home as enHome } from '../../src/shared/messages/en/home';
import { homeArt as enArt } from '../../src/shared/messages/en/home-art';
import { home as roHome } from '../../src/shared/messages/ro/home';
import { homeArt as roArt } from '../../src/shared/messages/ro/home-art';
import { expectWeb, screenshot, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const PAGE = { ro: { home: roHome, art: roArt, dot: /^Arată imaginea/ }, en: { home: enHome, art: enArt, dot: /^Show image/ } } as const;
const SLIDES = ['field', 'pit', 'awards', 'workshop', 'volunteers', 'nationals', 'kickoff'] as const;
/** The words each drawing holds (the other two draw none). */
const DRAWN: Partial<Record<(typeof SLIDES)[number], ReadonlyArray<keyof typeof roArt>>> = {
  field: ['red', 'blue'],
  pit: ['pit'],
  volunteers: ['volunteers'],
  nationals: ['nationals', 'programme'],
  kickoff: ['kickoff', 'newSeason'],
};

/** The active slide's illustration once it has loaded, and the SVG file's text. */
async function activeArt(page: Page, region: ReturnType<Page['getByRole']>) {
  const img = region.locator('[aria-roledescription="slide"][data-active] img');
  await expectWeb.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = (await img.getAttribute('src'))!;
  const response = await page.request.get(new URL(src, site.url).href);
  expect(response.status()).toBe(200);
  return { src, svg: await response.text() };
}

describe('home slides: the drawn words in the page language (issue 24)', () => {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    for (const locale of ['en', 'ro'] as const satisfies readonly Locale[]) {
      const other: Locale = locale === 'en' ? 'ro' : 'en';
      it(`${localePath(locale, '/home')}: each of the 7 slides shows its drawing in ${locale === 'en' ? 'English' : 'Romanian'} at ${width}px`, async () => {
        const { page, consoleErrors } = await site.open(width);
        // Paused until played (the carousel's reduced-motion rule): only the dots move it while the test reads it.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(site.url + localePath(locale, '/home'));
        const region = page.getByRole('region', { name: PAGE[locale].home.gallery.label });
        await region.scrollIntoViewIfNeeded();
        const dots = region.getByRole('button', { name: PAGE[locale].dot });
        await expectWeb(dots).toHaveCount(SLIDES.length);
        for (const [i, id] of SLIDES.entries()) {
          await dots.nth(i).click();
          const { src, svg } = await activeArt(page, region);
          const drawn = DRAWN[id];
          // The file of the page's language: `slide-pit-en-<hash>.svg` on /en/home, `slide-pit-<hash>.svg` on /home.
          expect(src).toMatch(new RegExp(`/slide-${id}${drawn && locale === 'en' ? '-en' : ''}-[\\w-]{8}\\.svg$`));
          if (!drawn) continue;
          for (const key of drawn) {
            expect(svg).toContain(`>${PAGE[locale].art[key]}</text>`);
            if (PAGE[other].art[key] !== PAGE[locale].art[key]) expect(svg).not.toContain(`>${PAGE[other].art[key]}</text>`);
          }
          await screenshot(region, `home-slide-${id}-${locale}-${width}.png`);
        }
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
