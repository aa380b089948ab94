// History with values and "Restore this version" (issue 25, What staff miss 2; decision 197), as an EDITOR in
// Chromium: at 1280 px a post edited twice shows each change as old → new in its form's History, the first version
// is restored after a confirm dialog and the public post page shows it again; at 375 px the History panel fits the
// phone with a long text shortened and shown whole on request. An event version whose season was deleted is refused
// with its reason; an ADMIN restores the site settings, and the Activity screen shows the values too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostOutput } from '../../src/shared/schemas/posts';
import { EMAILS } from '../helpers/app';
import { axeViolations } from '../helpers/axe';
import { callerFor } from '../helpers/caller';
import { eventInput } from '../helpers/event-fixtures';
import { dismissMessage, expectWeb, screenshot, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const FIRST = 'Înscrierile pentru sezonul nou';
const SECOND = 'Înscrierile pentru sezonul nou încep';
const THIRD = 'Înscrierile s-au deschis';
const LONG = `Prima frază a descrierii. ${'Echipele își trimit formularul până vineri. '.repeat(8)}Ultima frază.`;

async function api<T>(url: string): Promise<T> {
  return ((await (await fetch(site.url + url)).json()) as { message: T }).message;
}
const postTitled = async (title: string) => (await api<PostOutput[]>('/api/home-posts')).find((p) => p.title === title);
const history = (page: Page) => page.getByTestId('item-history');
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function saveTitle(page: Page, id: number, title: string) {
  await page.goto(`${site.url}/dashboard/posts/${id}/edit`);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await waitForMessage(page, 'Post updated successfully!');
}

describe('history with values and restore', () => {
  it('an EDITOR edits a post twice, sees old → new and restores the first version, which the public page shows (1280 px)', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill(FIRST);
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.insertText('Descrierea primei versiuni a știrii.');
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await waitForMessage(page, 'Post created successfully!');
    const post = (await postTitled(FIRST))!;

    await saveTitle(page, post.id, SECOND);
    await saveTitle(page, post.id, THIRD);
    expect(await postTitled(THIRD)).toBeDefined();

    await page.goto(`${site.url}/dashboard/posts/${post.id}/edit`);
    await history(page).getByText('History', { exact: true }).click();
    const entries = history(page).locator('.item-history__entry');
    await expectWeb(entries).toHaveCount(3);
    await expectWeb(entries.nth(0).locator('.change-list__change')).toHaveText(`Title: ${SECOND} → ${THIRD}`);
    await expectWeb(entries.nth(1).locator('.change-list__change')).toHaveText(`Title: ${FIRST} → ${SECOND}`);
    await expectWeb(entries.nth(2)).toContainText('created');
    // The newest version is the post as it is: it has no restore button.
    await expectWeb(entries.nth(0).getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
    await shot('history-post-panel');

    await entries.nth(2).getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('dialog');
    await expectWeb(dialog).toContainText('Restore the version of');
    await shot('history-restore-confirm');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await waitForMessage(page, 'Version restored.');
    // The form shows the restored post, and its history the restore, which can itself be undone.
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(FIRST);
    await history(page).getByText('History', { exact: true }).click();
    await expectWeb(entries.nth(0)).toContainText('restored');
    await expectWeb(entries.nth(0).locator('.change-list__change')).toHaveText(`Title: ${THIRD} → ${FIRST}`);
    await expectWeb(entries.nth(1).getByRole('button', { name: 'Restore this version' })).toBeVisible();
    await shot('history-after-restore');

    const restored = (await postTitled(FIRST))!;
    await page.goto(`${site.url}/news/${restored.slug}`);
    await expectWeb(page.getByRole('heading', { level: 1 })).toHaveText(FIRST);
    await shot('history-public-post');
    expect(consoleErrors).toEqual([]);
  });

  it('the History panel fits a phone: a long text is shortened and shown whole on request (375 px)', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.EDITOR);
    const post = (await postTitled(FIRST))!;
    await page.goto(`${site.url}/dashboard/posts/${post.id}/edit`);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(LONG);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await waitForMessage(page, 'Post updated successfully!');

    await page.goto(`${site.url}/dashboard/posts/${post.id}/edit`);
    await history(page).getByText('History', { exact: true }).click();
    const change = history(page).locator('.item-history__entry').first().locator('.change-list__change');
    await expectWeb(change).toContainText('Description: Descrierea primei versiuni a știrii. → Prima frază a descrierii.');
    // Shortened: the whole text is hidden until asked for.
    const whole = change.locator('.change-list__full');
    await expectWeb(whole).toBeHidden();
    await change.getByText('(show all)').click();
    await expectWeb(whole).toBeVisible();
    await expectWeb(whole).toContainText('Ultima frază.');
    await history(page).scrollIntoViewIfNeeded();
    expect(await noHorizontalScroll(page)).toBe(true);
    await shot('history-post-panel');
    await screenshot(history(page), 'history-panel-only-375.png');
    // The open panel, its shortened and whole texts and its buttons pass axe at phone width (read from the top, as
    // dashboard-accessibility does: a button half under the sticky navbar is a scroll position, not the screen).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('an EDITOR is told why an event version whose season was deleted cannot be restored, and nothing changes (1280 px)', async () => {
    const admin = await callerFor(site.t, 'ADMIN');
    const gone = await admin.seasons.create({ seasonNumber: 7002, seasonName: 'SEZON DE ȘTERS' });
    const current = (await admin.seasons.current())!;
    const event = await admin.events.create(eventInput(gone.id, { title: 'Eveniment mutat de sezon' }));
    await admin.events.update({ id: event.id, seasonId: current.id });
    await admin.seasons.delete({ id: gone.id });

    const { page, shot } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, `/dashboard/events/${event.id}/edit`);
    await history(page).getByText('History', { exact: true }).click();
    const entries = history(page).locator('.item-history__entry');
    await expectWeb(entries).toHaveCount(2);
    // A season is named, a deleted one by its id.
    await expectWeb(entries.nth(0).locator('.change-list__change')).toHaveText(`Season: #${gone.id} (deleted) → ${current.seasonName}`);
    await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expectWeb(history(page).getByRole('alert')).toHaveText(
      'This version cannot be restored: The selected season does not exist. Nothing was changed.',
    );
    await expectWeb(entries).toHaveCount(2);
    expect((await admin.events.byIdForEditor({ id: event.id })).seasonId).toBe(current.id);
    await shot('history-event-refused');
    await screenshot(history(page), 'history-event-panel-1280.png');
  });

  it('an ADMIN restores the site settings from their History (1280 px)', async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/site-settings');
    for (const name of ['Asociația Întâi', 'Asociația a Doua']) {
      await page.getByLabel('Beneficiary').fill(name);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await waitForMessage(page, 'Site settings saved');
      // The first save's message may still be up when the second one comes (two toasts with the same words).
      await dismissMessage(page, 'Site settings saved');
    }
    await history(page).getByText('History', { exact: true }).click();
    const entries = history(page).locator('.item-history__entry');
    await expectWeb(entries.nth(0).locator('.change-list__change')).toHaveText('Beneficiary: Asociația Întâi → Asociația a Doua');
    await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await waitForMessage(page, 'Version restored.');
    await expectWeb(page.getByLabel('Beneficiary')).toHaveValue('Asociația Întâi');
    await shot('history-site-settings');
  });

  it("an ADMIN's Activity screen shows the same old → new values (1280 px)", async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/activity');
    const row = page.getByRole('table', { name: 'Activity' }).locator('tbody tr').filter({ hasText: 'restored' }).filter({ hasText: 'Home post' });
    await expectWeb(row.locator('.change-list__change')).toHaveText(`Title: ${THIRD} → ${FIRST}`);
    await shot('history-activity-screen');
  });
});
