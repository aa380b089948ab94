import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, makeTestApp, type TestApp } from '../helpers/app';
import { callerFor, refusal } from '../helpers/caller';

let t: TestApp;
beforeAll(async () => {
  const clientDir = path.join(process.env.TMPDIR ?? '/tmp', `ftc-client-${process.pid}`);
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><head><!--page-head--></head><div id="root"><!--page-html--></div><!--page-data-->');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await makeTestApp({ clientDir });
});
afterAll(() => t.close());

describe('health, pages and headers', () => {
  it('GET /api/health answers 200 with the database status', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: { status: 'ok', database: 'ok' } });
    expect((await t.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  });

  it('serves public settings without secrets', async () => {
    const res = await t.app.inject({ url: '/api/site/settings' });
    // The site settings (issue 13) over the environment's defaults: no embed, no bank account, no placeholder.
    expect(res.json().message).toMatchObject({ contactEmail: 'info@ftcromania.ro', teamPortalUrl: null, analyticsId: null, payment: null, bank: null, redirect: null });
    expect(res.body).not.toMatch(/example\.com|pk_|secret/i);
  });

  it('falls back to the app for page routes only; unknown API paths stay JSON 404', async () => {
    const page = await t.app.inject({ url: '/events' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found.' });
    expect((await t.app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers on pages and API', async () => {
    const page = await t.app.inject({ url: '/home' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A JSON answer: the short set of the OWASP REST Security Cheat Sheet.
    const api = await t.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    for (const res of [page, api]) expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers malformed JSON, __proto__ keys and huge bodies with 4xx, never 500', async () => {
    const c = await t.client();
    const bad = await c.request({ method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    const proto = await c.request({ method: 'POST', url: '/api/auth/login', payload: '{"__proto__":{"x":1},"email":"a@b.ro","password":"x"}', headers: { 'content-type': 'application/json' } });
    expect(proto.statusCode).toBe(400);
    const huge = await c.request({ method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ email: 'a@b.ro', password: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    const wrongType = await c.request({ method: 'POST', url: '/api/auth/login', payload: 'email=a', headers: { 'content-type': 'text/csv' } });
    expect(wrongType.statusCode).toBe(415);
  });
});

describe('tRPC procedures', () => {
  it('auth.me answers the signed-in user and 401 for visitors', async () => {
    expect(await (await callerFor(t, 'ADMIN')).auth.me()).toMatchObject({ email: 'admin@test.ro', userType: 'ADMIN' });
    expect((await refusal((await callerFor(t)).auth.me())).status).toBe(401);
  });

  it('users.* is for ADMIN only', async () => {
    expect(await (await callerFor(t, 'ADMIN')).users.list()).toHaveLength(3);
    const refused = await refusal((await callerFor(t, 'EDITOR')).users.list());
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You do not have permission to do this.');
  });

  it('users.create validates with field messages', async () => {
    // No password is typed in the dashboard: the server generates a one-time password (issue 13).
    // @ts-expect-error an unknown user type on purpose
    const invalid = await refusal((await callerFor(t, 'ADMIN')).users.create({ email: 'x', name: '', userType: 'BOSS' }));
    expect(invalid.status).toBe(400);
    expect(invalid.fieldErrors).toMatchObject({
      email: ['Please enter a valid email address.'],
      name: ['Name is required.'],
      userType: ['Role must be ADMIN, EDITOR or TEAM.'],
    });
  });

  it('a role change takes effect on the next call, and disabling ends sessions at once', async () => {
    const admin = await callerFor(t, 'ADMIN');
    const editor = await callerFor(t, 'EDITOR');
    const editorId = (await editor.auth.me()).id;
    await admin.users.setRole({ id: editorId, userType: 'TEAM' });
    expect((await refusal(editor.auth.me())).status).toBe(401);
    const signedInAgain = await callerFor(t, 'EDITOR');
    expect((await signedInAgain.auth.me()).userType).toBe('TEAM');
    await admin.users.setDisabled({ id: editorId, disabled: true });
    expect((await refusal(signedInAgain.auth.me())).status).toBe(401);
    expect((await (await t.client()).login(EMAILS.EDITOR)).statusCode).toBe(401);
  });

  it('the last active admin cannot demote itself', async () => {
    const admin = await callerFor(t, 'ADMIN');
    const { id } = await admin.auth.me();
    expect((await refusal(admin.users.setRole({ id, userType: 'EDITOR' }))).status).toBe(409);
  });

  it('stamps a role change and the sessions it ends with the app clock, not the system clock', async () => {
    t.clock.advance(3 * 24 * 3600_000); // days ahead of the system clock; callers made after this sign in anew
    const admin = await callerFor(t, 'ADMIN');
    const team = await callerFor(t, 'TEAM');
    const { id } = await team.auth.me();
    await admin.users.setRole({ id, userType: 'EDITOR' });
    const at = new Date(t.clock.now()).toISOString();
    expect(await t.deps.db.selectFrom('users').select('updated_at').where('id', '=', id).executeTakeFirst()).toEqual({ updated_at: at });
    const sessions = await t.deps.db.selectFrom('sessions').select(['revoked_at', 'revoked_reason']).where('user_id', '=', id).execute();
    expect(sessions).not.toHaveLength(0);
    expect(sessions).toEqual(sessions.map(() => ({ revoked_at: at, revoked_reason: 'role_changed' })));
  });
});

describe('competitions calendar', () => {
  it('answers the seeded calendar grouped by season, newest first', async () => {
    const { seedDatabase } = await import('../../db/seed/seed');
    await seedDatabase(t.deps, { demo: false });
    const res = await t.app.inject({ url: '/api/competitions' });
    expect(res.statusCode).toBe(200);
    const seasons = res.json().message;
    expect(seasons.map((s: { season: string }) => s.season)).toEqual(['2024-2025', '2023-2024', '2022-2023', '2021-2022']);
    expect(seasons[0].stages[0]).toEqual({ id: expect.any(Number), stage: 'regional', name: 'Etapa regională Est', city: 'Piatra Neamț', dateStart: '2025-01-17', dateEnd: '2025-01-19', link: null });
    expect(seasons[0].stages.find((s: { stage: string }) => s.stage === 'national')).toMatchObject({ city: 'Pitești', dateStart: '2025-03-14', dateEnd: '2025-03-16' });
  });
});
