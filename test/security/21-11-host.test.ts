// Issue 21, finding 11: the Host header. With PUBLIC_URL unset, a malformed Host made the feed and the calendars fail
// with a 500 (and a stack trace in the log), and any Host was echoed into canonical, sitemap and feed URLs. Now a
// malformed Host is a 400 everywhere, before any route, and in production the server refuses to start without
// PUBLIC_URL unless it listens on a loopback address (behind a proxy), in one line, exit code 2.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertServable, isLoopbackHost, loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/main';
import { feedPaths } from '../../src/shared/site-pages';
import { makeTestApp, type TestApp } from '../helpers/app';
import { runCliCaptured } from '../helpers/cli-run';
import { eventually, openRaw } from '../helpers/raw-socket';

const MALFORMED = ['exa mple.ro', 'a/b', 'evil.ro@x', 'x"><script>', '[::1', '[zz::1]', 'host:99999', 'host:port', 'a..b', '-a.ro'];
const GOOD = ['ftcromania.ro', 'FTCRomania.RO:8443', '127.0.0.1:3000', '[::1]:3000', 'localhost', 'my_host.internal'];
const PLACES = ['/news/feed.xml', feedPaths.calendar, feedPaths.eventCalendar(1), '/sitemap.xml', '/robots.txt', '/', '/api/health', '/api/events', '/no-such-page'];

describe('21.11 a malformed Host is a 400 before any route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp({ users: false, clientDir: path.resolve('dist/client') });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  for (const url of PLACES) {
    it(`21.11 GET ${url}: 400 for every malformed Host, the usual answer for a good one`, async () => {
      for (const host of MALFORMED) {
        const res = await t.app.inject({ url, headers: { host } });
        expect(res.statusCode, `Host: ${JSON.stringify(host)}`).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'The Host header is not valid.' });
      }
      for (const host of GOOD) {
        const res = await t.app.inject({ url, headers: { host } });
        expect(res.statusCode, `Host: ${JSON.stringify(host)}`).not.toBe(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    });
  }

  it('21.11 a write with a malformed Host is refused before its body or its anti-forgery check', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/trpc/seasons.create', headers: { host: 'a b', 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
  });

  it('21.11 over a real socket too, a revalidation included (answered before Fastify otherwise)', async () => {
    const first = await t.app.inject({ url: '/api/events' });
    const etag = String(first.headers.etag);
    const conn = await openRaw(port);
    conn.write(`GET /api/events HTTP/1.1\r\nHost: a/b\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`);
    try {
      expect(await eventually(() => conn.closedAfterMs() !== null, 5000)).toBe(true);
      expect(conn.received()).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      conn.destroy();
    }
  });

  it('21.11 the site names the Host in its URLs only when the Host is well formed', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'ftcromania.ro' } });
    expect(res.body).toContain('http://ftcromania.ro/sitemap.xml');
  });
});

describe('21.11 behind a trusted proxy, X-Forwarded-Host is checked as well', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ users: false, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('21.11 a malformed X-Forwarded-Host from the proxy is a 400', async () => {
    const bad = await t.app.inject({ url: '/news/feed.xml', remoteAddress: '127.0.0.1', headers: { host: 'ftcromania.ro', 'x-forwarded-host': 'a b' } });
    expect(bad.statusCode).toBe(400);
    const good = await t.app.inject({ url: '/news/feed.xml', remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'ftcromania.ro' } });
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('http://ftcromania.ro/news');
  });
});

describe('21.11 production needs PUBLIC_URL unless it listens on loopback', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ftc-host-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = (extra: Record<string, string>) => ({
    DATABASE_PATH: path.join(dir, `${Object.values(extra).join('-').replace(/[^a-z0-9]/gi, '_')}.sqlite`),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...extra,
  });

  it('21.11 `serve` on 0.0.0.0 in production without PUBLIC_URL: one line, exit code 2, nothing touched', async () => {
    const settings = env({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    const run = await runCliCaptured(['serve'], settings);
    expect(run.code).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(/PUBLIC_URL must be set in production when HOST=0\.0\.0\.0 is not a loopback address/);
    expect(existsSync(settings.DATABASE_PATH)).toBe(false);
  });

  it('21.11 the defaults of a fresh clone (production on 127.0.0.1) still start, and so does 0.0.0.0 with PUBLIC_URL', async () => {
    const cases: Array<Record<string, string>> = [{}, { NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: 'https://ftcromania.ro' }, { NODE_ENV: 'development', HOST: '0.0.0.0' }];
    for (const extra of cases) {
      const lines: string[] = [];
      const app = await startServer(loadConfig(env(extra)), { clientDir: null, print: (line) => lines.push(line) });
      try {
        expect(app.server.listening).toBe(true);
      } finally {
        await app.close();
      }
    }
  });

  it('21.11 what counts as loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'ftcromania.ro', '128.0.0.1', '::ffff:10.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
    expect(() => assertServable(loadConfig({}))).not.toThrow();
    expect(() => assertServable(loadConfig({ HOST: '::' }))).toThrow(/PUBLIC_URL must be set/);
    expect(() => assertServable(loadConfig({ HOST: '::', NODE_ENV: 'test' }))).not.toThrow();
  });
});
