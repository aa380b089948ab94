import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = path.join(process.env.TMPDIR ?? '/tmp', `ftc-client-${process.pid}`);
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
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
    expect(res.json().message).toEqual({ contactEmail: 'info@ftcromania.ro', teamPortalUrl: null, analyticsId: null, payment: null });
  });

  it('falls back to the app for page routes only; unknown API paths stay JSON 404', async () => {
    const page = await t.app.inject({ url: '/events/ROCMP' });
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
    for (const url of ['/home', '/api/health']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
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

describe('tRPC', () => {
  const query = (path: string, input?: unknown) => `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

  it('auth.me answers the signed-in user and 401 for visitors', async () => {
    const admin = await t.client('ADMIN');
    const me = await admin.get(query('auth.me'));
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data).toMatchObject({ email: 'admin@test.ro', userType: 'ADMIN' });
    expect((await (await t.client()).get(query('auth.me'))).statusCode).toBe(401);
  });

  it('users.* is for ADMIN only', async () => {
    const admin = await t.client('ADMIN');
    expect((await admin.get(query('users.list'))).json().result.data).toHaveLength(3);
    const editor = await t.client('EDITOR');
    const refused = await editor.get(query('users.list'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You do not have permission to do this.');
  });

  it('mutations need the anti-forgery header and validate with field messages', async () => {
    const admin = await t.client('ADMIN');
    const noHeader = await admin.request({ method: 'POST', url: '/trpc/users.create', json: {}, headers: { 'x-xsrf-token': '' } });
    expect(noHeader.statusCode).toBe(403);
    const invalid = await admin.post('/trpc/users.create', { email: 'x', name: '', password: 'short' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.fieldErrors).toMatchObject({
      email: ['Please enter a valid email address.'],
      name: ['Name is required.'],
      password: ['Password must be at least 8 characters.'],
    });
  });

  it('a role change takes effect on the next request, and disabling ends sessions at once', async () => {
    const admin = await t.client('ADMIN');
    const editor = await t.client('EDITOR');
    const editorId = (await editor.get(query('auth.me'))).json().result.data.id;
    expect((await admin.post('/trpc/users.setRole', { id: editorId, userType: 'TEAM' })).statusCode).toBe(200);
    expect((await editor.get(query('auth.me'))).statusCode).toBe(401);
    await editor.login('editor@test.ro');
    expect((await editor.get(query('auth.me'))).json().result.data.userType).toBe('TEAM');
    expect((await admin.post('/trpc/users.setDisabled', { id: editorId, disabled: true })).statusCode).toBe(200);
    expect((await editor.get(query('auth.me'))).statusCode).toBe(401);
    expect((await editor.login('editor@test.ro')).statusCode).toBe(401);
  });

  it('the last active admin cannot demote itself', async () => {
    const admin = await t.client('ADMIN');
    const id = (await admin.get(query('auth.me'))).json().result.data.id;
    const res = await admin.post('/trpc/users.setRole', { id, userType: 'EDITOR' });
    expect(res.statusCode).toBe(409);
  });

  it('an unknown procedure is a 404, not a crash', async () => {
    const res = await makeClient(t.app).get('/trpc/nothing.here');
    expect(res.statusCode).toBe(404);
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
    expect(seasons[0].stages[0]).toEqual({ stage: 'regional', name: 'Etapa regională Est', city: 'Piatra Neamț', dateStart: '2025-01-17', dateEnd: '2025-01-19' });
    expect(seasons[0].stages.find((s: { stage: string }) => s.stage === 'national')).toMatchObject({ city: 'Pitești', dateStart: '2025-03-14', dateEnd: '2025-03-16' });
  });
});
