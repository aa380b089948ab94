// Revalidations of public reads answered before Fastify (http/not-modified-shortcut.ts), over real HTTP: the same 304
// Fastify sends from the cache, only for a URL whose answer is kept and still true, never after a write, and not for
// anything else (another tag, HEAD, a private read, a URL seen for the first time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let url: string;
let editor: Client;

beforeAll(async () => {
  t = await makeTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  editor = await t.client('EDITOR');
});
afterAll(() => t?.close());

/** The headers that say something about the answer (not the connection's or the clock's). */
const meaningful = (headers: Headers | Record<string, unknown>) =>
  Object.keys(headers instanceof Headers ? Object.fromEntries(headers) : headers)
    .filter((name) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
    .sort();

describe('a 304 answered before Fastify', () => {
  it('is the 304 Fastify sends from the cache, for a URL answered before with its tag', async () => {
    const first = await fetch(`${url}/api/home-posts?x=1`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const before = t.shortcut.answered;
    const revalidated = await fetch(`${url}/api/home-posts?x=1`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(t.shortcut.answered).toBe(before + 1);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, no-cache');
    expect(revalidated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(revalidated.headers.get('set-cookie')).toBeNull();
    // The same headers as Fastify's own 304 for it (app.inject goes through Fastify, never the listener).
    const fastify = await t.app.inject({ url: '/api/home-posts?x=1', headers: { 'if-none-match': etag } });
    expect(fastify.statusCode).toBe(304);
    expect(meaningful(revalidated.headers)).toEqual(meaningful(fastify.headers));
  });

  it('is never stale: after a write the same tag gets the new answer', async () => {
    const first = await fetch(`${url}/api/home-posts`);
    const etag = first.headers.get('etag')!;
    expect((await fetch(`${url}/api/home-posts`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const created = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Scurtătura', description: 'O descriere destul de lungă.' }) });
    expect(created.statusCode, created.body).toBe(201);
    const after = await fetch(`${url}/api/home-posts`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(JSON.stringify(await after.json())).toContain('Scurtătura');
  });

  it('leaves everything else to Fastify', async () => {
    const first = await fetch(`${url}/api/events`);
    const etag = first.headers.get('etag')!;
    const before = t.shortcut.answered;
    // Another tag: the answer itself.
    const other = await fetch(`${url}/api/events`, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-content-type-options')).toBe('nosniff');
    // HEAD, and a spelling of the URL not seen before, go through Fastify (which answers the latter 304 from the cache).
    expect((await fetch(`${url}/api/events`, { method: 'HEAD', headers: { 'if-none-match': etag } })).ok).toBe(true);
    expect((await fetch(`${url}/api/events?unread=1`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // A private read never: no tag, no cache.
    const health = await fetch(`${url}/api/health`, { headers: { 'if-none-match': etag } });
    expect(health.status).toBe(200);
    expect(t.shortcut.answered).toBe(before);
    // The URL seen once is then answered before Fastify.
    expect((await fetch(`${url}/api/events?unread=1`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(t.shortcut.answered).toBe(before + 1);
  });
});
