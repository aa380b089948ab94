// Drafts, scheduled publishing and the preview in Chromium (issue 15): a post scheduled two seconds ahead is absent
// from /api/home-posts/ and the home page, then there after its time with no restart (the server's scheduler flips
// it, no request needed); the dashboard's status choice with a time typed in Romania's time; a draft's preview shown
// to the editor and refused to a visitor and a TEAM user; a failed image upload leaves a draft with its message,
// never a success (posts and events).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { bucharestInputToIso } from '../../src/shared/bucharest-time';
import { PUBLISH_TEXTS } from '../../src/shared/schemas/publishing';
import type { PostOutput } from '../../src/shared/schemas/posts';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';
import { eventFields } from '../helpers/event-fixtures';
import { multipart } from '../helpers/multipart';
import { scaled } from '../helpers/time-scale';

let site: Site;
beforeAll(async () => {
  // A running clock: the scheduler waits for real time.
  site = await startSite({ clock: systemClock });
});
afterAll(() => site?.close());

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8dfc0f01f000680027f104c1be10000000049454e44ae426082',
  'hex',
);

async function apiTitles(): Promise<string[]> {
  const body = (await (await fetch(`${site.url}/api/home-posts/`)).json()) as { message: PostOutput[] };
  return body.message.map((post) => post.title);
}

const postRow = (title: string) => site.t.deps.db.selectFrom('home_posts').selectAll().where('title', '=', title).executeTakeFirst();

async function openNewPost(page: Page) {
  await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
  await page.getByRole('heading', { name: 'Home Posts' }).waitFor();
  await page.getByRole('button', { name: 'Create New Post' }).click();
  await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
}

describe('scheduled publishing', () => {
  it('a post scheduled two seconds ahead is absent, then present after its time without a restart', async () => {
    // The home page is open first, so the checks before the post's time are a reload, not a cold start.
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(`${site.url}/home`);
    await page.getByRole('heading', { name: 'Ultimele postări' }).waitFor();

    const editor = await site.t.client('EDITOR');
    // Two seconds is short on a loaded machine: an attempt counts only when its checks ended before the post's time.
    // A later one starts over with a new post and twice the lead (2, 4, 8, 16 s), so a busy run still gets one.
    let title: string | null = null;
    for (let attempt = 1; attempt <= 4 && title === null; attempt++) {
      const candidate = `Anunț programat: deschiderea sezonului (${attempt})`;
      const publishAt = new Date(Date.now() + scaled(2000 * 2 ** (attempt - 1))).toISOString();
      const res = await editor.request({
        method: 'POST',
        url: '/api/home-posts/',
        ...multipart({ title: candidate, description: 'Apare singur la ora stabilită.', announcement: 'true', status: 'scheduled', publishAt }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const listed = await apiTitles();
      await page.reload();
      await page.locator('article h3').first().waitFor();
      const shown = await page.getByRole('heading', { name: candidate }).count();
      if (Date.now() >= Date.parse(publishAt)) continue;
      expect(listed).not.toContain(candidate);
      expect(shown).toBe(0);
      title = candidate;
    }
    if (title === null) throw new Error('the machine never let the checks finish before the time of the post (16 s ahead at the last attempt)');
    const checked = title;
    const publishAt = (await postRow(checked))!.publish_at!;

    // No request of ours: the database alone is watched until the server's timer has published it.
    await vi.waitFor(async () => expect((await postRow(checked))?.status).toBe('published'), { timeout: scaled(40_000), interval: 100 });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(await apiTitles()).toContain(checked);
    await page.reload();
    await expectWeb(page.getByRole('heading', { name: checked })).toBeVisible();
  });

  it('the form schedules at a time typed in Romania time, and the list shows it', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openNewPost(page);
    const title = 'Programată din formular';
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Se publică mâine la ora zece.');
    await page.getByRole('radio', { name: PUBLISH_TEXTS.schedule }).check();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(PUBLISH_TEXTS.publishAtLabel).fill(`${tomorrow}T10:00`);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText(/The post is scheduled for .* \(Romania time\)\./).waitFor();
    const row = await postRow(title);
    expect(row).toMatchObject({ status: 'scheduled', publish_at: bucharestInputToIso(`${tomorrow}T10:00`) });
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expectWeb(listed.locator('[data-status="scheduled"]')).toContainText('Scheduled · ');
    await expectWeb(listed.locator('[data-status="scheduled"]')).toContainText('10:00');
    expect(await apiTitles()).not.toContain(title);

    // The list's status filter is in the address.
    await page.getByLabel('Status', { exact: true }).selectOption('scheduled');
    await expectWeb(page).toHaveURL(/status=scheduled/);
    await expectWeb(page.locator('.dash-post')).toHaveCount(1);
  });
});

describe('preview', () => {
  it("shows a draft's public rendering to the editor and refuses it to a visitor", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openNewPost(page);
    const title = 'Ciornă de previzualizat';
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Textul unei postări încă nepublicate.');
    await page.getByRole('radio', { name: PUBLISH_TEXTS.draft }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('The post was saved as a draft.').waitFor();
    const draft = (await postRow(title))!;
    expect(draft.status).toBe('draft');
    expect(await apiTitles()).not.toContain(title);

    const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expectWeb(listed.locator('[data-status="draft"]')).toHaveText('Draft');
    const [preview] = await Promise.all([page.context().waitForEvent('page'), listed.getByRole('link', { name: `Preview ${title}` }).click()]);
    await preview.getByText(PUBLISH_TEXTS.previewBanner).waitFor();
    await expectWeb(preview).toHaveURL(new RegExp(`/preview/posts/${draft.id}$`));
    await expectWeb(preview.getByRole('heading', { name: title })).toBeVisible();
    await expectWeb(preview.getByText('Textul unei postări încă nepublicate.')).toBeVisible();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // An event draft: the event page's body under the banner.
    const admin = await site.t.client('ADMIN');
    const season = await site.t.deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
    const created = await admin.request({
      method: 'POST',
      url: '/api/events',
      ...multipart(eventFields(season.id, { title: 'Eveniment în lucru', ftcEventCode: 'RODRAFTE2E', status: 'draft' })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().message.id as number;
    await preview.goto(`${site.url}/preview/events/${eventId}`);
    await preview.getByText(PUBLISH_TEXTS.previewBanner).waitFor();
    await expectWeb(preview.getByRole('heading', { name: 'Eveniment în lucru' })).toBeVisible();
    expect((await fetch(`${site.url}/api/events/RODRAFTE2E`)).status).toBe(404);

    // A visitor: the refusal, never the content.
    const visitor = await site.open(WIDTHS.mobile);
    for (const url of [`/preview/posts/${draft.id}`, `/preview/events/${eventId}`]) {
      await visitor.page.goto(site.url + url);
      await visitor.page.getByText('Sign in as an editor to preview unpublished posts and events.').waitFor();
      await expectWeb(visitor.page.getByText(title)).toHaveCount(0);
      await expectWeb(visitor.page.getByText('Eveniment în lucru')).toHaveCount(0);
      await expectWeb(visitor.page.getByText(PUBLISH_TEXTS.previewBanner)).toHaveCount(0);
    }

    // A TEAM user is signed in, but not an editor: refused too.
    const teamUser = await site.open(WIDTHS.desktop);
    await openSignedIn(site, teamUser.page, EMAILS.TEAM);
    await teamUser.page.goto(`${site.url}/preview/posts/${draft.id}`);
    await teamUser.page.getByText('Only editors can preview unpublished posts and events.').waitFor();
    await expectWeb(teamUser.page.getByText(title)).toHaveCount(0);
  });
});

describe('a failed upload never publishes', () => {
  it('leaves a new post a draft with the message, and no success message', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.route('**/api/files/upload', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Storage is not available' }) }),
    );
    await openNewPost(page);
    const title = 'Postare cu imagine eșuată';
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Imaginea nu ajunge pe server.');
    // A new post starts as a draft (issue 25): the editor chooses to publish it.
    await expectWeb(page.getByRole('radio', { name: PUBLISH_TEXTS.draft })).toBeChecked();
    await page.getByRole('radio', { name: PUBLISH_TEXTS.publishNow }).check();
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'poza.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Create Post' }).click();

    await page.locator('.dash-field__error', { hasText: PUBLISH_TEXTS.uploadFailedDraft('post') }).waitFor();
    await expectWeb(page.getByText('Post created successfully!')).toHaveCount(0);
    const row = await postRow(title);
    expect(row).toMatchObject({ status: 'draft', image_id: null });
    expect(await apiTitles()).not.toContain(title);
    // The form now edits the saved draft: another try updates it instead of creating a second post.
    await page.getByRole('heading', { name: `Edit Post: ${title}` }).waitFor();
    await page.unroute('**/api/files/upload');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await waitForMessage(page, 'Post updated successfully!');
    const published = await postRow(title);
    expect(published).toMatchObject({ id: row!.id, status: 'published' });
    expect(published!.image_id).not.toBeNull();
    expect(await apiTitles()).toContain(title);
  });

  it('leaves a new event a draft with the message, never the success, and opens its form', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.route('**/api/files/upload', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Storage is not available' }) }),
    );
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/events');
    await page.getByRole('button', { name: 'Create New Event' }).click();
    await page.getByRole('heading', { name: 'Create New Event' }).waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const title = 'Eveniment cu imagine eșuată';
    await field('Title').fill(title);
    await field('Short description').fill('O zi de demonstrații pentru echipe.');
    await field('Description').fill('Echipele își prezintă roboții publicului, cu meciuri demonstrative.');
    await field('Location').fill('Brașov');
    await field('Category').selectOption('Workshop');
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await field('Start date').fill(`${day}T09:00`);
    await field('End date').fill(`${day}T17:00`);
    await field('Event link').fill('https://example.com/eveniment');
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.getByText(PUBLISH_TEXTS.uploadFailedDraft('event')).first().waitFor();
    await expectWeb(page.getByText('Event created successfully!')).toHaveCount(0);
    const row = await site.t.deps.db.selectFrom('events').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'draft', image_id: null });
    expect((await fetch(`${site.url}/api/events/${row.id}`)).status).toBe(404);
    // The saved draft's own form opens, to add the image again; the list then says it is a draft.
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/events/${row.id}/edit$`));
    await page.getByRole('heading', { name: `Edit Event: ${title}` }).waitFor();
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: 'Back to events' }).click();
    await expectWeb(page.getByRole('article', { name: title, exact: true }).locator('[data-status="draft"]')).toHaveText('Draft');
  });
});
