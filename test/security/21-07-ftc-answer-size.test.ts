// Issue 21, finding 7: the FTC client read a whole answer into memory (a 300 MB answer took the server to 1 GB). Every
// answer is now read as a stream and refused past FTC_MAX_RESPONSE_MB: a local HTTP server streams an endless answer
// (no Content-Length) and counts what it managed to send; the client gives up just past the cap, without buffering it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftcApiClient, FtcApiError } from '../../src/server/modules/ftc/ftc-api.client';
import { scaled } from '../helpers/time-scale';

const CHUNK = Buffer.alloc(64 * 1024, 'a');
const CAP = 1024 * 1024; // 1 MB
let server: Server;
let url: string;
let sent = 0;
let stopped = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    sent = 0;
    stopped = false;
    if (req.url?.includes('declared')) {
      // A Content-Length past the cap: refused before reading a byte of the body.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) });
      res.write('{"events":[');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"events":[');
    // Up to 300 MB, as fast as the client reads; the client closing the connection ends it.
    const pump = () => {
      while (!stopped && sent < 300 * 1024 * 1024) {
        sent += CHUNK.length;
        if (!res.write(CHUNK)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => (stopped = true));
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = () =>
  ftcApiClient(
    { baseUrl: url, username: 'u', key: 'k' },
    { maxResponseBytes: CAP, timing: { timeoutMs: 60_000, attempts: 1, backoffMs: 1, maxBackoffMs: 1, maxRetryAfterMs: 1, minIntervalMs: 0 } },
  );

describe('21-07: a size cap on every answer from FIRST', () => {
  it('a streamed answer past the cap is refused once the cap is passed, not read to its end', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const error = await client().events(2025).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FtcApiError);
    expect((error as FtcApiError).kind).toBe('too-large');
    expect((error as FtcApiError).message).toBe('GET /2025/events: the answer is larger than 1 MB (FTC_MAX_RESPONSE_MB); not read');
    // The server stops once the client hangs up: far less than the 300 MB it had to send (socket buffers aside).
    await expect.poll(() => stopped, { timeout: scaled(10_000), interval: 20 }).toBe(true);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('a declared Content-Length past the cap is refused before the body is read', async () => {
    const error = await client()
      .eventTeams(2025, 'declared')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((error as FtcApiError).kind).toBe('too-large');
  });
});
