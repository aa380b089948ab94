// Issue 11: what public API reads answer with, for browsers, the proxy and a CDN. Every public GET under /api (taken
// from the app's own route list) answers without Set-Cookie, with a strong ETag and `public, no-cache`, and a matching
// If-None-Match gets a 304; answers that depend on the caller (profile, tRPC) or on the moment (health), errors, and
// the anti-forgery call are `private, no-store`. Pages hand out the anti-forgery cookie, a 304 page too.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { isPublicRead } from '../../src/server/http/public-reads';
import { makeTestApp, type TestApp } from '../helpers/app';
import { fillPath, fillUrl, restRoutes, seededIds, trpcUrl, type RouteIds } from '../helpers/routes';

let t: TestApp;
let ids: RouteIds;
let publicUrls: string[];

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  ids = await seededIds(t.deps);
  publicUrls = restRoutes(t.app)
    .filter((r) => isPublicRead(r.method, r.url))
    .map((r) => fillUrl(r, ids));
});
afterAll(() => t.close());

const STRONG_ETAG = /^"[A-Za-z0-9_-]{16,}"$/;

describe('public reads', () => {
  it('cover the list, detail and lookup routes of every public module', () => {
    for (const url of ['/api/home-posts', '/api/events', '/api/resources/page/:page', '/api/teams/all', '/api/seasons/current', '/api/sponsors', '/api/competitions', '/api/site/settings', '/api/files/:id']) {
      expect(publicUrls).toContain(fillPath(url, ids));
    }
    for (const url of ['/api/health', '/api/auth/profile', '/api/auth/csrf', `/api/files/public/${ids.file}`]) expect(publicUrls).not.toContain(url);
  });

  it('answer 200 with no Set-Cookie, a strong ETag and public, no-cache; with or without a cookie, valid or not', async () => {
    const visitor = await t.client();
    for (const url of publicUrls) {
      for (const cookie of [undefined, `XSRF-TOKEN=${visitor.cookies['XSRF-TOKEN']}`, 'XSRF-TOKEN=forged.value']) {
        const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['set-cookie'], url).toBeUndefined();
        expect(res.headers.etag, url).toMatch(STRONG_ETAG);
        expect(res.headers['cache-control'], url).toBe('public, no-cache');
      }
    }
  });

  it('answer 304 with no body to a matching If-None-Match (also as a proxy that compressed it sends it back), 200 to another tag', async () => {
    for (const url of publicUrls) {
      const first = await t.app.inject({ url });
      const etag = first.headers.etag as string;
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, `${etag.slice(0, -1)}-gzip"`]) {
        const again = await t.app.inject({ url, headers: { 'if-none-match': tag } });
        expect(again.statusCode, `${url} ${tag}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, no-cache');
        expect(again.headers['set-cookie']).toBeUndefined();
      }
      const other = await t.app.inject({ url, headers: { 'if-none-match': '"not-this-one"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('send the security headers with every answer but a 304, which carries only the 200\'s cache fields (RFC 9110 15.4.5)', async () => {
    // A JSON answer's set (security.ts, API_SECURITY_HEADERS); what only pages carry must not come back on a 304 either.
    const SECURITY = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];
    const url = '/api/home-posts';
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } }); // from the answer cache
    const fresh = await t.app.inject({ url, headers: { 'if-none-match': '"not-this-one"' } }); // a cached 200
    const missing = await t.app.inject({ url: '/api/home-posts/999999', headers: { 'if-none-match': etag } }); // an error
    expect([first.statusCode, revalidated.statusCode, fresh.statusCode, missing.statusCode]).toEqual([200, 304, 200, 404]);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, no-cache');
    expect(revalidated.headers['x-request-id']).toBeTruthy();
    for (const name of SECURITY) expect(revalidated.headers[name], name).toBeUndefined();
    for (const res of [first, fresh, missing]) {
      expect(res.headers['x-request-id']).toBeTruthy();
      for (const name of SECURITY) expect(res.headers[name], `${res.statusCode} ${name}`).toBe(first.headers[name]);
    }
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('keep the ETag while nothing changes and change it with the content', async () => {
    const first = await t.app.inject({ url: '/api/home-posts' });
    expect((await t.app.inject({ url: '/api/home-posts' })).headers.etag).toBe(first.headers.etag);
    const editor = await t.client('EDITOR');
    expect((await editor.post('/api/home-posts', { title: 'Un titlu nou', description: 'O descriere destul de lungă.' })).statusCode).toBe(201);
    const after = await t.app.inject({ url: '/api/home-posts', headers: { 'if-none-match': first.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().message[0].title).toBe('Un titlu nou');
  });
});

describe('private answers', () => {
  it('are private, no-store and carry no ETag: profile, health, tRPC, the anti-forgery call and errors of public reads', async () => {
    const admin = await t.client('ADMIN');
    const answers = [
      await admin.get('/api/auth/profile'),
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/auth/csrf' }),
      await admin.get(trpcUrl('users.list')),
      await admin.get(trpcUrl('posts.listForEditor')),
      await t.app.inject({ url: '/api/home-posts/999999' }),
      await t.app.inject({ url: '/api/events/season/abc' }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(answers.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200]);
  });
});

describe('the anti-forgery cookie', () => {
  it('comes with GET /api/auth/csrf (token in the answer too) when the client has none or an invalid one, not again when valid', async () => {
    const res = await t.app.inject({ url: '/api/auth/csrf' });
    const cookie = /^XSRF-TOKEN=([^;]+);/.exec(String(res.headers['set-cookie']))?.[1];
    expect(cookie).toBeTruthy();
    expect(res.json().message).toEqual({ header: 'X-XSRF-TOKEN', token: cookie });
    const again = await t.app.inject({ url: '/api/auth/csrf', headers: { cookie: `XSRF-TOKEN=${cookie}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json().message.token).toBe(cookie);
    expect((await t.app.inject({ url: '/api/auth/csrf', headers: { cookie: 'XSRF-TOKEN=forged.value' } })).headers['set-cookie']).toMatch(/^XSRF-TOKEN=/);
  });

  it('comes with a page when the browser has none, a revalidated (304) page included, and not when it holds a valid one', async () => {
    const page = await t.app.inject({ url: '/events' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const cookie = /^XSRF-TOKEN=([^;]+);/.exec(String(page.headers['set-cookie']))?.[1];
    expect(cookie).toBeTruthy();
    const revalidated = await t.app.inject({ url: '/events', headers: { 'if-none-match': page.headers.etag as string } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['set-cookie']).toMatch(/^XSRF-TOKEN=/);
    expect((await t.app.inject({ url: '/events', headers: { cookie: `XSRF-TOKEN=${cookie}` } })).headers['set-cookie']).toBeUndefined();
  });

  it('is still required on unsafe calls, and a refused one hands out a fresh cookie to retry with', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.ro', password: 'whatever1' } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toMatch(/^XSRF-TOKEN=/);
  });
});
