// The Activity screen and "Last edited by" (issue 15, "History"), as an ADMIN in Chromium: a few writes in the
// dashboard, each listed with who / what / which item / when; a filter narrows the list and lives in the address; a
// row opens the item's form, which says who edited it last.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBucharest } from '../../src/shared/bucharest-time';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const TITLE = 'Jurnalul activității de iarnă';
const RENAMED = 'Jurnalul activității de primăvară';

async function openPosts(page: Page) {
  await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/posts');
  await page.getByRole('heading', { name: 'Home Posts' }).waitFor();
}

const activityRows = (page: Page) => page.getByRole('table', { name: 'Activity' }).locator('tbody tr');
const rowFor = (page: Page, action: string, item: string) =>
  activityRows(page).filter({ has: page.getByText(action, { exact: true }) }).filter({ hasText: item });

describe('dashboard: activity', () => {
  it('lists each write of the admin with who, what, which item and when; filters; links to the item', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await openPosts(page);

    // Three writes: create, update, delete (a seeded post).
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Description', { exact: true }).fill('Ce s-a schimbat pe site, pas cu pas.');
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await waitForMessage(page, 'Post created successfully!');
    const post = await site.t.deps.db.selectFrom('home_posts').selectAll().where('title', '=', TITLE).executeTakeFirstOrThrow();

    await page.locator('.dash-post').filter({ hasText: TITLE }).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Update Post' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(RENAMED);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.locator('.dash-post').filter({ hasText: RENAMED }).waitFor();

    const victim = await site.t.deps.db.selectFrom('home_posts').selectAll().where('id', '!=', post.id).orderBy('id').executeTakeFirstOrThrow();
    await page.locator('.dash-post').filter({ hasText: victim.title }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectWeb(page.locator('.dash-post').filter({ hasText: victim.title })).toHaveCount(0);

    // The Activity tab sits before FTC Sync, which stays last.
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs.slice(-2)).toEqual(['Activity', 'FTC Sync']);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/activity$/);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();

    const created = rowFor(page, 'created', TITLE);
    const updated = rowFor(page, 'updated', RENAMED);
    const deleted = rowFor(page, 'deleted', victim.title);
    for (const row of [created, updated, deleted]) {
      await expectWeb(row).toHaveCount(1);
      await expectWeb(row).toContainText(EMAILS.ADMIN);
      await expectWeb(row).toContainText('Home post');
    }
    await expectWeb(updated).toContainText('changed: title');
    // When, in Bucharest time, as the log has it.
    const entry = await site.t.deps.db.selectFrom('activity').selectAll().where('entity_type', '=', 'post').where('entity_id', '=', post.id).where('action', '=', 'created').executeTakeFirstOrThrow();
    await expectWeb(created.locator('time')).toHaveText(formatBucharest(entry.at));
    // Newest first: the delete above the update above the create.
    const order = await activityRows(page).evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    const at = (action: string, text: string) => order.findIndex((r) => r.includes(action) && r.includes(text));
    expect(at('deleted', victim.title)).toBeLessThan(at('updated', RENAMED));
    expect(at('updated', RENAMED)).toBeLessThan(at('created', TITLE));
    // A deleted item has no link; a living one has.
    await expectWeb(deleted.getByRole('link')).toHaveCount(0);

    // A search without diacritics narrows the list to this post's two entries, and the address keeps it.
    await page.getByLabel('Search items').fill('jurnalul activitatii');
    await expectWeb(page).toHaveURL(/[?&]q=jurnalul/);
    await expectWeb(activityRows(page)).toHaveCount(2);
    await page.getByLabel('Action').selectOption('created');
    await expectWeb(page).toHaveURL(/[?&]action=created/);
    await expectWeb(activityRows(page)).toHaveCount(1);
    // A reload shows the same view.
    await page.reload();
    await expectWeb(activityRows(page)).toHaveCount(1);
    await expectWeb(page.getByLabel('Search items')).toHaveValue('jurnalul activitatii');

    // The row opens the post's form, which says who edited it last.
    await activityRows(page).getByRole('link', { name: TITLE }).click();
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/posts/${post.id}/edit$`));
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(RENAMED);
    const last = await site.t.deps.db.selectFrom('activity').selectAll().where('entity_type', '=', 'post').where('entity_id', '=', post.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await expectWeb(page.getByTestId('last-edited')).toHaveText(`Last edited by ${EMAILS.ADMIN} on ${formatBucharest(last.at)}`);
    expect(consoleErrors).toEqual([]);
  });

  it('an editor sees no Activity tab, and the address alone does not open it', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await expectWeb(page.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
    await page.goto(`${site.url}/dashboard/activity`);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor(); // the first tab
    await expectWeb(page.getByRole('heading', { name: 'Activity' })).toHaveCount(0);
  });
});
