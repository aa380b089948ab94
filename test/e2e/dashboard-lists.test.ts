// Issue 15, the dashboard's other lists in Chromium: the resources list sorted, paged and filtered by its address
// (Back and reload return to the same view; "sasiu" finds "Șasiu"), a dirty resource form that asks before it is
// left and offers its draft back after a reload, edit addresses of the sponsors, seasons, teams and calendar that
// reopen their form on reload, delete confirmations that name the item with the focus moved after it, and the
// current season's "Correct dates".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceOutput } from '../../src/shared/schemas/resources';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, type Site, startSite, storedDraft, WIDTHS, waitForMessage } from '../helpers/browser';
import { callerFor } from '../helpers/caller';

const LEAVE_QUESTION = 'You have unsaved changes. Leave this form and lose them?';
const PAGE_SIZE = 20;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const cards = (page: Page) => page.locator('.dash-res-card');
const card = (page: Page, description: string) => page.getByRole('article', { name: description, exact: true });
const summary = (page: Page) => page.locator('.dash-res-summary__count');

async function allResources(): Promise<ResourceOutput[]> {
  return (await callerFor(site.t, 'EDITOR')).resources.listForEditor({});
}

const CHASSIS = 'Șasiu din profile de aluminiu pentru robot';

describe('resources list', () => {
  it('sorts, pages and filters by its address; Back and reload return to the same view; "sasiu" finds "Șasiu"', async () => {
    const editor = await callerFor(site.t, 'EDITOR');
    const created = await editor.resources.create({
      page: 'team-resources',
      category: 'Link',
      section: 'Mecanică',
      subsection: 'Şasiu (cu sedilă)',
      description: CHASSIS,
      link: 'https://example.org/sasiu',
      priority: 2,
    });
    const all = await allResources();
    expect(all.length).toBeGreaterThan(PAGE_SIZE);

    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/resources');
    await expectWeb(cards(page)).toHaveCount(PAGE_SIZE);
    await page.getByText('Page 1 of 2').waitFor();

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/resources\?page=2$/);
    await expectWeb(cards(page)).toHaveCount(all.length - PAGE_SIZE);
    await page.reload();
    await page.getByText('Page 2 of 2').waitFor();
    await expectWeb(cards(page)).toHaveCount(all.length - PAGE_SIZE);

    // A sort starts again at page 1; the order is the one named.
    await page.getByLabel('Sort by').selectOption('title');
    await expectWeb(page).toHaveURL(/\/dashboard\/resources\?sort=title$/);
    const collator = new Intl.Collator('ro', { sensitivity: 'base' });
    const firstByTitle = [...all].sort((a, b) => collator.compare(a.description, b.description))[0]!;
    await expectWeb(cards(page).first().getByRole('heading')).toHaveText(firstByTitle.description);

    // Accent- and case-insensitive: "sasiu" finds "Șasiu" (comma below) and the section's "Şasiu" (cedilla).
    await page.getByLabel('Search', { exact: true }).fill('sasiu');
    await expectWeb(page).toHaveURL(/\?sort=title&q=sasiu$/);
    const chassis = all.filter((r) => /[sșşȘŞ]asiu/i.test([r.description, r.section, r.subsection].join(' ')));
    expect(chassis.length).toBeGreaterThan(1); // the demo's "Șasiu și transmisie" and this one
    await summary(page).getByText(`Showing ${chassis.length} of ${all.length} resources`).waitFor();
    await card(page, CHASSIS).waitFor();
    await card(page, 'Construirea unui șasiu cu roți mecanum').waitFor();
    await page.getByLabel('Category', { exact: true }).selectOption('Link');
    await page.getByLabel('Page', { exact: true }).selectOption('team-resources');
    await expectWeb(page).toHaveURL(/category=Link/);
    expect(new URL(page.url()).searchParams.get('in')).toBe('team-resources');

    await page.reload();
    await expectWeb(page.getByLabel('Search', { exact: true })).toHaveValue('sasiu');
    await expectWeb(page.getByLabel('Category', { exact: true })).toHaveValue('Link');
    await expectWeb(page.getByLabel('Page', { exact: true })).toHaveValue('team-resources');
    await expectWeb(page.getByLabel('Sort by')).toHaveValue('title');
    await card(page, CHASSIS).waitFor();

    // Edit has its address; Back returns to the filtered list.
    const listAddress = path(page);
    await card(page, CHASSIS).getByRole('button', { name: 'Edit' }).click();
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/resources/${created.id}/edit$`));
    await page.goBack();
    await expectWeb.poll(() => path(page)).toBe(listAddress);
    await card(page, CHASSIS).waitFor();
    await expectWeb(cards(page)).toHaveCount(chassis.filter((r) => r.category === 'Link' && r.page === 'team-resources').length);
  });

  it('a dirty resource form asks before it is left, offers its draft back after a reload, and forgets it once saved', async () => {
    const target = (await allResources()).find((r) => r.description === CHASSIS)!;
    const { page } = await site.open(WIDTHS.desktop);
    page.on('dialog', (dialog) => void dialog.accept()); // the browser's own "leave site?" on reload
    await openSignedIn(site, page, EMAILS.EDITOR, `/dashboard/resources/${target.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Resource' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Resource' }).waitFor();
    const description = page.getByLabel('Description', { exact: true });
    await expectWeb(description).toHaveValue(CHASSIS);

    await description.fill('Șasiu din profile de aluminiu, varianta a doua');
    await page.getByRole('tab', { name: 'Events', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(LEAVE_QUESTION).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.getByText(LEAVE_QUESTION).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectWeb(description).toHaveValue('Șasiu din profile de aluminiu, varianta a doua');
    expect(new URL(page.url()).pathname).toBe(`/dashboard/resources/${target.id}/edit`);

    await page.reload();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expectWeb(description).toHaveValue('Șasiu din profile de aluminiu, varianta a doua');
    await page.getByRole('button', { name: 'Update Resource' }).click();
    await waitForMessage(page, 'Resource updated successfully!');
    await expectWeb(page).toHaveURL(/\/dashboard\/resources$/);
    expect(await storedDraft(page, `resource:${target.id}`)).toBeNull();
    expect((await allResources()).find((r) => r.id === target.id)?.description).toBe('Șasiu din profile de aluminiu, varianta a doua');
  });
});

describe('addresses of the other areas', () => {
  it('reload of a sponsor, season, team, calendar or new-user address reopens that form; filters stay in the address', async () => {
    const db = site.t.deps.db;
    const sponsor = await db.selectFrom('sponsors').select(['id', 'name']).where('name', '=', 'Voltaris').executeTakeFirstOrThrow();
    const season = await db.selectFrom('seasons').select(['id', 'season_name']).where('is_current', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const team = await db.selectFrom('teams').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const stage = await db.selectFrom('competition_stages').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();

    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN);
    const reopens = async (address: string, form: () => Promise<unknown>) => {
      await page.goto(site.url + address);
      await form();
      await page.reload();
      await form();
      expect(path(page)).toBe(address);
    };

    await reopens(`/dashboard/sponsors/${sponsor.id}/edit`, async () => {
      const form = page.getByRole('form', { name: `Edit sponsor ${sponsor.name}` });
      await expectWeb(form.getByLabel('Company name', { exact: true })).toHaveValue(sponsor.name);
    });
    await reopens(`/dashboard/seasons/${season.id}/edit`, async () => {
      await page.getByRole('heading', { name: `Edit Season: ${season.season_name}` }).waitFor();
      await expectWeb(page.getByLabel('Season name', { exact: true })).toHaveValue(season.season_name);
    });
    await reopens(`/dashboard/teams/${team.id}/edit`, async () => {
      await page.getByRole('heading', { name: `Edit Team: ${team.name}` }).waitFor();
      await expectWeb(page.getByLabel('Team name', { exact: true })).toHaveValue(team.name);
    });
    await reopens(`/dashboard/calendar/${stage.id}/edit`, async () => {
      await expectWeb(page.getByRole('form', { name: `Edit stage ${stage.name}` }).getByLabel('Name', { exact: true })).toHaveValue(stage.name);
    });
    await reopens('/dashboard/users/new', () => page.getByRole('heading', { name: 'Create user' }).waitFor());

    // The Cancel of a form that holds nothing new leaves at once, to the list's address.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/users$/);

    // Searches are in the address: accents and case ignored, kept through a reload.
    await page.getByLabel('Search users', { exact: true }).fill('EDITOR@');
    await expectWeb(page).toHaveURL(/\/dashboard\/users\?q=EDITOR%40$/);
    await page.reload();
    await expectWeb(page.getByLabel('Search users', { exact: true })).toHaveValue('EDITOR@');
    // The row by its text: the e-mail cell also holds the user's "Last edited" line once the history has loaded.
    await expectWeb(page.getByRole('row').filter({ hasText: EMAILS.EDITOR })).toHaveCount(1);
    await expectWeb(page.getByRole('row').filter({ hasText: EMAILS.ADMIN })).toHaveCount(0);

    await page.goto(`${site.url}/dashboard/sponsors?q=SOMES`);
    await page.getByRole('listitem', { name: 'Someș Software', exact: true }).waitFor();
    await expectWeb(page.getByRole('listitem', { name: 'Voltaris', exact: true })).toHaveCount(0);

    await page.goto(`${site.url}/dashboard/teams`);
    await page.getByLabel('Status', { exact: true }).selectOption('NONE');
    await expectWeb(page).toHaveURL(/\/dashboard\/teams\?status=NONE$/);
    await page.reload();
    await expectWeb(page.getByLabel('Status', { exact: true })).toHaveValue('NONE');
  });

  it('a dirty sponsor form asks before Cancel drops it and offers its draft back after a reload', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    page.on('dialog', (dialog) => void dialog.accept()); // the browser's own "leave site?" on reload
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/sponsors/new');
    const form = page.getByRole('form', { name: 'New sponsor' });
    await form.getByLabel('Company name', { exact: true }).fill('Ciornă Industries');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByText(LEAVE_QUESTION).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.reload();
    await form.getByRole('button', { name: 'Restore draft' }).click();
    await expectWeb(form.getByLabel('Company name', { exact: true })).toHaveValue('Ciornă Industries');
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/sponsors$/);
    expect(await storedDraft(page, 'sponsor:new')).toBeNull();
  });
});

describe('deletes', () => {
  it('the confirmation names the sponsor; the focus then goes to the next row, the previous one, then Create Sponsor', async () => {
    const editor = await callerFor(site.t, 'EDITOR');
    for (const name of ['Zeta Unu', 'Zeta Doi', 'Zeta Trei']) await editor.sponsors.create({ name, size: 'Startup', legal_name: `${name} S.R.L.` });
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/sponsors?q=zeta');
    const titles = page.locator('.sp-list [data-row-title]');
    await expectWeb(titles).toHaveCount(3);
    const names = await titles.allTextContents();

    const remove = async (name: string) => {
      await page.getByRole('listitem', { name, exact: true }).getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Delete the sponsor "${name}"? Are you sure you want to delete this sponsor?`, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Sponsor deleted successfully!').first().waitFor();
      await expectWeb(page.getByRole('listitem', { name, exact: true })).toHaveCount(0);
    };
    await remove(names[0]!);
    await expectWeb(page.locator(':focus')).toHaveText(names[1]!);
    await remove(names[2]!);
    await expectWeb(page.locator(':focus')).toHaveText(names[1]!);
    await remove(names[1]!);
    await expectWeb(page.getByRole('button', { name: 'Create Sponsor' })).toBeFocused();
    expect(await site.t.deps.db.selectFrom('sponsors').select('id').where('name', 'like', 'Zeta %').execute()).toEqual([]);
  });
});

describe('deletes in a table', () => {
  it('the team confirmation names the team; the focus then goes to the next row of the table, then to Create New Team', async () => {
    const admin = await callerFor(site.t, 'ADMIN');
    for (const [teamNumber, name] of [[99901, 'Ștergere Alfa'], [99902, 'Ștergere Beta']] as const) await admin.teams.create({ teamNumber, name });
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/teams?q=stergere');
    const titles = page.getByRole('table', { name: 'Teams' }).locator('[data-row-title]');
    await expectWeb(titles).toHaveCount(2);
    const [first, second] = await titles.allTextContents();

    await page.getByRole('button', { name: `Delete ${first}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Are you sure you want to delete "${first}"?`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Team deleted successfully!').first().waitFor();
    await expectWeb(titles).toHaveCount(1);
    await expectWeb(page.locator(':focus')).toHaveText(second!);

    await page.getByRole('button', { name: `Delete ${second}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectWeb(page.getByRole('button', { name: 'Create New Team' })).toBeFocused();
  });
});

describe('seasons: Correct dates', () => {
  it("corrects the current season's registration window without switching seasons; number, name and FTC year stay read-only", async () => {
    const db = site.t.deps.db;
    const current = await db.selectFrom('seasons').selectAll().where('is_current', '=', 1).executeTakeFirstOrThrow();
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/seasons');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: current.season_name, exact: true }) });
    // The spec's disabled buttons stay on the current row; Correct dates is the way in.
    for (const label of [/^Edit/, /^Set current/, /^Delete/]) await expectWeb(row.getByRole('button', { name: label })).toBeDisabled();
    await row.getByRole('button', { name: `Correct dates of ${current.season_name}` }).click();
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/seasons/${current.id}/edit$`));
    await page.getByRole('heading', { name: `Correct dates: ${current.season_name}` }).waitFor();
    for (const label of ['Season number', 'Season name', 'FTC year']) {
      await expectWeb(page.getByLabel(label, { exact: true })).toHaveJSProperty('readOnly', true);
    }
    await expectWeb(page.getByLabel('Registration start', { exact: true })).toHaveJSProperty('readOnly', false);
    await page.getByLabel('Registration start', { exact: true }).fill('2025-09-15');
    await page.getByLabel('Registration end', { exact: true }).fill('2025-11-30');
    await page.getByRole('button', { name: 'Update Season' }).click();
    await waitForMessage(page, 'Season updated successfully!');
    await expectWeb(page).toHaveURL(/\/dashboard\/seasons$/);

    const after = await db.selectFrom('seasons').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ is_current: 1, season_number: current.season_number, season_name: current.season_name, ftc_year: current.ftc_year });
    expect(after.registration_start).toMatch(/^2025-09-15/);
    expect(after.registration_end).toMatch(/^2025-11-30/);
    const body = (await (await fetch(`${site.url}/api/seasons/current`)).json()) as { message: { id: number; registrationStart: string } };
    expect(body.message.id).toBe(current.id);
    expect(body.message.registrationStart).toMatch(/^2025-09-15/);
  });
});

describe('tabs at 375 px', () => {
  it('every tab of an ADMIN keeps its whole label; a tab opened by its address is scrolled into the row', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/ftc-sync');
    await page.getByRole('heading', { name: 'FTC Events Sync' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(10);
    const cut = await tabs.evaluateAll((elements) =>
      elements.filter((element) => element.scrollWidth > element.clientWidth || element.clientWidth < 40).map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    // The row scrolls (the page does not), and the selected tab is inside the row's visible part.
    const seen = await page.getByRole('tablist').evaluate((list) => {
      const selected = list.querySelector<HTMLElement>('[aria-selected="true"]')!;
      const [row, tab] = [list.getBoundingClientRect(), selected.getBoundingClientRect()];
      return { scrolls: list.scrollWidth > list.clientWidth, inside: tab.left >= row.left && tab.right <= row.right };
    });
    expect(seen).toEqual({ scrolls: true, inside: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot('dashboard-tabs-ftc-sync');
  });
});
