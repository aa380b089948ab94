// The media library (issue 25, point 5; decision 199) as an EDITOR in Chromium: at 1280 px three images uploaded at
// once, one of them a fake that the server refuses while the others land; alt text saved, an unused image deleted;
// an existing image picked into a post's image field and into its rich text (keyboard, focus returned), after which
// the library names the post and offers no Delete; an event's image and carousel slides from the library; a sponsor's
// logo and a resource's image from the library at 375 px; at 375 px the grid fits the phone.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, type Client } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { multipart } from '../helpers/multipart';
import { expectWeb, openSignedIn, startSite, waitForMessage, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
let editor: Client;
const png = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function uploadToLibrary(name: string, data: Buffer): Promise<number> {
  const body = multipart({ entityType: 'library_image' }, { name: 'file', filename: name, contentType: 'image/png', data });
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(201);
  return (res.json() as { message: { id: number } }).message.id;
}

beforeAll(async () => {
  site = await startSite();
  editor = await site.t.client('EDITOR');
});
afterAll(() => site?.close());

describe('media library', () => {
  it('an EDITOR uploads three images at once at 1280 px: the fake one is refused, the others land; alt text and delete work', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/media');
    await page.getByRole('heading', { name: 'Media', exact: true }).waitFor();

    await page.getByLabel('Upload images').setInputFiles([
      { name: 'robot-albastru.png', mimeType: 'image/png', buffer: await png(640, 480, '#0066b3') },
      { name: 'fals.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all, only text pretending') },
      { name: 'teren-portocaliu.png', mimeType: 'image/png', buffer: await png(800, 400, '#f57e25') },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expectWeb(uploads.getByRole('listitem').filter({ hasText: 'fals.png' })).toContainText('Refused: Please select an image file');
    await expectWeb(uploads.getByRole('listitem').filter({ hasText: 'robot-albastru.png' })).toContainText('Uploaded');
    await expectWeb(uploads.getByRole('listitem').filter({ hasText: 'teren-portocaliu.png' })).toContainText('Uploaded');

    const grid = page.getByRole('list', { name: 'Images' });
    const robot = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'robot-albastru.png' }) });
    await expectWeb(robot).toContainText('640 × 480 px');
    await expectWeb(robot).toContainText('Not used');
    await expectWeb(grid.getByRole('heading', { name: 'teren-portocaliu.png' })).toBeVisible();
    await expectWeb(grid.getByRole('heading', { name: 'fals.png' })).toHaveCount(0);
    await expectWeb(robot.getByRole('img')).toHaveJSProperty('complete', true);

    await robot.getByLabel('Alt text').fill('Robot albastru pe teren');
    await robot.getByRole('button', { name: 'Save' }).click();
    await waitForMessage(page, 'Alt text saved.');
    await shot('media-library');

    // Delete asks first, then the image leaves the grid.
    const field = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'teren-portocaliu.png' }) });
    await field.getByRole('button', { name: 'Delete teren-portocaliu.png' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await waitForMessage(page, 'Image deleted.');
    await expectWeb(grid.getByRole('heading', { name: 'teren-portocaliu.png' })).toHaveCount(0);

    // "Unused only" keeps the unused robot; the address keeps the filter.
    await page.getByLabel('Unused only').check();
    await expectWeb(page).toHaveURL(/unused=1/);
    await expectWeb(grid.getByRole('heading', { name: 'robot-albastru.png' })).toBeVisible();
    // The browser reports the refused upload's answer; nothing else went wrong.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
  });

  it('an EDITOR picks an existing image into a post and into its rich text at 1280 px, by keyboard', async () => {
    const fileId = await uploadToLibrary('echipa-podium.png', await png(600, 400, '#0b1f3a'));
    expect((await editor.post('/trpc/media.updateAlt', { id: fileId, altText: 'Echipa pe podium' })).statusCode).toBe(200);
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Podiumul regionalei');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.type('Echipele premiate la etapa regională.');

    // Rich text: Add image -> Choose from library; Escape closes the dialog and gives focus back.
    // The Romanian description's toolbar (the English description's is the second, decision 203).
    await page.getByRole('toolbar', { name: 'Formatting' }).first().getByRole('button', { name: 'Add image', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Insert image' });
    const open = panel.getByRole('button', { name: 'Choose from library' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Choose from library' });
    await expectWeb(dialog.getByLabel('Search by name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expectWeb(dialog).toHaveCount(0);
    await expectWeb(open).toBeFocused();
    // Again, searching by name and choosing with the keyboard.
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Search by name').fill('podium');
    const choice = dialog.getByRole('button', { name: 'Choose echipa-podium.png' });
    await expectWeb(dialog.getByRole('button', { name: /^Choose / })).toHaveCount(1);
    await shot('media-picker');
    await choice.focus();
    await page.keyboard.press('Enter');
    await expectWeb(dialog).toHaveCount(0);
    await expectWeb(open).toBeFocused();
    // The stored alt text is the default.
    await expectWeb(panel.getByLabel('Image description (alt text)')).toHaveValue('Echipa pe podium');
    await panel.getByRole('button', { name: 'Insert image' }).click();
    await expectWeb(description.getByRole('img', { name: 'Echipa pe podium' })).toBeVisible();

    // The post's image field: Choose from library beside the upload.
    await page.getByRole('button', { name: 'Choose from library' }).click();
    await dialog.getByRole('button', { name: 'Choose echipa-podium.png' }).click();
    await expectWeb(page.getByText('From the library: echipa-podium.png')).toBeVisible();
    await shot('media-post-form');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await waitForMessage(page, 'The post was saved as a draft.');

    const post = await site.t.deps.db.selectFrom('home_posts').select(['id', 'image_id']).where('title', '=', 'Podiumul regionalei').executeTakeFirstOrThrow();
    expect(post.image_id).toBe(fileId);
    const inText = await site.t.deps.db.selectFrom('rich_text_images').select('file_id').where('home_post_id', '=', post.id).execute();
    expect(inText.map((r) => r.file_id)).toEqual([fileId]);

    // The library names the post twice (its image, its text) and offers no Delete.
    await page.getByRole('tab', { name: 'Media' }).click();
    const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'echipa-podium.png' }) });
    await expectWeb(card.getByRole('link', { name: 'Post: Podiumul regionalei' })).toHaveAttribute('href', `/dashboard/posts/${post.id}/edit`);
    await expectWeb(card.getByRole('link', { name: 'Post text: Podiumul regionalei' })).toBeVisible();
    await expectWeb(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it("an EDITOR gives an event an image from the library at 1280 px", async () => {
    const fileId = await uploadToLibrary('eveniment-biblioteca.png', await png(800, 450, '#f57e25'));
    const event = await site.t.deps.db
      .selectFrom('events')
      .select(['id', 'title'])
      .where('status', '=', 'published')
      .where('date_start', '>', new Date().toISOString())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, `/dashboard/events/${event.id}/edit`);
    await page.getByRole('heading', { name: `Edit Event: ${event.title}` }).waitFor();
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose from library' });
    await dialog.getByLabel('Search by name').fill('eveniment');
    await dialog.getByRole('button', { name: 'Choose eveniment-biblioteca.png' }).click();
    await expectWeb(page.getByRole('img', { name: 'From the library: eveniment-biblioteca.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Update Event' }).click();
    await waitForMessage(page, 'Event updated successfully!');
    const row = await site.t.deps.db.selectFrom('events').select('image_id').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.image_id).toBe(fileId);
    expect(consoleErrors).toEqual([]);
  });

  it('an ADMIN adds two carousel slides at once and a third from the library at 1280 px', async () => {
    const fileId = await uploadToLibrary('slide-din-biblioteca.png', await png(1200, 500, '#0066b3'));
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN, '/dashboard/site-settings');
    await page.getByRole('form', { name: 'Site settings' }).waitFor();
    await page.getByLabel('Add slide images', { exact: true }).setInputFiles([
      { name: 'slide-unu.png', mimeType: 'image/png', buffer: await png(1200, 500, '#f57e25') },
      { name: 'slide-doi.png', mimeType: 'image/png', buffer: await png(1200, 500, '#0b1f3a') },
    ]);
    await page.getByLabel('Slide 2 caption').waitFor();
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose from library' });
    await dialog.getByLabel('Search by name').fill('biblioteca');
    await dialog.getByRole('button', { name: 'Choose slide-din-biblioteca.png' }).click();
    await expectWeb(page.getByRole('button', { name: 'Choose from library' })).toBeFocused();
    for (const [n, caption] of [[1, 'Prima'], [2, 'A doua'], [3, 'A treia, din bibliotecă']] as const) await page.getByLabel(`Slide ${n} caption`).fill(caption);
    await shot('media-carousel');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectWeb(page.getByRole('status').getByText('Site settings saved')).toBeVisible();

    const settings = (await (await fetch(`${site.url}/api/site/settings`)).json()) as { message: { slides: Array<{ caption: string; src: string }> } };
    expect(settings.message.slides.map((s) => s.caption)).toEqual(['Prima', 'A doua', 'A treia, din bibliotecă']);
    expect(settings.message.slides[2]!.src).toBe(`/api/files/public/${fileId}`);
    expect(consoleErrors).toEqual([]);
  });

  it('an EDITOR gives a sponsor a logo and a Link resource an image from the library at 375 px', async () => {
    const logoId = await uploadToLibrary('sigla-din-biblioteca.png', await png(400, 200, '#0066b3'));
    const imageId = await uploadToLibrary('resursa-din-biblioteca.png', await png(640, 360, '#f57e25'));
    const editorCall = await callerFor(site.t, 'EDITOR');
    const sponsor = await editorCall.sponsors.create({ name: 'Sponsor fără siglă', size: 'Startup', legal_name: 'Fără Siglă SRL' });
    const resource = await editorCall.resources.create({ page: 'team-resources', section: 'Ghiduri', subsection: 'Ghid video', description: 'Un ghid cu imagine din bibliotecă.', category: 'Link', link: 'https://example.org/ghid', priority: 1 });
    const { page, shot, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.EDITOR);

    const choose = async (search: string, name: string) => {
      await page.getByRole('button', { name: 'Choose from library' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose from library' });
      await dialog.getByLabel('Search by name').fill(search);
      await dialog.getByRole('button', { name: `Choose ${name}` }).click();
      await expectWeb(page.getByRole('img', { name: `Chosen image: ${name}` })).toBeVisible();
    };
    await page.goto(`${site.url}/dashboard/sponsors/${sponsor.id}/edit`);
    await page.getByRole('heading', { name: `Edit Sponsor: ${sponsor.name}` }).waitFor();
    await choose('sigla', 'sigla-din-biblioteca.png');
    await shot('media-sponsor-logo');
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Save Sponsor' }).click();
    await waitForMessage(page, 'Sponsor updated successfully!');
    expect((await site.t.deps.db.selectFrom('sponsors').select('logo_id').where('id', '=', sponsor.id).executeTakeFirstOrThrow()).logo_id).toBe(logoId);

    await page.goto(`${site.url}/dashboard/resources/${resource.id}/edit`);
    await page.getByRole('button', { name: 'Update Resource' }).waitFor();
    await choose('resursa', 'resursa-din-biblioteca.png');
    await page.getByRole('button', { name: 'Update Resource' }).click();
    await waitForMessage(page, 'Resource updated successfully!');
    expect((await site.t.deps.db.selectFrom('resources').select('image_id').where('id', '=', resource.id).executeTakeFirstOrThrow()).image_id).toBe(imageId);
    // A Document takes a file, not a library image: no library button there.
    await page.goto(`${site.url}/dashboard/resources/new`);
    await page.getByLabel('Category').selectOption('Document');
    await page.getByLabel('Document file').waitFor();
    await expectWeb(page.getByRole('button', { name: 'Choose from library' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  it('the grid fits a 375 px phone', async () => {
    await uploadToLibrary('telefon.png', await png(300, 600, '#4f5b6b'));
    const { page, shot, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/media');
    const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'telefon.png' }) });
    await expectWeb(card).toBeVisible();
    await expectWeb(card.getByLabel('Alt text')).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await shot('media-library');
    expect(consoleErrors).toEqual([]);
  });
});
