// The Calendar tab in a real browser (issue 13): the demo site's current season (2025-2026) comes first on
// /concursuri; an ADMIN meets the form's messages, adds a stage with a link, edits and deletes it, and the public
// page follows; an EDITOR has no Calendar tab; the tab works at 375 px; the menu and the footer lead to /concursuri.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_MESSAGES } from '../../src/shared/schemas/competitions';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function confirmWith(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Sezoane competiționale' }).getByRole('tab');

describe('competitions calendar', () => {
  it('the current season comes first, and the footer and the RESURSE (RESOURCES) menu lead to /concursuri', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(/\/concursuri$/);
    await tabs(page).first().waitFor();
    expect(await tabs(page).allInnerTexts()).toEqual(['2025-2026', '2024-2025', '2023-2024', '2022-2023', '2021-2022']);
    await expectWeb(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tabpanel').getByText('Cluj-Napoca').waitFor();

    await page.goto(site.url + '/home');
    await page.getByRole('button', { name: 'RESURSE' }).click();
    await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Calendarul competițiilor' }).click();
    await page.waitForURL(/\/concursuri$/);
    expect(consoleErrors).toEqual([]);
  });

  it('an ADMIN adds, edits and deletes a stage; /concursuri follows', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    // On a phone the tabs may scroll sideways inside their bar; the page itself does not.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('heading', { name: 'Competitions calendar' }).waitFor();
    await page.getByRole('region', { name: 'Season 2025-2026' }).waitFor();

    await page.getByRole('button', { name: 'Add Stage' }).click();
    const form = page.getByRole('form', { name: 'New stage' });
    await expectWeb(form.getByLabel('Season', { exact: true })).toHaveValue('2025-2026');
    await form.getByLabel('Season', { exact: true }).fill('2025');
    // The submit is aria-disabled while the form is invalid; Enter on it still shows every message.
    await form.getByRole('button', { name: 'Add Stage' }).press('Enter');
    for (const message of [STAGE_MESSAGES.season, STAGE_MESSAGES.name, STAGE_MESSAGES.city, STAGE_MESSAGES.dateStart]) await form.getByText(message, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await form.getByLabel('Season', { exact: true }).fill('2025-2026');
    await form.getByLabel('Stage', { exact: true }).selectOption('regional');
    await form.getByLabel('Name', { exact: true }).fill('Etapa regională Est');
    await form.getByLabel('City', { exact: true }).fill('Iași');
    await form.getByLabel('Start date', { exact: true }).fill('2026-01-23');
    await form.getByLabel('End date', { exact: true }).fill('2026-01-25');
    await form.getByLabel('Link', { exact: true }).fill('https://ftc-events.firstinspires.org/');
    await form.getByRole('button', { name: 'Add Stage' }).click();
    await page.getByText('Stage added.').waitFor();
    const stageRow = await site.t.deps.db.selectFrom('competition_stages').selectAll().where('city', '=', 'Iași').where('season_label', '=', '2025-2026').executeTakeFirstOrThrow();
    expect(stageRow).toMatchObject({ name: 'Etapa regională Est', date_start: '2026-01-23', date_end: '2026-01-25', link: 'https://ftc-events.firstinspires.org/' });

    const visitor = await site.open(WIDTHS.mobile);
    await visitor.page.goto(site.url + '/concursuri');
    const card = visitor.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Iași' });
    await card.getByText('23-25 ianuarie 2026').waitFor();
    await expectWeb(card.getByRole('link', { name: /Detalii/ })).toHaveAttribute('href', 'https://ftc-events.firstinspires.org/');

    await page.getByRole('button', { name: 'Edit Etapa regională Est (2025-2026)' }).click();
    const edit = page.getByRole('form', { name: 'Edit stage Etapa regională Est' });
    await edit.getByLabel('City', { exact: true }).fill('Bacău');
    await edit.getByLabel('End date', { exact: true }).fill('2026-01-20');
    await edit.getByLabel('End date', { exact: true }).blur();
    await edit.getByText(STAGE_MESSAGES.dateOrder, { exact: true }).waitFor();
    await edit.getByLabel('End date', { exact: true }).fill('2026-01-24');
    await edit.getByRole('button', { name: 'Save Stage' }).click();
    await page.getByText('Stage updated.').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('tabpanel').getByText('Bacău').waitFor();

    await page.getByRole('button', { name: 'Delete Etapa regională Est (2025-2026)' }).click();
    await confirmWith(page, 'Are you sure you want to delete "Etapa regională Est"?', 'Delete');
    await page.getByText('Stage deleted.').waitFor();
    expect(await site.t.deps.db.selectFrom('competition_stages').select('id').where('id', '=', stageRow.id).executeTakeFirst()).toBeUndefined();
    await visitor.page.reload();
    await visitor.page.getByRole('tabpanel').getByText('Cluj-Napoca').waitFor();
    // (Bacău is also a 2022-2023 stage, in another tab.)
    await expectWeb(visitor.page.getByRole('tabpanel').getByText('Bacău')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it('an EDITOR has no Calendar tab', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Sponsors' }).waitFor();
    await expectWeb(page.getByRole('tab', { name: 'Calendar' })).toHaveCount(0);
  });
});
