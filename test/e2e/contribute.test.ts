// /contribute and /contribute/companies in Chromium: hero and child route, scrolling to the donation block, the
// buy button and its bank-transfer fallback, the involvement tabs, the CSR dialog and the downloads.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, screenshot, startSite, WIDTHS, type Site } from '../helpers/browser';
import { scaled } from '../helpers/time-scale';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const BUY_BUTTON_SCRIPT = 'https://js.stripe.com/v3/buy-button.js';

/** Waits until the smooth scroll has brought #donate-form to the top area of the viewport. */
async function expectDonateFormInView(page: Page) {
  await page.waitForFunction(
    () => {
      const top = document.getElementById('donate-form')?.getBoundingClientRect().top ?? Infinity;
      return window.scrollY > 0 && top >= 0 && top < 200;
    },
    undefined,
    { timeout: scaled(30_000) },
  );
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  await expectWeb(page.locator('#donate-form')).toBeVisible();
}

describe('contribute page', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`shows the hero, the three options, the impact list and the bank-transfer fallback at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/contribute');
      await page.getByRole('heading', { level: 1, name: 'Pune un robot în mâinile unui licean' }).waitFor();
      await expectWeb(page.getByRole('link', { name: 'Donează ca persoană fizică' })).toHaveAttribute('href', '#donate-form');
      await expectWeb(page.getByRole('link', { name: 'Sponsorizează ca firmă' })).toHaveAttribute('href', '/contribute/companies');

      for (const title of ['Donații online', 'Sponsorizări pentru companii', 'Implicare prin timp']) {
        await expectWeb(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      await expectWeb(page.getByRole('link', { name: 'Donează online →' })).toHaveAttribute('href', '#donate-form');
      await expectWeb(page.getByRole('link', { name: 'Află cum sponsorizezi →' })).toHaveAttribute('href', '/contribute/companies');
      await expectWeb(page.getByRole('link', { name: 'Devino voluntar →' })).toHaveAttribute('href', '/about/volunteer');

      const impact = page.locator('section', { has: page.getByRole('heading', { name: 'Impactul sprijinului tău' }) });
      await expectWeb(impact.getByText('peste 10.000')).toBeVisible();
      await expectWeb(impact.getByText('peste 150')).toBeVisible();
      await expectWeb(impact.getByText('95%')).toBeVisible();

      // No payment settings by default: a clear fallback, never a broken widget.
      const donate = page.locator('#donate-form');
      await expectWeb(donate.getByText('Donează prin transfer bancar')).toBeVisible();
      await expectWeb(donate.getByText('Asociația Nație prin Educație', { exact: true })).toBeVisible();
      await expectWeb(donate.getByText('IBAN-ul îl primești la cerere')).toBeVisible();
      const mail = donate.getByRole('link', { name: /Cere detaliile la/ });
      await expectWeb(mail).toHaveAttribute('href', /^mailto:info@ftcromania\.ro\?subject=/);
      await expectWeb(page.locator('stripe-buy-button')).toHaveCount(0);
      await expectWeb(page.locator(`script[src="${BUY_BUTTON_SCRIPT}"]`)).toHaveCount(0);
      // Without card payments nothing on the page claims them: the option card names the bank transfer only (and no
      // 3,5% while the Formular 230 block is not shown); the one mention of the card is the fallback's notice.
      const online = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Donații online' }) });
      await expectWeb(online).toContainText('Donezi de acasă, prin transfer bancar. Orice sumă');
      await expectWeb(page.getByText(/card/i)).toHaveText(['Plata cu cardul nu este disponibilă momentan pe site. Poți dona simplu, prin transfer bancar:']);
      await expectWeb(donate.getByRole('link', { name: 'Sponsorizări pentru firme' })).toHaveAttribute('href', '/contribute/companies');
      await expectWeb(donate.getByRole('link', { name: 'Implică-te ca voluntar' })).toHaveAttribute('href', '/about/volunteer');

      await shot('contribute');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('scrolls smoothly to the donation block from the hero button and from the option card', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/contribute');
    await page.getByRole('link', { name: 'Donează ca persoană fizică' }).click();
    await expectDonateFormInView(page);
    expect(page.url()).toMatch(/\/contribute#donate-form$/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('link', { name: 'Donează online →' }).click();
    await expectDonateFormInView(page);
    expect(consoleErrors).toEqual([]);
  });

  it('scrolls to #donate-form when the page is opened with that fragment', async () => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const { page, consoleErrors } = await site.open(width);
      await page.goto(site.url + '/contribute#donate-form');
      await expectDonateFormInView(page);
      expect(consoleErrors).toEqual([]);
    }
  });

  it('embeds the card buy button when payment settings exist, loading its script once', async () => {
    // A site with the payment settings (not settings faked in the page): the CSP lists the Stripe hosts only then.
    const paying = await startSite({ demo: false, env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_example', STRIPE_BUY_BUTTON_ID: 'buy_btn_example' } });
    try {
      await buyButtonFlow(paying);
    } finally {
      await paying.close();
    }
  });
});

/** The buy button on a site that has the payment settings: embedded, its script loaded once across navigation. */
async function buyButtonFlow(paying: Site) {
  const { page, consoleErrors, foreignRequests, shot } = await paying.open(WIDTHS.desktop);
  await page.goto(paying.url + '/contribute');
  const button = page.locator('stripe-buy-button');
  await button.waitFor({ state: 'attached' });
  await expectWeb(button).toHaveAttribute('buy-button-id', 'buy_btn_example');
  await expectWeb(button).toHaveAttribute('publishable-key', 'pk_test_example');
  await expectWeb(page.getByText('Donează prin transfer bancar')).toHaveCount(0);
  await expectWeb(page.locator(`script[src="${BUY_BUTTON_SCRIPT}"]`)).toHaveCount(1);
  await expectWeb(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Donații online' }) })).toContainText(
    'cu cardul, direct pe site, sau prin transfer bancar',
  );

  // Leave and come back through the router: the block mounts again, the script is not added twice.
  await page.getByRole('link', { name: 'Sponsorizează ca firmă' }).click();
  await page.waitForURL(/\/contribute\/companies$/);
  await page.getByRole('link', { name: 'Donează online', exact: true }).click();
  await page.waitForURL(/\/contribute#donate-form$/);
  await button.waitFor({ state: 'attached' });
  await expectDonateFormInView(page);
  await expectWeb(page.locator(`script[src="${BUY_BUTTON_SCRIPT}"]`)).toHaveCount(1);
  expect(foreignRequests.filter((url) => url === BUY_BUTTON_SCRIPT)).toHaveLength(1);
  await shot('contribute-with-buy-button');
  expect(consoleErrors).toEqual([]);
}

describe('companies page', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`hides the contribute hero and shows achievements, downloads, tabs and pillars at ${width}px`, async () => {
      const { page, consoleErrors, shot } = await site.open(width);
      await page.goto(site.url + '/contribute/companies');
      await page.getByRole('heading', { level: 1, name: 'Investește în inginerii de mâine' }).waitFor();
      await expectWeb(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectWeb(page.getByText('Pune un robot în mâinile unui licean')).toHaveCount(0);
      await expectWeb(page.getByRole('link', { name: 'Donează ca persoană fizică' })).toHaveCount(0);
      await expectWeb(page.locator('#donate-form')).toHaveCount(0);

      await expectWeb(page.getByRole('heading', { name: 'Ce am realizat împreună' })).toBeVisible();
      await expectWeb(page.getByText('campioni mondiali, în 2022 și în 2024')).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'Modalități de implicare' })).toBeVisible();
      await expectWeb(page.getByRole('heading', { name: 'Pilonii responsabilității sociale' })).toBeVisible();
      await expectWeb(page.getByRole('button', { name: /^Detalii despre / })).toHaveCount(6);
      await expectWeb(page.getByRole('link', { name: 'Donează online', exact: true })).toHaveAttribute('href', '/contribute#donate-form');
      await expectWeb(page.getByRole('link', { name: 'Devino voluntar', exact: true })).toHaveAttribute('href', '/about/volunteer');

      await shot('contribute-companies');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('offers no brochure while none is uploaded: the one-page stubs are gone (issue 24, defect 7)', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/contribute/companies');
    await page.getByRole('heading', { name: 'Ce am realizat împreună' }).waitFor();
    await expectWeb(page.getByRole('heading', { name: 'Documente de descărcat' })).toHaveCount(0);
    await expectWeb(page.getByRole('link', { name: /PDF|Prezentare \(RO\)|Presentation \(EN\)/ })).toHaveCount(0);
    await expectWeb(page.locator('a[href^="/docs/"]')).toHaveCount(0);
    for (const stub of ['prezentare-ftc-romania-ro', 'ftc-romania-presentation-en', 'model-contract-sponsorizare', 'pachete-sponsorizare']) {
      const response = await page.request.get(`${site.url}/docs/${stub}.pdf`);
      expect(response.headers()['content-type'] ?? '', stub).not.toContain('application/pdf');
    }
  });

  it('involvement tabs: the first is active, clicking or arrow keys switch the content', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/contribute/companies');
    const tablist = page.getByRole('tablist', { name: 'Modalități de implicare' });
    const tabs = tablist.getByRole('tab');
    await tabs.first().waitFor();
    await expect(tabs.allInnerTexts()).resolves.toEqual(['Sponsorizare 20% din impozit', 'Declarația 177', 'Pachete de sponsorizare']);
    const first = tablist.getByRole('tab', { name: 'Sponsorizare 20% din impozit' });
    const second = tablist.getByRole('tab', { name: 'Declarația 177' });
    await expectWeb(first).toHaveAttribute('aria-selected', 'true');
    await expectWeb(second).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await expectWeb(panel).toHaveCount(1); // hidden panels are not exposed
    await expectWeb(panel.getByText('31 decembrie, pentru anul în curs')).toBeVisible();
    await expectWeb(panel.getByRole('listitem').filter({ hasText: 'Semnăm contractul de sponsorizare' })).toBeVisible();
    // No model contract uploaded: neither linked nor promised.
    await expectWeb(panel.getByRole('link', { name: /Model de contract de sponsorizare/ })).toHaveCount(0);
    await expectWeb(panel.getByText('modelul de mai jos')).toHaveCount(0);

    await second.click();
    await expectWeb(second).toHaveAttribute('aria-selected', 'true');
    await expectWeb(first).toHaveAttribute('aria-selected', 'false');
    await expectWeb(page.getByRole('tabpanel').getByText('25 iunie, pentru fondurile nefolosite în anul anterior')).toBeVisible();
    await expectWeb(page.getByText('31 decembrie, pentru anul în curs')).toBeHidden();

    await page.keyboard.press('ArrowRight');
    const third = tablist.getByRole('tab', { name: 'Pachete de sponsorizare' });
    await expectWeb(third).toHaveAttribute('aria-selected', 'true');
    await expectWeb.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pachete de sponsorizare');
    await expectWeb(page.getByRole('tabpanel').getByText('PLATINUM', { exact: true })).toBeVisible();
    await expectWeb(page.getByRole('tabpanel').getByRole('link', { name: 'Partenerii noștri' })).toHaveAttribute('href', '/about/sponsors');
    expect(consoleErrors).toEqual([]);
  });

  it('CSR dialog: closed by default, opens on details, closes on the button, the overlay and Escape', async () => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const { page, consoleErrors } = await site.open(width);
      await page.goto(site.url + '/contribute/companies');
      const dialog = page.getByRole('dialog');
      const details = page.getByRole('button', { name: 'Detalii despre Educație STEAM' });
      await details.waitFor();
      await expectWeb(dialog).toHaveCount(0);

      // Close button; focus goes into the dialog and back to the details button.
      await details.click();
      await expectWeb(dialog.getByRole('heading', { name: 'Educație STEAM' })).toBeVisible();
      await expectWeb(dialog.getByText('proiectare CAD', { exact: false })).toBeVisible();
      await expectWeb.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      // The dialog is fixed to the viewport: a viewport screenshot shows it as the visitor does.
      await screenshot(page, `contribute-companies-dialog-${width}.png`);
      await dialog.getByRole('button', { name: 'Închide' }).first().click();
      await expectWeb(dialog).toHaveCount(0);
      await expectWeb.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);

      // A click on the dark overlay outside the dialog.
      const other = page.getByRole('button', { name: 'Detalii despre Inovare și cercetare' });
      await other.click();
      await expectWeb(dialog.getByRole('heading', { name: 'Inovare și cercetare' })).toBeVisible();
      await page.mouse.click(4, 4);
      await expectWeb(dialog).toHaveCount(0);
      await expectWeb.poll(() => other.evaluate((el) => el === document.activeElement)).toBe(true);

      // A click inside the dialog does not close it; Escape does.
      await other.click();
      await dialog.getByRole('heading', { name: 'Inovare și cercetare' }).click();
      await expectWeb(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expectWeb(dialog).toHaveCount(0);

      // The selection was cleared: the next pillar opens with its own content.
      await page.getByRole('button', { name: 'Detalii despre Egalitate de șanse' }).click();
      await expectWeb(dialog.getByRole('heading', { name: 'Egalitate de șanse' })).toBeVisible();
      await expectWeb(dialog.getByText('Inovare și cercetare')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expectWeb(dialog).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    }
  });

  it('goes back to the donation block from the companies page', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/contribute/companies');
    await page.getByRole('link', { name: 'Donează online', exact: true }).click();
    await page.waitForURL(/\/contribute#donate-form$/);
    await page.getByRole('heading', { level: 1, name: 'Pune un robot în mâinile unui licean' }).waitFor();
    await expectDonateFormInView(page);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the not-found page for an unknown child of /contribute', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/contribute/nothing-here');
    await page.getByRole('heading', { name: 'Pagina nu a fost găsită' }).waitFor();
  });
});
