// The bin and bulk work in the dashboard (issue 25, What staff miss 2 and 8; decision 198), in Chromium: an EDITOR
// deletes a post, finds it in the Bin, restores it and sees it on the site again; bulk-publishes two drafts with one
// summary message; an ADMIN deletes an event forever from the Bin at 375 px; an EDITOR moves resources to the bin by
// selection and restores a deleted sponsor.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { eventInput } from '../helpers/event-fixtures';
import { expectWeb, openSignedIn, startSite, waitForMessage, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const postRow = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openTab(page: Page, email: string, tab: string) {
  await openSignedIn(site, page, email);
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

describe('dashboard: the bin', () => {
  it('an EDITOR deletes a post, finds it in the Bin with who and how long, restores it, and it is on the site again', async () => {
    const editor = await callerFor(site.t, 'EDITOR');
    const post = await editor.posts.create({ title: 'Postare de recuperat', description: 'O postare ștearsă din greșeală.', status: 'published' });
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openTab(page, EMAILS.EDITOR, 'Home Posts');

    await postRow(page, post.title).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this post?').waitFor();
    await dialog.getByText('It moves to the bin, where it can be restored for 30 days.', { exact: true }).waitFor();
    await shot('dashboard-bin-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForMessage(page, 'Post deleted successfully!');
    expect((await fetch(`${site.url}/news/${post.slug}`)).status).toBe(404);

    await page.getByRole('tab', { name: 'Bin', exact: true }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
    await expectWeb(item).toContainText('Post');
    await expectWeb(item).toContainText('Deleted by Test EDITOR');
    await expectWeb(item).toContainText('30 days left');
    await shot('dashboard-bin-list');

    await item.getByRole('button', { name: `Restore ${post.title}` }).click();
    await waitForMessage(page, `"${post.title}" restored.`);
    await expectWeb(item).toHaveCount(0);
    await page.getByText('The bin is empty.', { exact: false }).waitFor();
    const back = await fetch(`${site.url}/news/${post.slug}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Postare de recuperat');
    await page.getByRole('tab', { name: 'Home Posts' }).click();
    await postRow(page, post.title).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('an EDITOR publishes two drafts at once, with one summary message; a draft deleted meanwhile is reported', async () => {
    const editor = await callerFor(site.t, 'EDITOR');
    const a = await editor.posts.create({ title: 'Ciornă de lot unu', description: 'Prima ciornă publicată în lot.', status: 'draft' });
    const b = await editor.posts.create({ title: 'Ciornă de lot doi', description: 'A doua ciornă publicată în lot.', status: 'draft' });
    const gone = await editor.posts.create({ title: 'Ciornă ștearsă de altcineva', description: 'Ștearsă de un coleg între timp.', status: 'draft' });
    const { page, shot } = await site.open(WIDTHS.desktop);
    await openTab(page, EMAILS.EDITOR, 'Home Posts');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await expectWeb(page.locator('.dash-post')).toHaveCount(3);

    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByText('3 selected', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: `Select ${gone.title}` }).uncheck();
    await page.getByText('2 selected', { exact: true }).waitFor();
    await shot('dashboard-bulk-selected');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Publish 2 posts?', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForMessage(page, '2 posts published');
    await expectWeb(page.locator('.dash-post')).toHaveCount(1);
    const published = ((await (await fetch(`${site.url}/api/home-posts`)).json()) as { message: Array<{ id: number }> }).message.map((p) => p.id);
    expect(published).toEqual(expect.arrayContaining([a.id, b.id]));

    // Selected here, deleted by a colleague before the click: the server reports it, the page says so.
    await page.getByRole('checkbox', { name: `Select ${gone.title}` }).check();
    await editor.posts.delete({ id: gone.id });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForMessage(page, `1 post could not be changed: "${gone.title}": Post not found.`);
    await expectWeb(page.locator('.dash-post')).toHaveCount(0);
    await shot('dashboard-bulk-refused');
  });

  it('an ADMIN moves an event to the bin by selection and deletes it forever at 375 px', async () => {
    const admin = await callerFor(site.t, 'ADMIN');
    const season = await admin.seasons.current();
    const event = await admin.events.create(eventInput(season!.id, { title: 'Eveniment anulat definitiv' }));
    const { page, shot } = await site.open(WIDTHS.mobile);
    await openTab(page, EMAILS.ADMIN, 'Events');
    await page.getByRole('checkbox', { name: `Select ${event.title}` }).check();
    await page.getByRole('button', { name: 'Move to bin', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Move 1 event to the bin? It can be restored for 30 days.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Move to bin', exact: true }).click();
    await waitForMessage(page, '1 event moved to the bin');

    await page.getByRole('tab', { name: 'Bin', exact: true }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
    await expectWeb(item).toContainText('Deleted by Test ADMIN');
    await shot('dashboard-bin-mobile');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
    await item.getByRole('button', { name: `Delete ${event.title} forever` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete forever', exact: true }).click();
    await waitForMessage(page, `"${event.title}" deleted forever.`);
    await expectWeb(item).toHaveCount(0);
    expect(await site.t.deps.db.selectFrom('bin').select('id').where('title', '=', event.title).execute()).toEqual([]);
  });

  it('an EDITOR moves two resources to the bin by selection, and deletes a sponsor that the Bin then restores, at 1280 px', async () => {
    const editor = await callerFor(site.t, 'EDITOR');
    const make = (subsection: string) => editor.resources.create({ page: 'team-resources', section: 'Lot', subsection, description: `Resursa ${subsection} de mutat în coș.`, category: 'Link', link: 'https://example.org/lot', priority: 1 });
    const [a, b] = [await make('unu'), await make('doi')];
    const sponsor = await editor.sponsors.create({ name: 'Sponsor de recuperat', size: 'Startup', legal_name: 'Recuperat SRL' });
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openTab(page, EMAILS.EDITOR, 'Resources');
    for (const r of [a, b]) await page.getByRole('checkbox', { name: `Select ${r.description}` }).check();
    await page.getByText('2 selected', { exact: true }).waitFor();
    // Resources have no drafts: no Publish in their bulk bar.
    await expectWeb(page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await shot('dashboard-resources-bulk');
    await page.getByRole('button', { name: 'Move to bin', exact: true }).click();
    await page.getByRole('dialog').getByText('Move 2 resources to the bin? They can be restored for 30 days.', { exact: true }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Move to bin', exact: true }).click();
    await waitForMessage(page, '2 resources moved to the bin');
    await expectWeb(page.getByRole('heading', { name: a.description })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Sponsors', exact: true }).click();
    const sponsorRow = page.getByRole('listitem').filter({ hasText: sponsor.name });
    await sponsorRow.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('It moves to the bin, where it can be restored for 30 days.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForMessage(page, 'Sponsor deleted successfully!');

    await page.getByRole('tab', { name: 'Bin', exact: true }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: sponsor.name, exact: true }) });
    await expectWeb(item).toContainText('Sponsor');
    for (const r of [a, b]) await expectWeb(page.getByRole('heading', { name: r.subsection, exact: true })).toBeVisible();
    await item.getByRole('button', { name: `Restore ${sponsor.name}` }).click();
    await waitForMessage(page, `"${sponsor.name}" restored.`);
    await page.getByRole('tab', { name: 'Sponsors', exact: true }).click();
    await expectWeb(sponsorRow.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
