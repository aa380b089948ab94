import { describe, expect, it } from 'vitest';
import { hashParams, hashPassword, parseHash, SCRYPT_PARAMS, setHashCostForTests, verifyPassword } from '../../src/server/modules/auth/password';
import { isValidXsrfToken, newXsrfToken, signAccessToken, verifyAccessToken } from '../../src/server/modules/auth/tokens';

describe('password hashing', () => {
  it('uses scrypt with the documented parameters and a per-hash salt', async () => {
    const a = await hashPassword('s3cret-password');
    const b = await hashPassword('s3cret-password');
    expect(a).not.toBe(b);
    const parsed = parseHash(a)!;
    expect(parsed).toMatchObject({ N: SCRYPT_PARAMS.N, r: SCRYPT_PARAMS.r, p: SCRYPT_PARAMS.p });
    expect(SCRYPT_PARAMS).toMatchObject({ N: 16384, r: 8, p: 5 });
    expect(parsed.salt).toHaveLength(16);
    expect(await verifyPassword('s3cret-password', a)).toBe(true);
    expect(await verifyPassword('s3cret-passwore', a)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
  });

  it("keeps the production cost: the test suite's cheaper one (decision 202) is refused outside NODE_ENV=test", () => {
    expect(hashParams()).toBe(SCRYPT_PARAMS); // this project runs without test/setup-hash-cost.ts
    const nodeEnv = process.env.NODE_ENV;
    try {
      for (const env of ['production', 'development', undefined]) {
        if (env === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = env;
        expect(() => setHashCostForTests({ N: 2, r: 1, p: 1, keyLength: 32, saltLength: 16 })).toThrow(/test suite only/);
      }
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(hashParams()).toBe(SCRYPT_PARAMS);
  });
});

describe('tokens', () => {
  const key = new TextEncoder().encode('k'.repeat(48));
  it('verifies its own access tokens and refuses expired or foreign ones', async () => {
    const now = Date.now();
    const token = await signAccessToken(key, { userId: 7, sessionId: 'abc' }, now);
    expect(await verifyAccessToken(key, token, now)).toEqual({ userId: 7, sessionId: 'abc' });
    expect(await verifyAccessToken(key, token, now + 16 * 60 * 1000)).toBeNull();
    expect(await verifyAccessToken(new TextEncoder().encode('x'.repeat(48)), token, now)).toBeNull();
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(await verifyAccessToken(key, none, now)).toBeNull();
    expect(await verifyAccessToken(key, `${header}.${payload}.AAAA`, now)).toBeNull();
  });

  it('anti-forgery tokens carry a MAC', () => {
    const key = Buffer.from('x'.repeat(40));
    const token = newXsrfToken(key);
    expect(isValidXsrfToken(key, token)).toBe(true);
    expect(isValidXsrfToken(key, `${token}x`)).toBe(false);
    expect(isValidXsrfToken(Buffer.from('y'.repeat(40)), token)).toBe(false);
    expect(isValidXsrfToken(key, 'plain')).toBe(false);
  });
});
