// Rich text for post and event descriptions (issue 25 point 1, decision 196), as an EDITOR in Chromium: the toolbar
// by mouse and keyboard at 1280 px, a post written with a heading, bold, a link, a list, a quote and an uploaded image,
// shown so on its page, in its card on /news and in the RSS feed with no hydration warning; at 375 px an event's description edited
// with the same editor and shown on the event page. Messages and the unsaved-changes guard keep working.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventOutput } from '../../src/shared/schemas/events';
import type { PostOutput } from '../../src/shared/schemas/posts';
import { EMAILS } from '../helpers/app';
import { samples } from '../helpers/multipart';
import { expectWeb, screenshot, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const TITLE = 'Programul etapei regionale';
const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });
// The Romanian description's toolbar: the first (a post's English description has its own below, decision 203).
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).first().getByRole('button', { name, exact: true });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function api<T>(url: string): Promise<T> {
  return ((await (await fetch(site.url + url)).json()) as { message: T }).message;
}

describe('rich-text descriptions', () => {
  it('an EDITOR writes a formatted post at 1280 px; its page, its card and the feed show it formatted', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/posts');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);

    const editor = editorOf(page);
    // The field's messages work on the visible text.
    await editor.click();
    await page.keyboard.type('Scurt');
    await page.getByLabel('Title', { exact: true }).click();
    await page.getByText('Description must be at least 10 characters', { exact: true }).waitFor();

    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Program');
    await tool(page, 'Heading').click();
    await expectWeb(tool(page, 'Heading')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Înscrierile se fac pe ');
    // Bold by keyboard shortcut, then the toolbar says so.
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('ftcromania.ro');
    await expectWeb(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ControlOrMeta+b');
    // The link: select the word just typed, then the Link button's form.
    for (let i = 0; i < 'ftcromania.ro'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await tool(page, 'Link').click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await page.getByText('Links must start with http://, https:// or mailto:').waitFor();
    await page.getByLabel('Link address').fill('ftcromania.ro');
    await page.getByRole('button', { name: 'Apply link' }).click();
    // Focus goes back to the text, the link's word still selected.
    await expectWeb(editor).toBeFocused();
    await page.keyboard.press('End');
    // Bold goes on at the end of a bold word (as in any editor); the link does not.
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    // The toolbar by keyboard: one tab stop, arrows move, Enter presses.
    await tool(page, 'Bold').focus();
    for (const name of ['Italic', 'Heading', 'Subheading', 'Bulleted list']) {
      await page.keyboard.press('ArrowRight');
      await expectWeb(tool(page, name)).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await editor.press('End');
    await page.keyboard.insertText('Vineri: inspecția tehnică');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('Sâmbătă: meciurile');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tool(page, 'Quote').click();
    await page.keyboard.type('Gracious Professionalism, mereu.');
    // An image: uploaded from the Add image button's form, with its alt text (required).
    await tool(page, 'Add image').click();
    await page.getByLabel('Image file').setInputFiles({ name: 'echipa.png', mimeType: 'image/png', buffer: samples.png() });
    await page.getByRole('button', { name: 'Insert image' }).click();
    await page.getByText('Every image in the description needs a short description').waitFor();
    await page.getByLabel('Image description (alt text)').fill('Echipa pe scenă');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await expectWeb(editor.getByRole('img', { name: 'Echipa pe scenă' })).toBeVisible();
    await expectWeb(page.getByText('Description must be at least 10 characters')).toHaveCount(0);
    await shot('rich-text-post-form');

    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await waitForMessage(page, 'Post created successfully!');

    const post = (await api<PostOutput[]>('/api/home-posts')).find((p) => p.title === TITLE)!;
    expect(post.description).toBe('Program\n\nÎnscrierile se fac pe ftcromania.ro.\n\n- Vineri: inspecția tehnică\n- Sâmbătă: meciurile\n\nGracious Professionalism, mereu.\n\nEchipa pe scenă');

    // The post's page, rendered on the server and hydrated without a mismatch.
    await page.goto(`${site.url}/news/${post.slug}`);
    const body = page.locator('article');
    await body.getByRole('heading', { level: 2, name: 'Program' }).waitFor();
    const link = body.getByRole('link', { name: 'ftcromania.ro' });
    await expectWeb(link).toHaveAttribute('href', 'https://ftcromania.ro');
    await expectWeb(link.locator('strong')).toHaveText('ftcromania.ro');
    await expectWeb(body.locator('ul > li')).toHaveText(['Vineri: inspecția tehnică', 'Sâmbătă: meciurile']);
    await expectWeb(body.locator('blockquote')).toHaveText('Gracious Professionalism, mereu.');
    // The image is public with its published post, and loads.
    const image = body.getByRole('img', { name: 'Echipa pe scenă' });
    await expectWeb.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await shot('rich-text-post-page');

    // The post's card on /news: the same content, its headings under the card's title (an h2 there).
    await page.goto(`${site.url}/news`);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await card.getByRole('heading', { level: 3, name: 'Program' }).waitFor();
    await expectWeb(card.getByRole('link', { name: 'ftcromania.ro' })).toHaveAttribute('href', 'https://ftcromania.ro');
    await card.scrollIntoViewIfNeeded();
    await screenshot(card, 'rich-text-news-card-1280.png');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    expect(consoleErrors).toEqual([]);

    const feed = await (await fetch(`${site.url}/news/feed.xml`)).text();
    const item = feed.slice(feed.indexOf(`<title>${TITLE}</title>`));
    expect(item).toContain('&lt;h2&gt;Program&lt;/h2&gt;');
    expect(item).toContain('&lt;a href=&quot;https://ftcromania.ro&quot;&gt;&lt;strong&gt;ftcromania.ro&lt;/strong&gt;&lt;/a&gt;');
  });

  it('an EDITOR edits an event description at 375 px with the same editor; the event page shows it', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/events');
    await page.locator('.ev-card').first().getByRole('button', { name: /^Edit / }).click();
    const heading = page.getByRole('heading', { name: /^Edit Event: / });
    const title = (await heading.textContent())!.replace('Edit Event: ', '');
    const event = (await api<EventOutput[]>('/api/events')).find((e) => e.title === title)!;

    const editor = editorOf(page);
    await expectWeb(editor).toHaveText(event.description.replace(/\n+/g, ''));
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await tool(page, 'Italic').click();
    await page.keyboard.insertText('Accesul publicului este gratuit.');
    expect(await noHorizontalScroll(page)).toBe(true);
    await editor.scrollIntoViewIfNeeded();
    await shot('rich-text-event-form');

    await page.getByRole('button', { name: 'Update Event' }).click();
    await waitForMessage(page, 'Event updated successfully!');
    const saved = await api<EventOutput>(`/api/events/${event.id}`);
    expect(saved.description).toBe(`${event.description}\n\nAccesul publicului este gratuit.`);

    await page.goto(`${site.url}/events/${saved.pageRef}`);
    await expectWeb(page.locator('main em', { hasText: 'Accesul publicului este gratuit.' })).toHaveCount(1);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await shot('rich-text-event-page');
  });
});
