// The contribute and about pages in English (issue 24, What visitors cannot find 1; decision 200), in Chromium as a
// donor or a company reads them at 375 and 1280 px: English words from the catalogues, the page hydrated without
// errors, its controls (copy button, tabs, CSR dialog) speaking English, moves staying under /en. Screenshots with
// SCREENSHOTS=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { fillSiteSettings } from '../helpers/site-settings';

let site: Site;
beforeAll(async () => {
  site = await startSite();
  await fillSiteSettings(site.t.deps);
});
afterAll(() => site?.close());

describe('the contribute pages in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a donor gives by bank transfer, then a company reads how to sponsor, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      await page.goto(`${site.url}/en/contribute`);
      await page.getByRole('heading', { level: 1, name: 'Put a robot in a high school student’s hands' }).waitFor();
      await expectWeb(page.getByRole('heading', { name: 'The impact of your support' })).toBeVisible();
      await expectWeb(page.getByText('students take part every year, in 220+ high school teams')).toBeVisible();
      await shot('en-contribute');

      const copy = page.getByRole('button', { name: 'Copy the IBAN' });
      await copy.focus();
      await page.keyboard.press('Enter');
      await expectWeb(page.getByRole('status').filter({ hasText: 'IBAN copied' })).toBeVisible();
      await expectWeb(page.getByTestId('redirect-deadline')).toHaveText('Deadline: 25 May 2027');
      await page.locator('#donate-form').scrollIntoViewIfNeeded();
      await shot('en-contribute-donate');

      await page.getByRole('link', { name: 'See how to sponsor →' }).click();
      await page.waitForURL((url) => url.pathname === '/en/contribute/companies');
      await page.getByRole('heading', { level: 1, name: 'Invest in tomorrow’s engineers' }).waitFor();
      await page.getByRole('tab', { name: 'Declarația 177' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Declarația 177' });
      await expectWeb(panel).toContainText('You ask us for the association’s identification details');
      await expectWeb(panel).toContainText('Deadline: 25 June, for the funds left unused in the previous year');
      await panel.scrollIntoViewIfNeeded();
      await shot('en-companies-tabs');

      await page.getByRole('button', { name: 'Details about STEAM education' }).click();
      const dialog = page.getByRole('dialog', { name: 'STEAM education' });
      await expectWeb(dialog).toContainText('programming in Java and CAD design');
      await shot('en-companies-dialog');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expectWeb(dialog).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  }
});

describe('the about pages in English', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`a visitor goes from /en/about to the association and on to FIRST and FTC, at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(`${site.url}/en/about`);
      await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
      await shot('en-about');
      await page.getByRole('link', { name: /^Nație prin Educație The association that has brought/ }).click();
      await page.waitForURL((url) => url.pathname === '/en/about/natie-prin-educatie');
      await page.getByRole('heading', { level: 1, name: 'The Nație prin Educație Association' }).waitFor();
      await expectWeb(page.getByRole('list', { name: 'At a glance' })).toContainText('University partnerships');
      await shot('en-about-natie');
      await page.getByRole('link', { name: 'Discover FIRST and FTC' }).click();
      await page.waitForURL((url) => url.pathname === '/en/about/first-and-ftc');
      await page.getByRole('heading', { level: 1, name: 'Inspiring young people through science and technology' }).waitFor();
      await expectWeb(page.getByRole('link', { name: 'Learn more about FIRST Tech Challenge (opens in a new tab)' })).toBeVisible();
      await expectWeb(page.getByText('Our programme')).toBeVisible();
      await shot('en-about-first');
      expect(consoleErrors).toEqual([]);
    });
  }
});
