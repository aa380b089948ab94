// Two limits on password guessing, both decided before the slow hash, for every check of a password the user types
// (sign-in, and the current password of the signed-in user's own password change: issue 21, finding 1):
// - per account and address (an IPv6 client's /64): 5 failures within 15 minutes lock that pair until the oldest
//   failure leaves the window (another address is not locked by them: nobody can lock an owner out from afar);
// - per account, whatever the address: from the 5th failure within a day, each attempt waits 1 s, 2 s, 4 s ... at
//   most 15 minutes after the latest failure. Guesses spread over many addresses are slowed to a few an hour, and the
//   owner still signs in after the wait, or at once from a browser that holds a live session of the account.
import {
  ACCOUNT_BACKOFF_AFTER,
  ACCOUNT_BACKOFF_BASE_MS,
  ACCOUNT_BACKOFF_MAX_MS,
  ACCOUNT_FAILURE_MEMORY_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
} from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import type { DB, Executor } from '../../db/connection';
import * as repo from './auth.repository';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment before trying again.';

export interface AttemptKey {
  email: string;
  /** addressKey() of the client's address. */
  address: string;
  /** The request carries a live refresh cookie of this very account: the per-account wait does not apply. */
  knownSession: boolean;
}

/** How long the account waits after its latest failure, given its failures of the last day. */
export function accountBackoffMs(failures: number): number {
  if (failures < ACCOUNT_BACKOFF_AFTER) return 0;
  return Math.min(ACCOUNT_BACKOFF_MAX_MS, ACCOUNT_BACKOFF_BASE_MS * 2 ** (failures - ACCOUNT_BACKOFF_AFTER));
}

/** Milliseconds this attempt must still wait (0: it may go on). */
export async function attemptWait(db: Executor, key: AttemptKey, now: number): Promise<number> {
  const pair = await repo.countRecentFailures(db, key.email, key.address, now - LOGIN_FAILURE_WINDOW_MS);
  const pairWait = pair.count >= LOGIN_MAX_FAILURES ? (pair.oldest ?? now) + LOGIN_FAILURE_WINDOW_MS - now : 0;
  if (key.knownSession) return Math.max(0, pairWait);
  const account = await repo.accountFailures(db, key.email, now - ACCOUNT_FAILURE_MEMORY_MS);
  const accountWait = account.latest === null ? 0 : account.latest + accountBackoffMs(account.count) - now;
  return Math.max(0, pairWait, accountWait);
}

export const tooManyAttempts = (waitMs: number): AppError =>
  new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS, { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });

/**
 * Checks a typed password under both limits: the attempt is reserved as a failure before the slow hash, atomically
 * with the count, so parallel guesses cannot all slip under the limit; `check` answering true removes the reservation
 * (and this address's earlier failures), false leaves it counted. Throws tooManyAttempts while the account or the
 * (account, address) pair waits, also after a correct password that guesses made meanwhile locked. An error from
 * `check` (the hashing queue full, say) is no guess: its reservation is taken back.
 */
export async function throttledPasswordCheck(db: DB, key: AttemptKey, now: number, check: () => Promise<boolean>): Promise<boolean> {
  const attemptId = await db.transaction().execute(async (trx) => {
    const wait = await attemptWait(trx, key, now);
    if (wait > 0) throw tooManyAttempts(wait);
    return repo.insertFailure(trx, key.email, key.address, now);
  });
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    await repo.deleteFailure(db, attemptId);
    throw error;
  }
  if (!ok) return false;
  await db.transaction().execute(async (trx) => {
    await repo.deleteFailure(trx, attemptId);
    const wait = await attemptWait(trx, key, now);
    if (wait > 0) throw tooManyAttempts(wait);
    // This address's failures are forgiven; other addresses' stay counted against the account.
    await repo.clearFailures(trx, key.email, key.address);
  });
  return true;
}
