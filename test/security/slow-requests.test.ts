// Issue 16, finding 4: slow clients time out. A body that trickles in, headers that trickle in and an idle kept-alive
// connection are each closed within their configured timeout, and connections past MAX_CONNECTIONS are refused.
// Short timeouts here (the settings take fractions of a second); production defaults are in config.ts.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { eventually, openRaw, type RawConnection } from '../helpers/raw-socket';
import { scaled } from '../helpers/time-scale';

const REQUEST_S = 1;
const HEADERS_S = 0.5;
const KEEP_ALIVE_S = 0.5;
/** Timer and scheduling slack on a busy two-core machine (Node also closes kept-alive sockets up to ~1 s late). */
const SLACK_MS = scaled(2500);

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Sends one byte of `text` every 100 ms until the connection closes or the text runs out. */
function trickle(conn: RawConnection, text: string): () => void {
  let i = 0;
  const timer = setInterval(() => {
    if (conn.closedAfterMs() !== null || i >= text.length) return clearInterval(timer);
    conn.write(text[i++]!);
  }, 100);
  return () => clearInterval(timer);
}

describe('16.4 slow requests time out', () => {
  let t: TestApp;
  let port: number;
  let xsrf: string;
  beforeAll(async () => {
    t = await makeTestApp({
      env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_S), HEADERS_TIMEOUT_SECONDS: String(HEADERS_S), KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_S) },
    });
    xsrf = (await t.client()).cookies['XSRF-TOKEN']!;
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('16.4 a body trickling one byte at a time is cut off at the request timeout (408), not kept for ever', async () => {
    const conn = await openRaw(port);
    conn.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const stop = trickle(conn, `{"email":"a@b.ro","password":"${'x'.repeat(970)}"}`);
    try {
      const closed = await eventually(() => conn.closedAfterMs() !== null, REQUEST_S * 1000 + SLACK_MS + 2000);
      expect(closed, 'the connection is still open').toBe(true);
      expect(conn.closedAfterMs()!).toBeLessThanOrEqual(REQUEST_S * 1000 + SLACK_MS);
      expect(conn.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      stop();
      conn.destroy();
    }
  });

  it('16.4 headers trickling in are cut off at the headers timeout', async () => {
    const conn = await openRaw(port);
    conn.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const stop = trickle(conn, `X-Slow: ${'a'.repeat(200)}\r\n\r\n`);
    try {
      const closed = await eventually(() => conn.closedAfterMs() !== null, HEADERS_S * 1000 + SLACK_MS + 2000);
      expect(closed, 'the connection is still open').toBe(true);
      expect(conn.closedAfterMs()!).toBeLessThanOrEqual(HEADERS_S * 1000 + SLACK_MS);
    } finally {
      stop();
      conn.destroy();
    }
  });

  it('16.4 an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const conn = await openRaw(port);
    conn.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    try {
      expect(await eventually(() => conn.received().includes('"status":"ok"'), 3000)).toBe(true);
      const answeredAt = Date.now();
      const closed = await eventually(() => conn.closedAfterMs() !== null, KEEP_ALIVE_S * 1000 + SLACK_MS + 2000);
      expect(closed, 'the idle connection is still open').toBe(true);
      expect(Date.now() - answeredAt).toBeLessThanOrEqual(KEEP_ALIVE_S * 1000 + SLACK_MS);
    } finally {
      conn.destroy();
    }
  });
});

describe('16.4 connection cap', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp({ users: false, env: { MAX_CONNECTIONS: '2' } });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('16.4 past MAX_CONNECTIONS a new connection is closed at once; the open ones keep working', async () => {
    const first = await openRaw(port);
    const second = await openRaw(port);
    // The server counts a connection once it has accepted it: wait until both are in.
    const counted = () => new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)));
    let n = 0;
    await eventually(() => {
      void counted().then((c) => (n = c));
      return n === 2;
    }, 3000);
    expect(n).toBe(2);
    const third = await openRaw(port);
    try {
      expect(await eventually(() => third.closedAfterMs() !== null, 3000), 'the third connection was kept').toBe(true);
      first.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(await eventually(() => first.received().includes('"status":"ok"'), 3000)).toBe(true);
      expect(second.closedAfterMs()).toBeNull();
    } finally {
      for (const c of [first, second, third]) c.destroy();
    }
  });
});
