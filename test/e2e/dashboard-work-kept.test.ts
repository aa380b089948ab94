// Issue 25, "losing work or data" in Chromium: forms opened by their address work as when opened by a button (3),
// drafts belong to the signed-in user (5), the session-ended dialog completes the pending save with its upload (4),
// the carousel editor keeps each slide's own state through concurrent uploads (2), and the smaller points (6).
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, PASSWORD } from '../helpers/app';
import { multipart, samples } from '../helpers/multipart';
import { systemClock } from '../../src/server/clock';
import { SEASON_MESSAGES } from '../../src/shared/schemas/seasons';
import { PUBLISH_TEXTS } from '../../src/shared/schemas/publishing';
import { expectWeb, screenshot, signInThroughPage, startSite, storedDraft, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const db = () => site.t.deps.db;
const eventByTitle = (title: string) => db().selectFrom('events').selectAll().where('title', '=', title).executeTakeFirst();

/** 'YYYY-MM-DDTHH:MM' for a datetime-local input, days from now. */
const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
};

export async function fillEvent(page: Page, title: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Short description').fill('O zi de demonstrații pentru echipe.');
  await field(page, 'Description').fill('Echipele își prezintă roboții publicului și sponsorilor, cu meciuri demonstrative.');
  await field(page, 'Location').fill('Brașov');
  await field(page, 'Category').selectOption('Workshop');
  await field(page, 'Start date').fill(inDays(30, 8));
  await field(page, 'End date').fill(inDays(30, 16));
  await field(page, 'Event link').fill('https://example.com/demo-day');
}

describe('forms opened by their address (point 3)', () => {
  it('/dashboard/events/new opened directly and reloaded creates the event in the current season', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, page, EMAILS.EDITOR);
    const current = await db().selectFrom('seasons').select(['id']).where('is_current', '=', 1).executeTakeFirstOrThrow();
    await page.goto(`${site.url}/dashboard/events/new`);
    await page.getByRole('heading', { name: 'Create New Event' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Create New Event' }).waitFor();
    await expectWeb(field(page, 'Event season')).toHaveValue(String(current.id));
    await fillEvent(page, 'Eveniment creat din adresă');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/events$/);
    expect(await eventByTitle('Eveniment creat din adresă')).toMatchObject({ season_id: current.id });
    await expectWeb(page.getByText('Season is required')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it('every other create form opened by its address shows its form ready to fill', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, page, EMAILS.ADMIN);
    for (const tab of ['posts', 'resources', 'sponsors', 'seasons', 'calendar', 'teams', 'users']) {
      await page.goto(`${site.url}/dashboard/${tab}/new`);
      await page.locator('form.dash-form').first().waitFor();
      await expectWeb(page.getByText(/is required/)).toHaveCount(0);
    }
    // The calendar's new stage takes the newest season listed, as after the button.
    await page.goto(`${site.url}/dashboard/calendar`);
    await page.getByRole('button', { name: 'Add Stage' }).click();
    const byButton = await field(page, 'Season').inputValue();
    await page.goto(`${site.url}/dashboard/calendar/new`);
    await expectWeb(field(page, 'Season')).toHaveValue(byButton);
    await screenshot(page, 'calendar-new-by-address-1280.png', { fullPage: true });
  });
});

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ftc-draft:')));

describe('drafts belong to the signed-in user (point 5)', () => {
  it('after A logs out, B on the same browser is offered nothing, and no draft is left behind', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Home Posts' }).click();
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await field(page, 'Title').fill('Ciorna editorului A');
    await expectWeb.poll(() => storedDraft(page, 'post:new')).toContain('Ciorna editorului A');

    // A's session ends without a logout (the tab is closed, the token expires): B signs in on the same browser.
    await page.evaluate(() => ['isLoggedIn', 'access_token', 'userType', 'user'].forEach((key) => localStorage.removeItem(key)));
    await signInThroughPage(site, page, EMAILS.ADMIN);
    await page.goto(`${site.url}/dashboard/posts/new`);
    await field(page, 'Title').waitFor();
    await expectWeb(page.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
    await screenshot(page, 'draft-not-offered-to-b-1280.png');

    // B logs out; A signs in again: the draft is A's, offered back (B's logout removed only B's drafts).
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/posts/new`);
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expectWeb(field(page, 'Title')).toHaveValue('Ciorna editorului A');
    await field(page, 'Title').fill('A doua ciornă a lui A');
    await expectWeb.poll(() => storedDraft(page, 'post:new')).toContain('A doua ciornă a lui A');

    // A logs out: the draft goes with the session; B is offered nothing.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    expect(await draftKeys(page)).toEqual([]);
    await signInThroughPage(site, page, EMAILS.ADMIN);
    await page.goto(`${site.url}/dashboard/posts/new`);
    await field(page, 'Title').waitFor();
    await expectWeb(page.getByRole('button', { name: 'Restore draft' })).toHaveCount(0);
    await expectWeb(field(page, 'Title')).toHaveValue('');
  });

  it('the same user gets a draft back after the session merely ended', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/posts/new`);
    await field(page, 'Title').fill('Ciorna de pe telefon');
    await expectWeb.poll(() => storedDraft(page, 'post:new')).toContain('Ciorna de pe telefon');
    await page.evaluate(() => ['isLoggedIn', 'access_token', 'userType', 'user'].forEach((key) => localStorage.removeItem(key)));
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/posts/new`);
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expectWeb(field(page, 'Title')).toHaveValue('Ciorna de pe telefon');
    await screenshot(page, 'draft-restored-same-user-375.png');
  });
});

describe('the session-ended dialog completes the pending save (point 4)', () => {
  it('an event with a new image is created, image included, after signing in in the dialog', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/events/new`);
    await fillEvent(page, 'Eveniment salvat după reautentificare');
    await field(page, 'Image').setInputFiles({ name: 'afis.png', mimeType: 'image/png', buffer: samples.png() });

    // The session ends: the access token is refused and so is the refresh.
    await db().updateTable('sessions').set({ revoked_at: new Date().toISOString(), revoked_reason: 'test' }).where('revoked_at', 'is', null).execute();
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await screenshot(page, 'session-ended-dialog-1280.png');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    // One click was enough: the upload went again with the new token and the event was created with it.
    await expectWeb(page).toHaveURL(/\/dashboard\/events$/);
    await expectWeb.poll(async () => (await eventByTitle('Eveniment salvat după reautentificare'))?.image_id ?? null).not.toBeNull();
    expect(await eventByTitle('Eveniment salvat după reautentificare')).toMatchObject({ status: 'published' });
    await expectWeb(page.getByText('You need to sign in')).toHaveCount(0);
  });
});

describe('the carousel editor (point 2)', () => {
  it('keeps a caption typed while other uploads run, and two images picked at once both become slides', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    page.on('dialog', (dialog) => void dialog.accept());
    await signInThroughPage(site, page, EMAILS.ADMIN);
    await page.getByRole('tab', { name: 'Site settings' }).click();
    await page.getByRole('form', { name: 'Site settings' }).waitFor();
    const picker = page.getByLabel('Add slide images', { exact: true });
    const png = (name: string) => ({ name, mimeType: 'image/png', buffer: samples.png() });
    await picker.setInputFiles(png('unu.png'));
    await page.getByLabel('Slide 1 caption').waitFor();

    // The next two uploads are held by the network until the caption is typed.
    const held: Route[] = [];
    await page.route('**/api/files/upload', (route) => void held.push(route));
    await picker.setInputFiles(png('doi.png'));
    await picker.setInputFiles(png('trei.png'));
    await expectWeb.poll(() => held.length).toBe(2);
    await page.getByLabel('Slide 1 caption').fill('Finala națională');
    await screenshot(page, 'carousel-two-uploads-running-375.png', { fullPage: true });
    for (const route of held) await route.continue();
    await page.unroute('**/api/files/upload');

    await page.getByLabel('Slide 3 caption').waitFor();
    await expectWeb(page.getByLabel('Slide 1 caption')).toHaveValue('Finala națională');
    await page.getByLabel('Slide 2 caption').fill('Echipele');
    await page.getByLabel('Slide 3 caption').fill('Premiile');
    await screenshot(page, 'carousel-three-slides-375.png', { fullPage: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectWeb(page.getByRole('status').getByText('Site settings saved')).toBeVisible();
    const row = await db().selectFrom('site_settings').selectAll().execute();
    expect(JSON.stringify(row)).toContain('Finala națională');
    expect(JSON.stringify(row)).toContain('Premiile');
  });
});

describe('smaller points (6)', () => {
  it('the season form drops the stale "already exists" banner when a new error shows', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, page, EMAILS.ADMIN);
    const existing = await db().selectFrom('seasons').select(['season_number']).executeTakeFirstOrThrow();
    await page.goto(`${site.url}/dashboard/seasons/new`);
    await field(page, 'Season number').fill(String(existing.season_number));
    await field(page, 'Season name').fill('Sezon dublat');
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.getByRole('alert').filter({ hasText: SEASON_MESSAGES.duplicateNumber }).waitFor();
    await field(page, 'Season name').fill('');
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.getByText(SEASON_MESSAGES.seasonName).first().waitFor();
    await expectWeb(page.getByText(SEASON_MESSAGES.duplicateNumber)).toHaveCount(0);
    await screenshot(page, 'season-form-no-stale-banner-1280.png');
  });

  it('a refused Save on Site settings is summarised at the button and the first field to fix takes the focus', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, page, EMAILS.ADMIN);
    await page.getByRole('tab', { name: 'Site settings' }).click();
    await page.getByRole('form', { name: 'Site settings' }).waitFor();
    const facebook = page.getByRole('form', { name: 'Site settings' }).getByRole('textbox', { name: 'Facebook', exact: true });
    await facebook.fill('nu este o adresă');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const summary = page.getByTestId('settings-save-summary');
    await expectWeb(summary).toContainText('The settings were not saved. 1 field needs attention');
    await expectWeb(facebook).toBeFocused();
    // The summary sits right before the button, after the last section of the form.
    expect(await summary.evaluate((el) => el.nextElementSibling?.textContent?.includes('Save settings'))).toBe(true);
    await page.getByRole('button', { name: 'Save settings' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-save-summary-1280.png');
  });

  it("after a failed image upload the address is the draft's, and the form keeps editing it", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, page, EMAILS.EDITOR);
    await page.goto(`${site.url}/dashboard/posts/new`);
    await field(page, 'Title').fill('Postare fără imagine încă');
    await field(page, 'Description').fill('Imaginea nu a putut fi încărcată.');
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'poza.png', mimeType: 'image/png', buffer: samples.png() });
    await page.route('**/api/home-posts/*/image', (route) => route.fulfill({ status: 500, body: '{"success":false,"message":"Disk full"}' }));
    await page.route('**/api/files/upload', (route) => route.fulfill({ status: 500, body: '{"success":false,"message":"Disk full"}' }));
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText(PUBLISH_TEXTS.uploadFailedDraft('post'), { exact: false }).first().waitFor();
    const draft = await db().selectFrom('home_posts').selectAll().where('title', '=', 'Postare fără imagine încă').executeTakeFirstOrThrow();
    expect(draft.status).toBe('draft');
    await expectWeb(page).toHaveURL(new RegExp(`/dashboard/posts/${draft.id}/edit$`));
    await expectWeb(field(page, 'Title')).toHaveValue('Postare fără imagine încă');
    await page.reload();
    await expectWeb(field(page, 'Title')).toHaveValue('Postare fără imagine încă');
  });

  it("a reset password is shown in the user's row, where the action was", async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await signInThroughPage(site, page, EMAILS.ADMIN);
    await page.goto(`${site.url}/dashboard/users`);
    await page.getByRole('button', { name: `Reset password of ${EMAILS.TEAM}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
    const shown = page.getByTestId('one-time-password');
    await shown.waitFor();
    const row = page.getByRole('row').filter({ has: page.getByTestId('one-time-password') });
    await expectWeb(row).toHaveCount(1);
    await expectWeb(shown).toBeInViewport();
    await screenshot(page, 'reset-password-in-row-375.png');
  });
});

describe('scheduled items in the lists (6)', () => {
  let live: Site;
  beforeAll(async () => {
    live = await startSite({ clock: systemClock });
  });
  afterAll(() => live?.close());

  it('the Scheduled badge turns to published when the post goes live, without a reload', async () => {
    const { page } = await live.open(WIDTHS.desktop);
    await signInThroughPage(live, page, EMAILS.EDITOR);
    const editor = await live.t.client('EDITOR');
    const title = 'Programată și publicată singură';
    const publishAt = new Date(Date.now() + 12_000).toISOString();
    const res = await editor.request({ method: 'POST', url: '/api/home-posts/', ...multipart({ title, description: 'Apare singură la ora stabilită.', status: 'scheduled', publishAt }) });
    expect(res.statusCode, res.body).toBe(201);
    await page.goto(`${live.url}/dashboard/posts`);
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expectWeb(listed.locator('[data-status="scheduled"]')).toBeVisible();
    await page.evaluate(() => (window.notReloaded = true));
    await expectWeb(listed.locator('[data-status="scheduled"]')).toHaveCount(0, { timeout: 60_000 });
    expect(await page.evaluate(() => window.notReloaded)).toBe(true);
    await screenshot(page, 'scheduled-badge-published-1280.png');
  });
});
