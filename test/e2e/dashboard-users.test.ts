// Users & Roles and /my-account in a real browser (issue 13): the ADMIN searches, creates a user and reads its
// one-time password once, changes the role, disables, resets the password and ends sessions; the last ADMIN cannot
// demote itself; a signed-in user edits their own name and password in /my-account, a visitor sees the placeholder.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueUser, listUsers } from '../../src/server/modules/users/users.service';
import { USER_MESSAGES } from '../../src/shared/schemas/users';
import { EMAILS } from '../helpers/app';
import { expectWeb, screenshot, openSignedIn, signInThroughPage, type Site, startSite, storedDraft, WIDTHS } from '../helpers/browser';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const userRow = (email: string) => site.t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const liveSessions = async (userId: number) =>
  (await site.t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()).length;
const row = (page: Page, email: string) => page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });

async function openUsers(page: Page) {
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('heading', { name: 'All users' }).waitFor();
}

async function confirmWith(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('users & roles (ADMIN)', () => {
  it('searches, creates a user with a one-time password, changes role, disables, resets and ends sessions', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.ADMIN);
    await openUsers(page);
    await row(page, EMAILS.EDITOR).waitFor();
    await page.getByLabel('Search users').fill('EDITOR@test');
    await expectWeb(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);

    // Client validation first, with the shared schema's words.
    await page.getByRole('button', { name: 'Create user', exact: true }).click();
    const form = page.getByRole('region', { name: 'Create user' });
    await form.getByRole('button', { name: 'Create user' }).click();
    await form.getByText('Email is required.').waitFor();
    await form.getByLabel('Email').fill(EMAILS.EDITOR);
    await form.getByLabel('Name').fill('Dublură');
    await form.getByLabel('Role').selectOption('EDITOR');
    await form.getByRole('button', { name: 'Create user' }).click();
    await form.getByText(USER_MESSAGES.duplicateEmail).first().waitFor();
    await form.getByLabel('Email').fill('ana.popescu@liceu.ro');
    await form.getByLabel('Name').fill('Ana Popescu');
    await form.getByRole('button', { name: 'Create user' }).click();
    const otp = page.getByTestId('one-time-password');
    await otp.waitFor();
    const password = (await otp.textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await userRow('ana.popescu@liceu.ro'))?.user_type).toBe('EDITOR');
    await page.getByRole('button', { name: 'Done' }).click();
    await expectWeb(otp).toHaveCount(0);

    // The new user signs in with it (another browser).
    const other = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, other.page, 'ana.popescu@liceu.ro', password);
    const ana = (await userRow('ana.popescu@liceu.ro'))!;
    expect(await liveSessions(ana.id)).toBe(1);

    // Search ignores diacritics and case; a role change signs the user out.
    await page.getByLabel('Search users').fill('POPESCU');
    await row(page, 'ana.popescu@liceu.ro').waitFor();
    await row(page, 'ana.popescu@liceu.ro').getByLabel('Role of ana.popescu@liceu.ro').selectOption('TEAM');
    await confirmWith(page, 'Change role');
    await page.getByText('ana.popescu@liceu.ro is now TEAM.').waitFor();
    expect((await userRow('ana.popescu@liceu.ro'))?.user_type).toBe('TEAM');
    expect(await liveSessions(ana.id)).toBe(0);

    await row(page, 'ana.popescu@liceu.ro').getByRole('button', { name: /^Disable/ }).click();
    await confirmWith(page, 'Disable');
    await row(page, 'ana.popescu@liceu.ro').getByText('Disabled').waitFor();
    expect((await userRow('ana.popescu@liceu.ro'))?.disabled).toBe(1);
    await row(page, 'ana.popescu@liceu.ro').getByRole('button', { name: /^Enable/ }).click();
    await row(page, 'ana.popescu@liceu.ro').getByText('Active').waitFor();

    await row(page, 'ana.popescu@liceu.ro').getByRole('button', { name: /^Reset password/ }).click();
    await confirmWith(page, 'Reset password');
    await otp.waitFor();
    const reset = (await otp.textContent())!.trim();
    expect(reset).not.toBe(password);
    await signInThroughPage(site, other.page, 'ana.popescu@liceu.ro', reset);
    expect(await liveSessions(ana.id)).toBe(1);
    await row(page, 'ana.popescu@liceu.ro').getByRole('button', { name: /^End sessions/ }).click();
    await confirmWith(page, 'End sessions');
    await page.getByText('ana.popescu@liceu.ro was signed out everywhere.').waitFor();
    expect(await liveSessions(ana.id)).toBe(0);
    // The refusals above (409 duplicate e-mail) are logged by the browser; nothing else may be.
    expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  it('the last active ADMIN cannot demote itself: the server says so and nothing changes', async () => {
    const { page } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    await openUsers(page);
    await row(page, EMAILS.ADMIN).getByLabel(`Role of ${EMAILS.ADMIN}`).selectOption('EDITOR');
    await confirmWith(page, 'Change role');
    await page.getByText(USER_MESSAGES.lastAdmin).waitFor();
    expect((await userRow(EMAILS.ADMIN))?.user_type).toBe('ADMIN');
    await expectWeb(row(page, EMAILS.ADMIN).getByLabel(`Role of ${EMAILS.ADMIN}`)).toHaveValue('ADMIN');
    // 375 px: the page itself does not scroll sideways (the table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
  });

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`at ${width} px: filters by role and shows the TEAM accounts without a team, kept in the address (issue 25)`, async () => {
      const unplaced = `fara.echipa.${width}@liceu.ro`;
      await issueUser(site.t.deps, 'cli', { email: unplaced, name: `Fără Echipă ${width}`, userType: 'TEAM', teamId: null });
      const { page, consoleErrors } = await site.open(width);
      await openSignedIn(site, page, EMAILS.ADMIN);
      await openUsers(page);
      await row(page, EMAILS.EDITOR).waitFor();
      const table = page.getByRole('table', { name: 'Users' });

      await page.getByLabel('Team', { exact: true }).selectOption('none');
      await row(page, unplaced).waitFor();
      await expectWeb(row(page, EMAILS.EDITOR)).toHaveCount(0);
      await expectWeb(row(page, EMAILS.ADMIN)).toHaveCount(0);
      await expectWeb.poll(() => new URL(page.url()).searchParams.get('team')).toBe('none');
      // Every row left is a TEAM account with no team.
      const users = await listUsers(site.t.deps, 'cli', { withoutTeam: true });
      await expectWeb(table.getByRole('row')).toHaveCount(users.length + 1);
      await screenshot(page, `users-without-team-${width}.png`, { fullPage: true });

      // Opened by its address, the list keeps its filters.
      await page.goto(`${site.url}/dashboard/users?role=EDITOR`);
      await expectWeb(page.getByLabel('Role', { exact: true })).toHaveValue('EDITOR');
      await row(page, EMAILS.EDITOR).waitFor();
      await expectWeb(row(page, unplaced)).toHaveCount(0);
      await page.getByLabel('Role', { exact: true }).selectOption('ADMIN');
      await page.getByLabel('Team', { exact: true }).selectOption('none');
      await page.getByText('No users match these filters.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('at 375 px: a TEAM user is created with its team found by typing in "Find a team" (issue 25, point 8)', async () => {
    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.ADMIN);
    await openUsers(page);
    await page.getByRole('button', { name: 'Create user', exact: true }).click();
    const form = page.getByRole('region', { name: 'Create user' });
    await form.getByLabel('Email').fill('mentor.quantum@liceu.ro');
    await form.getByLabel('Name').fill('Mentor Quantum');
    await form.getByLabel('Role').selectOption('TEAM');
    const options = form.getByLabel('Team', { exact: true }).locator('option');
    await expectWeb.poll(() => options.count()).toBeGreaterThan(3);
    // Case and diacritics ignored: "iasi QUANTUM" leaves the one team, and the count says so.
    await form.getByLabel('Find a team').fill('iasi QUANTUM');
    await expectWeb(options).toHaveText(['No team', '#13310 Quantum Gears']);
    await form.getByText(/^1 of \d+ teams$/).waitFor();
    await form.getByLabel('Team', { exact: true }).selectOption({ label: '#13310 Quantum Gears' });
    // The chosen team stays an option when the box no longer matches it, so the select keeps showing it.
    await form.getByLabel('Find a team').fill('no such team');
    await expectWeb(options).toHaveText(['No team', '#13310 Quantum Gears']);
    await expectWeb(form.getByLabel('Team', { exact: true }).locator('option:checked')).toHaveText('#13310 Quantum Gears');
    await screenshot(page, 'users-create-team-filter-375.png', { fullPage: true });
    await form.getByRole('button', { name: 'Create user' }).click();
    await page.getByTestId('one-time-password').waitFor();
    const created = await userRow('mentor.quantum@liceu.ro');
    const team = await site.t.deps.db.selectFrom('teams').select('id').where('team_number', '=', 13310).executeTakeFirstOrThrow();
    expect(created?.team_id).toBe(team.id);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
    expect(consoleErrors).toEqual([]);
  });

  it('an EDITOR sees no Users or Teams tab', async () => {
    const { page } = await site.open(WIDTHS.desktop);
    await openSignedIn(site, page, EMAILS.EDITOR);
    await page.getByRole('tab', { name: 'Home Posts' }).waitFor();
    await expectWeb(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await expectWeb(page.getByRole('tab', { name: 'Teams' })).toHaveCount(0);
  });
});

describe('/my-account', () => {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    it(`at ${width} px: a user given a one-time password chooses their own before the dashboard opens (issue 25)`, async () => {
      const email = `prima.${width}@liceu.ro`;
      const issued = await issueUser(site.t.deps, 'cli', { email, name: 'Prima Intrare', userType: 'EDITOR', teamId: null });
      const oneTime = issued.password!;
      const { page, consoleErrors } = await site.open(width);
      await signInThroughPage(site, page, email, oneTime);
      const form = page.locator('form').filter({ has: page.getByLabel('One-time password') });
      await page.getByRole('heading', { name: 'Choose your own password' }).waitFor();
      await expectWeb(page.getByRole('tab')).toHaveCount(0); // nothing of the dashboard until then
      await screenshot(page, `first-sign-in-${width}.png`, { fullPage: true });

      const submit = () => form.getByRole('button', { name: 'Set password' }).click();
      await submit();
      await form.getByText('Please enter the one-time password you signed in with.').waitFor();
      await form.getByLabel('One-time password').fill('not the one');
      await form.getByLabel('New password', { exact: true }).fill('parola mea noua');
      await form.getByLabel('Repeat the new password').fill('parola mea nou');
      await submit();
      await form.getByText('The two passwords do not match.').waitFor();
      await form.getByLabel('Repeat the new password').fill('parola mea noua');
      await submit();
      await form.getByText(USER_MESSAGES.wrongCurrentPassword).waitFor();
      await form.getByLabel('One-time password').fill(oneTime);
      await form.getByLabel('New password', { exact: true }).fill(oneTime);
      await form.getByLabel('Repeat the new password').fill(oneTime);
      await submit();
      await form.getByText(USER_MESSAGES.samePassword).waitFor();
      await screenshot(page, `first-sign-in-refused-${width}.png`, { fullPage: true });
      expect((await userRow(email))?.password_change_required).toBe(1);

      await form.getByLabel('New password', { exact: true }).fill('parola mea noua');
      await form.getByLabel('Repeat the new password').fill('parola mea noua');
      await submit();
      await page.getByRole('tab', { name: 'Posts' }).waitFor();
      expect((await userRow(email))?.password_change_required).toBe(0);
      // A reload opens the dashboard straight away; the new password signs in elsewhere.
      await page.reload();
      await page.getByRole('tab', { name: 'Posts' }).waitFor();
      await expectWeb(page.getByRole('heading', { name: 'Choose your own password' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await signInThroughPage(site, (await site.open(WIDTHS.desktop)).page, email, 'parola mea noua');
      // The refused tries are logged by the browser as 400s; nothing else may be.
      expect(consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
    });
  }

  it('a visitor sees the placeholder; a signed-in user edits name and password', async () => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const visitor = await site.open(width);
      await visitor.page.goto(site.url + '/my-account');
      await visitor.page.getByText('my-account works!').waitFor();
    }

    const { page, consoleErrors } = await site.open(WIDTHS.mobile);
    await openSignedIn(site, page, EMAILS.TEAM);
    await page.goto(site.url + '/my-account');
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expectWeb(page.getByText('my-account works!')).toHaveCount(0);
    const name = page.getByLabel('Name', { exact: true });
    await expectWeb(name).not.toHaveValue('');
    await name.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Name is required.').waitFor();
    await name.fill('Echipa Mea');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your account was updated.').waitFor();
    expect((await userRow(EMAILS.TEAM))?.name).toBe('Echipa Mea');

    // A new password without the current one: the shared schema's words; a wrong one: the server's.
    await page.getByLabel('New password').fill('o parola noua si lunga');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(USER_MESSAGES.currentPassword).waitFor();
    await page.getByLabel('Current password').fill('not the password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(USER_MESSAGES.wrongCurrentPassword).first().waitFor();
    // The unsaved form keeps a local draft (issue 15), but never a password: passwords alone leave nothing to keep.
    const draft = () => storedDraft(page, 'account');
    expect(await draft()).toBeNull();
    await name.fill('Echipa Mea Nouă');
    await expectWeb.poll(draft).toContain('Echipa Mea Nouă');
    expect(await draft()).not.toContain('parola');
    expect(await draft()).not.toContain('not the password');
    await name.fill('Echipa Mea');
    await expectWeb.poll(draft).toBeNull();
    await page.getByLabel('Current password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your account was updated. Your other devices were signed out.').waitFor();

    const again = await site.open(WIDTHS.desktop);
    await signInThroughPage(site, again.page, EMAILS.TEAM, 'o parola noua si lunga');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
    expect(consoleErrors.filter((e) => !e.includes('400 (Bad Request)'))).toEqual([]);
  });
});
