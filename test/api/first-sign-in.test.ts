// Onboarding (issue 25, point 4): an account given a one-time password (created in the dashboard, reset by an admin
// or at the command line) must choose its own at the first sign-in. Until it does, the server lets it read its
// profile, change its password and sign out, and refuses everything else (REST and tRPC, writes, uploads and the
// staff's view of drafts), whatever the dashboard shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../src/server/kernel/permissions';
import { USER_MESSAGES } from '../../src/shared/schemas/users';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { eventFields } from '../helpers/event-fixtures';
import { multipart, samples } from '../helpers/multipart';
import { trpcUrl } from '../helpers/routes';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.client('ADMIN');
});
afterAll(() => t.close());

const flagOf = async (email: string) =>
  (await t.deps.db.selectFrom('users').select('password_change_required').where('email', '=', email).executeTakeFirstOrThrow()).password_change_required;

async function issue(email: string, userType: 'EDITOR' | 'TEAM'): Promise<string> {
  const res = await admin.post(trpcUrl('users.create'), { email, name: 'Cont Nou', userType });
  expect(res.statusCode).toBe(200);
  return res.json().result.data.password as string;
}

async function signedIn(email: string, password: string): Promise<{ c: Client; user: Record<string, unknown> }> {
  const c = await t.client();
  const res = await c.login(email, password);
  expect(res.statusCode).toBe(200);
  return { c, user: res.json().message.user };
}

const draft = { title: 'Ciornă de test', description: 'O postare nepublicată încă.', priority: '1', imagePosition: 'LEFT', announcement: 'false', status: 'draft' };

describe('first sign-in with a one-time password', () => {
  it('signs in, says so in the session and the profile, and is refused everything else until a new password', async () => {
    const password = await issue('nou@liceu.ro', 'EDITOR');
    expect(await flagOf('nou@liceu.ro')).toBe(1);
    const { c, user } = await signedIn('nou@liceu.ro', password);
    expect(user).toMatchObject({ email: 'nou@liceu.ro', passwordChangeRequired: true });
    expect((await c.get('/api/auth/profile')).json().message).toMatchObject({ passwordChangeRequired: true });
    expect((await c.get(trpcUrl('auth.me'))).json().result.data).toMatchObject({ passwordChangeRequired: true });

    // A REST write, a tRPC write, a dashboard read and an upload: 403 with what to do.
    const rest = await c.request({ method: 'POST', url: '/api/home-posts', ...multipart(draft) });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({ success: false, message: PASSWORD_CHANGE_REQUIRED_MESSAGE });
    const trpcWrite = await c.post(trpcUrl('posts.create'), { title: 'Prin tRPC', description: 'Descriere destul de lungă.', priority: 1, imagePosition: 'LEFT', announcement: false });
    expect(trpcWrite.statusCode).toBe(403);
    expect(trpcWrite.json().error.message).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    expect((await c.get(trpcUrl('posts.listForEditor'))).statusCode).toBe(403);
    const upload = await c.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'event_image' }, { name: 'file', filename: 'e.png', data: samples.png() }) });
    expect(upload.statusCode).toBe(403);
    expect(await t.deps.db.selectFrom('home_posts').select('id').where('title', 'in', ['Ciornă de test', 'Prin tRPC']).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('files').select('id').where('name', '=', 'e.png').execute()).toEqual([]);

    // A read that shows staff the drafts (a draft event's teams) shows this account what it shows a visitor: nothing.
    const seasonId = (await t.deps.db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE 2025-2026', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const created = await (await t.client('EDITOR')).request({ method: 'POST', url: '/api/events', ...multipart(eventFields(seasonId, { status: 'draft' })) });
    expect(created.statusCode).toBe(201);
    const eventId = created.json().message.id as number;
    expect((await (await t.client('EDITOR')).get(trpcUrl('teams.eventTeams', { eventId }))).statusCode).toBe(200);
    expect((await c.get(trpcUrl('teams.eventTeams', { eventId }))).statusCode).toBe(404);
  });

  it('asks for a new password, different from the one-time one, with the one-time one; then everything opens on the same session', async () => {
    const password = await issue('schimba@liceu.ro', 'EDITOR');
    const { c } = await signedIn('schimba@liceu.ro', password);
    const other = await signedIn('schimba@liceu.ro', password); // another device

    const nameOnly = await c.post(trpcUrl('account.update'), { name: 'Alt Nume' });
    expect(nameOnly.statusCode).toBe(400);
    expect(nameOnly.json().error.data.fieldErrors).toEqual({ newPassword: [USER_MESSAGES.newPasswordRequired] });
    const same = await c.post(trpcUrl('account.update'), { name: 'Cont Nou', currentPassword: password, newPassword: password });
    expect(same.json().error.data.fieldErrors).toEqual({ newPassword: [USER_MESSAGES.samePassword] });
    const wrong = await c.post(trpcUrl('account.update'), { name: 'Cont Nou', currentPassword: 'not the one', newPassword: 'parola mea proprie' });
    expect(wrong.json().error.data.fieldErrors).toEqual({ currentPassword: [USER_MESSAGES.wrongCurrentPassword] });
    expect(await flagOf('schimba@liceu.ro')).toBe(1);

    const done = await c.post(trpcUrl('account.update'), { name: 'Cont Nou', currentPassword: password, newPassword: 'parola mea proprie' });
    expect(done.statusCode).toBe(200);
    expect(done.json().result.data).toMatchObject({ passwordChangeRequired: false });
    expect(await flagOf('schimba@liceu.ro')).toBe(0);
    // The same session goes on (the actor is read on every request); the other device was signed out.
    expect((await c.post(trpcUrl('posts.create'), { title: 'Acum se poate', description: 'Descriere destul de lungă.', priority: 1, imagePosition: 'LEFT', announcement: false })).statusCode).toBe(200);
    expect((await other.c.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await (await t.client()).login('schimba@liceu.ro', password)).statusCode).toBe(401);
    expect((await signedIn('schimba@liceu.ro', 'parola mea proprie')).user).toMatchObject({ passwordChangeRequired: false });
    // Later changes of the name alone are what they were.
    expect((await c.post(trpcUrl('account.update'), { name: 'Nume Ales' })).statusCode).toBe(200);
  });

  it('an admin reset (generated or typed) and the command line reset ask again; the admin sees it in the list', async () => {
    const password = await issue('resetat@liceu.ro', 'TEAM');
    const { c } = await signedIn('resetat@liceu.ro', password);
    await c.post(trpcUrl('account.update'), { name: 'Cont Nou', currentPassword: password, newPassword: 'aleasa de mine' });
    expect(await flagOf('resetat@liceu.ro')).toBe(0);
    const id = (await t.deps.db.selectFrom('users').select('id').where('email', '=', 'resetat@liceu.ro').executeTakeFirstOrThrow()).id;

    const typed = await admin.post(trpcUrl('users.resetPassword'), { id, password: 'tastata de admin' });
    expect(typed.json().result.data).toMatchObject({ password: null, user: { passwordChangeRequired: true } });
    expect((await signedIn('resetat@liceu.ro', 'tastata de admin')).user).toMatchObject({ passwordChangeRequired: true });
    const listed = (await admin.get(trpcUrl('users.list', {}))).json().result.data as { email: string; passwordChangeRequired: boolean }[];
    expect(listed.find((u) => u.email === 'resetat@liceu.ro')?.passwordChangeRequired).toBe(true);

    const again = await signedIn('resetat@liceu.ro', 'tastata de admin');
    await again.c.post(trpcUrl('account.update'), { name: 'Cont Nou', currentPassword: 'tastata de admin', newPassword: 'a doua aleasa' });
    expect(await flagOf('resetat@liceu.ro')).toBe(0);
  });

  it('accounts that chose their own password (registration, existing users) sign in as before', async () => {
    const c = await t.client();
    const res = await c.post('/api/auth/register', { email: 'inscris@liceu.ro', name: 'Înscris Singur', password: 'parola lui proprie' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.user).toMatchObject({ passwordChangeRequired: false });
    const editor = await t.client('EDITOR');
    expect((await editor.post(trpcUrl('posts.create'), { title: 'Ca înainte', description: 'Descriere destul de lungă.', priority: 1, imagePosition: 'LEFT', announcement: false })).statusCode).toBe(200);
  });
});

