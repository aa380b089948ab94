// Content translations, the rest (issue 24, What visitors cannot find 1; decision 203), in Chromium: at 1280 px an
// ADMIN writes a home statistic's English label and a slide's English caption beside the Romanian ones in Site
// settings; /en/home shows them, the untranslated statistic's Romanian label marked lang="ro"; /home stays Romanian.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../helpers/app';
import { expectWeb, signInThroughPage, startSite, WIDTHS, type Site } from '../helpers/browser';
import { samples } from '../helpers/multipart';
import { scaled } from '../helpers/time-scale';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function openSettings(page: Page) {
  await signInThroughPage(site, page, EMAILS.ADMIN);
  await page.getByRole('tab', { name: 'Site settings' }).click();
  await page.getByRole('form', { name: 'Site settings' }).waitFor();
}

describe('site settings\' texts in English', () => {
  it('an ADMIN adds an English statistic label and slide caption at 1280 px; /en/home shows them, /home stays Romanian', async () => {
    const { page, shot, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSettings(page);
    await page.getByLabel('Statistic 1 label', { exact: true }).fill('elevi participanți');
    await page.getByLabel('Statistic 1 English label').fill('participating students');
    await page.getByLabel('Statistic 2 label', { exact: true }).fill('echipe înscrise');
    await page.getByLabel('Statistic 2 English label').fill('');
    await page.getByLabel('Add slide images', { exact: true }).setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: samples.png() });
    await page.getByLabel('Slide 1 caption', { exact: true }).fill('Finala națională');
    await page.getByLabel('Slide 1 English caption').fill('The national final');
    await shot('translations-settings-form');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectWeb(page.getByRole('status').getByText('Site settings saved')).toBeVisible();

    await page.goto(`${site.url}/en/home`);
    const stats = page.locator('#home-stats-title').locator('..');
    const english = stats.getByText('participating students', { exact: true });
    await expectWeb(english).toBeVisible();
    expect(await english.getAttribute('lang')).toBeNull();
    await expectWeb(stats.getByText('echipe înscrise', { exact: true })).toHaveAttribute('lang', 'ro');
    const caption = page.getByText('The national final', { exact: true });
    await expectWeb(caption).toBeVisible();
    expect(await caption.getAttribute('lang')).toBeNull();
    await expectWeb(page.getByText('Finala națională', { exact: true })).toHaveCount(0);
    await shot('translations-en-home');

    await page.goto(`${site.url}/home`);
    await expectWeb(page.getByText('elevi participanți', { exact: true })).toBeVisible();
    await expectWeb(page.getByText('Finala națională', { exact: true })).toBeVisible();
    await expectWeb(page.getByText('participating students')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  }, scaled(120_000));
});
