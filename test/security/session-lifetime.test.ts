// Point 6: sessions end after the idle and the absolute lifetime (fake clock); logout and disabling a user end
// sessions at once; a role change applies to the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/server/cli';
import { loadConfig } from '../../src/server/config';
import { EMAILS, makeTestApp, PASSWORD, type Client, type TestApp } from '../helpers/app';
import { sessionsOf, trpcMutation, trpcQuery, userIdOf } from './auth-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IDLE_DAYS = 3;
const MAX_DAYS = 10;

let t: TestApp;
beforeAll(async () => {
  // Non-default lifetimes, so the test shows the settings are what is applied.
  t = await makeTestApp({ env: { SESSION_IDLE_DAYS: String(IDLE_DAYS), SESSION_MAX_DAYS: String(MAX_DAYS) } });
});
afterAll(() => t.close());

const cli = (...argv: string[]) =>
  runCli(argv, { DATABASE_PATH: t.deps.config.DATABASE_PATH, UPLOADS_DIR: t.uploadsDir }, { out: () => undefined, err: (l) => console.error(l) });

async function refresh(c: Client) {
  const res = await c.post('/api/auth/refresh');
  if (res.statusCode === 200) c.token = res.json().message.access_token;
  return res.statusCode;
}

/** The editor-only REST route and tRPC procedure, on a post that does not exist: 404 means "allowed in". */
const editorRest = (c: Client) => c.delete('/api/home-posts/999999');
const editorTrpc = (c: Client) => trpcMutation(c, 'posts.delete', { id: 999999 });

describe('6.1 idle and absolute lifetimes', () => {
  it('6.1 the defaults are 7 idle days and 30 days in all', () => {
    const defaults = loadConfig({});
    expect({ idle: defaults.SESSION_IDLE_DAYS, max: defaults.SESSION_MAX_DAYS }).toEqual({ idle: 7, max: 30 });
  });

  it('6.1 a session used within the idle lifetime lives on; one left idle longer ends', async () => {
    const c = await t.client('TEAM');
    t.clock.advance(IDLE_DAYS * DAY - HOUR);
    expect(await refresh(c)).toBe(200);
    t.clock.advance(IDLE_DAYS * DAY - HOUR); // now longer than IDLE_DAYS since sign-in, but never idle that long
    expect(await refresh(c)).toBe(200);
    expect((await c.get('/api/auth/profile')).statusCode).toBe(200);
    t.clock.advance(IDLE_DAYS * DAY + 60_000);
    expect(await refresh(c)).toBe(401);
    expect((await c.get('/api/auth/profile')).statusCode).toBe(401);
    const [session] = await sessionsOf(t, await userIdOf(t, EMAILS.TEAM));
    expect(session).toMatchObject({ revoked_reason: 'expired' });
  });

  it('6.1 an active session still ends SESSION_MAX_DAYS after sign-in; its last access token dies with it', async () => {
    const c = await t.client('EDITOR');
    const signedIn = t.clock.now();
    while (t.clock.now() + DAY < signedIn + MAX_DAYS * DAY) {
      t.clock.advance(DAY);
      expect(await refresh(c)).toBe(200);
    }
    t.clock.set(signedIn + MAX_DAYS * DAY - 2 * 60_000);
    expect(await refresh(c)).toBe(200);
    expect((await c.get('/api/auth/profile')).statusCode).toBe(200);
    t.clock.advance(3 * 60_000); // the access token is 3 minutes old (valid for 15), but the session is over
    expect((await c.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await trpcQuery(c, 'auth.me')).statusCode).toBe(401);
    expect(await refresh(c)).toBe(401);
  });
});

describe('6.2 logout ends the session at once', () => {
  it('6.2 the access token is refused on the next request (not 15 minutes later), and the refresh cookie too', async () => {
    const c = await t.client('ADMIN');
    const other = await t.client('ADMIN'); // the same user on another device
    const cookie = c.cookies.refresh_token!;
    expect((await c.get('/api/auth/profile')).statusCode).toBe(200);
    expect((await c.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await c.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await trpcQuery(c, 'auth.me')).statusCode).toBe(401);
    const replay = await c.request({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `refresh_token=${cookie}; XSRF-TOKEN=${c.cookies['XSRF-TOKEN']}` } });
    expect(replay.statusCode).toBe(401);
    // Only that session: the other device stays signed in.
    expect((await other.get('/api/auth/profile')).statusCode).toBe(200);
  });

  it('6.2 a logout with only the bearer token (no cookie) ends the session too', async () => {
    const c = await t.client('EDITOR');
    const cookie = c.cookies.refresh_token!;
    delete c.cookies.refresh_token;
    expect((await c.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await c.get('/api/auth/profile')).statusCode).toBe(401);
    c.cookies.refresh_token = cookie;
    expect(await refresh(c)).toBe(401);
  });
});

describe('6.3 disabling a user ends their sessions at once', () => {
  it('6.3 by an ADMIN over tRPC: every session of the user is refused on the next request', async () => {
    const admin = await t.client('ADMIN');
    const phone = await t.client('EDITOR');
    const laptop = await t.client('EDITOR');
    expect((await editorRest(phone)).statusCode).toBe(404);
    const id = await userIdOf(t, EMAILS.EDITOR);
    expect((await trpcMutation(admin, 'users.setDisabled', { id, disabled: true })).statusCode).toBe(200);
    for (const c of [phone, laptop]) {
      expect((await c.get('/api/auth/profile')).statusCode).toBe(401);
      expect((await editorRest(c)).statusCode).toBe(401);
      expect((await editorTrpc(c)).statusCode).toBe(401);
      expect(await refresh(c)).toBe(401);
    }
    expect((await phone.login(EMAILS.EDITOR)).statusCode).toBe(401);
    expect((await trpcMutation(admin, 'users.setDisabled', { id, disabled: false })).statusCode).toBe(200);
    expect((await phone.login(EMAILS.EDITOR)).statusCode).toBe(200);
    expect((await editorRest(phone)).statusCode).toBe(404);
  });

  it('6.3 by the operator on the command line, against the running server database', async () => {
    const team = await t.client('TEAM');
    expect((await team.get('/api/auth/profile')).statusCode).toBe(200);
    expect(await cli('user', 'disable', EMAILS.TEAM)).toBe(0);
    expect((await team.get('/api/auth/profile')).statusCode).toBe(401);
    expect(await refresh(team)).toBe(401);
    expect(await cli('user', 'enable', EMAILS.TEAM)).toBe(0);
    expect((await team.login(EMAILS.TEAM, PASSWORD)).statusCode).toBe(200);
  });
});

describe('6.4 a role change takes effect on the next request', () => {
  it('6.4 an EDITOR demoted to TEAM (tRPC) loses editor rights at once: the session ends, and after signing in again: 403', async () => {
    const admin = await t.client('ADMIN');
    const editor = await t.client('EDITOR');
    expect((await editorRest(editor)).statusCode).toBe(404);
    expect((await editorTrpc(editor)).statusCode).toBe(404);
    const id = await userIdOf(t, EMAILS.EDITOR);
    expect((await trpcMutation(admin, 'users.setRole', { id, userType: 'TEAM' })).statusCode).toBe(200);
    expect((await editorRest(editor)).statusCode).toBe(401);
    expect((await editorTrpc(editor)).statusCode).toBe(401);
    expect(await refresh(editor)).toBe(401);
    expect((await editor.login(EMAILS.EDITOR)).statusCode).toBe(200);
    expect((await editorRest(editor)).statusCode).toBe(403);
    expect((await editorTrpc(editor)).statusCode).toBe(403);
    expect((await editor.get('/api/auth/profile')).json().message.userType).toBe('TEAM');
  });

  it('6.4 a TEAM user promoted on the command line gets the new rights from the next sign-in', async () => {
    const user = await t.client('TEAM');
    expect((await editorRest(user)).statusCode).toBe(403);
    expect(await cli('user', 'set-role', EMAILS.TEAM, 'EDITOR')).toBe(0);
    expect((await editorRest(user)).statusCode).toBe(401);
    expect((await user.login(EMAILS.TEAM)).statusCode).toBe(200);
    expect((await editorRest(user)).statusCode).toBe(404);
  });

  it('6.4 the role is read on every request: a role changed in the database applies to a live token', async () => {
    const user = await t.client('ADMIN');
    expect((await trpcQuery(user, 'users.list')).statusCode).toBe(200);
    const id = await userIdOf(t, EMAILS.ADMIN);
    await t.deps.db.updateTable('users').set({ user_type: 'EDITOR' }).where('id', '=', id).execute();
    expect((await trpcQuery(user, 'users.list')).statusCode).toBe(403);
    expect((await editorRest(user)).statusCode).toBe(404);
    await t.deps.db.updateTable('users').set({ user_type: 'TEAM' }).where('id', '=', id).execute();
    expect((await editorRest(user)).statusCode).toBe(403);
    expect((await editorTrpc(user)).statusCode).toBe(403);
    await t.deps.db.updateTable('users').set({ user_type: 'ADMIN' }).where('id', '=', id).execute();
  });
});
