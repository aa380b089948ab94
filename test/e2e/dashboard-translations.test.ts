// Content translations (issue 24, What visitors cannot find 1; decision 203), as an EDITOR in Chromium: at 1280 px a
// post gets an English title and description in the form's "English (optional)" section, shown on /en/news and on the
// post's /en page (the Romanian pages unchanged); its English description removed, the /en page shows the Romanian
// one marked lang="ro". At 375 px the form with its English section is usable without scrolling sideways. An event's
// English title and description, added in its edit form, show on its /en page and on /en/events.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const TITLE = 'Finala națională de la București';
const TITLE_EN = 'The national final in Bucharest';
const TEXT = 'Patruzeci de echipe s-au întâlnit la finala națională.';
const TEXT_EN = 'Forty teams met at the national final.';
const SLUG = 'finala-nationala-de-la-bucuresti';

async function openPosts(page: Page) {
  await openSignedIn(site, page, EMAILS.EDITOR);
  await page.getByRole('tab', { name: 'Home Posts' }).click();
  await page.getByRole('heading', { name: 'Home Posts' }).waitFor();
}

const english = (page: Page) => page.getByRole('group', { name: 'English (optional)' });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a post in English', () => {
  it('an EDITOR adds an English title and description at 1280 px; /en/news and the post\'s /en page show them', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openPosts(page);
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(TEXT);

    const section = english(page);
    // Too short: the English field's own message, as the Romanian one's.
    await section.getByLabel('English title').fill('Hi');
    await section.getByRole('textbox', { name: 'English description' }).click();
    await section.getByText('English title must be at least 5 characters').waitFor();
    await section.getByLabel('English title').fill(TITLE_EN);
    await section.getByRole('textbox', { name: 'English description' }).fill(TEXT_EN);
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await shot('translations-form');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await waitForMessage(page, 'Post created successfully!');

    // The English news list: the English title, linked to the post's /en page, and no lang="ro" on it.
    await page.goto(`${site.url}/en/news`);
    const heading = page.getByRole('heading', { name: TITLE_EN });
    await expectWeb(heading).toBeVisible();
    expect(await heading.getAttribute('lang')).toBeNull();
    await expectWeb(page.getByText(TEXT_EN)).toBeVisible();
    await expectWeb(page.getByText(TITLE)).toHaveCount(0);
    await shot('translations-en-news');
    await heading.getByRole('link').click();
    await page.waitForURL(`${site.url}/en/news/${SLUG}`);
    await expectWeb(page.getByRole('heading', { level: 1, name: TITLE_EN })).toBeVisible();
    await expectWeb(page).toHaveTitle(`${TITLE_EN} · FIRST Tech Challenge Romania`);
    await shot('translations-en-post');

    // The Romanian page is as it was.
    await page.goto(`${site.url}/news/${SLUG}`);
    await expectWeb(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expectWeb(page.getByText(TEXT_EN)).toHaveCount(0);

    // The English description removed: the /en page shows the Romanian one, marked as Romanian.
    await page.goto(`${site.url}/dashboard`);
    await page.getByRole('tab', { name: 'Home Posts' }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
    await item.getByRole('button', { name: 'Edit' }).click();
    await expectWeb(english(page).getByLabel('English title')).toHaveValue(TITLE_EN);
    const description = english(page).getByRole('textbox', { name: 'English description' });
    await expectWeb(description).toHaveText(TEXT_EN);
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await waitForMessage(page, 'Post updated successfully!');

    await page.goto(`${site.url}/en/news/${SLUG}`);
    await expectWeb(page.getByRole('heading', { level: 1, name: TITLE_EN })).toBeVisible();
    const fallback = page.getByText(TEXT);
    await expectWeb(fallback).toBeVisible();
    expect(await fallback.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('ro');
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();
    await shot('translations-en-post-fallback');
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px the form\'s English section is usable', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.mobile);
    await openPosts(page);
    await page.getByRole('button', { name: 'Create New Post' }).click();
    const section = english(page);
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('English title').fill('A post written on a phone');
    await section.getByRole('textbox', { name: 'English description' }).fill('Written on a small screen, in English.');
    await expectWeb(section.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    const box = await section.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTHS.mobile);
    await shot('translations-form');
    expect(consoleErrors).toEqual([]);
  });

  it('an EDITOR adds an English title and description to an event at 1280 px; its /en page and /en/events show them', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    const db = site.t.deps.db;
    const season = await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
    // One not over yet: /en/events shows past events in a closed section.
    const row = await db
      .selectFrom('events')
      .select(['id', 'title'])
      .where('season_id', '=', season.id)
      .where('status', '=', 'published')
      .where('date_end', '>=', new Date().toISOString())
      .orderBy('date_start')
      .executeTakeFirstOrThrow();
    const { message: event } = (await (await fetch(`${site.url}/api/events/${row.id}`)).json()) as { message: { pageRef: string; description: string } };

    await openSignedIn(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('heading', { name: 'Event Management' }).waitFor();
    await page.getByRole('button', { name: `Edit ${row.title}` }).click();
    await page.getByRole('heading', { name: `Edit Event: ${row.title}` }).waitFor();
    const section = english(page);
    await section.getByLabel('English title').fill('An event with its English name');
    await section.getByRole('textbox', { name: 'English description' }).fill('What happens at this event, told in English for our visitors.');
    await shot('translations-event-form');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await waitForMessage(page, 'Event updated successfully!');

    await page.goto(`${site.url}/en/events/${event.pageRef}`);
    const title = page.getByRole('heading', { level: 1, name: 'An event with its English name' });
    await expectWeb(title).toBeVisible();
    expect(await title.getAttribute('lang')).toBeNull();
    const text = page.getByText('What happens at this event, told in English for our visitors.');
    await expectWeb(text).toBeVisible();
    expect(await text.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    await shot('translations-en-event');
    await page.goto(`${site.url}/en/events`);
    await expectWeb(page.getByRole('heading', { level: 3, name: 'An event with its English name' })).toBeVisible();
    // The Romanian page keeps the Romanian title.
    await page.goto(`${site.url}/events/${event.pageRef}`);
    await expectWeb(page.getByRole('heading', { level: 1, name: row.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
