// Issue 21, finding 6: one client held every connection. MAX_CONNECTIONS was one pool for everybody, and tRPC read a
// whole body before it knew who was asking, so 500 slow uploads from one address locked everyone out. Now:
// - at most MAX_CONNECTIONS_PER_ADDRESS connections are open from one address (not counting a trusted proxy's);
// - a tRPC write without a session is a 401 before its body is read;
// - a body that stalls is cut off at REQUEST_TIMEOUT_SECONDS, also after such an early answer.
// A listening server and raw sockets; a second client is another loopback address (127.0.0.2).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { eventually, openRaw, type RawConnection } from '../helpers/raw-socket';

/** Timer and scheduling slack on a busy two-core machine. */
const SLACK_MS = 2500;

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

const openCount = (t: TestApp) => new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n)));

/** Waits until the server has accepted `n` connections. */
async function serverHas(t: TestApp, n: number): Promise<boolean> {
  let seen = -1;
  return eventually(() => {
    void openCount(t).then((c) => (seen = c));
    return seen === n;
  }, 5000);
}

const health = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
const answered = (conn: RawConnection) => eventually(() => conn.received().includes('"status":"ok"'), 5000);

describe('21.6 connections per address', () => {
  let t: TestApp;
  let port: number;
  const conns: RawConnection[] = [];
  beforeAll(async () => {
    t = await makeTestApp({ users: false, env: { MAX_CONNECTIONS_PER_ADDRESS: '3' } });
    port = await listen(t);
  });
  afterAll(async () => {
    for (const c of conns) c.destroy();
    await t.close();
  });

  it('21.6 past the cap one address is cut off at once, while another address is still answered', async () => {
    for (let i = 0; i < 3; i += 1) conns.push(await openRaw(port, '127.0.0.1'));
    expect(await serverHas(t, 3)).toBe(true);
    const extra = await openRaw(port, '127.0.0.1');
    conns.push(extra);
    expect(await eventually(() => extra.closedAfterMs() !== null, 5000), 'a 4th connection from one address was kept').toBe(true);

    const other = await openRaw(port, '127.0.0.2');
    conns.push(other);
    other.write(health);
    expect(await answered(other), 'the second client got no answer').toBe(true);
    // The three within the cap still work.
    conns[0]!.write(health);
    expect(await answered(conns[0]!)).toBe(true);
    expect(conns[1]!.closedAfterMs()).toBeNull();
  });

  it('21.6 a closed connection frees its place for the same address', async () => {
    conns[1]!.destroy();
    conns[2]!.destroy();
    expect(await serverHas(t, 2)).toBe(true); // conns[0] and the 127.0.0.2 one
    const again = await openRaw(port, '127.0.0.1');
    conns.push(again);
    again.write(health);
    expect(await answered(again)).toBe(true);
  });
});

describe('21.6 behind a trusted proxy', () => {
  let t: TestApp;
  let port: number;
  const conns: RawConnection[] = [];
  beforeAll(async () => {
    t = await makeTestApp({ users: false, env: { MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: '127.0.0.1' } });
    port = await listen(t);
  });
  afterAll(async () => {
    for (const c of conns) c.destroy();
    await t.close();
  });

  it("21.6 the proxy's own address is not capped (its limit applies); any other address still is", async () => {
    for (let i = 0; i < 5; i += 1) conns.push(await openRaw(port, '127.0.0.1'));
    expect(await serverHas(t, 5)).toBe(true);
    conns[4]!.write(health);
    expect(await answered(conns[4]!)).toBe(true);

    for (let i = 0; i < 2; i += 1) conns.push(await openRaw(port, '127.0.0.3'));
    expect(await serverHas(t, 7)).toBe(true);
    const extra = await openRaw(port, '127.0.0.3');
    conns.push(extra);
    expect(await eventually(() => extra.closedAfterMs() !== null, 5000), 'a 3rd direct connection from one address was kept').toBe(true);
  });
});

describe('21.6 unauthenticated writes are refused before their body', () => {
  // Old code read the whole body first: it answered nothing before the request timeout (then 408 or a bare close).
  const REQUEST_S = 6;
  let t: TestApp;
  let port: number;
  let xsrf: string;
  beforeAll(async () => {
    t = await makeTestApp({ env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_S) } });
    xsrf = (await t.client()).cookies['XSRF-TOKEN']!;
    port = await listen(t);
  });
  afterAll(() => t.close());

  /** Sends the headers and the first bytes of a 60,000-byte JSON body, then nothing more. */
  async function slowWrite(url: string): Promise<RawConnection> {
    const conn = await openRaw(port);
    conn.write(
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"seasonNumber":',
    );
    return conn;
  }

  for (const url of ['/trpc/seasons.create', '/trpc/seasons.create,seasons.update?batch=1', '/api/seasons']) {
    it(`21.6 POST ${url} without a session: 401 before the body, in the envelope; the stalled body is then cut off`, async () => {
      const conn = await slowWrite(url);
      try {
        expect(await eventually(() => conn.received().includes('\r\n\r\n{'), REQUEST_S * 1000 + SLACK_MS), 'no answer before the body ended').toBe(true);
        expect(conn.received()).toMatch(/^HTTP\/1\.1 401 /);
        expect(conn.received()).toContain('{"success":false,"message":"You need to sign in to do this."}');
        // Node reads and drops the rest only until REQUEST_TIMEOUT_SECONDS, whatever was answered.
        expect(await eventually(() => conn.closedAfterMs() !== null, REQUEST_S * 1000 + SLACK_MS + 2000), 'the connection stays open').toBe(true);
        expect(conn.closedAfterMs()!).toBeLessThanOrEqual(REQUEST_S * 1000 + SLACK_MS);
      } finally {
        conn.destroy();
      }
    });
  }

  it('21.6 a signed-in mutation and a public query still work over tRPC', async () => {
    const admin = await t.client('ADMIN');
    const created = await admin.post('/trpc/seasons.create', { seasonNumber: 12, seasonName: 'Test' });
    expect(created.statusCode, created.body).toBe(200);
    const visitor = await t.client();
    expect((await visitor.get('/trpc/seasons.list')).statusCode).toBe(200);
    // A visitor's mutation sent whole gets the same 401 (and keeps its connection: the body was read).
    const refused = await visitor.post('/trpc/seasons.create', { seasonNumber: 13, seasonName: 'Test' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: 'You need to sign in to do this.' });
  });
});

describe('21.6 a stalled body is cut off at the request timeout', () => {
  const REQUEST_S = 1;
  let t: TestApp;
  let port: number;
  let xsrf: string;
  let token: string;
  beforeAll(async () => {
    t = await makeTestApp({ env: { REQUEST_TIMEOUT_SECONDS: String(REQUEST_S), HEADERS_TIMEOUT_SECONDS: '0.5' } });
    const admin = await t.client('ADMIN');
    xsrf = admin.cookies['XSRF-TOKEN']!;
    token = admin.token!;
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('21.6 a signed-in tRPC write whose body stops arriving is closed at REQUEST_TIMEOUT_SECONDS', async () => {
    const conn = await openRaw(port);
    conn.write(
      `POST /trpc/seasons.create HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nCookie: XSRF-TOKEN=${xsrf}\r\n` +
        `X-XSRF-TOKEN: ${xsrf}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"seasonNumber":`,
    );
    try {
      expect(await eventually(() => conn.closedAfterMs() !== null, REQUEST_S * 1000 + SLACK_MS + 2000), 'the connection is still open').toBe(true);
      expect(conn.closedAfterMs()!).toBeLessThanOrEqual(REQUEST_S * 1000 + SLACK_MS);
      // Node's request timeout answers 408; the idle-socket timeout (the same length here) may close it first, silently.
      expect(conn.received()).toMatch(/^(HTTP\/1\.1 408 [\s\S]*)?$/);
    } finally {
      conn.destroy();
    }
  });

  it('21.6 after an early answer (403 for a missing anti-forgery token), a body still trickling in is cut off at the timeout', async () => {
    const conn = await openRaw(port);
    conn.write('POST /api/seasons HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const timer = setInterval(() => conn.write(' '), 50);
    try {
      expect(await eventually(() => conn.closedAfterMs() !== null, REQUEST_S * 1000 + SLACK_MS + 2000), 'the connection is still open').toBe(true);
      expect(conn.closedAfterMs()!).toBeLessThanOrEqual(REQUEST_S * 1000 + SLACK_MS);
      expect(conn.received()).toMatch(/^HTTP\/1\.1 403 /);
    } finally {
      clearInterval(timer);
      conn.destroy();
    }
  });
});
