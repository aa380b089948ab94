// Issue 15, the dashboard's forms and lists in Chromium: accent- and case-insensitive search ("sasiu" finds
// "Șasiu", in either Romanian spelling), an event image picker that offers only PNG, JPEG, WebP and GIF (an SVG
// cannot be chosen) and says so, event times shown and entered in Bucharest time, DST included, and a named delete
// confirmation after which the focus lands on a sensible element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** Bucharest wall time of an instant as a datetime-local value, computed here independently of the app's code. */
const bucharestWall = (iso: string) =>
  new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Bucharest', hour12: false }).slice(0, 16).replace(' ', 'T');

describe('dashboard forms and lists', () => {
  it('finds "Șasiu" by "sasiu" and "ŞASIU" (cedilla) in the posts list', async () => {
    await site.t.deps.db
      .insertInto('home_posts')
      .values({ title: 'Șasiu nou pentru robot', description: 'Un șasiu construit de echipă în atelier.', image_id: null })
      .execute();
    const { page } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.pressSequentially('sasiu'); // key by key: the address follows without the field losing focus
    await expectWeb(page).toHaveURL(/\/dashboard\/posts\?q=sasiu$/);
    const titles = page.getByRole('list', { name: 'Home posts' }).getByRole('heading');
    await expectWeb(titles).toHaveText(['Șasiu nou pentru robot']);
    await search.fill('ŞASIU NOU');
    await expectWeb(titles).toHaveText(['Șasiu nou pentru robot']);
    await page.reload();
    await expectWeb(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('ŞASIU NOU');
    await expectWeb(titles).toHaveText(['Șasiu nou pentru robot']);

    // The delete confirmation names the post; with no row left, the focus goes to the create button, not the body.
    await page.getByRole('list', { name: 'Home posts' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('"Șasiu nou pentru robot"', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectWeb(page.getByRole('button', { name: 'Create New Post' })).toBeFocused();
  });

  it('offers only PNG, JPEG, WebP and GIF as an event image: an SVG cannot be chosen', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/events/new');
    const picker = page.getByLabel('Image', { exact: true });
    await expectWeb(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await expectWeb(page.getByText('PNG, JPEG, WebP or GIF, at most 5MB.')).toBeVisible();
    await expectWeb(page.getByText('Any image type')).toHaveCount(0);
    await picker.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
    });
    await expectWeb(page.getByText('Please select an image file')).toBeVisible();
    await expectWeb(page.getByRole('img', { name: /Selected:/ })).toHaveCount(0);
    expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  });

  it('shows and takes event times in Bucharest time (summer and winter offsets)', async () => {
    const event = await site.t.deps.db.selectFrom('events').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    await site.t.deps.db
      .updateTable('events')
      .set({ date_start: '2027-07-01T07:00:00.000Z', date_end: '2027-12-01T08:00:00.000Z' })
      .where('id', '=', event.id)
      .execute();
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, `/dashboard/events/${event.id}/edit`);
    const start = page.getByLabel('Start date', { exact: true });
    const end = page.getByLabel('End date', { exact: true });
    await expectWeb(start).toHaveValue(bucharestWall('2027-07-01T07:00:00.000Z'));
    await expectWeb(start).toHaveValue('2027-07-01T10:00'); // UTC+3 in summer
    await expectWeb(end).toHaveValue('2027-12-01T10:00'); // UTC+2 in winter

    await start.fill('2027-07-02T09:30');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await expectWeb(page).toHaveURL(/\/dashboard\/events$/);
    const row = await site.t.deps.db.selectFrom('events').select(['date_start', 'date_end']).where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.date_start).toBe('2027-07-02T06:30:00.000Z');
    expect(row.date_end).toBe('2027-12-01T08:00:00.000Z');
  });
});
