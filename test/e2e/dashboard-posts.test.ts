// Home Post Management in the dashboard (spec 02 §2, §4, §5, §8), as an EDITOR in Chromium: the form's messages,
// create with an image, edit, the upload's progress bar and Cancel, a refused upload, delete with the confirmation
// dialog, the greyed-out broken image and the empty state, checked on GET /api/home-posts, /news and the database.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_PRIORITY_LABELS } from '../../src/shared/constants';
import type { PostOutput } from '../../src/shared/schemas/posts';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** A valid 1x1 PNG, optionally padded to a given size (the server checks the bytes, the padding is ignored). */
const png = (size = 0) => {
  const head = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8dfc0f01f000680027f104c1be10000000049454e44ae426082',
    'hex',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
};

async function signIn(page: Page) {
  await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
  await page.getByRole('heading', { name: 'Home Posts' }).waitFor();
}

async function apiPosts(): Promise<PostOutput[]> {
  const response = await fetch(`${site.url}/api/home-posts`);
  const body = (await response.json()) as { success: boolean; message: PostOutput[] };
  expect(body.success).toBe(true);
  return body.message;
}

const row = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const imageInput = (page: Page) => page.getByLabel('Image (optional)');

describe('dashboard: home posts', () => {
  it('lists the posts with a count and priority badges; the form shows every message of the spec', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const seeded = await apiPosts();
    await page.getByText(`${seeded.length} posts`, { exact: true }).waitFor();
    await expectWeb(page.locator('.dash-post')).toHaveCount(seeded.length);
    // Priority display: 1-2 high, 3-4 medium, 5 low.
    for (const post of seeded) {
      const badge = row(page, post.title).locator('.dash-badge').first();
      await expectWeb.poll(() => badge.textContent()).toBe(`Priority ${POST_PRIORITY_LABELS[post.priority]}`);
      const level = post.priority <= 2 ? 'high' : post.priority <= 4 ? 'medium' : 'low';
      await expectWeb.poll(() => badge.getAttribute('class')).toContain(`dash-badge--${level}`);
    }
    await shot('dashboard-posts-list');

    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
    // Defaults: priority 5, image position LEFT, no announcement; the priority is a select with the spec's labels.
    const priority = page.getByLabel('Priority');
    await expectWeb(priority).toHaveValue('5');
    await expectWeb.poll(() => priority.locator('option').allTextContents()).toEqual(['1 Highest', '2 High', '3 Medium', '4 Low', '5 Lowest']);
    await expectWeb(page.getByLabel('Image position')).toHaveValue('LEFT');
    await expectWeb(page.getByLabel('Announcement')).not.toBeChecked();
    // A new post starts as a draft (issue 25): nothing reaches the site until the editor chooses to publish.
    await expectWeb(page.getByRole('radio', { name: 'Draft' })).toBeChecked();

    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Title is required', { exact: true }).waitFor();
    await page.getByText('Description is required', { exact: true }).waitFor();
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field gets the focus.
    await expectWeb.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await page.getByLabel('Title', { exact: true }).fill('Abc');
    await page.getByLabel('Description', { exact: true }).fill('Too short');
    await page.getByText('Title must be at least 5 characters', { exact: true }).waitFor();
    await page.getByText('Description must be at least 10 characters', { exact: true }).waitFor();
    // A priority out of 1-5 cannot be chosen: the select offers only 1-5, so 'Priority must be at least 1' and
    // 'Priority must be at most 5' are the server's answer to other clients (test/api).

    // The image: the type check and the 5MB limit, before anything is sent.
    await imageInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Please select an image file', { exact: true }).waitFor();
    await imageInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png(5 * 1024 * 1024 + 1) });
    await page.getByText('File size must be less than 5MB', { exact: true }).waitFor();
    await expectWeb(page.getByText(/^Selected:/)).toHaveCount(0);
    await shot('dashboard-posts-form-errors');

    // Cancel on a form holding changes asks first (issue 15); Leave drops them.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this form and lose them?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Create New Post' }).waitFor();
    expect(await apiPosts()).toHaveLength(seeded.length);
    expect(consoleErrors).toEqual([]);
  });

  it('creates a post with an image: on the dashboard, GET /api/home-posts, /news and in the database', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Robotică în laboratorul de vară');
    await page.getByLabel('Description', { exact: true }).fill('Echipele se pot înscrie la laboratorul de vară până la 1 iulie.');
    await page.getByLabel('Priority').selectOption({ label: '2 High' });
    await page.getByLabel('Image position').selectOption('RIGHT');
    await page.getByLabel('Announcement').check();
    await imageInput(page).setInputFiles({ name: 'laborator.png', mimeType: 'image/png', buffer: png() });
    await page.getByText('Selected: laborator.png').waitFor();
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await waitForMessage(page, 'Post created successfully!');

    const item = row(page, 'Robotică în laboratorul de vară');
    await item.waitFor();
    await expectWeb.poll(() => item.getByText('Priority 2 High').getAttribute('class')).toContain('dash-badge--high');
    await item.getByText('Announcement').waitFor();
    await item.getByText('Image right').waitFor();

    const created = (await apiPosts()).find((p) => p.title === 'Robotică în laboratorul de vară');
    expect(created).toMatchObject({ priority: 2, imagePosition: 'RIGHT', announcement: true });
    expect(created?.image?.mimeType).toBe('image/png');
    const dbRow = await site.t.deps.db.selectFrom('home_posts').selectAll().where('id', '=', created!.id).executeTakeFirstOrThrow();
    expect(dbRow.image_id).toBe(created!.image!.id);

    await page.goto(site.url + '/news');
    await page.getByRole('heading', { name: 'Robotică în laboratorul de vară' }).waitFor();
  });

  it('edits a post: pre-filled, keeps its image, changes the title', async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const before = (await apiPosts()).find((p) => p.title === 'Robotică în laboratorul de vară')!;
    await row(page, before.title).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: `Edit Post: ${before.title}` }).waitFor();
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(before.title);
    await expectWeb(page.getByLabel('Priority')).toHaveValue('2');
    await expectWeb(page.getByLabel('Image position')).toHaveValue('RIGHT');
    await expectWeb(page.getByLabel('Announcement')).toBeChecked();
    await page.getByRole('link', { name: before.image!.name }).waitFor();
    await shot('dashboard-posts-edit');

    await page.getByLabel('Title', { exact: true }).fill('Laboratorul de vară: înscrieri deschise');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await waitForMessage(page, 'Post updated successfully!');
    await row(page, 'Laboratorul de vară: înscrieri deschise').waitFor();

    const after = (await apiPosts()).find((p) => p.id === before.id)!;
    expect(after.title).toBe('Laboratorul de vară: înscrieri deschise');
    expect(after.image?.id).toBe(before.image!.id);
  });

  it('shows the upload progress; Cancel upload aborts it and changes nothing', async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const before = (await apiPosts()).find((p) => p.title === 'Laboratorul de vară: înscrieri deschise')!;
    await row(page, before.title).getByRole('button', { name: 'Edit' }).click();
    await imageInput(page).setInputFiles({ name: 'mare.png', mimeType: 'image/png', buffer: png(4 * 1024 * 1024) });

    // A slow connection, so the bar can be seen and cancelled.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await page.getByRole('button', { name: 'Update Post' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading mare.png' });
    await bar.waitFor();
    await expectWeb(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await shot('dashboard-posts-uploading');
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    // A published post stays as it was (issue 15): the message says so, never a success.
    await page.locator('.dash-field__error', { hasText: 'The image could not be uploaded: the post was not changed and stays published. (Upload cancelled)' }).waitFor();
    await expectWeb(bar).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const after = (await apiPosts()).find((p) => p.id === before.id)!;
    expect(after.image?.id).toBe(before.image!.id);
    expect(after.updatedAt).toBe(before.updatedAt);
    // The form is still open with the file picked: the user may try again or leave.
    await page.getByRole('button', { name: 'Update Post' }).waitFor();
  });

  it('says in words why the server refused an image, and removes an image', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const before = (await apiPosts()).find((p) => p.title === 'Laboratorul de vară: înscrieri deschise')!;
    await row(page, before.title).getByRole('button', { name: 'Edit' }).click();
    // Named and typed as a PNG, but not one: the browser's check passes, the server's check of the bytes does not.
    await imageInput(page).setInputFiles({ name: 'fals.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByText('Failed to update post').waitFor();
    await page.locator('.dash-field__error', { hasText: 'Please select an image file' }).waitFor();
    expect((await apiPosts()).find((p) => p.id === before.id)?.image?.id).toBe(before.image!.id);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await page.getByText('The current image will be removed when you save.').waitFor();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await waitForMessage(page, 'Post updated successfully!');
    expect((await apiPosts()).find((p) => p.id === before.id)?.image).toBeNull();
    await row(page, before.title).getByText('No image').waitFor();
  });

  it('shows an image that fails to load greyed out', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    const withImage = (await apiPosts()).find((p) => p.image)!;
    await page.route(`**/api/files/public/${withImage.image!.id}`, (route) => route.fulfill({ status: 404, body: '' }));
    await signIn(page);
    const thumb = row(page, withImage.title).locator('img');
    await thumb.and(page.locator('.dash-thumb--broken')).waitFor();
  });

  it('deletes a post after the confirmation dialog: Cancel keeps it, Confirm removes it', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const target = (await apiPosts()).find((p) => p.title === 'Laboratorul de vară: înscrieri deschise')!;
    const count = (await apiPosts()).length;

    await row(page, target.title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this post?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectWeb(dialog).toHaveCount(0);
    expect((await apiPosts()).some((p) => p.id === target.id)).toBe(true);

    await row(page, target.title).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await waitForMessage(page, 'Post deleted successfully!');
    await page.getByText(`${count - 1} posts`, { exact: true }).waitFor();
    await expectWeb(row(page, target.title)).toHaveCount(0);
    expect((await apiPosts()).some((p) => p.id === target.id)).toBe(false);
    const dbRow = await site.t.deps.db.selectFrom('home_posts').select('id').where('id', '=', target.id).executeTakeFirst();
    expect(dbRow).toBeUndefined();
  });

  it('creates a post whose image the server refuses: the post is kept and the form goes on editing it', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Postare cu o imagine greșită');
    await page.getByLabel('Description', { exact: true }).fill('Imaginea nu este de fapt un PNG, deci serverul o refuză.');
    await imageInput(page).setInputFiles({ name: 'fals.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    // Issue 15: a refused image never publishes: the post is kept as a draft, and no success is announced.
    await page.locator('.dash-field__error', { hasText: 'The image could not be uploaded: the post was saved as a draft.' }).waitFor();
    await page.locator('.dash-field__error', { hasText: 'Please select an image file' }).waitFor();
    await expectWeb(page.getByText('Post created successfully!')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Edit Post: Postare cu o imagine greșită' }).waitFor();
    expect((await apiPosts()).find((p) => p.title === 'Postare cu o imagine greșită')).toBeUndefined();
    const draft = await site.t.deps.db.selectFrom('home_posts').selectAll().where('title', '=', 'Postare cu o imagine greșită').executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ status: 'draft', image_id: null });

    // A good image now goes to the same post: no second post is made.
    await imageInput(page).setInputFiles({ name: 'buna.png', mimeType: 'image/png', buffer: png() });
    await page.getByRole('button', { name: 'Update Post' }).click();
    await waitForMessage(page, 'Post updated successfully!');
    const matching = (await apiPosts()).filter((p) => p.title === 'Postare cu o imagine greșită');
    expect(matching).toHaveLength(1);
    expect(matching[0]?.image?.name).toBe('buna.png');
  });

  it('at 375px: list and form in one column; with no posts, the empty state', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await signIn(page);
    await page.locator('.dash-post').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot('dashboard-posts-list');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Title is required', { exact: true }).waitFor();
    await shot('dashboard-posts-form-errors');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await site.t.deps.db.deleteFrom('home_posts').execute();
    await page.reload();
    await page.getByRole('heading', { name: 'No posts yet' }).waitFor();
    await page.getByText('Create your first home post to get started').waitFor();
    await page.getByText('0 posts', { exact: true }).waitFor();
    await shot('dashboard-posts-empty');
  });
});
