// Password hashing with node:crypto scrypt, one of OWASP's parameter sets (N=2^14, r=8, p=5: 16 MiB, sized for a
// small server). The parameters are stored with each hash so they can be raised later without breaking old hashes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5, keyLength: 32, saltLength: 16 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64'), key: Buffer.from(parts[5]!, 'base64') };
}

/** Constant-time comparison. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: maxmem(parsed.N, parsed.r) });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True for a hash made with other parameters than today's: it is replaced at the user's next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.key.length !== keyLength || parsed.salt.length !== saltLength;
}

// Used for unknown e-mails, so a login for a missing account costs the same as one for a real account.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
