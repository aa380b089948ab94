// Issue 16, finding 6 (Origin): without PUBLIC_URL the anti-forgery check trusted any Host header, so a page on a DNS
// name of an attacker's that points at this server (DNS rebinding) passed it. Now the request's own origin counts only
// when its host is an IP address or localhost; a DNS name is accepted only when PUBLIC_URL names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, makeTestApp, PASSWORD, type Client, type TestApp } from '../helpers/app';

const FORBIDDEN = 'Cross-site requests are not allowed.';

async function loginWith(c: Client, host: string, origin: string, extra: Record<string, string> = {}) {
  return c.request({ method: 'POST', url: '/api/auth/login', json: { email: EMAILS.EDITOR, password: PASSWORD }, headers: { host, origin, ...extra } });
}

describe('16.6 Origin check without PUBLIC_URL', () => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    t = await makeTestApp();
    c = await t.client();
  });
  afterAll(() => t.close());

  it('16.6 a DNS name in Host and Origin (a rebinding page) is refused', async () => {
    for (const host of ['attacker.example', 'attacker.example:3000', 'ftcromania.ro', '127.0.0.1.nip.io']) {
      const res = await loginWith(c, host, `http://${host}`);
      expect(res.statusCode, host).toBe(403);
      expect(res.json().message, host).toBe(FORBIDDEN);
    }
  });

  it('16.6 an IP address or localhost in Host, with the matching Origin, is accepted', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.10:3000', '[::1]:3000', 'localhost:5173', 'localhost', 'app.localhost:3000']) {
      expect((await loginWith(c, host, `http://${host}`)).statusCode, host).toBe(200);
    }
    // Still only its own origin.
    expect((await loginWith(c, '127.0.0.1:3000', 'http://127.0.0.1:4000')).statusCode).toBe(403);
  });
});

describe('16.6 Origin check with PUBLIC_URL behind a proxy', () => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    t = await makeTestApp({ env: { PUBLIC_URL: 'https://ftc.example.ro', TRUST_PROXY: '10.0.0.1' } });
    c = await t.client();
  });
  afterAll(() => t.close());

  it('16.6 the public origin is accepted; another name, even forwarded by the trusted proxy, is not', async () => {
    const viaProxy = (host: string, origin: string) =>
      c.request({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.1',
        json: { email: EMAILS.EDITOR, password: PASSWORD },
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': host, 'x-forwarded-proto': 'https', origin },
      });
    expect((await viaProxy('ftc.example.ro', 'https://ftc.example.ro')).statusCode).toBe(200);
    expect((await viaProxy('attacker.example', 'https://attacker.example')).statusCode).toBe(403);
    expect((await loginWith(c, 'attacker.example', 'http://attacker.example')).statusCode).toBe(403);
  });
});
