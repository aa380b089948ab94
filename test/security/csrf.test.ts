// Point 8 (first half): anti-forgery on every write. Every unsafe REST route and every tRPC mutation, enumerated from
// the app (a new route is covered without editing this file), is sent by a signed-in ADMIN (so permissions would let
// it through) with a valid body, but forged: no X-XSRF-TOKEN header, a header that does not match the cookie, the
// right header from a foreign Origin or from `Origin: null`, a cookie/header pair the server never signed, no cookie
// at all. Each must be 403 from the anti-forgery check, and afterwards the database and the uploads folder must be
// exactly as before. Login, register, refresh and logout are not exempt (docs/decisions/003-accounts-sessions-anti-forgery.md: a client does one GET first to
// get the cookie), so they are in the loop like every other unsafe route.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/constants';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { UNREACHABLE_FTC_ENV } from '../helpers/ftc-fake';
import { UNREACHABLE_SMTP_ENV } from '../helpers/smtp-sink';
import { multipart } from '../helpers/multipart';
import { callContext, mutationInput, sendRest, senderRole, sendTrpc, unsafeRestCall, type RestCall } from '../helpers/route-calls';
import { allRoutes, isUnsafe, restRoutes, routeKey, seededIds, trpcProcedures, trpcUrl } from '../helpers/routes';
import { snapshot, type Snapshot } from '../helpers/snapshot';

const REFUSALS = ['Missing or invalid anti-forgery token. Reload the page and try again.', 'Cross-site requests are not allowed.'];
const EVIL = 'https://evil.example';

interface Forgery {
  name: string;
  /** Cookies and headers of the forged request, from the victim's real cookies and a token of someone else. */
  build(victim: Record<string, string>, otherToken: string): { cookies: Record<string, string>; headers: Record<string, string> };
}

const FORGERIES: Forgery[] = [
  { name: 'no anti-forgery header', build: (v) => ({ cookies: v, headers: {} }) },
  { name: 'a header that does not match the cookie (another valid token)', build: (v, other) => ({ cookies: v, headers: { [XSRF_HEADER]: other } }) },
  { name: 'the right header from a foreign Origin', build: (v) => ({ cookies: v, headers: { [XSRF_HEADER]: v[XSRF_COOKIE]!, origin: EVIL } }) },
  { name: 'the right header with Origin: null', build: (v) => ({ cookies: v, headers: { [XSRF_HEADER]: v[XSRF_COOKIE]!, origin: 'null' } }) },
  {
    name: 'a matching cookie and header the server never signed',
    build: (v) => ({ cookies: { ...v, [XSRF_COOKIE]: 'planted.value' }, headers: { [XSRF_HEADER]: 'planted.value' } }),
  },
  {
    name: 'no anti-forgery cookie, header copied from elsewhere',
    build: (v, other) => {
      const { [XSRF_COOKIE]: _dropped, ...rest } = v;
      return { cookies: rest, headers: { [XSRF_HEADER]: other } };
    },
  },
];

let t: TestApp;
let admin: Client;
let otherToken: string;
let before: Snapshot;
const restCalls: Array<{ key: string; call: RestCall }> = [];
const mutations: Array<{ path: string; input: unknown }> = [];

/** A request as a browser tricked by another site would send it: the victim's bearer token and chosen cookies/headers. */
function forged(url: string, body: { payload: string | Buffer; contentType: string }, method: string, forgery: Forgery) {
  const { cookies, headers } = forgery.build(admin.cookies, otherToken);
  return t.app.inject({
    method: method as 'POST',
    url,
    payload: body.payload,
    headers: {
      authorization: `Bearer ${admin.token}`,
      cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': body.contentType,
      ...headers,
    },
  });
}

function bodyOf(call: RestCall) {
  if (call.form) {
    const form = multipart(call.form.fields, call.form.file);
    return { payload: form.payload, contentType: form.headers['content-type'] };
  }
  return { payload: JSON.stringify(call.json ?? {}), contentType: 'application/json' };
}

/** '' when the refusal is the anti-forgery check's 403, else what went wrong. */
function problem(res: LightMyRequestResponse): string {
  if (res.statusCode !== 403) return `status ${res.statusCode}: ${res.body.slice(0, 160)}`;
  return REFUSALS.some((m) => res.body.includes(m)) ? '' : `403 but not from the anti-forgery check: ${res.body.slice(0, 160)}`;
}

beforeAll(async () => {
  // With sync credentials and e-mail settings, an ADMIN's valid "Sync now" and "Forgot password?" are accepted like
  // every other valid call.
  t = await makeTestApp({ env: { ...UNREACHABLE_FTC_ENV, ...UNREACHABLE_SMTP_ENV } });
  await seedDatabase(t.deps, { demo: true });
  admin = await t.client('ADMIN');
  otherToken = (await t.client()).cookies[XSRF_COOKIE]!;
  // Valid calls (and the fresh rows they act on) are made first; the snapshot is taken after them.
  const cx = callContext(await seededIds(t.deps), await t.client('ADMIN'), t.deps);
  for (const route of restRoutes(t.app).filter(isUnsafe)) restCalls.push({ key: routeKey(route), call: await unsafeRestCall(routeKey(route), cx) });
  for (const p of trpcProcedures().filter((p) => p.type === 'mutation')) mutations.push({ path: p.path, input: await mutationInput(p.path, cx) });
  before = await snapshot(t.deps, t.uploadsDir);
});
afterAll(() => t.close());

describe('8.1 anti-forgery: every unsafe REST route and tRPC mutation refuses forged requests', () => {
  it('8.1 every unsafe route of the app is under /api or /trpc, where the check applies', () => {
    const outside = allRoutes(t.app).filter((r) => isUnsafe(r) && !/^\/(api|trpc)(\/|$)/.test(r.url));
    expect(outside.map(routeKey)).toEqual([]);
    // The sign-in calls are unsafe routes like the rest: not exempt.
    expect(restCalls.map((c) => c.key)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/auth/register', 'POST /api/auth/refresh', 'POST /api/auth/logout']),
    );
    expect(restCalls.length).toBeGreaterThan(20);
    expect(mutations.length).toBeGreaterThan(20);
  });

  it('8.1 every unsafe REST route: 403 for each forgery, signed in as ADMIN', async () => {
    const failures: string[] = [];
    for (const { key, call } of restCalls) {
      for (const forgery of FORGERIES) {
        const why = problem(await forged(call.url, bodyOf(call), call.method, forgery));
        if (why) failures.push(`${key} with ${forgery.name}: ${why}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('8.1 every tRPC mutation: 403 for each forgery, signed in as ADMIN, alone or in a batch', async () => {
    const failures: string[] = [];
    for (const { path, input } of mutations) {
      for (const forgery of FORGERIES) {
        const why = problem(await forged(trpcUrl(path), { payload: JSON.stringify(input), contentType: 'application/json' }, 'POST', forgery));
        if (why) failures.push(`${path} with ${forgery.name}: ${why}`);
      }
    }
    // Batches of mutations in one request, in groups that fit the router's 200-character path parameter.
    const batches: Array<typeof mutations> = [[]];
    for (const m of mutations) {
      const last = batches.at(-1)!;
      if ([...last, m].map((x) => x.path).join(',').length > 190) batches.push([m]);
      else last.push(m);
    }
    for (const batch of batches) {
      const url = `/trpc/${batch.map((m) => m.path).join(',')}?batch=1`;
      const body = JSON.stringify(Object.fromEntries(batch.map((m, i) => [String(i), m.input])));
      for (const forgery of FORGERIES) {
        const why = problem(await forged(url, { payload: body, contentType: 'application/json' }, 'POST', forgery));
        if (why) failures.push(`batch ${url} with ${forgery.name}: ${why}`);
      }
    }
    expect(batches.flat()).toHaveLength(mutations.length);
    expect(failures).toEqual([]);
  });

  it('8.1 other spellings of the same paths that the router accepts (percent-escapes, trailing slash) are refused too', async () => {
    // The router decodes percent-escapes, so `/%61pi/home-posts` reaches `/api/home-posts`.
    const spellings = (url: string) => [
      url.replace(/^\/(a|t)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
      url.replace(/^\/(api|trpc)/, (_m, p: string) => `/${[...p].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}`),
      url.replace(/^([^?]*)/, '$1/'),
    ];
    const failures: string[] = [];
    const targets = [
      ...restCalls.map(({ key, call }) => ({ key, url: call.url, method: call.method, body: bodyOf(call) })),
      ...mutations.map(({ path, input }) => ({ key: path, url: trpcUrl(path), method: 'POST', body: { payload: JSON.stringify(input), contentType: 'application/json' } })),
    ];
    for (const target of targets) {
      for (const url of spellings(target.url)) {
        const res = await forged(url, target.body, target.method, FORGERIES[0]!);
        const why = res.statusCode === 404 ? '' : problem(res);
        if (why) failures.push(`${target.key} as ${url}: ${why}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('8.1 other unsafe methods on the tRPC endpoint (PUT, PATCH, DELETE) are refused the same way', async () => {
    const failures: string[] = [];
    const { path, input } = mutations[0]!;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const why = problem(await forged(trpcUrl(path), { payload: JSON.stringify(input), contentType: 'application/json' }, method, FORGERIES[0]!));
      if (why) failures.push(`${method} ${path}: ${why}`);
    }
    expect(failures).toEqual([]);
  });

  it('8.1 a cross-site preflight for the anti-forgery header is never granted (no CORS), so a foreign page cannot send it', async () => {
    const failures: string[] = [];
    const urls = [...restCalls.map((c) => c.call.url), ...mutations.map((m) => trpcUrl(m.path))];
    for (const url of urls) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': `${XSRF_HEADER}, content-type` },
      });
      const granted = Object.keys(res.headers).filter((h) => h.startsWith('access-control-allow-'));
      if (res.statusCode >= 500 || granted.length) failures.push(`OPTIONS ${url}: ${res.statusCode} ${granted.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('8.1 after all of them the database and the uploads folder are exactly as before', async () => {
    const after = await snapshot(t.deps, t.uploadsDir);
    expect(after.uploads).toEqual(before.uploads);
    for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
  });

  it('8.1 control: the same calls with the right header and the site\'s own Origin succeed', async () => {
    const failures: string[] = [];
    const own = { origin: 'http://localhost:80' };
    for (const { key, call } of restCalls) {
      // Sign-in calls change the session they run in: each gets its own ADMIN client.
      const client = key.startsWith('POST /api/auth/') ? await t.client('ADMIN') : admin;
      const res = await sendRest(client, call, own);
      if (res.statusCode >= 300) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    const team = await t.client('TEAM');
    for (const { path, input } of mutations) {
      // A TEAM account's own onboarding request (decision 195) is no ADMIN's to send: the TEAM account sends it.
      const res = await sendTrpc(senderRole(path) === 'TEAM' ? team : admin, path, 'mutation', input, own);
      if (res.statusCode >= 300) failures.push(`${path}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
