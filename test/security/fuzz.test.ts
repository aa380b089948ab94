// Issue 6, point 15: a property-based fuzz (fast-check) of every REST route and every tRPC procedure, enumerated from
// the app itself. Random bodies (the route's own field names and others, holding values of the wrong type, huge and
// unicode strings, nested objects, raw JSON numbers JavaScript cannot hold), random path parameters and query
// strings, as a visitor and as an ADMIN (with the anti-forgery header, so requests reach the handlers). No answer may
// be a 5xx, the process must not crash, and the database must pass its integrity and foreign-key checks afterwards.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { EMAILS, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { integrityOf, withSqlite } from '../helpers/db-check';
import { multipart, samples } from '../helpers/multipart';
import { callContext, mutationInput, unsafeRestCall } from '../helpers/route-calls';
import { fillPath, isUnsafe, queryInput, restRoutes, routeKey, seededIds, trpcProcedures, type Procedure, type Route, type RouteIds } from '../helpers/routes';
import { scaled } from '../helpers/time-scale';

/** Runs per route or procedure (either role); the whole file stays well under a minute on two busy cores. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 615);

let t: TestApp;
let ids: RouteIds;
let visitor: Client;
let admin: Client;
let adminRow: { id: number; password_hash: string };
/** A valid call of each route or procedure (real ids, valid body), which the fuzz mutates field by field. */
interface Template {
  url?: string;
  body: Record<string, unknown>;
}
const templates = new Map<string, Template>();

// Field names any body of this API uses, so a random body often hits a real field with a wrong value.
const COMMON_FIELDS = [
  'id', 'title', 'description', 'priority', 'imagePosition', 'announcement', 'imageId', 'logoId', 'page', 'section', 'subsection',
  'link', 'category', 'name', 'email', 'password', 'userType', 'disabled', 'seasonId', 'eventId', 'teamId', 'teamNumber',
  'seasonNumber', 'seasonName', 'registrationStart', 'registrationEnd', 'dateStart', 'dateEnd', 'latitude', 'longitude',
  'entityType', 'homePostId', 'resourceId', 'sponsorId', 'size', 'legal_name', 'clear', 'search', 'limit', 'registrationStatus',
  'regionId', 'input', 'tags', 'partners', 'cursor',
];
const QUERY_KEYS = ['seasonId', 'category', 'page', 'search', 'limit', 'id', 'eventId', 'input', 'batch', 'sort', 'q', '__proto__', 'constructor'];

// Raw JSON numbers that JSON.stringify cannot write (they overflow, underflow or lose digits when parsed).
const RAW_NUMBERS = ['1e309', '-1e309', '1e-400', '-0', '123456789012345678901234567890', '9007199254740993', '0.1e1'];
const rawToken = (n: string) => `@@raw:${n}@@`;
const toJson = (value: unknown) => JSON.stringify(value).replace(/"@@raw:([^@]+)@@"/g, '$1');

const HUGE = 'ș'.repeat(150_000);
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1), b: [n] });
const DEEP = deep(400);

const weird = fc.constantFrom(
  '', ' ', '../x', '..\\x', '/etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '%00', '\u0000', 'NaN', '-1', '0', '1e309',
  'Infinity', 'true', 'null', '[]', '{}', '2025-02-30T25:61:00Z', '0000-00-00', 'ADMIN', '__proto__', '😀🤖', '\u202e\u0301', 'ș'.repeat(300),
  ' 1 ', '0x10', '1.5', '-0', 'https://', 'javascript:alert(1)', 'team-resources', 'Document', 'FTC', 'LEFT',
);
const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.integer({ min: -2, max: 5 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  weird,
  fc.constantFrom(...RAW_NUMBERS).map(rawToken),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(HUGE, DEEP) },
);

/** A body: a valid one with fields dropped, changed or added; an object of field names with random values; or junk. */
function bodyArb(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(template);
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields, ...COMMON_FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });
  const mutated = fc
    .record({
      drop: fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      change: fields.length ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 2 }) : fc.constant({}),
      extra: fc.dictionary(key, value, { maxKeys: 2 }),
    })
    .map(({ drop, change, extra }) => {
      const body: Record<string, unknown> = { ...template, ...extra, ...change };
      for (const k of drop) delete body[k];
      return body;
    });
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(template) },
    { weight: 3, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: value },
  );
}

const paramArb = (valid: string) =>
  fc.oneof(
    fc.constantFrom('-1', '0', '1', '2', '3', '1e309', '1.5', 'abc', '..%2Fx', '%2e%2e', '..', '99999999999999999999', 'null', '%00', '%20', encodeURIComponent('ăîș'), 'x'.repeat(190), valid),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );

const queryArb = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(fc.string({ maxLength: 20 }), weird, fc.constantFrom('1', '2', 'FTC', 'team-resources')), { maxKeys: 4 });
const queryString = (q: Record<string, string>) => {
  const s = new URLSearchParams(q).toString();
  return s ? `?${s}` : '';
};

/** Fills every `:param` of a pattern from the matching arbitrary. */
function pathArb(pattern: string): fc.Arbitrary<string> {
  const valid = fillPath(pattern, ids).split('/');
  const parts = pattern.split('/').map((part, i) => (part.startsWith(':') ? paramArb(valid[i]!) : fc.constant(part)));
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

const FILE_FIELDS: Record<string, string> = { 'home-posts': 'image', resources: 'image', events: 'image', sponsors: 'logo', files: 'file' };
const fileArb = fc.oneof(
  fc.constant(samples.png()),
  fc.constant(samples.pdf()),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
);

interface Sent {
  role: 'visitor' | 'admin';
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Sends as the role, keeping the ADMIN signed in: a fuzzed logout or password reset would end its session. */
async function send(sent: Sent): Promise<LightMyRequestResponse> {
  const client = sent.role === 'admin' ? admin : visitor;
  const res = await client.request({
    method: sent.method as 'GET',
    url: sent.url,
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    headers: sent.contentType ? { 'content-type': sent.contentType } : {},
  });
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${sent.role} ${sent.method} ${sent.url.slice(0, 300)}\n${String(sent.payload ?? '').slice(0, 500)}\n-> ${res.body.slice(0, 300)}`);
  if (sent.role === 'admin' && res.statusCode === 401) await restoreAdmin();
  return res;
}

async function restoreAdmin() {
  await t.deps.db.updateTable('users').set({ password_hash: adminRow.password_hash, disabled: 0, user_type: 'ADMIN' }).where('id', '=', adminRow.id).execute();
  await admin.get('/api/auth/csrf');
  const res = await admin.login(EMAILS.ADMIN);
  if (res.statusCode !== 200) throw new Error(`could not sign the ADMIN in again: ${res.body}`);
}

const roleArb = fc.constantFrom<'visitor' | 'admin'>('visitor', 'admin');
/** Sometimes the same request twice: a second create of the same row must be a conflict, not a crash. */
const replayArb = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

function restRequestArb(route: Route): fc.Arbitrary<Sent> {
  const template = templates.get(routeKey(route));
  // The template's URL names rows made for it; otherwise real seeded ids. Either, or fuzzed parameters.
  const path = fc.oneof(pathArb(route.url), fc.constant(template?.url ?? fillPath(route.url, ids)));
  if (!isUnsafe(route)) {
    return fc.record({ role: roleArb, path, query: queryArb }).map(({ role, path: p, query }) => ({ role, method: route.method, url: p + queryString(query) }));
  }
  const fileField = route.method !== 'DELETE' ? FILE_FIELDS[route.url.split('/')[2] ?? ''] : undefined;
  const bodies = bodyArb(template?.body ?? {});
  const json = bodies.map((body) => ({ contentType: 'application/json', payload: toJson(body) as string | Buffer }));
  const form = fc.record({ body: bodies, file: fc.option(fileArb) }).map(({ body, file }) => {
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : { value: body };
    const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : toJson(v)]));
    const m = multipart(text, file && fileField ? { name: fileField, filename: 'f.png', data: file } : undefined);
    return { contentType: m.headers['content-type'], payload: m.payload as string | Buffer };
  });
  const raw = fc.constantFrom('{"a":', '[1,2', '"\\ud800"', '{"__proto__":{"x":1}}', '').map((payload) => ({ contentType: 'application/json', payload: payload as string | Buffer }));
  const bodyKind = fileField ? fc.oneof({ weight: 3, arbitrary: json }, { weight: 2, arbitrary: form }, { weight: 1, arbitrary: raw }) : fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: raw });
  return fc
    .record({ role: roleArb, path, query: queryArb, body: bodyKind })
    .map(({ role, path: p, query, body }) => ({ role, method: route.method, url: p + queryString(query), ...body }));
}

function trpcRequestArb(proc: Procedure): fc.Arbitrary<Sent> {
  const input = fc.oneof({ weight: 6, arbitrary: bodyArb(templates.get(`trpc ${proc.path}`)?.body ?? {}) }, { weight: 1, arbitrary: fc.constant(undefined) });
  if (proc.type === 'query') {
    const garbage = fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('{"a":', '%7B', '[', 'undefined') });
    return fc.record({ role: roleArb, input, batch: fc.boolean(), junk: garbage }).map(({ role, input: i, batch, junk }) => {
      const text = junk ?? (i === undefined ? undefined : toJson(batch ? { 0: i } : i));
      const query = [batch ? 'batch=1' : '', text === undefined ? '' : `input=${encodeURIComponent(text)}`].filter(Boolean).join('&');
      return { role, method: 'GET', url: `/trpc/${proc.path}${query ? `?${query}` : ''}` };
    });
  }
  return fc.record({ role: roleArb, input, batch: fc.boolean() }).map(({ role, input: i, batch }) => ({
    role,
    method: 'POST',
    url: `/trpc/${proc.path}${batch ? '?batch=1' : ''}`,
    contentType: 'application/json',
    payload: i === undefined ? '' : toJson(batch ? { 0: i } : i),
  }));
}

/** Fuzzes each target with requests from its arbitrary, some sent twice; `send` turns any 5xx into a failure. */
async function fuzzEach<T>(targets: T[], requestArb: (target: T) => fc.Arbitrary<Sent>) {
  for (const target of targets) {
    await fc.assert(
      fc.asyncProperty(requestArb(target), replayArb, async (sent, twice) => {
        await send(sent);
        if (twice) await send(sent);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }
}

const asObject = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});

beforeAll(async () => {
  t = await makeTestApp();
  await seedDatabase(t.deps, { demo: true });
  ids = await seededIds(t.deps);
  [visitor, admin] = await Promise.all([t.client(), t.client('ADMIN')]);
  adminRow = await t.deps.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', EMAILS.ADMIN).executeTakeFirstOrThrow();
  const cx = callContext(ids, admin, t.deps);
  for (const route of restRoutes(t.app).filter(isUnsafe)) {
    const call = await unsafeRestCall(routeKey(route), cx);
    templates.set(routeKey(route), { url: call.url, body: { ...asObject(call.json), ...asObject(call.form?.fields) } });
  }
  for (const proc of trpcProcedures()) {
    const input = proc.type === 'query' ? queryInput(proc.path, ids) : await mutationInput(proc.path, cx);
    templates.set(`trpc ${proc.path}`, { body: asObject(input) });
  }
});
afterAll(() => t?.close());

describe('15 fuzz: random bodies, params and queries never give a 5xx', () => {
  it('15 every REST route', async () => {
    const routes = restRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    await fuzzEach(routes, restRequestArb);
  }, scaled(120_000));

  it('15 every tRPC procedure', async () => {
    const procedures = trpcProcedures();
    expect(procedures.length).toBeGreaterThan(30);
    await fuzzEach(procedures, trpcRequestArb);
  }, scaled(120_000));

  it('15 afterwards the server still answers and the database passes its integrity and foreign-key checks', async () => {
    const health = await visitor.get('/api/health');
    expect(health.statusCode).toBe(200);
    const fk = await sql`PRAGMA foreign_key_check`.execute(t.deps.db);
    expect(fk.rows).toEqual([]);
    expect(withSqlite(`${t.dir}/test.sqlite`, integrityOf)).toBe('ok');
  });
});
