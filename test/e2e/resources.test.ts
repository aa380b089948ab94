// The resource pages (spec 01 §2 "Resources", §4, §8): the /resources redirect, both pages at 375 and 1280 px with
// the display rules checked against the seeded data, their loading, error and empty states, and a real download.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceOutput } from '../../src/shared/schemas/resources';
import { expectWeb, startSite, WIDTHS, type Site, openClientSide } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const PAGES = [
  { key: 'season-materials', title: 'Materialele sezonului', loading: 'Se încarcă resursele...', error: 'Eroare la încărcarea resurselor.' },
  {
    key: 'team-resources',
    title: 'Materiale de învățare',
    loading: 'Se încarcă resursele pentru echipe...',
    error: 'Eroare la încărcarea resurselor pentru echipe.',
  },
] as const;

async function seeded(page: string): Promise<ResourceOutput[]> {
  const response = await fetch(`${site.url}/api/resources/page/${page}`);
  const body = (await response.json()) as { success: boolean; message: ResourceOutput[] };
  expect(body.success).toBe(true);
  return body.message;
}

const isWeb = (link: string) => /^https?:\/\//.test(link);
const isYouTube = (link: string) => isWeb(link) && /youtube\.com|youtu\.be/.test(link);

/** The seeded resources split by the display rules. */
function classify(resources: ResourceOutput[]) {
  const videos = resources.filter((r) => r.category === 'Video' && isYouTube(r.link));
  const links = resources.filter((r) => r.category === 'Link' && isWeb(r.link));
  const downloads = resources.filter((r) => r.category === 'Document' && r.image);
  const hidden = resources.filter((r) => !videos.includes(r) && !links.includes(r) && !downloads.includes(r));
  return { videos, links, downloads, hidden };
}

const main = (page: Page) => page.locator('main');

describe('resources', () => {
  it('redirects /resources to season materials, replacing the history entry', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/resources');
    await page.waitForURL(/\/resources\/season-materials$/);
    await page.getByRole('heading', { level: 1, name: 'Materialele sezonului' }).waitFor();
    // Replace, not push: as many history entries as opening a page that does not redirect.
    const baseline = await site.open(WIDTHS.desktop);
    await baseline.page.goto(site.url + '/resources/team-resources');
    await baseline.page.getByRole('heading', { level: 1, name: 'Materiale de învățare' }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(await baseline.page.evaluate(() => history.length));
    expect(consoleErrors).toEqual([]);
  });

  it('shows the not-found page for an unknown resource page', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/resources/no-such-page');
    await page.getByRole('heading', { name: 'Pagina nu a fost găsită' }).waitFor();
  });

  for (const def of PAGES) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(`${def.key} at ${width}px: sections and the display rules against the seeded data`, async () => {
        const resources = await seeded(def.key);
        const { videos, links, downloads, hidden } = classify(resources);
        // The seed has every category on both pages, and some items that must not show.
        expect(videos.length).toBeGreaterThan(0);
        expect(links.length).toBeGreaterThan(0);
        expect(downloads.length).toBeGreaterThan(0);
        expect(hidden.length).toBeGreaterThan(0);

        const { page, consoleErrors, shot } = await site.open(width);
        await page.goto(`${site.url}/resources/${def.key}`);
        await page.getByRole('heading', { level: 1, name: def.title }).waitFor();
        await main(page).locator('[data-resource-kind]').first().waitFor();

        await expectWeb(main(page).locator('[data-resource-kind]')).toHaveCount(videos.length + links.length + downloads.length);
        const frames = main(page).locator('[data-embed-src*="youtube-nocookie.com/embed/"]');
        await expectWeb(frames).toHaveCount(videos.length);
        for (const video of videos) await main(page).getByText(video.description, { exact: true }).waitFor();

        for (const link of links) {
          const anchor = main(page).locator(`a[href="${link.link}"]`);
          await expectWeb(anchor).toHaveCount(1);
          await expectWeb(anchor).toHaveAttribute('target', '_blank');
          await expectWeb(anchor).toHaveAttribute('rel', 'noopener noreferrer');
          await main(page).getByText(link.description, { exact: true }).waitFor();
        }
        for (const doc of downloads) {
          const anchor = main(page).locator(`a[href="/api/files/public/${doc.image!.id}"]`);
          await expectWeb(anchor).toHaveCount(1);
          await expectWeb.poll(() => anchor.textContent()).toContain(doc.image!.name);
        }
        for (const item of hidden) await expectWeb(main(page).getByText(item.description)).toHaveCount(0);

        // One h2 per section that has something to show, in the order the sections were first used.
        const shown = resources.filter((r) => !hidden.includes(r)).sort((a, b) => a.id - b.id);
        const sections = [...new Set(shown.map((r) => r.section))];
        const headings = await main(page).locator('section[aria-labelledby^="' + def.key + '"] > h2').allTextContents();
        expect(headings).toEqual(sections);

        if (def.key === 'season-materials') {
          // Videos come first in each section.
          for (const section of sections) {
            const kinds = await main(page)
              .locator('section', { has: page.getByRole('heading', { level: 2, name: section, exact: true }) })
              .locator('[data-resource-kind]')
              .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-resource-kind')));
            const firstOther = kinds.findIndex((k) => k !== 'video');
            expect(firstOther === -1 || kinds.slice(firstOther).every((k) => k !== 'video')).toBe(true);
          }
          await main(page).getByText('se aplică împreună cu manualul competiției', { exact: false }).waitFor();
          await main(page).getByText('Echipele trebuie să respecte ambele documente', { exact: false }).waitFor();
          await main(page).getByText('Toți membrii și toți mentorii echipei trebuie să citească', { exact: false }).waitFor();
        } else {
          await main(page).getByText('Recomandăm echipelor și mentorilor să parcurgă toate materialele', { exact: false }).waitFor();
        }

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(`resources-${def.key}`);
        expect(consoleErrors).toEqual([]);
      });
    }

    it(`${def.key}: shows '${def.loading}' while the call is pending`, async () => {
      const { page } = await site.open(WIDTHS.mobile);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/resources/page/**', async (route) => {
        await held;
        await route.continue();
      });
      await openClientSide(page, site.url, `/resources/${def.key}`);
      await page.getByRole('status').filter({ hasText: def.loading }).waitFor();
      release();
      await main(page).locator('[data-resource-kind]').first().waitFor();
      await expectWeb(page.getByText(def.loading)).toHaveCount(0);
    });

    it(`${def.key}: shows '${def.error}' when the call fails`, async () => {
      const { page, consoleErrors } = await site.open(WIDTHS.desktop);
      await page.route('**/api/resources/page/**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error' }) }),
      );
      await openClientSide(page, site.url, `/resources/${def.key}`);
      await page.getByRole('alert').filter({ hasText: def.error }).waitFor();
      await expectWeb(page.getByText(def.loading)).toHaveCount(0);
      await expectWeb(main(page).locator('[data-resource-kind]')).toHaveCount(0);
      // The failure is logged with the spec's '{operation} failed: {message}'.
      expect(consoleErrors.some((e) => / failed: Internal error$/.test(e))).toBe(true);
    });

    it(`${def.key}: shows an empty notice when nothing is published`, async () => {
      const { page } = await site.open(WIDTHS.mobile);
      await page.route('**/api/resources/page/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: [] }) }),
      );
      await openClientSide(page, site.url, `/resources/${def.key}`);
      await page.getByRole('heading', { name: 'Nicio resursă publicată deocamdată' }).waitFor();
    });
  }

  it('a document link downloads the public file', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(`${site.url}/resources/season-materials`);
    const download = main(page).locator('a[href^="/api/files/public/"]').first();
    await download.waitFor();
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/public\/\d+$/);
    const response = await page.request.get(site.url + href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });

  it('team resources need no login', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(`${site.url}/resources/team-resources`);
    await page.getByRole('heading', { level: 1, name: 'Materiale de învățare' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/resources/team-resources');
  });
});
