// Issue 15, the dashboard's addresses and never losing work, in Chromium: every tab and edited item has its URL
// (reload of /dashboard/events/<id>/edit reopens that form, Back returns to the previous tab), the tabs follow the
// arrow keys and keep their labels at 375 px, a dirty form asks before it is left (in-app and on unload), a local
// draft is offered back after a reload, and a session that ends mid-form opens a sign-in dialog after which the
// post is saved with what was typed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostOutput } from '../../src/shared/schemas/posts';
const LEAVE_QUESTION = 'You have unsaved changes. Leave this form and lose them?';
import { EMAILS, PASSWORD } from '../helpers/app';
import { expectWeb, openSignedIn, type Site, startSite, storedDraft, WIDTHS } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function apiPosts(): Promise<PostOutput[]> {
  const body = (await (await fetch(`${site.url}/api/home-posts`)).json()) as { message: PostOutput[] };
  return body.message;
}

async function firstEvent() {
  return site.t.deps.db.selectFrom('events').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
}

describe('dashboard addresses', () => {
  it('opens tabs and edited items by their URL; reload and Back return to the same place', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR);
    await expectWeb(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true'); // the first tab (issue 25)

    await tab(page, 'Events').click();
    await expectWeb(page).toHaveURL(/\/dashboard\/events$/);
    await page.goBack();
    await expectWeb(page).toHaveURL(/\/dashboard$/);
    await expectWeb(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expectWeb(tab(page, 'Events')).toHaveAttribute('aria-selected', 'true');

    const event = await firstEvent();
    await page.goto(`${site.url}/dashboard/events/${event.id}/edit`);
    await page.getByRole('heading', { name: `Edit Event: ${event.title}` }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Edit Event: ${event.title}` }).waitFor();
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(event.title);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/events$/);
    await page.goBack();
    await page.getByRole('heading', { name: `Edit Event: ${event.title}` }).waitFor();

    // The season filter lives in the address.
    await page.goto(`${site.url}/dashboard/events`);
    await page.getByLabel('Season', { exact: true }).selectOption('all');
    await expectWeb(page).toHaveURL(/\/dashboard\/events\?season=all$/);
    await page.reload();
    await expectWeb(page.getByLabel('Season', { exact: true })).toHaveValue('all');

    // A post's form has its address too.
    const post = (await apiPosts())[0]!;
    await page.goto(`${site.url}/dashboard/posts/${post.id}/edit`);
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue(post.title);
    expect(path(page)).toBe(`/dashboard/posts/${post.id}/edit`);
  });

  it('moves between tabs with the arrow keys and keeps every label whole at 375 px', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    await tab(page, 'Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expectWeb(tab(page, 'Home Posts')).toHaveAttribute('aria-selected', 'true');
    await expectWeb(tab(page, 'Home Posts')).toBeFocused();
    await page.keyboard.press('End');
    await expectWeb(page).toHaveURL(/\/dashboard\/ftc-sync$/);
    await page.keyboard.press('ArrowRight');
    await expectWeb(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    expect(await tab(page, 'Home Posts').getAttribute('tabindex')).toBe('-1');
    const seasons = tab(page, 'Seasons');
    const fits = await seasons.evaluate((element) => element.scrollWidth <= element.clientWidth && element.clientWidth > 40);
    expect(fits).toBe(true);
  });
});

describe('never losing work', () => {
  it('asks before leaving a dirty form by a tab, Cancel or unload; keeps a draft offered back after a reload', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    page.on('dialog', (dialog) => void dialog.accept()); // the browser's own "leave site?" on reload
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/posts\/new$/);
    await page.getByLabel('Title', { exact: true }).fill('Draft kept through a reload');
    await page.getByLabel('Description', { exact: true }).fill('Typed before the tab was reloaded.');

    // In-app: a tab asks; Cancel stays with the text.
    await tab(page, 'Events').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(LEAVE_QUESTION).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue('Draft kept through a reload');
    await expectWeb(page).toHaveURL(/\/dashboard\/posts\/new$/);

    // Unload: the beforeunload listener refuses a silent leave.
    const prevented = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expectWeb(page.getByLabel('Title', { exact: true })).toHaveValue('Draft kept through a reload');
    await expectWeb(page.getByLabel('Description', { exact: true })).toHaveText('Typed before the tab was reloaded.');

    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/posts$/);
    expect(await storedDraft(page, 'post:new')).toBeNull();
    expect((await apiPosts()).some((post) => post.title === 'Draft kept through a reload')).toBe(true);

    // Leaving a saved, untouched form asks nothing.
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await tab(page, 'Events').click();
    await expectWeb(page).toHaveURL(/\/dashboard\/events$/);
  });

  it('when the session ends mid-form, a sign-in dialog appears and the post is then saved with what was typed', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Saved after signing in again');
    await page.getByLabel('Description', { exact: true }).fill('The session ended while this was typed.');

    // The session ends: the access token is refused and so is the refresh.
    await site.t.deps.db.updateTable('sessions').set({ revoked_at: new Date().toISOString(), revoked_reason: 'test' }).where('revoked_at', 'is', null).execute();

    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    await expectWeb(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAILS.EDITOR);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/posts$/);
    await expectWeb.poll(async () => (await apiPosts()).some((post) => post.title === 'Saved after signing in again')).toBe(true);
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });
});
