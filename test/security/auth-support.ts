// Small helpers for the account and session tests (points 1-7): raw Set-Cookie parsing, tRPC calls, log capture.
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_BACKOFF_MAX_MS } from '../../src/shared/constants';
import type { Client, TestApp } from '../helpers/app';
import { trpcUrl } from '../helpers/routes';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case (httponly, secure, ...) with their values ('' for flags). */
  attributes: Record<string, string>;
}

/** The response's Set-Cookie headers exactly as sent, parsed by hand (no library between us and the header). */
export function setCookies(res: LightMyRequestResponse): SetCookie[] {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return lines.map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      attributes[(i < 0 ? attr : attr.slice(0, i)).toLowerCase()] = i < 0 ? '' : attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

export const refreshCookieOf = (res: LightMyRequestResponse) => setCookies(res).find((c) => c.name === 'refresh_token');

export const trpcQuery = (c: Client, proc: string, input?: unknown) => c.get(trpcUrl(proc, input));

export const trpcMutation = (c: Client, proc: string, input?: unknown) => c.post(`/trpc/${proc}`, input);

/** POST /api/auth/login from a given client address, with the anti-forgery cookie of `c`. */
export const loginFrom = (c: Client, remoteAddress: string, email: string, password: string) =>
  c.request({ method: 'POST', url: '/api/auth/login', json: { email, password }, remoteAddress });

/**
 * Sign-ins that neither limit answers, so the password check does: each from its own address under `prefix`
 * (`10.45` gives 10.45.0.1, 10.45.0.2 ...; the lockout counts per account and address), after the per-account backoff
 * (issue 16.2) has run out on the test clock.
 */
export function unthrottledLogins(t: TestApp, c: Client, prefix: string) {
  let n = 0;
  return (email: string, password: string) => {
    n += 1;
    t.clock.advance(ACCOUNT_BACKOFF_MAX_MS);
    return loginFrom(c, `${prefix}.${n >> 8}.${n & 255}`, email, password);
  };
}

/** A refresh with an explicit refresh cookie (as a browser tab holding that cookie would send it). */
export const refreshWith = (c: Client, token: string) =>
  c.request({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `refresh_token=${token}; XSRF-TOKEN=${c.cookies['XSRF-TOKEN']}` } });

/** A GET with exactly this Authorization header and no cookies. */
export const withBearer = (t: TestApp, url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

/** A pino destination that keeps every line, for "never in a log" checks. */
export function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

export const sessionsOf = (t: TestApp, userId: number) =>
  t.deps.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

export const userIdOf = async (t: TestApp, email: string) =>
  (await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
