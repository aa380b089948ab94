// Team requests (decision 195): Kysely queries only; the first argument is the executor (db or a transaction).
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { TeamRequestsTable } from '../../db/types';

/** A request with its user and the team it names (the linked team's current number and name). */
const withUserAndTeam = (db: Executor) =>
  db
    .selectFrom('team_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('teams as t', 't.id', 'r.team_id')
    .selectAll('r')
    .select(['u.name as user_name', 'u.email as user_email', 't.team_number as linked_team_number', 't.name as linked_team_name']);

export type TeamRequestWithUser = Awaited<ReturnType<ReturnType<typeof withUserAndTeam>['execute']>>[number];

export const findRequest = (db: Executor, id: number): Promise<TeamRequestWithUser | undefined> =>
  withUserAndTeam(db).where('r.id', '=', id).executeTakeFirst();

export const findPendingOf = (db: Executor, userId: number): Promise<TeamRequestWithUser | undefined> =>
  withUserAndTeam(db).where('r.user_id', '=', userId).where('r.status', '=', 'pending').executeTakeFirst();

/** The user's latest decided request whose outcome the user has not dismissed. */
export const findUnseenOutcomeOf = (db: Executor, userId: number): Promise<TeamRequestWithUser | undefined> =>
  withUserAndTeam(db)
    .where('r.user_id', '=', userId)
    .where('r.status', '!=', 'pending')
    .where('r.outcome_seen_at', 'is', null)
    .orderBy('r.decided_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Pending requests, oldest first (first come, first served). */
export const listPending = (db: Executor): Promise<TeamRequestWithUser[]> =>
  withUserAndTeam(db).where('r.status', '=', 'pending').orderBy('r.created_at').orderBy('r.id').execute();

export async function countPending(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('team_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRequest(db: Executor, row: Insertable<TeamRequestsTable>): Promise<number> {
  const inserted = await db.insertInto('team_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Changes a request only while it is pending; answers whether it did (a second decision changes nothing). */
export async function decidePending(db: Executor, id: number, changes: Updateable<TeamRequestsTable>): Promise<boolean> {
  const result = await db.updateTable('team_requests').set(changes).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePendingOf(db: Executor, userId: number): Promise<number | null> {
  const row = await db.deleteFrom('team_requests').where('user_id', '=', userId).where('status', '=', 'pending').returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function markOutcomeSeen(db: Executor, userId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('team_requests')
    .set({ outcome_seen_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending requests sent before `before` become expired at `at` (decision 198); answers how many. */
export async function expirePendingBefore(db: Executor, before: string, at: string): Promise<number> {
  const result = await db.updateTable('team_requests').set({ status: 'expired', decided_at: at }).where('status', '=', 'pending').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
