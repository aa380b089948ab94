// Users & roles (issue 13): the ADMIN's Users screen and /my-account, through the tRPC procedures the dashboard calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, login } from '../../src/server/modules/auth/auth.service';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { USER_MESSAGES } from '../../src/shared/schemas/users';
import { EMAILS, makeTestApp, type TestApp } from '../helpers/app';
import { callerFor, callersForEveryRole, refusal, type Caller } from '../helpers/caller';

let t: TestApp;
let editor: Caller;
let admin: Caller;
let team: Caller;
let visitor: Caller;
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

const userRow = (email: string) => t.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const liveSessions = async (userId: number) =>
  (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()).length;

beforeAll(async () => {
  t = await makeTestApp();
  [editor, admin, team, visitor] = await callersForEveryRole(t);
});
afterAll(() => t.close());

describe('users: list and search', () => {
  it('searches e-mail and name ignoring case and diacritics', async () => {
    await admin.users.create({ email: 'stefan@liceu.ro', name: 'Ștefan Mureșan', userType: 'EDITOR' });
    expect((await admin.users.list({ search: 'muresan' })).map((u) => u.email)).toEqual(['stefan@liceu.ro']);
    expect((await admin.users.list({ search: 'STEFAN' })).map((u) => u.name)).toEqual(['Ștefan Mureșan']);
    expect((await admin.users.list({ search: 'LICEU.RO' })).map((u) => u.email)).toEqual(['stefan@liceu.ro']);
    expect((await admin.users.list()).length).toBeGreaterThanOrEqual(4);
  });

  it('filters by role and by TEAM accounts without a team (issue 25), with the search', async () => {
    const teamId = (await admin.teams.create({ teamNumber: 99321, name: 'Echipa Filtrului', city: 'Cluj-Napoca' })).id;
    await admin.users.create({ email: 'placed@liceu.ro', name: 'Ana Placed', userType: 'TEAM', teamId });
    await admin.users.create({ email: 'unplaced@liceu.ro', name: 'Ana Unplaced', userType: 'TEAM' });
    const all = await admin.users.list();
    const editors = await admin.users.list({ role: 'EDITOR' });
    expect(editors.length).toBeGreaterThan(0);
    expect(editors.every((u) => u.userType === 'EDITOR')).toBe(true);
    expect(editors.length).toBe(all.filter((u) => u.userType === 'EDITOR').length);
    const unplaced = await admin.users.list({ withoutTeam: true });
    expect(unplaced.map((u) => u.email)).toContain('unplaced@liceu.ro');
    expect(unplaced.map((u) => u.email)).not.toContain('placed@liceu.ro');
    expect(unplaced.every((u) => u.userType === 'TEAM' && u.teamId === null)).toBe(true);
    expect((await admin.users.list({ withoutTeam: true, search: 'ana' })).map((u) => u.email)).toEqual(['unplaced@liceu.ro']);
    expect(await admin.users.list({ role: 'ADMIN', withoutTeam: true })).toEqual([]);
    // A filter of the wrong type is refused with what is wrong.
    expect((await refusal(admin.users.list({ role: 'OWNER' as 'ADMIN' }))).status).toBe(400);
  });

  it('is for ADMIN only', async () => {
    expect((await refusal(editor.users.list())).status).toBe(403);
    expect((await refusal(team.users.list())).status).toBe(403);
    expect((await refusal(visitor.users.list())).status).toBe(401);
  });
});

/** Without SMTP a create answers a one-time password (never null there). */
function withPassword<T extends { password: string | null }>(created: T): T & { password: string } {
  if (created.password === null) throw new Error('a site without SMTP answers a one-time password');
  return { ...created, password: created.password };
}

describe('users: create with a one-time password', () => {
  it('answers a generated password once, which signs in; nothing stores it in clear', async () => {
    const { user, password } = withPassword(await admin.users.create({ email: 'Nou@Test.ro', name: 'Nou', userType: 'TEAM' }));
    expect(user).toMatchObject({ email: 'nou@test.ro', userType: 'TEAM', disabled: false, teamId: null });
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await userRow('nou@test.ro')).password_hash).not.toContain(password);
    await expect(login(t.deps, { email: 'nou@test.ro', password }, meta)).resolves.toBeDefined();
  });

  it('refuses a duplicate e-mail, a bad e-mail and a team link for a non-TEAM role, changing nothing', async () => {
    const before = (await admin.users.list()).length;
    const dup = await refusal(admin.users.create({ email: EMAILS.EDITOR, name: 'Again', userType: 'EDITOR' }));
    expect(dup).toMatchObject({ status: 409, message: USER_MESSAGES.duplicateEmail });
    expect((await refusal(admin.users.create({ email: 'not-an-email', name: 'X', userType: 'EDITOR' }))).message).toBe('Please enter a valid email address.');
    const teamId = (await admin.teams.create({ teamNumber: 4242, name: 'Echipa link' })).id;
    const link = await refusal(admin.users.create({ email: 'ed2@test.ro', name: 'Ed', userType: 'EDITOR', teamId }));
    expect(link.message).toBe(USER_MESSAGES.teamOnlyForTeamUsers);
    expect((await admin.users.list()).length).toBe(before);
  });
});

describe('users: role, disable, reset, end sessions', () => {
  it('a role change and disabling end the user sessions at once', async () => {
    const { user, password } = withPassword(await admin.users.create({ email: 'roles@test.ro', name: 'Roles', userType: 'EDITOR' }));
    await login(t.deps, { email: user.email, password }, meta);
    expect(await liveSessions(user.id)).toBe(1);
    expect((await admin.users.setRole({ id: user.id, userType: 'TEAM' })).userType).toBe('TEAM');
    expect(await liveSessions(user.id)).toBe(0);
    await login(t.deps, { email: user.email, password }, meta);
    expect((await admin.users.setDisabled({ id: user.id, disabled: true })).disabled).toBe(true);
    expect(await liveSessions(user.id)).toBe(0);
    await expect(login(t.deps, { email: user.email, password }, meta)).rejects.toThrow();
    expect((await admin.users.setDisabled({ id: user.id, disabled: false })).disabled).toBe(false);
  });

  it('reset answers a new password once and ends the sessions; end sessions signs out everywhere', async () => {
    const { user, password } = withPassword(await admin.users.create({ email: 'reset@test.ro', name: 'Reset', userType: 'EDITOR' }));
    await login(t.deps, { email: user.email, password }, meta);
    const reset = await admin.users.resetPassword({ id: user.id });
    if (reset.password === null) throw new Error('a generated password is answered');
    expect(reset.password).not.toBe(password);
    expect(await liveSessions(user.id)).toBe(0);
    await expect(login(t.deps, { email: user.email, password }, meta)).rejects.toThrow();
    await login(t.deps, { email: user.email, password: reset.password }, meta);
    await login(t.deps, { email: user.email, password: reset.password }, meta);
    expect(await admin.users.endSessions({ id: user.id })).toEqual({ id: user.id, ended: 2 });
    expect(await liveSessions(user.id)).toBe(0);
    // A password the admin chose is not sent back.
    expect((await admin.users.resetPassword({ id: user.id, password: 'Chosen-by-admin-42' })).password).toBeNull();
  });

  it('the last active ADMIN can be neither demoted nor disabled (server-enforced, clear message)', async () => {
    const me = await userRow(EMAILS.ADMIN);
    const others = (await admin.users.list()).filter((u) => u.userType === 'ADMIN' && u.id !== me.id);
    expect(others).toEqual([]);
    const demote = await refusal(admin.users.setRole({ id: me.id, userType: 'EDITOR' }));
    expect(demote).toMatchObject({ status: 409, message: USER_MESSAGES.lastAdmin });
    expect((await refusal(admin.users.setDisabled({ id: me.id, disabled: true }))).message).toBe(USER_MESSAGES.lastAdmin);
    expect((await userRow(EMAILS.ADMIN)).user_type).toBe('ADMIN');
    // With a second active ADMIN, the first may step down.
    const second = withPassword(await admin.users.create({ email: 'admin2@test.ro', name: 'Second', userType: 'ADMIN' }));
    const other = await admin.users.setDisabled({ id: second.user.id, disabled: true });
    expect(other.disabled).toBe(true);
    expect((await refusal(admin.users.setRole({ id: me.id, userType: 'EDITOR' }))).message).toBe(USER_MESSAGES.lastAdmin);
  });

  it('links a TEAM user to a team, refuses unknown teams and other roles', async () => {
    const teamId = (await admin.teams.create({ teamNumber: 4343, name: 'Echipa legată' })).id;
    const { user } = withPassword(await admin.users.create({ email: 'linked@test.ro', name: 'Linked', userType: 'TEAM', teamId }));
    expect(user).toMatchObject({ teamId, teamNumber: 4343, teamName: 'Echipa legată' });
    expect((await refusal(admin.users.setTeam({ id: user.id, teamId: 999_999 }))).message).toBe('Please choose a team');
    const editorRow = await userRow(EMAILS.EDITOR);
    expect((await refusal(admin.users.setTeam({ id: editorRow.id, teamId }))).message).toBe(USER_MESSAGES.teamOnlyForTeamUsers);
    expect((await admin.users.setTeam({ id: user.id, teamId: null })).teamId).toBeNull();
  });
});

describe('/my-account: own name and password', () => {
  it('changes the name; a new password needs the current one and ends the other sessions', async () => {
    const { user, password } = withPassword(await admin.users.create({ email: 'self@test.ro', name: 'Self', userType: 'TEAM' }));
    const tokens = await login(t.deps, { email: user.email, password }, meta);
    const me = await callerFor(t); // a visitor cannot
    expect((await refusal(me.account.update({ name: 'X' }))).status).toBe(401);
    const self = callerAs(tokens.auth.access_token);
    await login(t.deps, { email: user.email, password }, meta); // another device
    // A one-time password must be replaced first (issue 25): a change of name alone waits until then.
    expect((await refusal(self.account.update({ name: 'Sinele Meu' }))).message).toBe(USER_MESSAGES.newPasswordRequired);
    const missing = await refusal(self.account.update({ name: 'Sinele Meu', newPassword: 'a brand new secret' }));
    expect(missing.message).toBe(USER_MESSAGES.currentPassword);
    const wrong = await refusal(self.account.update({ name: 'Sinele Meu', currentPassword: 'nope nope', newPassword: 'a brand new secret' }));
    expect(wrong).toMatchObject({ status: 400, message: USER_MESSAGES.wrongCurrentPassword });
    await expect(login(t.deps, { email: user.email, password }, meta)).resolves.toBeDefined();
    await self.account.update({ name: 'Sinele Meu', currentPassword: password, newPassword: 'a brand new secret' });
    expect(await liveSessions(user.id)).toBe(1); // this session only
    expect((await self.account.update({ name: 'Sinele Meu' })).name).toBe('Sinele Meu');
    expect((await self.auth.me()).name).toBe('Sinele Meu');
    await expect(login(t.deps, { email: user.email, password: 'a brand new secret' }, meta)).resolves.toBeDefined();
    // The user's role cannot change through it.
    expect((await userRow(user.email)).user_type).toBe('TEAM');
  });
});

/** A caller on the given access token (this very session, to see which sessions a password change keeps). */
function callerAs(token: string): Caller {
  return createCallerFactory(appRouter)(async () => ({ deps: t.deps, actor: await authenticate(t.deps, token), log: t.deps.log }));
}
