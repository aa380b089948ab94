import type { Executor } from '../../db/connection';

export async function insertSession(
  db: Executor,
  session: { id: string; user_id: number; created_at: string; last_used_at: string; expires_at: string; user_agent: string | null; ip: string | null },
) {
  await db.insertInto('sessions').values({ ...session, revoked_at: null, revoked_reason: null }).execute();
}

export async function insertRefreshToken(db: Executor, tokenHash: string, sessionId: string) {
  await db.insertInto('refresh_tokens').values({ token_hash: tokenHash, session_id: sessionId, replaced_at: null }).execute();
}

export const findRefreshToken = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['t.token_hash', 't.replaced_at', 's.id as session_id', 's.user_id', 's.expires_at', 's.last_used_at', 's.revoked_at', 'u.disabled', 'u.email'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

export async function markTokenReplaced(db: Executor, tokenHash: string, at: string) {
  await db.updateTable('refresh_tokens').set({ replaced_at: at }).where('token_hash', '=', tokenHash).where('replaced_at', 'is', null).execute();
}

export async function touchSession(db: Executor, sessionId: string, at: string) {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Executor, sessionId: string, reason: string, at: string) {
  await db.updateTable('sessions').set({ revoked_at: at, revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every live session of the user; answers how many there were. */
export async function revokeUserSessions(db: Executor, userId: number, reason: string, at: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends the user's live sessions except the one given (a password change keeps the session that made it). */
export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: string, reason: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The signed-in user of a live session, for access-token checks. */
export const findActiveSessionUser = (db: Executor, sessionId: string, userId: number) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.user_type', 'u.disabled', 'u.password_change_required', 's.expires_at', 's.revoked_at', 's.last_used_at'])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .executeTakeFirst();

export async function countRecentFailures(db: Executor, email: string, ip: string, sinceMs: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('failed_at').as('oldest')])
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('failed_at', '>', sinceMs)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
}

/** Failures for an e-mail from any address since `sinceMs`: how many, and the latest. */
export async function accountFailures(db: Executor, email: string, sinceMs: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('failed_at').as('latest')])
    .where('email', '=', email)
    .where('failed_at', '>', sinceMs)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), latest: row.latest === null ? null : Number(row.latest) };
}

export async function insertFailure(db: Executor, email: string, ip: string, atMs: number): Promise<number> {
  const row = await db.insertInto('login_failures').values({ email, ip, failed_at: atMs }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Takes back one reserved failure (the attempt turned out to be a correct password). */
export async function deleteFailure(db: Executor, id: number) {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

export async function clearFailures(db: Executor, email: string, ip: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', ip).execute();
}

export async function pruneFailures(db: Executor, beforeMs: number) {
  await db.deleteFrom('login_failures').where('failed_at', '<=', beforeMs).execute();
}
