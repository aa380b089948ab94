// Resource Management in the dashboard (spec 02 §2, §4, §5, §8), as an EDITOR in Chromium: the form's messages
// and blocking rules per category, a Document with a PDF, a Video with a YouTube link, the filter card with its
// chips and Clear Filters, edit, delete with the confirmation dialog, a broken thumbnail and the empty states,
// checked on GET /api/resources/page/<page> and in the database.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceOutput } from '../../src/shared/schemas/resources';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const png = (size = 0) => {
  const head = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8dfc0f01f000680027f104c1be10000000049454e44ae426082',
    'hex',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
};
const pdf = (size = 0) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

const DOC = { description: 'Ghidul ZMEU pentru programarea robotului', section: 'Programare', subsection: 'Ghiduri' };
const VIDEO = { description: 'Demonstrația robotului la etapa regională', section: 'Robotul Zmeu', subsection: 'Demonstrații' };

async function signIn(page: Page) {
  await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/resources');
  await page.getByRole('heading', { name: 'Resources', exact: true }).waitFor();
}

async function pageResources(page: 'team-resources' | 'season-materials'): Promise<ResourceOutput[]> {
  const response = await fetch(`${site.url}/api/resources/page/${page}`);
  const body = (await response.json()) as { success: boolean; message: ResourceOutput[] };
  expect(body.success).toBe(true);
  return body.message;
}
const allResources = async () => [...(await pageResources('team-resources')), ...(await pageResources('season-materials'))];

const PAGE_SIZE = 20;
const card = (page: Page, description: string) => page.getByRole('article', { name: description, exact: true });
const cards = (page: Page) => page.locator('.dash-res-card');
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
const submit = (page: Page, name = 'Create Resource') => page.getByRole('button', { name, exact: true });

async function fillCommon(page: Page, values: { page: string; category: string; section: string; subsection: string; description: string; priority: string }) {
  await page.getByLabel('Page', { exact: true }).selectOption({ label: values.page });
  await page.getByLabel('Category', { exact: true }).selectOption(values.category);
  await page.getByLabel('Section', { exact: true }).fill(values.section);
  await page.getByLabel('Subsection', { exact: true }).fill(values.subsection);
  await page.getByLabel('Description', { exact: true }).fill(values.description);
  await page.getByLabel('Priority', { exact: true }).fill(values.priority);
}

describe('dashboard: resources', () => {
  it('shows every message of the form and blocks what the spec blocks', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const total = (await allResources()).length;
    await page.getByText(`${total} resources`, { exact: true }).waitFor();
    await expectWeb(cards(page)).toHaveCount(Math.min(total, PAGE_SIZE));
    await shot('dashboard-resources-list');

    await page.getByRole('button', { name: 'Add New Resource' }).click();
    await page.getByRole('heading', { name: 'Add New Resource' }).waitFor();
    await expectWeb(submit(page)).toBeDisabled();
    await expectWeb(page.getByLabel('Priority', { exact: true })).toHaveValue('1');

    // Required fields say so once left.
    for (const label of ['Page', 'Category', 'Section', 'Subsection', 'Description']) {
      await page.getByLabel(label, { exact: true }).focus();
      await page.getByLabel(label, { exact: true }).blur();
    }
    for (const text of ['Page is required', 'Category is required', 'Section is required', 'Subsection is required', 'Description is required']) {
      await message(page, text);
    }
    await page.getByLabel('Description', { exact: true }).fill('Prea scurt');
    await page.getByLabel('Description', { exact: true }).fill('Scurt');
    await message(page, 'Description must be at least 10 characters');
    await page.getByLabel('Priority', { exact: true }).fill('0');
    await page.getByLabel('Priority', { exact: true }).blur();
    await message(page, 'Priority must be at least 1');

    // Video: a link is required and must be a web address.
    await fillCommon(page, { page: 'Season Materials', category: 'Video', section: 'Test', subsection: 'Test', description: 'O descriere suficient de lungă', priority: '2' });
    await message(page, 'Please provide a link for Video category');
    await page.getByLabel('Link', { exact: true }).focus();
    await page.getByLabel('Link', { exact: true }).blur();
    await message(page, 'Link is required');
    await page.getByLabel('Link', { exact: true }).fill('www.youtube.com/watch?v=abc');
    await message(page, 'Please enter a valid URL');
    await expectWeb(submit(page)).toBeDisabled();
    await page.getByLabel('Link', { exact: true }).fill('https://www.youtube.com/watch?v=abc');
    await expectWeb(submit(page)).toBeEnabled();

    // Another category's file is an optional image: the type check and 5MB.
    const image = page.getByLabel('Image (optional)');
    await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
    await message(page, 'Please select an image file');
    await image.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png(5 * 1024 * 1024 + 1) });
    await message(page, 'File size must be less than 5MB');

    // Document: the link is cleared and hidden, and a file is needed.
    await page.getByLabel('Category', { exact: true }).selectOption('Document');
    await expectWeb(page.getByLabel('Link', { exact: true })).toHaveCount(0);
    const documentFile = page.getByLabel('Document file');
    await documentFile.waitFor();
    await submit(page).click();
    await message(page, 'Please select a file for Document category');
    await documentFile.setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await message(page, 'Please select a valid document file (PDF, DOC, PPT, XLS, ZIP, etc.)');
    await documentFile.setInputFiles({ name: 'mare.pdf', mimeType: 'application/pdf', buffer: pdf(10 * 1024 * 1024 + 1) });
    await message(page, 'File size must be less than 10MB');
    await shot('dashboard-resources-form-errors');

    // Back to a Link: the cleared link is required again.
    await page.getByLabel('Category', { exact: true }).selectOption('Link');
    await message(page, 'Please provide a link for Link category');
    await expectWeb(page.getByLabel('Link', { exact: true })).toHaveValue('');

    // The form holds unsaved changes: Cancel asks first (issue 15), and Leave drops them.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this form and lose them?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Add New Resource' }).waitFor();
    expect(await allResources()).toHaveLength(total);
    expect(consoleErrors).toEqual([]);
  });

  it('creates a Document with a PDF: the link field is hidden; on /api/resources/page/team-resources', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await page.getByRole('button', { name: 'Add New Resource' }).click();
    await fillCommon(page, { page: 'Team Resources', category: 'Document', priority: '5', ...DOC });
    await expectWeb(page.getByLabel('Link', { exact: true })).toHaveCount(0);
    await page.getByLabel('Document file').setInputFiles({ name: 'ghid-zmeu.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.getByText('Selected: ghid-zmeu.pdf').waitFor();
    await submit(page).click();
    await waitForMessage(page, 'Resource created successfully!');

    const item = card(page, DOC.description);
    await item.waitFor();
    await expectWeb.poll(() => item.getByText('High (5)').getAttribute('class')).toContain('dash-badge--high');
    await item.getByText('Team Resources').waitFor();
    await item.getByRole('link', { name: 'ghid-zmeu.pdf' }).waitFor();
    await expectWeb(item.getByRole('link', { name: 'View on the public page' })).toHaveAttribute('href', '/resources/team-resources');

    const created = (await pageResources('team-resources')).find((r) => r.description === DOC.description);
    expect(created).toMatchObject({ category: 'Document', link: '', priority: 5, section: DOC.section, subsection: DOC.subsection });
    expect(created?.image?.mimeType).toBe('application/pdf');
    const row = await site.t.deps.db.selectFrom('resources').selectAll().where('id', '=', created!.id).executeTakeFirstOrThrow();
    expect(row.image_id).toBe(created!.image!.id);
  });

  it('creates a Video with a YouTube link on /api/resources/page/season-materials', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await page.getByRole('button', { name: 'Add New Resource' }).click();
    await fillCommon(page, { page: 'Season Materials', category: 'Video', priority: '3', ...VIDEO });
    await page.getByLabel('Link', { exact: true }).fill('https://www.youtube.com/watch?v=Zm3uR0b0t01');
    await submit(page).click();
    await waitForMessage(page, 'Resource created successfully!');
    const item = card(page, VIDEO.description);
    await expectWeb.poll(() => item.getByText('Medium (3)').getAttribute('class')).toContain('dash-badge--medium');
    await item.getByRole('link', { name: 'https://www.youtube.com/watch?v=Zm3uR0b0t01' }).waitFor();

    const created = (await pageResources('season-materials')).find((r) => r.description === VIDEO.description);
    expect(created).toMatchObject({ category: 'Video', link: 'https://www.youtube.com/watch?v=Zm3uR0b0t01', priority: 3, image: null });
  });

  it("shows the server's field message under the field when a save is refused with 400", async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    await page.getByRole('button', { name: 'Add New Resource' }).click();
    await fillCommon(page, { page: 'Team Resources', category: 'Link', section: 'Unelte', subsection: 'Online', description: 'Un calculator de rapoarte de transmisie', priority: '2' });
    await page.getByLabel('Link', { exact: true }).fill('https://example.org/calculator');
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'calculator.png', mimeType: 'image/png', buffer: png() });
    // The uploaded file disappears before the save reaches the server (as if removed meanwhile): the real server
    // then refuses the save with 400 and a field message for the file.
    await page.route('**/trpc/resources.create**', async (route) => {
      const last = await site.t.deps.db.selectFrom('files').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await site.t.deps.db.deleteFrom('files').where('id', '=', last.id).execute();
      await route.continue();
    });
    await submit(page).click();
    await page.getByText('Failed to create resource').waitFor();
    await page.locator('.dash-field__error', { hasText: 'The selected file does not exist.' }).waitFor();
    expect((await pageResources('team-resources')).some((r) => r.description === 'Un calculator de rapoarte de transmisie')).toBe(false);

    // The next try uploads the file again and succeeds.
    await page.unroute('**/trpc/resources.create**');
    await submit(page).click();
    await waitForMessage(page, 'Resource created successfully!');
    const created = (await pageResources('team-resources')).find((r) => r.description === 'Un calculator de rapoarte de transmisie');
    expect(created?.image?.name).toBe('calculator.png');
  });

  it('filters by page, category and text; the chips and Clear Filters work', async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const all = await allResources();
    const season = all.filter((r) => r.page === 'season-materials');
    const summary = page.locator('.dash-res-summary__count');
    await cards(page).first().waitFor();

    await page.getByLabel('Page', { exact: true }).selectOption('season-materials');
    await summary.getByText(`Showing ${season.length} of ${all.length} resources`).waitFor();
    await expectWeb(cards(page)).toHaveCount(season.length);
    await page.getByText('Page: Season Materials').waitFor();

    await page.getByLabel('Category', { exact: true }).selectOption('Video');
    const seasonVideos = season.filter((r) => r.category === 'Video');
    await summary.getByText(`Showing ${seasonVideos.length} of ${all.length} resources`).waitFor();
    await page.getByRole('button', { name: 'Remove filter Page: Season Materials' }).click();
    const videos = all.filter((r) => r.category === 'Video');
    await summary.getByText(`Showing ${videos.length} of ${all.length} resources`).waitFor();
    await expectWeb(page.getByText('Page: Season Materials')).toHaveCount(0);

    // The text is matched without regard to case over description, section and subsection.
    await page.getByLabel('Search', { exact: true }).fill('zMEU');
    await summary.getByText(`Showing 1 of ${all.length} resources`).waitFor();
    await card(page, VIDEO.description).waitFor();
    await page.getByText('Search: "zMEU"').waitFor();
    await shot('dashboard-resources-filtered');
    await page.getByRole('button', { name: 'Remove filter Category: Video' }).click();
    await summary.getByText(`Showing 2 of ${all.length} resources`).waitFor();
    await card(page, DOC.description).waitFor();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await summary.getByText(`${all.length} resources`, { exact: true }).waitFor();
    await expectWeb(page.getByLabel('Search', { exact: true })).toHaveValue('');
    await expectWeb(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);

    await page.getByLabel('Search', { exact: true }).fill('nimic de găsit aici');
    await page.getByRole('heading', { name: 'No resources found' }).waitFor();
    await page.getByText('Try adjusting your filters or search terms').waitFor();
    await page.locator('.dash-empty').getByRole('button', { name: 'Clear Filters' }).click();
    await summary.getByText(`${all.length} resources`, { exact: true }).waitFor();
    await expectWeb(cards(page)).toHaveCount(Math.min(all.length, PAGE_SIZE));
  });

  it('edits a resource: pre-filled, saved, on the public API', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const before = (await pageResources('season-materials')).find((r) => r.description === VIDEO.description)!;
    await card(page, VIDEO.description).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Resource' }).waitFor();
    await expectWeb(page.getByLabel('Page', { exact: true })).toHaveValue('season-materials');
    await expectWeb(page.getByLabel('Category', { exact: true })).toHaveValue('Video');
    await expectWeb(page.getByLabel('Link', { exact: true })).toHaveValue(before.link);
    await expectWeb(page.getByLabel('Priority', { exact: true })).toHaveValue('3');

    await page.getByLabel('Description', { exact: true }).fill('Demonstrația robotului Zmeu la etapa națională');
    await page.getByLabel('Priority', { exact: true }).fill('6');
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'coperta.png', mimeType: 'image/png', buffer: png() });
    await submit(page, 'Update Resource').click();
    await waitForMessage(page, 'Resource updated successfully!');
    const item = card(page, 'Demonstrația robotului Zmeu la etapa națională');
    await item.getByText('High (6)').waitFor();
    await item.locator('img.dash-thumb').waitFor();

    const after = (await pageResources('season-materials')).find((r) => r.id === before.id)!;
    expect(after).toMatchObject({ description: 'Demonstrația robotului Zmeu la etapa națională', priority: 6, link: before.link });
    expect(after.image?.mimeType).toBe('image/png');
  });

  it('deletes a resource after the confirmation dialog: Cancel keeps it, Confirm removes it', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await signIn(page);
    const target = (await pageResources('team-resources')).find((r) => r.description === DOC.description)!;
    const total = (await allResources()).length;

    await card(page, DOC.description).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete the resource "${DOC.description}"? Are you sure you want to delete this resource?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectWeb(dialog).toHaveCount(0);
    expect((await pageResources('team-resources')).some((r) => r.id === target.id)).toBe(true);

    await card(page, DOC.description).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await waitForMessage(page, 'Resource deleted successfully!');
    await page.getByText(`${total - 1} resources`, { exact: true }).waitFor();
    await expectWeb(card(page, DOC.description)).toHaveCount(0);
    expect((await pageResources('team-resources')).some((r) => r.id === target.id)).toBe(false);
    expect(await site.t.deps.db.selectFrom('resources').select('id').where('id', '=', target.id).executeTakeFirst()).toBeUndefined();
  });

  it('shows a thumbnail that fails to load greyed out', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    const withPicture = (await allResources()).find((r) => r.image?.kind === 'image')!;
    await page.route(`**/api/files/public/${withPicture.image!.id}`, (route) => route.fulfill({ status: 404, body: '' }));
    await signIn(page);
    // Found through the list's address (it may not be on the first page).
    await page.goto(`${site.url}/dashboard/resources?q=${encodeURIComponent(withPicture.description)}`);
    await card(page, withPicture.description).locator('img.dash-thumb--broken').waitFor();
  });

  it('at 375px: one column, no sideways scroll; with no resources, the empty state', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await signIn(page);
    await cards(page).nth(1).waitFor();
    const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByLabel('Category', { exact: true }).selectOption('Link');
    await shot('dashboard-resources-list');
    await page.getByRole('button', { name: 'Add New Resource' }).click();
    await page.getByLabel('Category', { exact: true }).selectOption('Document');
    await submit(page).isVisible();
    await page.getByLabel('Section', { exact: true }).focus();
    await page.getByLabel('Section', { exact: true }).blur();
    await shot('dashboard-resources-form');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Add New Resource' }).waitFor();

    await site.t.deps.db.deleteFrom('resources').execute();
    await page.reload();
    await page.getByRole('tab', { name: 'Resources' }).click();
    await page.getByRole('heading', { name: 'No resources yet' }).waitFor();
    await page.getByText('Add your first resource to get started').waitFor();
    await shot('dashboard-resources-empty');
    await page.getByRole('button', { name: 'Add Resource', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Resource' }).waitFor();
  });
});
