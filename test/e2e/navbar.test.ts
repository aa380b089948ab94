// The navbar of issue 24 (defects 2, 3 and 4): it fits every width from 320 to 1920 px without a sideways scroll or a
// hidden item; the keyboard stays in the open mobile menu and comes back to the button that opened a menu or a
// dropdown; without JavaScript `/` and /resources are server redirects, every navbar link is in the HTML and
// reachable (dropdowns as <details>, the mobile menu by its fragment), and /login shows the navbar and a note.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV, isGroup } from '../../src/web/components/layout/nav-items';
import { shell } from '../../src/shared/messages/ro/shell';
import { paths } from '../../src/shared/site-pages';
import { EMAILS } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';
import { scaled } from '../helpers/time-scale';

let site: Site;
const noScriptContexts: BrowserContext[] = [];
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await Promise.all(noScriptContexts.map((context) => context.close().catch(() => undefined)));
  await site?.close();
});

/** A page of a browser context with JavaScript off, as a visitor without script (or a crawler) sees the site. */
async function openWithoutScript(width: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  context.setDefaultTimeout(scaled(30_000));
  noScriptContexts.push(context);
  return context.newPage();
}

/** What the sweep finds wrong at the current width: a sideways scroll, a navbar entry off screen or covered. */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    const width = window.innerWidth;
    if (root.scrollWidth > root.clientWidth) faults.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const nav = document.querySelector('header nav')!;
    const mobile = window.matchMedia('(max-width: 768px)').matches;
    // On a phone the bar holds the logo and the menu button; the menu's entries are checked open (its own test).
    const entries = mobile
      ? [nav.querySelector<HTMLElement>('a[href="/home"]')!, nav.querySelector<HTMLElement>('[aria-label="Deschide meniul"]')!]
      : [nav.querySelector<HTMLElement>('a[href="/home"]')!, ...nav.querySelectorAll<HTMLElement>('#main-menu > ul > li > :first-child')];
    // The desktop bar keeps one line: a second one would push the page down (and move it when the font arrives).
    if (!mobile) {
      const tops = [...nav.querySelectorAll<HTMLElement>('#main-menu > ul > li')].map((li) => li.getBoundingClientRect().top);
      if (Math.max(...tops) - Math.min(...tops) > 20) faults.push('the bar takes two lines');
    }
    for (const entry of entries) {
      const box = entry.getBoundingClientRect();
      const name = (entry.textContent ?? '').trim() || entry.getAttribute('aria-label');
      if (box.width === 0 || box.height === 0) faults.push(`${name}: not shown`);
      else if (box.left < 0 || box.right > width + 0.5) faults.push(`${name}: outside the window (${Math.round(box.left)}-${Math.round(box.right)} of ${width})`);
      else {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !entry.contains(hit)) faults.push(`${name}: covered`);
      }
    }
    return faults;
  });
}

/** Every width from 320 to 1920 px in steps of `step` (and both sides of the mobile breakpoint). */
const sweep = (step: number, from = 320, to = 1920) => [...new Set([...Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step), 768, 769, to])].filter((w) => w >= from && w <= to);

const words = shell.nav;

const activeText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim() || document.activeElement?.getAttribute('aria-label') || document.activeElement?.tagName);

describe('navbar width (issue 24, defect 2)', () => {
  it('no width from 320 to 1920 px scrolls sideways or hides a navbar item, signed out', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + paths.home);
    const found: string[] = [];
    for (const width of sweep(8)) {
      await page.setViewportSize({ width, height: 800 });
      for (const fault of await layoutFaults(page)) found.push(`${width}px ${fault}`);
    }
    expect(found).toEqual([]);
    for (const width of [769, 800, 845, 960, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `navbar-${width}.png`);
    }
  });

  it('fits signed in too (the user name and Ieșire in place of CONECTARE), in the fallback font, and without script', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN);
    await page.goto(site.url + paths.home);
    await expectWeb(page.getByRole('button', { name: words.logout }).first()).toBeVisible();
    const found: string[] = [];
    for (const width of sweep(16, 320, 1440)) {
      await page.setViewportSize({ width, height: 800 });
      for (const fault of await layoutFaults(page)) found.push(`signed in ${width}px ${fault}`);
    }
    // Before Inter arrives a first visit shows the fallback face (wider here: this machine has no bold Arial-metric
    // face, so Chromium emboldens the regular one): the bar must keep one line in it too, or the font's arrival moves
    // the page (a layout shift).
    const fallback = await site.open(WIDTHS.desktop);
    await fallback.page.route(/\.woff2(\?|$)/, (route) => route.abort());
    await openSignedIn(site, fallback.page, EMAILS.ADMIN);
    await fallback.page.goto(site.url + paths.home);
    await expectWeb(fallback.page.getByRole('button', { name: words.logout }).first()).toBeVisible();
    expect(await fallback.page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    for (const width of sweep(16, 769, 1440)) {
      await fallback.page.setViewportSize({ width, height: 800 });
      for (const fault of await layoutFaults(fallback.page)) found.push(`fallback font ${width}px ${fault}`);
    }
    const plain = await openWithoutScript(WIDTHS.desktop);
    await plain.goto(site.url + paths.home);
    for (const width of sweep(16)) {
      await plain.setViewportSize({ width, height: 800 });
      for (const fault of await layoutFaults(plain)) found.push(`no script ${width}px ${fault}`);
    }
    expect(found).toEqual([]);
  });
});

describe('navbar keyboard (issue 24, defect 3)', () => {
  for (const width of [WIDTHS.desktop, 800]) {
    it(`a dropdown at ${width} px: Escape gives focus back to its button, Tab out of it closes it`, async () => {
      const { page } = await site.open(width);
      await page.goto(site.url + paths.home);
      const about = page.getByRole('button', { name: words.items.about });
      const resources = page.getByRole('button', { name: words.items.resources });
      await about.focus();
      await page.keyboard.press('Enter');
      await expectWeb(about).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expectWeb(page.getByRole('link', { name: 'Nație prin Educație' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expectWeb(about).toHaveAttribute('aria-expanded', 'false');
      await expectWeb(about).toBeFocused();

      // Open again and Tab through its eight links and out: it closes, focus is on the next entry.
      await page.keyboard.press('Enter');
      await expectWeb(about).toHaveAttribute('aria-expanded', 'true');
      const links = NAV.find((item) => isGroup(item) && item.key === 'about');
      const count = links && isGroup(links) ? links.items.length : 0;
      for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
      await expectWeb(page.getByRole('link', { name: words.items.contact })).toBeFocused();
      await page.keyboard.press('Tab');
      await expectWeb(resources).toBeFocused();
      await expectWeb(about).toHaveAttribute('aria-expanded', 'false');
      // Shift+Tab back out of an open dropdown closes it too.
      await page.keyboard.press('Enter');
      await expectWeb(resources).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Shift+Tab');
      await expectWeb(about).toBeFocused();
      await expectWeb(resources).toHaveAttribute('aria-expanded', 'false');
    });
  }

  it('the open mobile menu keeps Tab and Shift+Tab inside; Escape and CLOSE MENU give focus back to the menu button', async () => {
    const { page, shot } = await site.open(WIDTHS.mobile);
    await page.goto(site.url + paths.home);
    const burger = page.getByRole('button', { name: 'Deschide meniul' });
    const close = page.getByRole('button', { name: words.closeMenu });
    const insideMenu = () => page.evaluate(() => !!document.activeElement?.closest('#main-menu'));

    await burger.focus();
    await page.keyboard.press('Enter');
    await expectWeb(close).toBeFocused();
    await shot('navbar-menu-open');
    // Round the menu twice each way (with a dropdown open): focus never reaches the page behind it.
    await page.getByRole('button', { name: words.items.about }).click();
    const seen = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(key);
        expect(await insideMenu(), `${key} #${i + 1} left the menu for ${await activeText(page)}`).toBe(true);
        seen.add(String(await activeText(page)));
      }
    }
    expect(seen).toContain(words.login);
    expect(seen).toContain(words.closeMenu);

    await page.keyboard.press('Escape');
    await expectWeb(close).toBeHidden();
    await expectWeb(burger).toBeFocused();
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);

    await page.keyboard.press('Enter');
    await expectWeb(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expectWeb(close).toBeHidden();
    await expectWeb(burger).toBeFocused();

    // A click on CLOSE MENU does the same.
    await burger.click();
    await close.click();
    await expectWeb(burger).toBeFocused();
  });
});

describe('navbar without JavaScript (issue 24, defect 4)', () => {
  it('/ and /resources answer a server redirect to their page', async () => {
    const page = await openWithoutScript(WIDTHS.desktop);
    for (const [from, to] of [
      ['/', paths.home],
      ['/resources', paths.seasonMaterials],
    ] as const) {
      const response = await page.goto(site.url + from);
      expect(response?.status(), from).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      expect((await response?.request().redirectedFrom()?.response())?.status(), from).toBe(301);
      await expectWeb(page.locator('main h1').first()).toBeVisible();
    }
  });

  it('every navbar link is in the server HTML and reachable at 1280 px: the dropdowns open as <details>', async () => {
    const page = await openWithoutScript(WIDTHS.desktop);
    for (const group of NAV.filter(isGroup)) {
      for (const link of group.items) {
        await page.goto(site.url + paths.home);
        const nav = page.getByRole('navigation', { name: 'Navigare principală' });
        await expectWeb(nav.getByRole('link', { name: shell.nav.items[link.key] })).toBeHidden();
        await nav.getByText(shell.nav.items[group.key], { exact: true }).click();
        await nav.getByRole('link', { name: shell.nav.items[link.key] }).click();
        await page.waitForURL((url) => url.pathname === link.href);
        await expectWeb(page.locator('main h1').first(), link.href).toBeVisible();
      }
    }
    await page.goto(site.url + paths.home);
    await page.getByText(words.items.about, { exact: true }).click();
    await screenshot(page, 'navbar-no-script-dropdown-1280.png');
    // One open at a time: opening RESOURCES closes ABOUT (the <details> share a name).
    await page.getByText(words.items.resources, { exact: true }).click();
    await expectWeb(page.getByRole('link', { name: words.items.seasonMaterials })).toBeVisible();
    await expectWeb(page.getByRole('link', { name: words.items.contact })).toBeHidden();
  });

  it('at 375 px the menu button opens the menu by its fragment, and its links work', async () => {
    const page = await openWithoutScript(WIDTHS.mobile);
    await page.goto(site.url + paths.home);
    const menu = page.locator('#main-menu');
    await expectWeb(menu).toBeHidden();
    await page.getByRole('link', { name: 'Deschide meniul' }).click();
    await expectWeb(menu).toBeVisible();
    await page.getByText(words.items.about, { exact: true }).click();
    await screenshot(page, 'navbar-no-script-menu-375.png');
    await menu.getByRole('link', { name: words.items.aboutGlobal }).click();
    await page.waitForURL((url) => url.pathname === paths.aboutGlobal);
    await expectWeb(page.locator('main h1').first()).toBeVisible();
    await expectWeb(menu).toBeHidden();
    // CLOSE MENU closes it.
    await page.getByRole('link', { name: 'Deschide meniul' }).click();
    await expectWeb(menu).toBeVisible();
    await menu.getByRole('link', { name: words.closeMenu }).click();
    await expectWeb(menu).toBeHidden();
  });

  it('/login shows the navbar, the footer and a note; with script the login form replaces the note', async () => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const page = await openWithoutScript(width);
      await page.goto(site.url + paths.login);
      await expectWeb(page.getByRole('heading', { name: 'Această pagină are nevoie de JavaScript' })).toBeVisible();
      await expectWeb(page.getByText(shell.footer.credit)).toBeVisible();
      if (width === WIDTHS.desktop) await expectWeb(page.getByRole('link', { name: words.items.events, exact: true })).toBeVisible();
      await screenshot(page, `login-no-script-${width}.png`, { fullPage: true });
    }
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + paths.login);
    await expectWeb(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectWeb(page.getByRole('heading', { name: 'Această pagină are nevoie de JavaScript' })).toHaveCount(0);
    await expectWeb(page.getByRole('navigation', { name: 'Navigare principală' })).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});
