// The single executable writes its embedded copy of dist/client into a kept temp folder, once per build, and serves it
// with @fastify/static (binary/embedded-client.ts). The folder written from the files must answer exactly as
// dist/client does: same files, same validators (the build's modification times are kept), same bodies; a second
// start of the same build reuses it without writing, and a changed or missing file makes it written again.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractWebApp, type WebAppFiles } from '../../src/server/binary/embedded-client';
import { readClientFiles, ssrBundlePath } from '../../src/server/http/client-assets';
import { makeTestApp, type TestApp } from '../helpers/app';

const CLIENT_DIR = path.resolve('dist/client');
const files = readClientFiles(CLIENT_DIR);
let tmpRoot: string;
let extracted: string;
const webAppFiles = (): WebAppFiles => {
  const byPath = new Map(files.map((f) => [f.path, f.body]));
  return {
    manifestText: JSON.stringify(files.map((f) => ({ path: f.path, mtimeMs: f.mtimeMs }))),
    clientFile: (relativePath) => byPath.get(relativePath)!,
    ssrBundle: readFileSync(ssrBundlePath(CLIENT_DIR)),
  };
};
let disk: TestApp;
let copy: TestApp;

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(tmpdir(), 'ftc-client-copy-'));
  const first = extractWebApp(webAppFiles(), tmpRoot);
  expect(first.reused).toBe(false);
  extracted = first.clientDir;
  disk = await makeTestApp({ clientDir: CLIENT_DIR, users: false });
  copy = await makeTestApp({ clientDir: extracted, users: false });
});
afterAll(async () => {
  await disk?.close();
  await copy?.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

// The anti-forgery cookie is random per app, the request id per request, and the date moves on; a rendered page
// carries the times its data was read (so its tag moves with them too): each read's `at` in the page's ssr-state
// (web/lib/read-store.ts SentRead; TanStack Query's field names until decision 201).
const READ_TIMES = /"(at)":\d+/g;
const comparable = (res: LightMyRequestResponse) => {
  const { date: _date, 'set-cookie': _cookie, 'x-request-id': _id, ...headers } = res.headers;
  const rendered = String(res.headers['content-type']).startsWith('text/html') && res.body.includes('id="ssr-state"');
  if (!rendered) return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
  const { etag: _etag, ...rest } = headers;
  return { status: res.statusCode, headers: rest, body: res.body.replace(READ_TIMES, '"$1":0') };
};

describe('the client folder the executable extracts', () => {
  it('is private and holds every file with its build time', () => {
    expect(statSync(path.dirname(extracted)).mode & 0o777).toBe(0o700);
    expect(path.basename(path.dirname(extracted))).toMatch(new RegExp(`^ftc-romania-${process.getuid!()}-web-[0-9a-f]{16}$`));
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

  it('is reused by the next start of the same build, and written again when a file was changed or removed', () => {
    const ssr = ssrBundlePath(extracted);
    const written = statSync(ssr).mtimeMs;
    expect(extractWebApp(webAppFiles(), tmpRoot)).toEqual({ clientDir: extracted, reused: true });
    expect(statSync(ssr).mtimeMs).toBe(written);

    appendFileSync(ssr, '\n// changed\n'); // the bundle runs: any change is caught by its hash
    expect(extractWebApp(webAppFiles(), tmpRoot)).toEqual({ clientDir: extracted, reused: false });
    expect(readFileSync(ssr).equals(readFileSync(ssrBundlePath(CLIENT_DIR)))).toBe(true);

    unlinkSync(path.join(extracted, files[0]!.path));
    expect(extractWebApp(webAppFiles(), tmpRoot)).toEqual({ clientDir: extracted, reused: false });
    expect(statSync(path.join(extracted, files[0]!.path)).mtime.getTime()).toBe(files[0]!.mtimeMs);
    expect(extractWebApp(webAppFiles(), tmpRoot).reused).toBe(true);
  });
});
