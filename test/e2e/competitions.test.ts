// /concursuri in Chromium: hero, the two numbered notes, the official platform link and the season tabs of the
// built-in calendar (no demo content: its 2025-2026 tab is walked in dashboard-calendar.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICIAL_EVENTS_PLATFORM } from '../../src/web/lib/site-links';
import { expectWeb, startSite, WIDTHS, type Site, openClientSide } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite({ demo: false });
});
afterAll(() => site?.close());

const SEASONS = ['2024-2025', '2023-2024', '2022-2023', '2021-2022'];

describe('competitions page', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows the notes, the platform link and the 2024-2025 calendar at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/concursuri');
      await page.getByRole('heading', { level: 1, name: 'Concursuri FIRST Tech Challenge România' }).waitFor();

      const notes = page.locator('section', { has: page.getByRole('heading', { name: 'Despre concursurile oficiale' }) }).locator('ol > li');
      await expectWeb(notes).toHaveCount(2);
      await expectWeb.poll(() => notes.nth(0).innerText()).toMatch(/^1\s/);
      await expectWeb.poll(() => notes.nth(1).innerText()).toMatch(/^2\s/);

      const platform = page.getByRole('link', { name: /Platforma oficială FTC Events/ });
      await expectWeb(platform).toHaveAttribute('href', OFFICIAL_EVENTS_PLATFORM);
      await expectWeb(platform).toHaveAttribute('target', '_blank');
      await expectWeb(platform).toHaveAttribute('rel', 'noopener noreferrer');

      const tabs = page.getByRole('tablist', { name: 'Sezoane competiționale' }).getByRole('tab');
      await tabs.first().waitFor();
      await expect(tabs.allInnerTexts()).resolves.toEqual(SEASONS);
      await expectWeb(tabs.first()).toHaveAttribute('aria-selected', 'true');

      const panel = page.getByRole('tabpanel');
      await expectWeb(panel.getByRole('heading', { name: 'Etape regionale' })).toBeVisible();
      await expectWeb(panel.getByRole('heading', { name: 'Etapa națională' })).toBeVisible();
      await expectWeb(panel.getByRole('heading', { name: 'Etapa internațională' })).toBeVisible();
      const expected: [string, string][] = [
        ['Piatra Neamț', '17-19 ianuarie 2025'],
        ['Pitești', '7-9 februarie 2025'],
        ['Timișoara', '21-23 februarie 2025'],
        ['Cluj-Napoca', '28 februarie - 2 martie 2025'],
        ['Pitești', '14-16 martie 2025'],
        ['Houston, Texas, SUA', '16-19 aprilie 2025'],
      ];
      const cards = panel.getByRole('listitem');
      await expectWeb(cards).toHaveCount(expected.length);
      for (const [index, [city, dates]] of expected.entries()) {
        const text = await cards.nth(index).innerText();
        expect(text).toContain(city);
        expect(text).toContain(dates);
      }
      await expectWeb(panel.getByText('Etapa regională Est')).toBeVisible();

      await shot('concursuri');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('switches seasons by click and with the arrow keys', async () => {
    const { page, consoleErrors, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/concursuri');
    const tablist = page.getByRole('tablist', { name: 'Sezoane competiționale' });
    const tab = (name: string) => tablist.getByRole('tab', { name });
    await tab('2024-2025').waitFor();

    await tab('2023-2024').click();
    await expectWeb(tab('2023-2024')).toHaveAttribute('aria-selected', 'true');
    await expectWeb(tab('2024-2025')).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await expectWeb(panel).toHaveCount(1);
    await expectWeb(panel.getByText('17-20 aprilie 2024')).toBeVisible();
    await expectWeb(page.getByText('17-19 ianuarie 2025')).toBeHidden();
    await shot('concursuri-2023-2024');

    await page.keyboard.press('ArrowRight');
    await expectWeb(tab('2022-2023')).toHaveAttribute('aria-selected', 'true');
    await expectWeb(page.getByRole('tabpanel').getByText('19-22 aprilie 2023')).toBeVisible();
    await page.keyboard.press('End');
    await expectWeb(tab('2021-2022')).toHaveAttribute('aria-selected', 'true');
    await expectWeb(page.getByRole('tabpanel').getByText('20-23 aprilie 2022')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expectWeb(tab('2024-2025')).toHaveAttribute('aria-selected', 'true');
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the page usable and says so when the calendar cannot be loaded', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.route('**/api/competitions', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }));
    await openClientSide(page, site.url, '/concursuri');
    await page.getByText('Calendarul nu a putut fi încărcat.', { exact: false }).waitFor();
    await expectWeb(page.getByRole('heading', { level: 1, name: 'Concursuri FIRST Tech Challenge România' })).toBeVisible();
    // The spec's console message for a failed call, plus the browser's own line for the 500 response.
    expect(consoleErrors.some((line) => line.startsWith('Load competitions calendar failed:'))).toBe(true);

    await page.unroute('**/api/competitions');
    await page.getByRole('button', { name: 'Încearcă din nou' }).click();
    await page.getByRole('tab', { name: '2024-2025' }).waitFor();
  });
});
