// A resource in English (issue 24, What visitors cannot find 1; decision 204), as an EDITOR in Chromium: at 1280 px a
// new resource gets an English section and description in the form's "English (optional)" section, shown on
// /en/resources/team-resources with its Romanian subsection marked lang="ro" (the Romanian page unchanged); edited, the
// form holds the English version, a subsection is added and the description removed, and the /en page follows. At
// 375 px the English section is usable without scrolling sideways, and the /en page shows what was typed there.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { expectWeb, openSignedIn, screenshot, startSite, WIDTHS, type Site, waitForMessage } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const RO = { section: 'Construcție mecanică', subsection: 'Transmisii', description: 'Ghid despre angrenaje și lanțuri pentru roboți.' };
const EN = { section: 'Mechanical build', subsection: 'Gears', description: 'A guide to gears and chains for robots.' };

async function openForm(page: Page) {
  await openSignedIn(site, page, EMAILS.EDITOR, '/dashboard/resources');
  await page.getByRole('heading', { name: 'Resources', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add New Resource' }).click();
  await page.getByRole('heading', { name: 'Add New Resource' }).waitFor();
}

async function fillRomanian(page: Page, pageLabel: string, values: typeof RO) {
  await page.getByLabel('Page', { exact: true }).selectOption({ label: pageLabel });
  await page.getByLabel('Category', { exact: true }).selectOption('Link');
  await page.getByLabel('Section', { exact: true }).fill(values.section);
  await page.getByLabel('Subsection', { exact: true }).fill(values.subsection);
  await page.getByLabel('Description', { exact: true }).fill(values.description);
  await page.getByLabel('Link', { exact: true }).fill('https://gears.example.com/guide');
}

const english = (page: Page) => page.getByRole('group', { name: 'English (optional)' });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a resource in English', () => {
  it('an EDITOR adds an English section and description at 1280 px; /en/resources/team-resources shows them, a fallback marked', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openForm(page);
    await fillRomanian(page, 'Team Resources', RO);

    const section = english(page);
    await section.getByLabel('English section').fill(EN.section);
    // Too short: the English field's own message.
    await section.getByLabel('English description').fill('Short');
    await section.getByLabel('English section').click();
    await section.getByText('English description must be at least 10 characters').waitFor();
    await section.getByLabel('English description').fill(EN.description);
    await shot('resource-translations-form');
    await page.getByRole('button', { name: 'Create Resource', exact: true }).click();
    await waitForMessage(page, 'Resource created successfully!');

    // The English page: English section and description, unmarked; the Romanian subsection marked lang="ro".
    await page.goto(`${site.url}/en/resources/team-resources`);
    const heading = page.getByRole('heading', { level: 2, name: EN.section });
    await expectWeb(heading).toBeVisible();
    expect(await heading.getAttribute('lang')).toBeNull();
    expect(await page.getByRole('heading', { level: 3, name: RO.subsection }).getAttribute('lang')).toBe('ro');
    const description = page.getByText(EN.description, { exact: true });
    await expectWeb(description).toBeVisible();
    expect(await description.getAttribute('lang')).toBeNull();
    await expectWeb(page.getByText(RO.section)).toHaveCount(0);
    await heading.scrollIntoViewIfNeeded();
    await shot('resource-translations-en-page');

    // The Romanian page is as it was.
    await page.goto(`${site.url}/resources/team-resources`);
    await expectWeb(page.getByRole('heading', { level: 2, name: RO.section })).toBeVisible();
    await expectWeb(page.getByText(EN.section)).toHaveCount(0);

    // Edited: the form holds the English version; a subsection added, the description removed.
    await page.goto(`${site.url}/dashboard/resources`);
    const card = page.getByRole('article', { name: RO.description, exact: true });
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Resource' }).waitFor();
    await expectWeb(english(page).getByLabel('English section')).toHaveValue(EN.section);
    await expectWeb(english(page).getByLabel('English description')).toHaveValue(EN.description);
    await english(page).getByLabel('English subsection').fill(EN.subsection);
    await english(page).getByLabel('English description').fill('');
    await page.getByRole('button', { name: 'Update Resource', exact: true }).click();
    await waitForMessage(page, 'Resource updated successfully!');

    await page.goto(`${site.url}/en/resources/team-resources`);
    const subsection = page.getByRole('heading', { level: 3, name: EN.subsection });
    await expectWeb(subsection).toBeVisible();
    expect(await subsection.getAttribute('lang')).toBeNull();
    const fallback = page.getByText(RO.description, { exact: true });
    await expectWeb(fallback).toBeVisible();
    expect(await fallback.getAttribute('lang')).toBe('ro');
    await subsection.scrollIntoViewIfNeeded();
    await shot('resource-translations-en-fallback');
    await screenshot(page.getByRole('region', { name: EN.section }), 'resource-translations-en-fallback-section-1280.png');
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px the English section is usable; /en/resources/season-materials shows what was typed', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.mobile);
    const ro = { section: 'Sezonul pe telefon', subsection: 'Note', description: 'O resursă scrisă pe un ecran mic.' };
    await openForm(page);
    await fillRomanian(page, 'Season Materials', ro);
    const section = english(page);
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('English section').fill('The season on a phone');
    await section.getByLabel('English subsection').fill('Notes');
    await section.getByLabel('English description').fill('A resource written on a small screen.');
    expect(await noHorizontalScroll(page)).toBe(true);
    const box = await section.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTHS.mobile);
    await shot('resource-translations-form');
    await page.getByRole('button', { name: 'Create Resource', exact: true }).click();
    await waitForMessage(page, 'Resource created successfully!');

    await page.goto(`${site.url}/en/resources/season-materials`);
    const heading = page.getByRole('heading', { level: 2, name: 'The season on a phone' });
    await expectWeb(heading).toBeVisible();
    await expectWeb(page.getByRole('heading', { level: 3, name: 'Notes' })).toBeVisible();
    await expectWeb(page.getByText('A resource written on a small screen.', { exact: true })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await heading.scrollIntoViewIfNeeded();
    await shot('resource-translations-en-page');
    await screenshot(page.getByRole('region', { name: 'The season on a phone' }), 'resource-translations-en-section-375.png');
    expect(consoleErrors).toEqual([]);
  });
});
