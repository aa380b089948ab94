// Access tokens: short-lived HS256 JWTs (jose), with an explicit algorithm allow-list and a type claim so a
// token minted for another purpose is never accepted as an access token.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../shared/constants';

const ISSUER = 'ftc-romania';
const ACCESS_TYPE = 'access';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ typ: ACCESS_TYPE, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * Three base64url segments, each exactly as its bytes encode. Base64 decoders ignore the unused low bits of a last
 * character, so without this check a token with its final character changed can still verify (jose accepts it).
 */
function isCanonicalJws(token: string): boolean {
  const segments = token.split('.');
  return segments.length === 3 && segments.every((s) => /^[A-Za-z0-9_-]+$/.test(s) && Buffer.from(s, 'base64url').toString('base64url') === s);
}

/** Returns the claims of a valid access token, or null for anything else (bad signature, expired, wrong type...). */
export async function verifyAccessToken(key: Uint8Array, token: string, nowMs: number): Promise<AccessClaims | null> {
  if (!isCanonicalJws(token)) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub', 'sid', 'typ'],
      currentDate: new Date(nowMs),
    });
    const userId = Number(payload.sub);
    if (payload.typ !== ACCESS_TYPE || typeof payload.sid !== 'string' || !Number.isSafeInteger(userId) || userId <= 0) return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newSessionId = (): string => randomBytes(16).toString('hex');

/** Anti-forgery token: random value plus its HMAC, so a token the server did not make is refused. */
export function newXsrfToken(key: Buffer): string {
  const value = randomBytes(18).toString('base64url');
  return `${value}.${createHmac('sha256', key).update(value).digest('base64url')}`;
}

export function isValidXsrfToken(key: Buffer, token: string): boolean {
  const [value, mac, extra] = token.split('.');
  if (!value || !mac || extra !== undefined) return false;
  const expected = Buffer.from(createHmac('sha256', key).update(value).digest('base64url'));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
