// The single executable writes its embedded copy of dist/client into a temp folder and serves it with @fastify/static
// (binary/embedded-client.ts). The folder written from the files must answer exactly as dist/client does: same
// files, same validators (the build's modification times are kept), same bodies.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClientFiles, ssrBundlePath, writeClientFolder, writeSsrBundle } from '../../src/server/http/client-assets';
import { makeTestApp, type TestApp } from '../helpers/app';

const CLIENT_DIR = path.resolve('dist/client');
const files = readClientFiles(CLIENT_DIR);
let tmpRoot: string;
let extracted: string;
let disk: TestApp;
let copy: TestApp;

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(tmpdir(), 'ftc-client-copy-'));
  extracted = writeClientFolder(files, tmpRoot);
  // The server render's bundle beside it, as the executable writes it (binary/embedded-client.ts).
  writeSsrBundle(extracted, readFileSync(ssrBundlePath(CLIENT_DIR)));
  disk = await makeTestApp({ clientDir: CLIENT_DIR, users: false });
  copy = await makeTestApp({ clientDir: extracted, users: false });
});
afterAll(async () => {
  await disk?.close();
  await copy?.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

// The anti-forgery cookie is random per app, the request id per request, and the date moves on; a rendered page
// carries the times its data was read (so its tag moves with them too).
const READ_TIMES = /"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;
const comparable = (res: LightMyRequestResponse) => {
  const { date: _date, 'set-cookie': _cookie, 'x-request-id': _id, ...headers } = res.headers;
  const rendered = String(res.headers['content-type']).startsWith('text/html') && res.body.includes('id="ssr-state"');
  if (!rendered) return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
  const { etag: _etag, ...rest } = headers;
  return { status: res.statusCode, headers: rest, body: res.body.replace(READ_TIMES, '"$1":0') };
};

describe('the client folder the executable extracts', () => {
  it('is private and holds every file with its build time', () => {
    expect(statSync(extracted).mode & 0o777).toBe(0o700);
    for (const file of files) {
      const stat = statSync(path.join(extracted, file.path));
      expect(stat.mtime.getTime(), file.path).toBe(file.mtimeMs);
      expect(stat.mode & 0o777, file.path).toBe(0o600);
    }
  });

  it('answers every file, a page and a compressed asset exactly as dist/client does', async () => {
    expect(files.length).toBeGreaterThan(3);
    const requests = [
      ...files.map((f) => ({ url: `/${f.path}` })),
      { url: '/events' },
      { url: '/index.html', headers: { 'accept-encoding': 'br, gzip' } },
      { url: `/${files.find((f) => f.path.endsWith('.js'))!.path}`, headers: { 'accept-encoding': 'gzip' } },
    ];
    for (const request of requests) {
      const [fromDisk, fromCopy] = await Promise.all([disk.app.inject(request), copy.app.inject(request)]);
      expect(comparable(fromCopy), `${request.url} ${JSON.stringify(request)}`).toEqual(comparable(fromDisk));
    }
  });
});
