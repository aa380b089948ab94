// Point 5: the refresh cookie's attributes, rotation on every refresh, reuse detection that revokes the family, and two
// refreshes racing from one tab that do not sign the user out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../src/server/modules/auth/tokens';
import { EMAILS, makeTestApp, PASSWORD, type Client, type TestApp } from '../helpers/app';
import { refreshCookieOf, refreshWith, sessionsOf, userIdOf, type SetCookie } from './auth-support';

const PROXY = '10.1.2.3';

let t: TestApp;
beforeAll(async () => {
  // Behind a reverse proxy at PROXY: its X-Forwarded-Proto says whether the visitor came over https.
  t = await makeTestApp({ env: { TRUST_PROXY: PROXY, PUBLIC_URL: 'https://ftc.example.ro' } });
});
afterAll(() => t.close());

function expectRefreshCookie(cookie: SetCookie | undefined, secure: boolean) {
  expect(cookie).toBeDefined();
  expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
  expect(cookie!.attributes).toHaveProperty('httponly', '');
  expect(cookie!.attributes.samesite).toBe('Strict');
  expect(cookie!.attributes.path).toBe('/api/auth');
  expect(cookie!.attributes).not.toHaveProperty('domain');
  expect('secure' in cookie!.attributes).toBe(secure);
  // It lasts as long as the session can (SESSION_MAX_DAYS), not forever.
  const expires = Date.parse(cookie!.attributes.expires ?? '');
  expect(expires).toBeGreaterThan(t.clock.now() + (t.deps.config.SESSION_MAX_DAYS - 1) * 86_400_000);
  expect(expires).toBeLessThanOrEqual(t.clock.now() + t.deps.config.SESSION_MAX_DAYS * 86_400_000 + 1000);
}

const loginVia = (c: Client, remoteAddress: string, headers: Record<string, string> = {}) =>
  c.request({ method: 'POST', url: '/api/auth/login', json: { email: EMAILS.EDITOR, password: PASSWORD }, remoteAddress, headers });

describe('5.1 refresh cookie attributes', () => {
  it('5.1 HttpOnly, SameSite=Strict, Path=/api/auth; not Secure over plain http', async () => {
    const c = await t.client();
    const login = await loginVia(c, '192.0.2.10');
    expect(login.statusCode).toBe(200);
    expectRefreshCookie(refreshCookieOf(login), false);
    const refreshed = await c.request({ method: 'POST', url: '/api/auth/refresh', remoteAddress: '192.0.2.10' });
    expect(refreshed.statusCode).toBe(200);
    expectRefreshCookie(refreshCookieOf(refreshed), false);
  });

  it('5.1 Secure when served over https (X-Forwarded-Proto from the trusted proxy), on login, refresh and clearing', async () => {
    const c = await t.client();
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.11' };
    const login = await loginVia(c, PROXY, https);
    expect(login.statusCode).toBe(200);
    expectRefreshCookie(refreshCookieOf(login), true);
    const refreshed = await c.request({ method: 'POST', url: '/api/auth/refresh', remoteAddress: PROXY, headers: https });
    expect(refreshed.statusCode).toBe(200);
    expectRefreshCookie(refreshCookieOf(refreshed), true);
    const logout = await c.request({ method: 'POST', url: '/api/auth/logout', remoteAddress: PROXY, headers: https });
    expect(logout.statusCode).toBe(200);
    const cleared = refreshCookieOf(logout)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({ path: '/api/auth', samesite: 'Strict', secure: '', httponly: '' });
  });

  it('5.1 a forged X-Forwarded-Proto from an untrusted address does not count as https', async () => {
    const c = await t.client();
    const login = await loginVia(c, '192.0.2.12', { 'x-forwarded-proto': 'https' });
    expect(login.statusCode).toBe(200);
    expectRefreshCookie(refreshCookieOf(login), false);
  });
});

describe('5.2 rotation and reuse', () => {
  it('5.2 every refresh gives a new token and a working access token; the old one is marked used', async () => {
    const c = await t.client('EDITOR');
    const seen = new Set<string>([c.cookies.refresh_token!]);
    for (let i = 0; i < 3; i++) {
      const before = c.cookies.refresh_token!;
      t.clock.advance(20_000);
      const res = await c.post('/api/auth/refresh');
      expect(res.statusCode).toBe(200);
      const next = refreshCookieOf(res)!.value;
      expect(seen.has(next)).toBe(false);
      seen.add(next);
      c.token = res.json().message.access_token;
      expect((await c.get('/api/auth/profile')).statusCode).toBe(200);
      const old = await t.deps.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashRefreshToken(before)).executeTakeFirstOrThrow();
      expect(old.replaced_at).not.toBeNull();
    }
    // Only hashes are stored, never the tokens themselves.
    const stored = (await t.deps.db.selectFrom('refresh_tokens').select('token_hash').execute()).map((r) => r.token_hash);
    for (const token of seen) expect(stored).not.toContain(token);
  });

  it('5.2 replaying a used token gets 401 and revokes the whole family: the newer token and the access token die too', async () => {
    const c = await t.client('TEAM');
    const first = c.cookies.refresh_token!;
    const r1 = await c.post('/api/auth/refresh');
    expect(r1.statusCode).toBe(200);
    const second = c.cookies.refresh_token!;
    c.token = r1.json().message.access_token;
    t.clock.advance(60_000); // past the short grace period for racing tabs

    const replay = await refreshWith(c, first);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).not.toContain('access_token');
    expect(refreshCookieOf(replay)?.value).toBe(''); // the browser is told to drop it
    expect((await refreshWith(c, second)).statusCode).toBe(401);
    expect((await c.get('/api/auth/profile')).statusCode).toBe(401);
    const [session] = (await sessionsOf(t, await userIdOf(t, EMAILS.TEAM))).slice(-1);
    expect(session).toMatchObject({ revoked_reason: 'reuse' });
    // A token that was never issued is simply refused.
    expect((await refreshWith(c, 'A'.repeat(43))).statusCode).toBe(401);
    expect((await c.request({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `XSRF-TOKEN=${c.cookies['XSRF-TOKEN']}` } })).statusCode).toBe(401);
  });
});

describe('5.3 two refreshes racing from one tab', () => {
  it('5.3 both answer with a working session and the user stays signed in', async () => {
    const c = await t.client('ADMIN');
    const shared = c.cookies.refresh_token!;
    const [a, b] = await Promise.all([refreshWith(c, shared), refreshWith(c, shared)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Whichever Set-Cookie the browser keeps, and whichever access token the page uses, both work.
    for (const res of [a, b]) {
      const token = res.json().message.access_token;
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    }
    const kept = refreshCookieOf(b)!.value;
    t.clock.advance(60_000);
    const next = await refreshWith(c, kept);
    expect(next.statusCode).toBe(200);
    const other = await refreshWith(c, refreshCookieOf(a)!.value);
    expect(other.statusCode).toBe(200);
    const sessions = await sessionsOf(t, await userIdOf(t, EMAILS.ADMIN));
    expect(sessions.at(-1)!.revoked_at).toBeNull();
  });

  it('5.3 many parallel refreshes with one cookie (several tabs waking up) do not sign the user out either', async () => {
    const c = await t.client('EDITOR');
    const shared = c.cookies.refresh_token!;
    const results = await Promise.all(Array.from({ length: 6 }, () => refreshWith(c, shared)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const last = refreshCookieOf(results.at(-1)!)!.value;
    t.clock.advance(30_000);
    expect((await refreshWith(c, last)).statusCode).toBe(200);
  });
});
