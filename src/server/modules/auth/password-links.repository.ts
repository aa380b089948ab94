import type { Executor } from '../../db/connection';

export async function insertPasswordToken(
  db: Executor,
  row: { token_hash: string; user_id: number; purpose: 'reset' | 'invite'; created_at: string; expires_at: string },
) {
  await db.insertInto('password_tokens').values({ ...row, used_at: null }).execute();
}

export const findPasswordToken = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('password_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.token_hash', 't.user_id', 't.purpose', 't.expires_at', 't.used_at', 'u.email', 'u.disabled'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Uses up every open link of the user (a new password makes the others pointless); answers how many were open. */
export async function useUserTokens(db: Executor, userId: number, at: string): Promise<number> {
  const result = await db.updateTable('password_tokens').set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks one token used, only if it still was not: false when another request used it first. */
export async function useToken(db: Executor, tokenHash: string, at: string): Promise<boolean> {
  const result = await db.updateTable('password_tokens').set({ used_at: at }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Links past their expiry by more than `before` are removed (a day later the page still says "expired"). */
export async function prunePasswordTokens(db: Executor, before: string) {
  await db.deleteFrom('password_tokens').where('expires_at', '<=', before).execute();
}

export async function recordResetRequest(db: Executor, email: string, ip: string, atMs: number) {
  await db.insertInto('password_reset_requests').values({ email, ip, requested_at: atMs }).execute();
}

export async function countResetRequests(db: Executor, by: { email: string } | { ip: string }, sinceMs: number): Promise<number> {
  let query = db.selectFrom('password_reset_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('requested_at', '>', sinceMs);
  query = 'email' in by ? query.where('email', '=', by.email) : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pruneResetRequests(db: Executor, beforeMs: number) {
  await db.deleteFrom('password_reset_requests').where('requested_at', '<=', beforeMs).execute();
}
