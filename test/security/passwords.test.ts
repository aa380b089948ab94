// Point 1: stored password hashes use the documented scrypt parameters (one of OWASP's sets), old hashes keep
// working and are upgraded, and no hash, salt or password ever shows in an API answer, a log line or CLI output.
import { randomBytes, scryptSync } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/server/cli';
import type { CliIo } from '../../src/server/cli/io';
import { parseHash, SCRYPT_PARAMS, setHashCostForTests, verifyPassword } from '../../src/server/modules/auth/password';
import { ensureFirstAdmin } from '../../src/server/modules/users/users.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { logCapture, trpcMutation, trpcQuery, userIdOf } from './auth-support';

// OWASP Password Storage Cheat Sheet, scrypt: "Use one of the following settings" (equal minimal defence, CPU/RAM
// trade-off): N=2^17 p=1, N=2^16 p=2, N=2^15 p=3, N=2^14 p=5, N=2^13 p=10, all with r=8.
const OWASP_MIN_P_FOR_N: Record<number, number> = { [2 ** 17]: 1, [2 ** 16]: 2, [2 ** 15]: 3, [2 ** 14]: 5, [2 ** 13]: 10 };

/** The parameters record 003 promises, written out here (tests do not parse documents): OWASP's N=2^14, p=5 set. */
function documentedParams() {
  return { N: 2 ** 14, r: 8, p: 5, saltLength: 16, keyLength: 32 };
}

function parseStored(stored: string) {
  const parts = stored.split('$');
  expect(parts).toHaveLength(6);
  const [scheme, N, r, p, salt, key] = parts as [string, string, string, string, string, string];
  return { scheme, N: Number(N), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64'), saltText: salt, keyText: key };
}

const PASSWORDS = {
  admin: 'Adm1n-first-7Qz!kv',
  created: 'Tr-created-93hXw@',
  registered: 'Reg-self-58pLm#q',
  cli: 'Cli-made-41uYt$e',
  reset: 'Reset-new-62bNc%r',
  wrong: 'Wrong-guess-17aZq^',
};

// This file checks the production cost itself: the cheap one of the api project's setup (test/setup-hash-cost.ts) off.
setHashCostForTests(null);

let t: TestApp;
const logs = logCapture();
const answers: LightMyRequestResponse[] = [];
const cliLines: string[] = [];
const keep = (res: LightMyRequestResponse) => (answers.push(res), res);

beforeAll(async () => {
  t = await makeTestApp({ users: false, logger: { level: 'trace', stream: logs.stream }, env: { ADMIN_EMAIL: 'first@test.ro', ADMIN_PASSWORD: PASSWORDS.admin } });
  await ensureFirstAdmin(t.deps);
});
afterAll(() => t.close());

describe('1.1 stored hashes use the documented scrypt parameters', () => {
  it('1.1 the documented parameters are the code constants and one of OWASP scrypt settings', () => {
    const documented = documentedParams();
    expect(SCRYPT_PARAMS).toEqual(documented);
    expect(documented.r).toBe(8);
    const minP = OWASP_MIN_P_FOR_N[documented.N];
    expect(minP, `N=${documented.N} is not in OWASP's scrypt table`).toBeDefined();
    expect(documented.p).toBeGreaterThanOrEqual(minP!);
    expect(documented.saltLength).toBeGreaterThanOrEqual(16);
  });

  it('1.1 every way of making or changing a password stores scrypt$N$r$p$salt$hash with those parameters', async () => {
    const admin = await t.client();
    expect(keep(await admin.login('first@test.ro', PASSWORDS.admin)).statusCode).toBe(200);
    expect(keep(await trpcMutation(admin, 'users.create', { email: 'made@test.ro', name: 'Made', password: PASSWORDS.created, userType: 'EDITOR' })).statusCode).toBe(200);
    const visitor = await t.client();
    expect(keep(await visitor.post('/api/auth/register', { email: 'self@test.ro', name: 'Self', password: PASSWORDS.registered })).statusCode).toBe(201);
    const io: CliIo = { out: (l) => cliLines.push(l), err: (l) => cliLines.push(l) };
    const env = { DATABASE_PATH: t.deps.config.DATABASE_PATH, UPLOADS_DIR: t.uploadsDir };
    expect(await runCli(['user', 'create', '--email', 'cli@test.ro', '--name', 'Cli', '--role', 'TEAM', '--password', PASSWORDS.cli], env, io)).toBe(0);
    expect(await runCli(['user', 'list'], env, io)).toBe(0);
    const selfId = await userIdOf(t, 'self@test.ro');
    expect(keep(await trpcMutation(admin, 'users.resetPassword', { id: selfId, password: PASSWORDS.reset })).statusCode).toBe(200);

    const documented = documentedParams();
    const rows = await t.deps.db.selectFrom('users').select(['email', 'password_hash']).execute();
    expect(rows.map((r) => r.email).sort()).toEqual(['cli@test.ro', 'first@test.ro', 'made@test.ro', 'self@test.ro']);
    const salts = new Set<string>();
    for (const row of rows) {
      const h = parseStored(row.password_hash);
      expect({ scheme: h.scheme, N: h.N, r: h.r, p: h.p }).toEqual({ scheme: 'scrypt', N: documented.N, r: documented.r, p: documented.p });
      expect(h.salt).toHaveLength(documented.saltLength);
      expect(h.key).toHaveLength(documented.keyLength);
      salts.add(h.saltText);
    }
    expect(salts.size).toBe(rows.length); // a salt of its own for every hash
    // The stored key is really scrypt(password, salt) with the stored parameters: recomputed here without our code.
    const self = parseStored(rows.find((r) => r.email === 'self@test.ro')!.password_hash);
    const recomputed = scryptSync(PASSWORDS.reset.normalize('NFKC'), self.salt, self.key.length, { N: self.N, r: self.r, p: self.p, maxmem: 64 * 1024 * 1024 });
    expect(recomputed.equals(self.key)).toBe(true);
  });
});

describe('1.2 hashes made with older parameters', () => {
  it('1.2 still verify, and are replaced by a current hash at the next sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Older-hash-pw-29k', salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const old = ['scrypt', 2 ** 12, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await t.deps.db.insertInto('users').values({ email: 'old@test.ro', name: 'Old', password_hash: old, user_type: 'TEAM' }).execute();
    const stored = async () => (await t.deps.db.selectFrom('users').select('password_hash').where('email', '=', 'old@test.ro').executeTakeFirstOrThrow()).password_hash;

    const c = await t.client();
    expect(keep(await c.login('old@test.ro', PASSWORDS.wrong)).statusCode).toBe(401);
    expect(await stored()).toBe(old); // a wrong password changes nothing
    expect(keep(await c.login('old@test.ro', 'Older-hash-pw-29k')).statusCode).toBe(200);
    const upgraded = await stored();
    expect(parseHash(upgraded)).toMatchObject({ N: SCRYPT_PARAMS.N, r: SCRYPT_PARAMS.r, p: SCRYPT_PARAMS.p });
    expect(await verifyPassword('Older-hash-pw-29k', upgraded)).toBe(true);
    expect(keep(await c.login('old@test.ro', 'Older-hash-pw-29k')).statusCode).toBe(200);
  });
});

describe('1.3 no hash, salt or password in any answer or log', () => {
  it('1.3 sign-in, refresh, profile, user administration and failures never reveal them', async () => {
    const admin = await t.client();
    keep(await admin.login('first@test.ro', PASSWORDS.admin));
    keep(await admin.post('/api/auth/refresh'));
    admin.token = answers.at(-1)!.json().message.access_token;
    keep(await admin.get('/api/auth/profile'));
    keep(await trpcQuery(admin, 'auth.me'));
    keep(await trpcQuery(admin, 'users.list'));
    const madeId = await userIdOf(t, 'made@test.ro');
    keep(await trpcMutation(admin, 'users.setRole', { id: madeId, userType: 'TEAM' }));
    keep(await trpcMutation(admin, 'users.setDisabled', { id: madeId, disabled: true }));
    keep(await trpcMutation(admin, 'users.setDisabled', { id: madeId, disabled: false }));
    keep(await trpcMutation(admin, 'users.create', { email: 'made@test.ro', name: 'Dup', password: PASSWORDS.created, userType: 'TEAM' })); // 409
    keep(await trpcMutation(admin, 'users.create', { email: 'short@test.ro', name: 'Short', password: 'x', userType: 'TEAM' })); // 400

    const team = await t.client();
    keep(await team.login('cli@test.ro', PASSWORDS.cli));
    keep(await trpcQuery(team, 'users.list')); // 403
    keep(await team.get('/api/auth/profile'));
    const visitor = await t.client();
    keep(await visitor.login('first@test.ro', PASSWORDS.wrong)); // 401
    keep(await visitor.login('nobody@test.ro', PASSWORDS.wrong)); // 401
    keep(await visitor.post('/api/auth/login', { email: 'first@test.ro', password: `${PASSWORDS.wrong}${'y'.repeat(300)}` })); // 400, too long
    keep(await visitor.post('/api/auth/register', { email: 'self@test.ro', name: 'Again', password: PASSWORDS.registered })); // 409
    keep(await visitor.post('/api/auth/register', { email: 'short2@test.ro', name: 'Short', password: 'abc' })); // 400
    keep(await visitor.request({ method: 'POST', url: '/api/auth/login', payload: `{"email":"first@test.ro","password":"${PASSWORDS.admin}" x}`, headers: { 'content-type': 'application/json' } })); // malformed JSON
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThan(8);
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200, 201, 400, 401, 403, 409]));

    const secrets: string[] = Object.values(PASSWORDS).concat('Older-hash-pw-29k', 'scrypt$');
    for (const row of await t.deps.db.selectFrom('users').select('password_hash').execute()) {
      const h = parseStored(row.password_hash);
      secrets.push(row.password_hash, h.saltText, h.keyText, h.salt.toString('hex'), h.key.toString('hex'), h.salt.toString('base64url'), h.key.toString('base64url'));
    }
    const texts = [
      ...answers.map((r) => `${JSON.stringify(r.headers)}\n${r.body}`),
      ...logs.lines,
      ...cliLines,
    ];
    expect(logs.lines.length).toBeGreaterThan(50); // the trace-level log really was captured
    expect(cliLines.join('\n')).toContain('cli@test.ro');
    for (const secret of secrets) {
      const leaks = texts.filter((text) => text.includes(secret));
      expect(leaks, `"${secret.slice(0, 12)}..." leaked`).toEqual([]);
    }
  });
});
