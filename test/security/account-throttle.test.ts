// Issue 16, finding 2: password guessing is limited per account, not only per address. Failures were counted per
// (e-mail, address) and the rate limit per address, so guesses spread over many addresses (one IPv6 /64 holds 2^64)
// were never slowed. Now: from the 5th failure from anywhere, each attempt waits a growing backoff (1 s, 2 s, 4 s ...
// at most 15 minutes) after the latest failure, unless the request carries a live session cookie of that account;
// and IPv6 clients are counted by their /64, by the lockout and by the rate limiter alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BACKOFF_AFTER, ACCOUNT_BACKOFF_MAX_MS, LOGIN_FAILURE_WINDOW_MS } from '../../src/shared/constants';
import { EMAILS, makeTestApp, PASSWORD, type TestApp } from '../helpers/app';
import { loginFrom, refreshCookieOf } from './auth-support';

const WRONG = 'not the password';
let n = 0;
/** A fresh address for every guess, as a botnet or one IPv6 /64 would give. */
const anyAddress = () => (n++, `203.0.${n >> 8}.${n & 255}`);
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('16.2 per-account backoff, whatever the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('16.2 guesses from a new address each time are stopped after 5 failures, the right password too', async () => {
    const c = await t.client();
    for (let i = 0; i < ACCOUNT_BACKOFF_AFTER; i++) expect((await loginFrom(c, anyAddress(), EMAILS.TEAM, WRONG)).statusCode).toBe(401);
    const guess = await loginFrom(c, anyAddress(), EMAILS.TEAM, WRONG);
    expect(guess.statusCode).toBe(429);
    expect(guess.json()).toEqual({ success: false, message: 'Too many attempts. Please wait a moment before trying again.' });
    expect(retryAfter(guess)).toBeGreaterThanOrEqual(1);
    const right = await loginFrom(c, anyAddress(), EMAILS.TEAM, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(refreshCookieOf(right)).toBeUndefined();
    // Other accounts are not slowed by it.
    expect((await loginFrom(c, anyAddress(), EMAILS.ADMIN, PASSWORD)).statusCode).toBe(200);
  });

  it('16.2 the wait doubles with every further failure, up to 15 minutes; after it the owner signs in', async () => {
    const c = await t.client();
    const waits: number[] = [];
    for (let round = 0; round < 14; round++) {
      const refused = await loginFrom(c, anyAddress(), EMAILS.TEAM, WRONG);
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      t.clock.advance(retryAfter(refused) * 1000);
      expect((await loginFrom(c, anyAddress(), EMAILS.TEAM, WRONG)).statusCode).toBe(401); // one guess per wait
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBe(ACCOUNT_BACKOFF_MAX_MS / 1000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThanOrEqual(waits[i - 1]!);
    const refused = await loginFrom(c, anyAddress(), EMAILS.TEAM, PASSWORD);
    expect(refused.statusCode).toBe(429);
    t.clock.advance(retryAfter(refused) * 1000);
    expect((await loginFrom(c, anyAddress(), EMAILS.TEAM, PASSWORD)).statusCode).toBe(200);
  });

  it('16.2 the owner keeps signing in and refreshing from a browser with a live session; another account\'s cookie does not help', async () => {
    const owner = await t.client();
    expect((await loginFrom(owner, '198.51.100.20', EMAILS.EDITOR, PASSWORD)).statusCode).toBe(200);
    const stranger = await t.client();
    expect((await loginFrom(stranger, '198.51.100.21', EMAILS.ADMIN, PASSWORD)).statusCode).toBe(200);
    const attacker = await t.client();
    for (let i = 0; i < ACCOUNT_BACKOFF_AFTER + 1; i++) await loginFrom(attacker, anyAddress(), EMAILS.EDITOR, WRONG);
    expect((await loginFrom(attacker, anyAddress(), EMAILS.EDITOR, PASSWORD)).statusCode).toBe(429);

    // The owner's browser holds the refresh cookie (path /api/auth, so it is sent with the login too).
    expect(owner.cookies.refresh_token).toBeTruthy();
    expect((await owner.post('/api/auth/refresh')).statusCode).toBe(200);
    const again = await loginFrom(owner, '198.51.100.20', EMAILS.EDITOR, PASSWORD);
    expect(again.statusCode).toBe(200);
    // A live cookie of another account is no pass for this one.
    expect((await loginFrom(stranger, '198.51.100.21', EMAILS.EDITOR, PASSWORD)).statusCode).toBe(429);
    // Nor is a cookie of a session that has ended.
    const ended = owner.cookies.refresh_token!;
    expect((await owner.post('/api/auth/logout')).statusCode).toBe(200);
    const withEnded = await owner.request({
      method: 'POST',
      url: '/api/auth/login',
      json: { email: EMAILS.EDITOR, password: PASSWORD },
      remoteAddress: '198.51.100.20',
      headers: { cookie: `refresh_token=${ended}; XSRF-TOKEN=${owner.cookies['XSRF-TOKEN']}` },
    });
    expect(withEnded.statusCode).toBe(429);
  });
});

describe('16.2 IPv6 clients are counted by their /64', () => {
  let t: TestApp;
  let limitedApp: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    limitedApp = await makeTestApp({ authRateLimit: 3, users: false });
  });
  afterAll(async () => {
    await t.close();
    await limitedApp.close();
  });

  it('16.2 five failures from five addresses of one /64 lock that /64 for the window; another /64 is not locked by them', async () => {
    const c = await t.client();
    for (let i = 1; i <= 5; i++) expect((await loginFrom(c, `2001:db8:1:2::${i}`, EMAILS.TEAM, WRONG)).statusCode).toBe(401);
    t.clock.advance(2000); // past the account's 1 s backoff: only the per-address lock is left
    const sameNet = await loginFrom(c, '2001:db8:1:2:ffff:ffff:ffff:ffff', EMAILS.TEAM, PASSWORD);
    expect(sameNet.statusCode).toBe(429);
    // The lockout's Retry-After (the rest of its 15-minute window), not the account's seconds.
    expect(retryAfter(sameNet)).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS / 1000 - 60);
    expect((await loginFrom(c, '2001:db8:1:3::1', EMAILS.TEAM, PASSWORD)).statusCode).toBe(200);
  });

  // @fastify/rate-limit already keys IPv6 by its /64 (its ipv6Subnet default): pinned here, as the lockout relies on it.
  it('16.2 the per-address rate limit (here 3 a minute) counts a whole /64 as one client, and ::ffff:a.b.c.d as a.b.c.d', async () => {
    const c = await limitedApp.client();
    const refresh = (remoteAddress: string) => c.request({ method: 'POST', url: '/api/auth/refresh', remoteAddress });
    for (let i = 1; i <= 3; i++) expect((await refresh(`2001:db8:aa:bb::${i}`)).statusCode).toBe(401);
    const limited = await refresh('2001:db8:aa:bb:1:2:3:4');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
    expect((await refresh('2001:db8:aa:bc::1')).statusCode).toBe(401); // the next /64 has its own count

    for (let i = 0; i < 3; i++) expect((await refresh('192.0.2.77')).statusCode).toBe(401);
    expect((await refresh('::ffff:192.0.2.77')).statusCode).toBe(429);
  });
});
