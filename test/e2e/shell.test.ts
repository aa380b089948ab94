import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('site shell', () => {
  it('redirects / to /home and shows the navbar and footer', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/');
    await page.waitForURL(/\/home$/);
    await expectWeb(page.getByRole('link', { name: 'EVENIMENTE', exact: true })).toBeVisible();
    await expectWeb(page.getByText('Realizat cu drag de FTC Romania ALUMNI')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  it('opens one dropdown at a time; Escape and an outside click close it', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/home');
    await page.getByRole('button', { name: 'DESPRE' }).click();
    await expectWeb(page.getByRole('link', { name: 'Contactează-ne' })).toBeVisible();
    await page.getByRole('button', { name: 'RESURSE' }).click();
    await expectWeb(page.getByRole('link', { name: 'Contactează-ne' })).toHaveCount(0);
    await expectWeb(page.getByRole('link', { name: 'Materialele sezonului' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectWeb(page.getByRole('link', { name: 'Materialele sezonului' })).toHaveCount(0);
    // A click outside the navbar closes an open dropdown too.
    await page.getByRole('button', { name: 'DESPRE' }).click();
    await page.getByRole('link', { name: 'Contactează-ne' }).waitFor();
    await page.mouse.click(600, 600);
    await expectWeb(page.getByRole('link', { name: 'Contactează-ne' })).toHaveCount(0);
  });

  it('mobile menu: page title, ÎNCHIDE MENIUL (CLOSE MENU), Escape, navigation, scroll lock', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/home');
    const burger = page.getByRole('button', { name: 'Deschide meniul' });
    const isLocked = () => page.evaluate(() => document.body.classList.contains('scroll-locked'));

    await burger.click();
    await expectWeb(page.getByRole('button', { name: 'ÎNCHIDE MENIUL' })).toBeVisible();
    expect(await isLocked()).toBe(true);
    await shot('mobile-menu');
    await page.getByRole('button', { name: 'ÎNCHIDE MENIUL' }).click();
    expect(await isLocked()).toBe(false);

    await burger.click();
    await page.keyboard.press('Escape');
    await expectWeb(page.getByRole('button', { name: 'ÎNCHIDE MENIUL' })).toBeHidden();

    await burger.click();
    await page.getByRole('link', { name: 'EVENIMENTE', exact: true }).click();
    await page.waitForURL(/\/events$/);
    await expectWeb(page.getByRole('button', { name: 'ÎNCHIDE MENIUL' })).toBeHidden();
    expect(await isLocked()).toBe(false);
  });

  it('shows the my-account placeholder and a real not-found page on a deep link', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + '/my-account');
    await page.getByText('my-account works!').waitFor();
    // A true 404 (issue 14), with the app's not-found page.
    const res = await page.goto(site.url + '/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Pagina nu a fost găsită' }).waitFor();
  });

  it('scrolls to the top on navigation and re-renders when the current URL is followed again', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/events');
    const past = page.getByRole('button', { name: /Evenimente trecute/ });
    await past.waitFor();
    await past.click();
    await expectWeb(past).toHaveAttribute('aria-expanded', 'true');
    // Following the link to the page already open renders it anew: the section is back to its first state.
    await page.getByRole('link', { name: 'EVENIMENTE', exact: true }).click();
    await expect.poll(() => past.getAttribute('aria-expanded')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Noutăți' }).click();
    await page.waitForURL(/\/news$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
