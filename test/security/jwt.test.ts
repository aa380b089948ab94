// Point 7: access tokens. alg:none, a wrong key, a disallowed algorithm, expired, no exp, a refresh token, another
// type: all 401 on a protected REST route and a protected tRPC procedure; and a property test: no mutation of a valid
// token is ever let in.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { withBearer } from './auth-support';

let t: TestApp;
let valid: string;
let refreshToken: string;
let claims: { sub: string; sid: string; iss: string; iat: number; exp: number; typ: string };
let otherSid: string;

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString()) as Record<string, unknown>;
const nowS = () => Math.floor(t.clock.now() / 1000);

/** A JWS made by hand: exactly the header and payload given, HMAC-SHA256 with `key` (or no signature). */
function handMade(header: object, payload: object, key: Uint8Array | null) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${key ? createHmac('sha256', key).update(input).digest('base64url') : ''}`;
}

const PROTECTED = ['/api/auth/profile', '/trpc/auth.me'];
async function statuses(authorization: string) {
  return Promise.all(PROTECTED.map(async (url) => (await withBearer(t, url, authorization)).statusCode));
}

beforeAll(async () => {
  t = await makeTestApp();
  const editor = await t.client('EDITOR');
  valid = editor.token!;
  refreshToken = editor.cookies.refresh_token!;
  claims = decode(valid.split('.')[1]!) as typeof claims;
  const team = await t.client('TEAM');
  otherSid = decode(team.token!.split('.')[1]!).sid as string;
});
afterAll(() => t.close());

describe('7.1 refused access tokens', () => {
  it('7.1 controls: the issued token and a hand-made copy with the real key are accepted (so the refusals below are meaningful)', async () => {
    expect(await statuses(`Bearer ${valid}`)).toEqual([200, 200]);
    expect(await statuses(`bearer ${valid}`)).toEqual([200, 200]);
    const copy = handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims }, t.deps.keys.jwt);
    expect(await statuses(`Bearer ${copy}`)).toEqual([200, 200]);
  });

  const cases: Array<[string, () => Promise<string> | string]> = [
    ['alg:none without a signature', () => handMade({ alg: 'none', typ: 'JWT' }, claims, null)],
    ['alg:none keeping the real signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${valid.split('.')[1]}.${valid.split('.')[2]}`],
    ['alg:NONE', () => handMade({ alg: 'NONE' }, claims, null)],
    ['HS256 signed with another key', () => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(64)))],
    ['HS512 with the real key (algorithm not allowed)', () => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(t.deps.keys.jwt)],
    ['a real signature over another payload', () => `${valid.split('.')[0]}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${valid.split('.')[2]}`],
    ['expired (exp in the past, real key)', () => handMade({ alg: 'HS256' }, { ...claims, iat: nowS() - 3600, exp: nowS() - 1 }, t.deps.keys.jwt)],
    ['no exp (real key)', () => handMade({ alg: 'HS256' }, { ...claims, exp: undefined }, t.deps.keys.jwt)],
    ['exp as a string (real key)', () => handMade({ alg: 'HS256' }, { ...claims, exp: String(nowS() + 600) }, t.deps.keys.jwt)],
    ['the refresh token (cookie value) as a bearer token', () => refreshToken],
    ['typ refresh (real key)', () => handMade({ alg: 'HS256' }, { ...claims, typ: 'refresh' }, t.deps.keys.jwt)],
    ['no typ (real key)', () => handMade({ alg: 'HS256' }, { ...claims, typ: undefined }, t.deps.keys.jwt)],
    ['another issuer (real key)', () => handMade({ alg: 'HS256' }, { ...claims, iss: 'someone-else' }, t.deps.keys.jwt)],
    ["another user's session id (real key)", () => handMade({ alg: 'HS256' }, { ...claims, sid: otherSid }, t.deps.keys.jwt)],
    ['a sub that is not a user id (real key)', () => handMade({ alg: 'HS256' }, { ...claims, sub: 'admin' }, t.deps.keys.jwt)],
    ['an unknown session id (real key)', () => handMade({ alg: 'HS256' }, { ...claims, sid: 'f'.repeat(32) }, t.deps.keys.jwt)],
    ['an empty token', () => ''],
  ];
  for (const [name, make] of cases) {
    it(`7.1 ${name}: 401`, async () => {
      expect(await statuses(`Bearer ${await make()}`)).toEqual([401, 401]);
    });
  }

  it('7.1 the issued token once it has expired (fake clock, 15 minutes), while its session still lives', async () => {
    t.clock.advance(15 * 60_000 + 1000);
    expect(await statuses(`Bearer ${valid}`)).toEqual([401, 401]);
    t.clock.advance(-(15 * 60_000 + 1000));
    expect(await statuses(`Bearer ${valid}`)).toEqual([200, 200]);
  });

  it('7.1 malformed Authorization headers carrying a valid token', async () => {
    for (const header of [`Basic ${valid}`, valid, `Bearer ${valid} extra`, `Bearer ${valid}.`, `Bearer ${valid},Bearer x`, `Token ${valid}`]) {
      expect(await statuses(header), header.slice(0, 20)).toEqual([401, 401]);
    }
  });
});

describe('7.2 property: a mutated valid token never gets a 2xx', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
  type Mutation = (token: string) => string;
  const char = fc.constantFrom(...ALPHABET.split(''));
  const json = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('ADMIN', '1', '2', 'access', 'none'));
  const withSegment = (token: string, i: number, f: (s: string) => string) => token.split('.').map((s, k) => (k === i ? f(s) : s)).join('.');

  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    // Replace one character anywhere (the last character of a segment included).
    fc.tuple(fc.nat(), char).map(([i, c]): Mutation => (tok) => { const at = i % tok.length; return tok.slice(0, at) + c + tok.slice(at + 1); }),
    // Replace the last character of a segment: its unused low bits must not make a second valid spelling.
    fc.tuple(fc.integer({ min: 0, max: 2 }), char).map(([k, c]): Mutation => (tok) => withSegment(tok, k, (s) => s.slice(0, -1) + c)),
    // Insert or delete one character.
    fc.tuple(fc.nat(), char).map(([i, c]): Mutation => (tok) => { const at = i % (tok.length + 1); return tok.slice(0, at) + c + tok.slice(at); }),
    fc.nat().map((i): Mutation => (tok) => { const at = i % tok.length; return tok.slice(0, at) + tok.slice(at + 1); }),
    // Change, add or remove a payload claim (role, sub, sid, exp ...), keeping the signature.
    fc.tuple(fc.constantFrom('sub', 'sid', 'exp', 'iat', 'typ', 'iss', 'role', 'userType', 'nbf'), fc.option(json)).map(
      ([key, value]): Mutation => (tok) => withSegment(tok, 1, (s) => b64({ ...decode(s), [key]: value === null ? undefined : value })),
    ),
    fc.constantFrom<Record<string, unknown>>({ sub: '1' }, { exp: 4102444800 }, { sid: 'x' }, { role: 'ADMIN' }, { typ: 'refresh' }).map(
      (changes): Mutation => (tok) => withSegment(tok, 1, (s) => b64({ ...decode(s), ...changes })),
    ),
    // Change the header (alg, typ, kid, crit ...), keeping payload and signature.
    fc.tuple(fc.constantFrom('alg', 'typ', 'kid', 'crit', 'b64', 'jku'), json).map(
      ([key, value]): Mutation => (tok) => withSegment(tok, 0, (s) => b64({ ...decode(s), [key]: value })),
    ),
    // Swap, drop, duplicate or truncate segments.
    fc.constantFrom<Mutation>(
      (tok) => { const [h, p, s] = tok.split('.'); return `${p}.${h}.${s}`; },
      (tok) => { const [h, p, s] = tok.split('.'); return `${h}.${s}.${p}`; },
      (tok) => { const [h, p] = tok.split('.'); return `${h}.${p}.`; },
      (tok) => { const [h, p] = tok.split('.'); return `${h}.${p}`; },
      (tok) => `${tok}.${tok.split('.')[2]}`,
      (tok) => { const [h, p, s] = tok.split('.'); return `${h}.${p}.${s}.${p}`; },
    ),
    fc.nat().map((n): Mutation => (tok) => tok.slice(0, n % tok.length)),
  );

  it('7.2 flips, claim and header edits, swaps and truncations: always 401 on REST and tRPC', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, fc.constantFrom(...PROTECTED), async (mutate, url) => {
        const token = mutate(valid);
        fc.pre(token !== valid);
        const res = await withBearer(t, url, `Bearer ${token}`);
        expect(res.statusCode, token).toBe(401);
      }),
      { numRuns: 500 },
    );
    // The original still works: the 401s were about the mutations, not a dead session.
    expect(await statuses(`Bearer ${valid}`)).toEqual([200, 200]);
  });

  it('7.2 every single-character change of the last character of each segment is refused (base64 padding bits)', async () => {
    const segments = valid.split('.');
    let tried = 0;
    for (let k = 0; k < 3; k++) {
      for (const c of ALPHABET.replace('.', '')) {
        if (c === segments[k]!.at(-1)) continue;
        const token = segments.map((s, j) => (j === k ? s.slice(0, -1) + c : s)).join('.');
        expect((await withBearer(t, PROTECTED[k % 2]!, `Bearer ${token}`)).statusCode, token).toBe(401);
        tried++;
      }
    }
    expect(tried).toBe(3 * 63);
  });
});
