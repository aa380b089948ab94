// Issue 15, the dashboard's other lists in Chromium: the resources list sorted, paged and filtered by its address
// (Back and reload return to the same view; "sasiu" finds "Șasiu"), a dirty resource form that asks before it is
// left and offers its draft back after a reload, edit addresses of the sponsors, seasons, teams and calendar that
// reopen their form on reload, delete confirmations that name the item with the focus moved after it, and the
// current season's "Correct dates".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceOutput } from '../../src/shared/schemas/resources';
import { EMAILS } from '../helpers/app';
import { expectWeb, signInThroughPage, startSite, WIDTHS, type Site } from '../helpers/browser';
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
  return (await callerFor(site.t)).resources.list({});
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
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/resources`);
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
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/resources/${target.id}/edit`);
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
    await page.getByText('Resource updated successfully!').waitFor();
    await expectWeb(page).toHaveURL(/\/dashboard\/resources$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), `ftc-draft:resource:${target.id}`)).toBeNull();
    expect((await allResources()).find((r) => r.id === target.id)?.description).toBe('Șasiu din profile de aluminiu, varianta a doua');
  });
});
