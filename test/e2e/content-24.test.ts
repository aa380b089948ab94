// Issue 24 in Chromium at 375 and 1280 px: the contact page with a gmail contact (no stranger's mailbox; a role with
// its own mailbox; the legal details), the IBAN's copy button (keyboard, status message; without JavaScript the IBAN
// is plain selectable text and no button), the contribute figures from the site settings, the volunteer page without
// forms, /HOME as the 404 page. Screenshots with SCREENSHOTS=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { saveSiteSettings, TEST_IBAN } from '../helpers/site-settings';

let site: Site;
beforeAll(async () => {
  site = await startSite({ env: { CONTACT_EMAIL: 'ftc.romania@gmail.com' } });
});
afterAll(() => site?.close());

describe('issue 24 pages', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`contact page with a gmail contact lists no stranger's mailbox, then a role and the legal details once set, at ${width}px`, async () => {
      await saveSiteSettings(site.t.deps, { judgingEmail: '', legalCif: '' });
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/about/contact-us');
      await page.getByRole('heading', { level: 1, name: 'Hai să vorbim' }).waitFor();
      const mails = await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(mails).toContain('mailto:ftc.romania@gmail.com');
      expect(mails.every((href) => href === 'mailto:ftc.romania@gmail.com' || href?.startsWith('mailto:ftc.romania@gmail.com?'))).toBe(true);
      await expectWeb(page.getByRole('heading', { name: 'Echipa noastră' })).toHaveCount(0);
      await shot('issue24-contact-empty');

      await saveSiteSettings(site.t.deps, { judgingEmail: 'jurizare@ftcromania.ro', legalCif: '35000000', legalAddress: 'Str. Exemplu 1, București', legalPhone: '+40 700 000 000' });
      await page.reload();
      await page.getByRole('heading', { name: 'Echipa noastră' }).waitFor();
      await expectWeb(page.getByRole('link', { name: 'Scrie-i rolului Judge Advisor: jurizare@ftcromania.ro' })).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'Președinte' })).toHaveCount(0);
      const legal = page.getByTestId('legal-details');
      await expectWeb(legal).toContainText('35000000');
      await expectWeb(legal.getByRole('link', { name: '+40 700 000 000' })).toHaveAttribute('href', 'tel:+40700000000');
      await shot('issue24-contact-set');
      expect(consoleErrors).toEqual([]);
    });

    it(`the IBAN's copy button works from the keyboard and says so; the figures come from the settings, at ${width}px`, async () => {
      await saveSiteSettings(site.t.deps, { iban: TEST_IBAN, bankName: 'Banca Transilvania', investedFigure: '800.000 €' });
      const { page, consoleErrors, shot } = await site.open(width);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      await page.goto(site.url + '/contribute');
      const button = page.getByRole('button', { name: 'Copiază IBAN-ul' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expectWeb(page.getByRole('status').filter({ hasText: 'IBAN copiat' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TEST_IBAN);
      const impact = page.locator('section', { has: page.getByRole('heading', { name: 'Impactul sprijinului tău' }) });
      await expectWeb(impact.getByText('800.000 €')).toBeVisible();
      await expectWeb(impact).toContainText('4500+ de elevi participă în fiecare an, în 220+ de echipe de liceu');
      await expectWeb(impact.getByText('750.000 €')).toHaveCount(0);
      await page.locator('#donate-form').scrollIntoViewIfNeeded();
      await shot('issue24-donate-copied');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('without JavaScript the IBAN is plain selectable text and no copy button is shown', async () => {
    await saveSiteSettings(site.t.deps, { iban: TEST_IBAN });
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS.mobile, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(site.url + '/contribute');
      const iban = page.getByTestId('donate-iban');
      await expectWeb(iban).toHaveText('RO49 AAAA 1B31 0075 9384 0000');
      expect(await iban.evaluate((el) => getComputedStyle(el).userSelect)).not.toBe('none');
      await expectWeb(page.getByRole('button', { name: 'Copiază IBAN-ul' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  it('the volunteer page promises no form while none is set; /HOME shows the not-found page', async () => {
    await saveSiteSettings(site.t.deps, { volunteerFormUrl: '', alumniFormUrl: '' });
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/about/volunteer');
    await page.getByRole('heading', { level: 1, name: 'Devino voluntar FTC' }).waitFor();
    await expectWeb(page.getByText('completează formularul')).toHaveCount(0);
    await expectWeb(page.getByText('scrie-ne și te contactăm')).toBeVisible();
    await shot('issue24-volunteer-no-form');

    const response = await page.goto(site.url + '/HOME');
    expect(response?.status()).toBe(404);
    await expectWeb(page.locator('main h1')).toHaveText('Pagina nu a fost găsită');
    await expectWeb(page.locator('#home-title')).toHaveCount(0);
    await shot('issue24-home-upper-case');
  });
});
