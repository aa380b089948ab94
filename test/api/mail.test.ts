// E-mail (issue 25, point 3) against a real SMTP server on loopback (smtp-server): the messages are read from that
// server and their links followed through the app. Covers "Forgot password?" (same answer for an unknown address, a
// single-use link valid for an hour, the other sessions ended), invitations, the notice of registrations, the
// worker's retry after a refusal, and the site without SMTP (nothing queued, a one-time password as before).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAILS, makeClient, makeTestApp, PASSWORD, type Client, type TestApp } from '../helpers/app';
import { trpcUrl } from '../helpers/routes';
import { passwordLinkIn, startSmtpSink, tokenOf, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink';
import { FORGOT_ANSWER, RESET_DONE, RESET_LIMIT_PER_ADDRESS, RESET_LIMIT_PER_EMAIL } from '../../src/server/modules/auth/password-links';

const SMTP_USER = 'site-mailer';
const SMTP_SECRET = 'smtp-Secret-never-logged-42';
const SITE = 'http://ftc.test';

let sink: SmtpSink;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink({ user: SMTP_USER, password: SMTP_SECRET });
  t = await makeTestApp({
    env: { SMTP_URL: `smtp://${SMTP_USER}:${SMTP_SECRET}@127.0.0.1:${sink.port}`, PUBLIC_URL: SITE, MAIL_FROM: 'FTC Romania <no-reply@ftc.test>' },
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    mailRetryStepsMs: [5_000, 5_000, 5_000],
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** Waits (retrying) until the sink holds `count` messages in all, and answers the new ones. */
async function nextMessages(seen: number, count = 1): Promise<ReceivedMail[]> {
  await vi.waitFor(() => expect(sink.messages.length).toBeGreaterThanOrEqual(seen + count), { timeout: 15_000, interval: 20 });
  return sink.messages.slice(seen, seen + count);
}

const queued = (to: string) => t.deps.db.selectFrom('mail_queue').selectAll().where('to_address', '=', to).orderBy('id').execute();

async function forgot(c: Client, email: string, remoteAddress?: string) {
  return c.request({ method: 'POST', url: '/api/auth/forgot-password', json: { email }, ...(remoteAddress ? { remoteAddress } : {}) });
}

describe('e-mail with SMTP', () => {
  it('offers "Forgot password?" on this server', async () => {
    const res = await (await t.client()).get('/api/auth/options');
    expect(res.json().message).toEqual({ passwordReset: true });
  });

  it('forgot password: e-mail, link, new password; the other sessions end, the link works once', async () => {
    const signedIn = await t.client('TEAM'); // another device, signed in before the reset
    const c = await t.client();
    const seen = sink.messages.length;
    const res = await forgot(c, 'Team@Test.ro');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(FORGOT_ANSWER);

    const [mail] = await nextMessages(seen);
    expect(mail!.to).toEqual([EMAILS.TEAM]);
    expect(mail!.from).toBe('no-reply@ftc.test');
    expect(mail!.subject).toBe('Reset your FTC Romania password');
    const link = passwordLinkIn(mail!.text);
    expect(link.origin + link.pathname).toBe(`${SITE}/reset-password`);
    const token = tokenOf(link);
    // Only a hash of the token is stored.
    const stored = await t.deps.db.selectFrom('password_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const check = await c.post('/api/auth/password-link', { token });
    expect(check.json().message).toMatchObject({ status: 'valid', purpose: 'reset', email: EMAILS.TEAM });

    // The same password rules as everywhere.
    const short = await c.post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    const done = await c.post('/api/auth/reset-password', { token, password: 'a new team password' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(RESET_DONE);

    expect((await signedIn.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await c.login(EMAILS.TEAM, PASSWORD)).statusCode).toBe(401);
    expect((await c.login(EMAILS.TEAM, 'a new team password')).statusCode).toBe(200);

    const again = await (await t.client()).post('/api/auth/reset-password', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
    expect((await c.post('/api/auth/password-link', { token })).json().message).toMatchObject({ status: 'used', email: null });
  });

  it('an unknown address gets the same answer and no e-mail', async () => {
    const c = await t.client();
    const seen = sink.messages.length;
    const unknown = await forgot(c, 'nobody-here@test.ro');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(FORGOT_ANSWER);
    expect(await queued('nobody-here@test.ro')).toHaveLength(0);
    // The queue is sent in order: the next message out is the known address's, so none went to the unknown one.
    await forgot(c, EMAILS.EDITOR);
    const [next] = await nextMessages(seen);
    expect(next!.to).toEqual([EMAILS.EDITOR]);
    expect(sink.messages.slice(seen).flatMap((m) => m.to)).not.toContain('nobody-here@test.ro');
  });

  it('a link expires after an hour and says so', async () => {
    const c = await t.client();
    const seen = sink.messages.length;
    await forgot(c, EMAILS.ADMIN);
    const token = tokenOf(passwordLinkIn((await nextMessages(seen))[0]!.text));
    t.clock.advance(61 * 60_000);
    expect((await c.post('/api/auth/password-link', { token })).json().message).toMatchObject({ status: 'expired' });
    const late = await c.post('/api/auth/reset-password', { token, password: 'too late password' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
    expect((await c.login(EMAILS.ADMIN, PASSWORD)).statusCode).toBe(200);
    // A made-up token is "not valid".
    expect((await c.post('/api/auth/password-link', { token: 'made-up' })).json().message).toMatchObject({ status: 'invalid' });
  });

  it('limits the requests per e-mail (the same answer, no more e-mail) and per address (429)', async () => {
    t.clock.advance(2 * 60 * 60_000); // earlier requests out of the hour
    const c = await t.client();
    const email = EMAILS.EDITOR;
    const before = (await queued(email)).length;
    for (let i = 0; i < RESET_LIMIT_PER_EMAIL + 2; i++) {
      const res = await forgot(c, email, '10.9.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(FORGOT_ANSWER);
    }
    expect((await queued(email)).length - before).toBe(RESET_LIMIT_PER_EMAIL);

    for (let i = 0; i < RESET_LIMIT_PER_ADDRESS; i++) await forgot(c, `someone${i}@test.ro`, '10.9.0.2');
    const limited = await forgot(c, 'someone-else@test.ro', '10.9.0.2');
    expect(limited.statusCode).toBe(429);
    expect((await forgot(c, 'someone-else@test.ro', '10.9.0.3')).statusCode).toBe(200);
  });

  it('retries a message the SMTP server refused once', async () => {
    await vi.waitFor(async () => expect(await t.deps.db.selectFrom('mail_queue').select('id').where('sent_at', 'is', null).execute()).toHaveLength(0), {
      timeout: 15_000,
      interval: 20,
    });
    t.clock.advance(2 * 60 * 60_000);
    sink.refuseNext = 1;
    const refusedBefore = sink.refused;
    const seen = sink.messages.length;
    await forgot(await t.client(), EMAILS.TEAM);
    await vi.waitFor(async () => expect((await queued(EMAILS.TEAM)).at(-1)).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, last_error: expect.any(String) }), {
      timeout: 15_000,
      interval: 20,
    });
    expect(sink.refused).toBe(refusedBefore + 1);
    const row = (await queued(EMAILS.TEAM)).at(-1)!;
    expect(row.last_error).toMatch(/451|try again/i);
    // Not sent again before its time; then sent on the next attempt.
    expect(sink.messages.length).toBe(seen);
    t.clock.advance(6_000);
    await t.deps.mailer!.runNow();
    const [mail] = await nextMessages(seen);
    expect(mail!.to).toEqual([EMAILS.TEAM]);
    expect((await queued(EMAILS.TEAM)).at(-1)).toMatchObject({ attempts: 2, last_error: null });
    expect((await queued(EMAILS.TEAM)).at(-1)!.sent_at).not.toBeNull();
  });

  it('invites a new user by e-mail instead of a one-time password', async () => {
    const admin = await t.client('ADMIN');
    const seen = sink.messages.length;
    const res = await admin.post(trpcUrl('users.create'), { email: 'Invited@Test.ro', name: 'Ana Invitată', userType: 'EDITOR' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ password: null, invited: true, user: { email: 'invited@test.ro' } });
    const [mail] = await nextMessages(seen);
    expect(mail!.to).toEqual(['invited@test.ro']);
    expect(mail!.text).toContain('Hello Ana Invitată');
    const token = tokenOf(passwordLinkIn(mail!.text));
    const c = await t.client();
    expect((await c.post('/api/auth/password-link', { token })).json().message).toMatchObject({ status: 'valid', purpose: 'invite' });
    // Valid for days, not an hour.
    t.clock.advance(3 * 24 * 60 * 60_000);
    expect((await c.post('/api/auth/reset-password', { token, password: 'my own password' })).statusCode).toBe(200);
    const signedIn = await c.login('invited@test.ro', 'my own password');
    expect(signedIn.statusCode).toBe(200);
    // A password chosen through the link is the user's own: no second change at sign-in (issue 25).
    expect(signedIn.json().message.user).toMatchObject({ passwordChangeRequired: false });
  });

  it('tells every active ADMIN of a new registration', async () => {
    const seen = sink.messages.length;
    const res = await (await t.client()).post('/api/auth/register', { email: 'new.team@test.ro', name: 'Echipa Nouă', password: 'long enough pw' });
    expect(res.statusCode).toBe(201);
    const [mail] = await nextMessages(seen);
    expect(mail!.to).toEqual([EMAILS.ADMIN]);
    expect(mail!.subject).toBe('New registration: Echipa Nouă');
    expect(mail!.text).toContain('new.team@test.ro');
    expect(mail!.text).toContain(`${SITE}/dashboard/users`);
  });

  it('never logs the SMTP credentials', () => {
    expect(logLines.join('\n')).toContain('e-mail sent');
    expect(logLines.join('\n')).not.toContain(SMTP_SECRET);
  });
});

describe('without SMTP', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await makeTestApp();
  });
  afterAll(() => plain?.close());

  it('offers no "Forgot password?", queues nothing and keeps the one-time password', async () => {
    const c = makeClient(plain.app);
    await c.get('/api/auth/csrf');
    expect((await c.get('/api/auth/options')).json().message).toEqual({ passwordReset: false });
    expect((await c.post('/api/auth/forgot-password', { email: EMAILS.TEAM })).statusCode).toBe(404);
    expect((await c.post('/api/auth/register', { email: 'plain@test.ro', name: 'Plain', password: 'long enough pw' })).statusCode).toBe(201);
    const admin = await plain.client('ADMIN');
    const created = (await admin.post(trpcUrl('users.create'), { email: 'otp@test.ro', name: 'OTP', userType: 'TEAM' })).json().result.data;
    expect(created).toMatchObject({ invited: false });
    expect(created.password).toEqual(expect.any(String));
    expect(await plain.deps.db.selectFrom('mail_queue').selectAll().execute()).toHaveLength(0);
    expect(plain.deps.mailer).toBeUndefined();
  });
});

describe('a request never waits for the SMTP server', () => {
  it('answers while the SMTP server does not answer, and keeps the message for a retry', async () => {
    // A listening socket that never speaks SMTP: the worker waits for a greeting; the request does not.
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const slow = await makeTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: SITE } });
    try {
      const c = await slow.client();
      const res = await c.post('/api/auth/forgot-password', { email: EMAILS.TEAM });
      expect(res.statusCode).toBe(200);
      const rows = await slow.deps.db.selectFrom('mail_queue').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sent_at).toBeNull();
    } finally {
      await slow.close();
      silent.close();
    }
  });
});
