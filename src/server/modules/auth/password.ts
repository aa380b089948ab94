// Password hashing with node:crypto scrypt, one of OWASP's parameter sets (N=2^14, r=8, p=5: 16 MiB, sized for a
// small server). The parameters are stored with each hash so they can be raised later without breaking old hashes.
// scrypt runs on libuv's thread pool, the one file reads use too (thread-pool.ts): a few hashes at once took every
// thread, and static files waited 14-35 s behind batched password checks (issue 21, finding 1). So hashes queue
// here: at most one fewer at once than the pool has threads (and than the machine has cores), a bounded number
// waiting, the rest refused at once (429).
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '../../../shared/errors';

export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5, keyLength: 32, saltLength: 16 } as const;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
}

/** The parameters new hashes are made with (and the rehash rule compares to): SCRYPT_PARAMS outside the test suite. */
let current: ScryptParams = SCRYPT_PARAMS;

/** The parameters new hashes are made with now. */
export const hashParams = (): ScryptParams => current;

/**
 * Test-only: a cheaper cost for new hashes, so the suite's thousands of fixture users and sign-ins do not spend its
 * time in scrypt (decision 202); null puts SCRYPT_PARAMS back. Refused outside NODE_ENV=test: production never lowers it.
 */
export function setHashCostForTests(params: ScryptParams | null): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('setHashCostForTests is for the test suite only (NODE_ENV=test)');
  current = params ?? SCRYPT_PARAMS;
  dummyHash = null;
}

export const HASHING_BUSY = 'The server is busy checking passwords. Please try again in a moment.';

/** libuv's thread count as this process started it (thread-pool.ts sets 2 for the server; libuv's default is 4). */
const threadPoolSize = (): number => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Hashes at once: one fewer than the pool's threads (a file read always finds one) and than the cores (a hash takes a
 * whole core for a quarter of a second: the event loop keeps one), never less than one. 1 on the 2-core VPS.
 */
export const hashesAtOnce = (): number => Math.max(1, Math.min(threadPoolSize(), availableParallelism()) - 1);

/**
 * Runs at most `running` tasks at once and keeps at most `waiting` more in order; past that, refuses at once (429).
 * A finishing task hands its place to the oldest waiting one.
 */
export class HashQueue {
  private active = 0;
  private readonly queue: Array<() => void> = [];
  constructor(
    readonly running: number,
    public waiting: number,
  ) {}

  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.queue.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active += 1;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new AppError('TOO_MANY_REQUESTS', HASHING_BUSY, { retryAfter: 2 });
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** One per process, as the thread pool and the cores it guards; PASSWORD_HASH_QUEUE sets how many may wait (configureHashing). */
export const hashQueue = new HashQueue(hashesAtOnce(), 16);

/** The server's setting for the waiting hashes (buildApp). */
export function configureHashing(waiting: number): void {
  hashQueue.waiting = waiting;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return hashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = current;
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
  const { N, r, p, keyLength, saltLength } = current;
  return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.key.length !== keyLength || parsed.salt.length !== saltLength;
}

// Used for unknown e-mails, so a login for a missing account costs the same as one for a real account.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  dummyHash.catch(() => (dummyHash = null)); // refused by a full queue: made at the next sign-in, not remembered
  return dummyHash;
}
