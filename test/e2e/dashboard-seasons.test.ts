// Seasons Management in a real browser (spec 02 §2 "Seasons Management", §5 "Season form", §8): ADMIN creates,
// edits, inspects, sets current and deletes seasons; the effect is checked in the public REST API and the database.
// An EDITOR sees no Seasons tab and the server refuses its season calls.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASON_MESSAGES, type SeasonOutput, type SeasonStatistics } from '../../src/shared/schemas/seasons';
import { EMAILS } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const open = (width: number) => site.open(width);

const signIn = (page: Page, email: string) => openSignedIn(site, page, email);

async function openSeasons(page: Page) {
  await page.getByRole('tab', { name: 'Seasons' }).click();
  await page.getByRole('heading', { name: 'All Seasons' }).waitFor();
  await page.getByRole('table').waitFor();
}

async function api<T>(url: string): Promise<T> {
  const res = await site.t.app.inject({ method: 'GET', url });
  return (JSON.parse(res.body) as { message: T }).message;
}

const seasonRow = (number: number) => site.t.deps.db.selectFrom('seasons').selectAll().where('season_number', '=', number).executeTakeFirst();
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const currentCard = (page: Page) => page.getByRole('region', { name: 'Current Active Season' });

async function confirmWith(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('seasons management (ADMIN)', () => {
  it('validates, creates and edits a season', async () => {
    const { page, shot, consoleErrors } = await open(WIDTHS.desktop);
    await signIn(page, EMAILS.ADMIN);
    await openSeasons(page);
    const current = await api<SeasonOutput>('/api/seasons/current');
    await currentCard(page).getByText(current.seasonName).waitFor();
    await shot('seasons-list');

    const createButton = page.getByRole('button', { name: 'Create New Season' });
    await createButton.click();
    await expectWeb(createButton).toBeDisabled();
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.getByText(SEASON_MESSAGES.seasonNumber).waitFor();
    await page.getByText(SEASON_MESSAGES.seasonName).waitFor();
    await expectWeb(page.getByLabel('Season number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Season name').fill('ab');
    await page.getByLabel('Season number').fill('0');
    await page.getByText(SEASON_MESSAGES.seasonName).waitFor();
    await page.getByText(SEASON_MESSAGES.seasonNumber).waitFor();
    // Every row action but statistics is disabled while a form is open.
    await expectWeb(row(page, current.seasonName).getByRole('button', { name: /^Statistics/ })).toBeEnabled();
    await expectWeb(row(page, 'CENTERSTAGE 2023-2024').getByRole('button', { name: /^Edit/ })).toBeDisabled();
    await shot('seasons-form-invalid');

    // A number already taken: the server's message.
    await page.getByLabel('Season number').fill(String(current.seasonNumber));
    await page.getByLabel('Season name').fill('Duplicate season');
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.getByRole('alert').getByText(SEASON_MESSAGES.duplicateNumber).waitFor();
    await page.getByRole('button', { name: 'Dismiss error' }).click();
    await expectWeb(page.getByRole('alert')).toHaveCount(0);

    await page.getByLabel('Season number').fill('11');
    await page.getByLabel('Season name').fill('Test Season 2026-2027');
    await page.getByLabel('Registration start').fill('2026-07-01');
    await page.getByLabel('Registration end').fill('2026-10-01');
    await page.getByRole('button', { name: 'Create Season' }).click();
    await waitForMessage(page, 'Season created successfully!');
    await row(page, 'Test Season 2026-2027').getByText('1 Jul 2026 – 1 Oct 2026').waitFor();
    await expectWeb(page.getByLabel('Season name')).toHaveCount(0);
    await expectWeb(createButton).toBeEnabled();
    const created = await seasonRow(11);
    expect(created).toMatchObject({ season_name: 'Test Season 2026-2027', registration_start: '2026-07-01T00:00:00.000Z', registration_end: '2026-10-01T00:00:00.000Z', is_current: 0 });
    await row(page, 'Test Season 2026-2027').getByText('Inactive').waitFor();

    await row(page, 'Test Season 2026-2027').getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('heading', { name: 'Edit Season: Test Season 2026-2027' }).waitFor();
    await expectWeb(page.getByLabel('Season number')).toHaveValue('11');
    await expectWeb(page.getByLabel('Registration start')).toHaveValue('2026-07-01');
    await expectWeb(createButton).toBeDisabled();
    await page.getByLabel('Season name').fill('Robots Unite 2026-2027');
    await page.getByLabel('Registration end').fill('');
    await page.getByRole('button', { name: 'Update Season' }).click();
    await waitForMessage(page, 'Season updated successfully!');
    await row(page, 'Robots Unite 2026-2027').getByText('1 Jul 2026 – Not set').waitFor();
    expect(await seasonRow(11)).toMatchObject({ season_name: 'Robots Unite 2026-2027', registration_end: null });
    expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('shows the statistics of the current season in an accessible dialog', async () => {
    const { page, shot } = await open(WIDTHS.desktop);
    await signIn(page, EMAILS.ADMIN);
    await openSeasons(page);
    const current = await api<SeasonOutput>('/api/seasons/current');
    const stats = await api<SeasonStatistics>(`/api/seasons/${current.id}/statistics`);
    expect(stats.teamCount + stats.eventCount).toBeGreaterThan(0); // the demo content is there to count

    const statsButton = row(page, current.seasonName).getByRole('button', { name: `Statistics of ${current.seasonName}` });
    await statsButton.click();
    const dialog = page.getByRole('dialog', { name: current.seasonName });
    await dialog.waitFor();
    await dialog.getByText(`Season #${current.seasonNumber}`).waitFor();
    await dialog.getByText('1 Jul 2025 – 1 Oct 2025').waitFor();
    const counter = (label: string) => dialog.locator('div', { has: page.getByText(label, { exact: true }) }).last().locator('strong');
    await expectWeb.poll(() => counter('Teams').textContent()).toBe(String(stats.teamCount));
    await expectWeb.poll(() => counter('Events').textContent()).toBe(String(stats.eventCount));
    await expectWeb.poll(() => counter('Regions').textContent()).toBe(String(stats.regionCount));
    await shot('seasons-statistics');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectWeb(statsButton).toBeFocused();

    await statsButton.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A failed load says so in the banner and opens no dialog.
    await page.route('**/trpc/seasons.statistics*', (route) => route.abort());
    await statsButton.click();
    await page.getByRole('alert').getByText('Failed to load season statistics').waitFor();
    await expectWeb(page.getByRole('dialog')).toHaveCount(0);
  });

  it('sets a season as current after confirmation; the current row cannot be edited or deleted', async () => {
    const { page } = await open(WIDTHS.desktop);
    await signIn(page, EMAILS.ADMIN);
    await openSeasons(page);
    const name = 'Robots Unite 2026-2027';

    await row(page, name).getByRole('button', { name: /^Set current/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await api<SeasonOutput>('/api/seasons/current')).seasonNumber).toBe(10);

    await row(page, name).getByRole('button', { name: /^Set current/ }).click();
    await confirmWith(page, `Set "${name}" as the current active season? The public site switches to this season at once.`, 'Set as current');
    await currentCard(page).getByText(name).waitFor();
    await row(page, name).getByText('Current', { exact: true }).waitFor();
    expect(await api<SeasonOutput>('/api/seasons/current')).toMatchObject({ seasonNumber: 11, seasonName: name });
    const flags = await site.t.deps.db.selectFrom('seasons').select('season_number').where('is_current', '=', 1).execute();
    expect(flags).toEqual([{ season_number: 11 }]);

    const currentRow = row(page, name);
    for (const label of [/^Edit/, /^Set current/, /^Delete/]) await expectWeb(currentRow.getByRole('button', { name: label })).toBeDisabled();
    await expectWeb(currentRow.getByRole('button', { name: /^Statistics/ })).toBeEnabled();
    await row(page, 'INTO THE DEEP 2024-2025').getByText('Inactive').waitFor();
  });

  it('deletes a season after confirmation, and keeps one that has events', async () => {
    const { page, shot } = await open(WIDTHS.desktop);
    await signIn(page, EMAILS.ADMIN);
    await openSeasons(page);

    await page.getByRole('button', { name: 'Create New Season' }).click();
    await page.getByLabel('Season number').fill('12');
    await page.getByLabel('Season name').fill('Disposable Season');
    await page.getByRole('button', { name: 'Create Season' }).click();
    await waitForMessage(page, 'Season created successfully!');

    const question = 'Are you sure you want to delete season "Disposable Season"? This action cannot be undone.';
    await row(page, 'Disposable Season').getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByText(question, { exact: true }).waitFor();
    await shot('seasons-delete-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await seasonRow(12)).toBeDefined();

    await row(page, 'Disposable Season').getByRole('button', { name: /^Delete/ }).click();
    await confirmWith(page, question, 'Delete');
    await waitForMessage(page, 'Season deleted successfully!');
    await row(page, 'Disposable Season').waitFor({ state: 'detached' });
    expect(await seasonRow(12)).toBeUndefined();
    const listed = await api<SeasonOutput[]>('/api/seasons');
    expect(listed.some((s) => s.seasonNumber === 12)).toBe(false);

    // Season 9 holds the built-in sample events: the server refuses and says why.
    const season9 = 'INTO THE DEEP 2024-2025';
    await row(page, season9).getByRole('button', { name: /^Delete/ }).click();
    await confirmWith(page, `Are you sure you want to delete season "${season9}"? This action cannot be undone.`, 'Delete');
    await page.getByRole('alert').getByText(SEASON_MESSAGES.inUse).waitFor();
    expect(await seasonRow(9)).toBeDefined();
    await shot('seasons-delete-refused');
    await page.getByRole('button', { name: 'Dismiss error' }).click();
    await expectWeb(page.getByRole('alert')).toHaveCount(0);
  });

  it('a success message stays while the pointer is on it, and goes 8 s after the pointer leaves', async () => {
    const { page } = await open(WIDTHS.desktop);
    await page.clock.install();
    await signIn(page, EMAILS.ADMIN);
    await openSeasons(page);
    await page.getByRole('button', { name: 'Create New Season' }).click();
    await page.getByLabel('Season number').fill('14');
    await page.getByLabel('Season name').fill('Message Season');
    await page.getByRole('button', { name: 'Create Season' }).click();
    await waitForMessage(page, 'Season created successfully!');
    const message = page.locator('.dash-toast', { hasText: 'Season created successfully!' });
    await message.hover();
    await page.clock.runFor(30_000);
    await expectWeb(message).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(9_000);
    await expectWeb(message).toHaveCount(0);
  });

  it('says when the seasons cannot be loaded', async () => {
    const { page } = await open(WIDTHS.desktop);
    await signIn(page, EMAILS.ADMIN);
    await page.route('**/trpc/*seasons.list*', (route) => route.abort());
    await page.getByRole('tab', { name: 'Seasons' }).click();
    await page.getByRole('alert').getByText('Failed to load seasons').waitFor();
    await page.unroute('**/trpc/*seasons.list*');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('table').waitFor();
  });

  it('looks right on a phone', async () => {
    const { page, shot } = await open(WIDTHS.mobile);
    await signIn(page, EMAILS.ADMIN);
    await openSeasons(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(WIDTHS.mobile);
    await shot('seasons-list');
    await page.getByRole('button', { name: 'Create New Season' }).click();
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.getByText(SEASON_MESSAGES.seasonName).waitFor();
    await shot('seasons-form-invalid');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Statistics of INTO THE DEEP/ }).click();
    await page.getByRole('dialog').waitFor();
    // The dialog sits in the viewport: a viewport picture shows it as a phone user sees it.
    await screenshot(page, 'seasons-statistics-dialog-375.png');
  });
});

describe('seasons and the EDITOR', () => {
  it('shows no Seasons tab and the server refuses season writes', async () => {
    const { page } = await open(WIDTHS.desktop);
    await signIn(page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Home Posts' }).waitFor();
    await expectWeb(page.getByRole('tab', { name: 'Seasons' })).toHaveCount(0);

    const answer = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const res = await fetch('/trpc/seasons.create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? '') },
        body: JSON.stringify({ seasonNumber: 50, seasonName: 'Editor season' }),
      });
      return { status: res.status, hasToken: Boolean(token), hasXsrf: Boolean(xsrf) };
    });
    expect(answer).toEqual({ status: 403, hasToken: true, hasXsrf: true });
    expect(await seasonRow(50)).toBeUndefined();
  });
});
