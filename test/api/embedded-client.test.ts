// The single executable serves the built client from memory; here the same dist/client is served once from disk
// (@fastify/static) and once from memory (ClientAssets), and every answer must be the same: status, headers, body.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClientAssetsFromDir, readClientFiles } from '../../src/server/http/client-assets';
import { makeTestApp, type TestApp } from '../helpers/app';

const CLIENT_DIR = path.resolve('dist/client');
let disk: TestApp;
let memory: TestApp;

beforeAll(async () => {
  disk = await makeTestApp({ clientDir: CLIENT_DIR, users: false });
  memory = await makeTestApp({ clientDir: null, clientAssets: loadClientAssetsFromDir(CLIENT_DIR), users: false });
});
afterAll(async () => {
  await disk?.close();
  await memory?.close();
});

// The anti-forgery cookie is random per app, the request id per request, and the date moves on.
const comparable = (res: LightMyRequestResponse) => {
  const { date: _date, 'set-cookie': _cookie, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
};

async function both(request: InjectOptions) {
  const [fromDisk, fromMemory] = await Promise.all([disk.app.inject(request), memory.app.inject(request)]);
  return { fromDisk, fromMemory };
}

async function expectSame(request: InjectOptions): Promise<LightMyRequestResponse> {
  const { fromDisk, fromMemory } = await both(request);
  expect(comparable(fromMemory), `${request.method ?? 'GET'} ${request.url} ${JSON.stringify(request.headers ?? {})}`).toEqual(comparable(fromDisk));
  return fromDisk;
}

const files = readClientFiles(CLIENT_DIR).map((f) => `/${f.path}`);
const entryScript = () => {
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'));
  if (!match) throw new Error('index.html names no /assets/*.js script');
  return match[1]!;
};

describe('client served from memory answers as from disk', () => {
  it('every file of dist/client, plain and with compression accepted', async () => {
    expect(files.length).toBeGreaterThan(10);
    for (const url of files) {
      await expectSame({ url });
      await expectSame({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    }
  });

  it('the home page and page routes get index.html, never cached without revalidation', async () => {
    for (const url of ['/', '/news', '/dashboard/posts?x=1', '/index.html', '/noutati', '/assets', '/.well-known']) {
      const res = await expectSame({ url, headers: { 'accept-encoding': 'br, gzip' } });
      // A path that is no page gets the same shell with a 404 (its not-found page renders in the browser).
      expect(res.statusCode, url).toBe(['/noutati', '/assets', '/.well-known'].includes(url) ? 404 : 200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hashed assets: immutable, pre-compressed by preference, Vary on Accept-Encoding', async () => {
    const url = entryScript();
    const br = await expectSame({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    for (const acceptEncoding of ['gzip', 'gzip;q=1, br;q=0.5', '*', 'br;q=0', 'identity', 'deflate', 'br;q=0.2, gzip;q=0.2', 'GZIP']) {
      await expectSame({ url, headers: { 'accept-encoding': acceptEncoding } });
    }
    const gzip = await expectSame({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('missing files are plain 404s; unknown API paths stay JSON', async () => {
    expect((await expectSame({ url: '/assets/missing-abc123.js' })).statusCode).toBe(404);
    expect((await expectSame({ url: '/nothing-here.pdf' })).statusCode).toBe(404);
    expect((await expectSame({ url: '/api/nothing-here' })).json()).toEqual({ success: false, message: 'Not found.' });
    expect((await expectSame({ method: 'POST', url: '/noutati' })).statusCode).toBe(404);
  });

  it('conditional requests: 304 on a matching ETag or date, 412 on a failed precondition', async () => {
    const url = entryScript();
    for (const acceptEncoding of [undefined, 'br']) {
      const enc = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const first = await expectSame({ url, headers: enc });
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect((await expectSame({ url, headers: { ...enc, 'if-none-match': etag } })).statusCode).toBe(304);
      expect((await expectSame({ url, headers: { ...enc, 'if-none-match': `"other", ${etag}` } })).statusCode).toBe(304);
      expect((await expectSame({ url, headers: { ...enc, 'if-none-match': '*' } })).statusCode).toBe(304);
      expect((await expectSame({ url, headers: { ...enc, 'if-none-match': '"other"' } })).statusCode).toBe(200);
      expect((await expectSame({ url, headers: { ...enc, 'if-none-match': etag, 'cache-control': 'no-cache' } })).statusCode).toBe(200);
      expect((await expectSame({ url, headers: { ...enc, 'if-modified-since': lastModified } })).statusCode).toBe(304);
      expect((await expectSame({ url, headers: { ...enc, 'if-modified-since': 'Thu, 01 Jan 1998 00:00:00 GMT' } })).statusCode).toBe(200);
      expect((await expectSame({ url, headers: { ...enc, 'if-match': '"other"' } })).statusCode).toBe(412);
      expect((await expectSame({ url, headers: { ...enc, 'if-match': etag } })).statusCode).toBe(200);
      expect((await expectSame({ url, headers: { ...enc, 'if-unmodified-since': 'Thu, 01 Jan 1998 00:00:00 GMT' } })).statusCode).toBe(412);
    }
    const index = await expectSame({ url: '/news' });
    expect((await expectSame({ url: '/news', headers: { 'if-none-match': index.headers.etag as string } })).statusCode).toBe(304);
  });

  it('byte ranges and HEAD', async () => {
    const url = entryScript();
    const ranges = ['bytes=0-9', 'bytes=10-', 'bytes=-5', 'bytes=0-1,2-3', 'bytes=0-1,5-6', 'bytes=999999999-', 'bytes=abc', 'items=0-1'];
    for (const range of ranges) await expectSame({ url, headers: { range } });
    expect((await expectSame({ url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
    expect((await expectSame({ url, headers: { range: 'bytes=999999999-' } })).statusCode).toBe(416);
    const first = await expectSame({ url });
    await expectSame({ url, headers: { range: 'bytes=0-9', 'if-range': first.headers.etag as string } });
    await expectSame({ url, headers: { range: 'bytes=0-9', 'if-range': '"stale"' } });
    await expectSame({ url, headers: { range: 'bytes=0-9', 'accept-encoding': 'br' } });
    const head = await expectSame({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.rawPayload.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    await expectSame({ method: 'HEAD', url: '/noutati' });
  });
});
