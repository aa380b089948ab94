// axe-core (WCAG 2.0-2.2 A and AA rules, plus label-content-name-mismatch; test/helpers/axe.ts) on every screen of the
// accounts and the dashboard in Chromium: 0 violations. /login and /register; as ADMIN every tab the tab list shows
// (read from the page, so a tab added later is checked with no change here), each tab's create form, an edit form and
// the open delete confirmation where the tab has them; the TEAM dashboard; /my-account signed in.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/site-pages';
import { EMAILS } from '../helpers/app';
import { axeViolations } from '../helpers/axe';
import { expectWeb, networkQuiet, openSignedIn, startSite, WIDTHS, type Site } from '../helpers/browser';
import { scaled } from '../helpers/time-scale';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** Waits until the screen has its data: no loading text, no request on its way. */
async function settled(page: Page): Promise<void> {
  await expectWeb(page.locator('[role="status"]').filter({ hasText: /^\s*(Loading|Se încarcă)/ })).toHaveCount(0);
  await networkQuiet(page);
}

async function check(page: Page, screen: string, found: string[]): Promise<void> {
  await settled(page);
  // From the top: where a click left the page scrolled varies from run to run, and a button half under the sticky
  // navbar at that moment is read by axe's target-size rule as too small (a scroll position, not the screen).
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const line of await axeViolations(page)) found.push(`${screen}: ${line}`);
}

/** The first enabled button of the panel whose name matches, or null. */
async function firstEnabled(scope: Locator, name: RegExp): Promise<Locator | null> {
  const buttons = scope.getByRole('button', { name });
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    if ((await button.isVisible()) && (await button.isEnabled())) return button;
  }
  return null;
}

const panelOf = (page: Page) => page.getByRole('tabpanel');

/**
 * Back to the tab's list: the form's Cancel, and one click must do (a message appearing on the blur that the click
 * causes must not move the button away); a form without Cancel is left by the tab's own address.
 */
async function leaveForm(page: Page, tabUrl: string): Promise<void> {
  const cancel = await firstEnabled(panelOf(page), /^Cancel$/);
  if (cancel) {
    await cancel.click();
    await expectWeb(panelOf(page).getByRole('button', { name: 'Cancel', exact: true }), 'the form closes with one click on Cancel').toHaveCount(0);
  } else {
    await page.goto(tabUrl);
  }
  await settled(page);
}

/** Shows the form's messages as a person meets them: each field entered and left empty or as it was. */
async function touchFields(form: Locator): Promise<void> {
  const fields = form.locator('input:not([type="file"]):not([type="hidden"]):visible, textarea:visible, select:visible');
  for (let i = 0; i < (await fields.count()); i++) {
    await fields.nth(i).focus();
    await fields.nth(i).blur();
  }
}

describe('accessibility of the accounts and the dashboard', () => {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    it(`axe finds nothing on /login and /register at ${width} px`, async () => {
      const { page } = await site.open(width);
      const found: string[] = [];
      await page.goto(site.url + paths.login);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await check(page, '/login', found);
      // The form's messages are part of the screen too.
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not an address');
      await page.getByLabel('Password', { exact: true }).focus();
      await check(page, '/login with a message', found);
      await page.goto(site.url + paths.register);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await check(page, '/register', found);
      expect(found).toEqual([]);
    });
  }

  it('axe finds nothing on any ADMIN tab, its create form, an edit form or the delete confirmation', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN);
    const tabs = page.getByRole('tablist', { name: 'Content management' }).getByRole('tab');
    await expectWeb(tabs.first()).toBeVisible();
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(10);
    const found: string[] = [];
    const walked: string[] = [];

    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expectWeb(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      const tabUrl = page.url();
      await check(page, name, found);
      const steps = [name];

      const CREATE = /^(Create|Add|New)\b/;
      const create = await firstEnabled(panelOf(page), CREATE);
      if (create) {
        const label = (await create.ariaSnapshot()).match(/button "([^"]*)"/)?.[1] ?? 'create';
        await create.click();
        const form = panelOf(page).locator('form').first();
        await expectWeb(form).toBeVisible();
        // Checked once, with the messages of its empty fields shown: the same fields as the untouched form, plus
        // the messages and their aria-invalid and aria-describedby (a second check of the untouched form found
        // nothing this one does not, and cost a tenth of the run's longest file: decision 210).
        await touchFields(form);
        await check(page, `${name} > ${label} with its messages`, found);
        steps.push(label);
        await leaveForm(page, tabUrl);
      }

      const edit = await firstEnabled(panelOf(page), /^Edit\b/);
      if (edit) {
        await edit.click();
        await expectWeb(panelOf(page).locator('form').first()).toBeVisible();
        await check(page, `${name} > edit`, found);
        steps.push('edit');
        await leaveForm(page, tabUrl);
      }

      const remove = await firstEnabled(panelOf(page), /^Delete\b/);
      if (remove) {
        await remove.click();
        const dialog = page.getByRole('dialog');
        await expectWeb(dialog).toBeVisible();
        await check(page, `${name} > delete confirmation`, found);
        steps.push('delete confirmation');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expectWeb(dialog).toHaveCount(0);
      }
      walked.push(steps.join(' > '));
    }
    console.log(`Checked: ${walked.join('; ')}`);
    expect(found).toEqual([]);
    // The walk reached the forms and dialogs, not only the lists.
    expect(walked.filter((w) => w.includes('edit')).length).toBeGreaterThanOrEqual(7);
    expect(walked.filter((w) => w.includes('delete confirmation')).length).toBeGreaterThanOrEqual(3);
    // About fifty screens, each with axe: about a minute on a quiet machine, three on one loaded nine times over.
  }, scaled(480_000));

  it('axe finds nothing on the tab lists at 375 px', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    const tabs = page.getByRole('tablist', { name: 'Content management' }).getByRole('tab');
    await expectWeb(tabs.first()).toBeVisible();
    const found: string[] = [];
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expectWeb(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await check(page, name, found);
    }
    expect(found).toEqual([]);
  });

  it('axe finds nothing on the TEAM dashboard and on /my-account', async () => {
    // Linked to a team, so the dashboard shows the team's profile form.
    const db = site.t.deps.db;
    const team = await db.selectFrom('teams').select(['id', 'team_number']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ team_id: team.id }).where('email', '=', EMAILS.TEAM).execute();
    const { page } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.TEAM);
    await page.getByRole('region', { name: new RegExp(`^Team profile: #${team.team_number} `) }).waitFor();
    const found: string[] = [];
    await check(page, 'TEAM dashboard', found);
    await page.goto(site.url + paths.myAccount);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await check(page, '/my-account', found);
    expect(found).toEqual([]);
  });
});
