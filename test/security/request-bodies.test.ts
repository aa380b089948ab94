// Issue 16, finding 1: request bodies are refused before they cost anything. JSON up to 64 KB (it was 1 MB on every
// route), 20 levels deep at most (checked before parsing), DELETE and the body-less POSTs 1 KB, and a URL no route
// answers (OPTIONS included) gets its 404 without its body being read or parsed at all.
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_BODY_LIMIT, JSON_BODY_LIMIT, MAX_JSON_DEPTH, TOO_DEEP } from '../../src/server/http/request-bodies';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { eventually, openRaw } from '../helpers/raw-socket';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.client('ADMIN');
});
afterAll(() => t.close());

const send = (c: Client, method: string, url: string, payload: string, contentType = 'application/json') =>
  c.request({ method: method as 'POST', url, payload, headers: { 'content-type': contentType } });

function expectRefusal(res: LightMyRequestResponse, status: number, label: string, message?: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
  const body = res.json();
  const text = body.success === false ? body.message : body.error?.message;
  expect(typeof text, label).toBe('string');
  if (message) expect(text, label).toBe(message);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('16.1 JSON bodies: size and depth', () => {
  const JSON_ROUTES = ['/api/seasons', '/api/auth/login', '/api/home-posts', '/trpc/seasons.create'];

  it('16.1 a JSON body over 64 KB is 413 on every JSON route; one just under is read', async () => {
    expect(JSON_BODY_LIMIT).toBe(64 * 1024);
    for (const url of JSON_ROUTES) {
      expectRefusal(await send(admin, 'POST', url, JSON.stringify({ seasonName: 'x'.repeat(JSON_BODY_LIMIT) })), 413, url);
      const under = await send(admin, 'POST', url, JSON.stringify({ seasonName: 'x'.repeat(JSON_BODY_LIMIT - 100) }));
      expect(under.statusCode, url).not.toBe(413);
      expect(under.statusCode, url).toBeLessThan(500);
    }
  });

  it('16.1 JSON nested deeper than 20 levels is 400 "nested too deeply" on REST and tRPC, body and query input', async () => {
    for (const url of JSON_ROUTES) {
      for (const body of [nested(MAX_JSON_DEPTH + 1), nestedObject(MAX_JSON_DEPTH + 1), nested(30_000)]) {
        expectRefusal(await send(admin, 'POST', url, body), 400, `${url} ${body.slice(0, 30)}`, TOO_DEEP);
      }
      // Brackets inside strings are text, not depth.
      const flat = await send(admin, 'POST', url, JSON.stringify({ seasonName: '[{'.repeat(1000) }));
      expect(flat.json().message ?? flat.json().error?.message, url).not.toBe(TOO_DEEP);
    }
    const query = await admin.get(`/trpc/seasons.statistics?input=${encodeURIComponent(nestedObject(MAX_JSON_DEPTH + 1))}`);
    expectRefusal(query, 400, 'tRPC query input', TOO_DEEP);
    // 20 levels are still parsed (and then refused by the route's own validation, not by depth).
    const ok = await send(admin, 'POST', '/api/seasons', nestedObject(MAX_JSON_DEPTH));
    expect(ok.statusCode).toBe(400);
    expect(ok.json().message).not.toBe(TOO_DEEP);
  });

  it('16.1 DELETE and the POSTs that take no body accept {} but not more than 1 KB', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(EMPTY_BODY_LIMIT) });
    for (const [method, url] of [
      ['DELETE', '/api/home-posts/999'],
      ['DELETE', '/api/seasons/999'],
      ['POST', '/api/seasons/999/set-current'],
      ['POST', '/api/sponsors/999/unlink-event'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/refresh'],
    ] as const) {
      expectRefusal(await send(admin, method, url, big), 413, `${method} ${url}`);
      expect((await send(admin, method, url, '{}')).statusCode, `${method} ${url} {}`).not.toBe(413);
    }
  });
});

describe('16.1 no body is read for a URL no route answers', () => {
  it('16.1 unknown routes and OPTIONS answer 404 (405 on a known /api address) whatever the body: malformed, too large or too deep', async () => {
    const bodies = ['{not json', 'x'.repeat(2 * JSON_BODY_LIMIT), nested(100_000)];
    for (const [method, url, status] of [
      ['POST', '/api/nothing-here', 404],
      ['PUT', '/api/seasons', 405],
      ['DELETE', '/trpc', 404],
      ['POST', '/not-a-page', 404],
      ['OPTIONS', '/api/health', 405],
      ['OPTIONS', '/api/seasons', 405],
      ['OPTIONS', '/trpc/seasons.create', 404],
    ] as const) {
      for (const body of bodies) {
        const res = await send(admin, method, url, body);
        expect(res.statusCode, `${method} ${url} ${body.slice(0, 20)}`).toBe(status);
      }
    }
  });

  it('16.1 over a socket: the 404 (and the anti-forgery 403) come before the body is even sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const xsrf = admin.cookies['XSRF-TOKEN']!;
    const cases = [
      { head: `POST /api/nothing-here HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n`, status: 404 },
      { head: 'OPTIONS /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', status: 405 },
      // No anti-forgery token: refused in onRequest, before the body parser.
      { head: 'POST /api/seasons HTTP/1.1\r\nHost: 127.0.0.1\r\n', status: 403 },
    ];
    for (const { head, status } of cases) {
      const conn = await openRaw(port);
      try {
        // Announces 60 KB of JSON and sends none of it.
        conn.write(`${head}Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n`);
        const answered = await eventually(() => conn.received().includes('\r\n\r\n'), 3000);
        expect(answered, `${head.split('\r\n')[0]}: no answer while the body is missing`).toBe(true);
        expect(conn.received().split('\r\n')[0], head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${({ 404: 'Not Found', 405: 'Method Not Allowed', 403: 'Forbidden' } as Record<number, string>)[status]}`);
      } finally {
        conn.destroy();
      }
    }
  });
});
