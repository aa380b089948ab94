// The sync's own tables (runs, lock) and the few writes it needs beyond the teams and events repositories.
import type { Executor } from '../../db/connection';
import type { FtcSyncRunRow, FtcSyncRunsTable } from '../../db/types';
import type { Insertable, Updateable } from 'kysely';
import type { FtcAnswerCache } from './ftc-api.client';
import type { FtcLeague } from './ftc-api.schemas';

export interface LockRow {
  owner: string;
  run_id: number | null;
  expires_at: string;
}

export const readLock = (db: Executor): Promise<LockRow | undefined> =>
  db.selectFrom('ftc_sync_lock').select(['owner', 'run_id', 'expires_at']).where('id', '=', 1).executeTakeFirst();

/** Takes the lock (or takes over an expired one). Call inside a transaction that read it first. */
export async function writeLock(db: Executor, lock: LockRow): Promise<void> {
  await db
    .insertInto('ftc_sync_lock')
    .values({ id: 1, ...lock })
    .onConflict((oc) => oc.column('id').doUpdateSet(lock))
    .execute();
}

/** Pushes the expiry on while the owner still holds the lock; false when someone else took it. */
export async function renewLock(db: Executor, owner: string, expiresAt: string): Promise<boolean> {
  const result = await db.updateTable('ftc_sync_lock').set({ expires_at: expiresAt }).where('id', '=', 1).where('owner', '=', owner).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseLock(db: Executor, owner: string): Promise<void> {
  await db.deleteFrom('ftc_sync_lock').where('id', '=', 1).where('owner', '=', owner).execute();
}

export async function insertRun(db: Executor, row: Insertable<FtcSyncRunsTable>): Promise<number> {
  return (await db.insertInto('ftc_sync_runs').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRun(db: Executor, id: number, changes: Updateable<FtcSyncRunsTable>): Promise<void> {
  await db.updateTable('ftc_sync_runs').set(changes).where('id', '=', id).execute();
}

/** Runs left 'running' by a process that died: they end as failed when the next sync takes the lock. */
export async function failAbandonedRuns(db: Executor, finishedAt: string): Promise<void> {
  await db
    .updateTable('ftc_sync_runs')
    .set({ status: 'failed', finished_at: finishedAt, error: 'Interrupted: the process running it stopped.' })
    .where('status', '=', 'running')
    .execute();
}

export type RunWithUser = FtcSyncRunRow & { user_name: string | null };

const runs = (db: Executor) => db.selectFrom('ftc_sync_runs as r').leftJoin('users as u', 'u.id', 'r.user_id').selectAll('r').select('u.name as user_name');

export const findRun = (db: Executor, id: number): Promise<RunWithUser | undefined> => runs(db).where('r.id', '=', id).executeTakeFirst();

export const recentRuns = (db: Executor, limit: number): Promise<RunWithUser[]> => runs(db).orderBy('r.id', 'desc').limit(limit).execute();

/** When the newest run started (any outcome): the schedule counts its interval from there. */
export const lastRunStart = async (db: Executor): Promise<string | null> =>
  (await db.selectFrom('ftc_sync_runs').select('started_at').orderBy('id', 'desc').limit(1).executeTakeFirst())?.started_at ?? null;

/** The team ids on an event's list. */
export const eventTeamIds = async (db: Executor, eventId: number): Promise<number[]> =>
  (await db.selectFrom('event_teams').select('team_id').where('event_id', '=', eventId).execute()).map((r) => r.team_id);

export const seasonEvents = (db: Executor, seasonId: number) =>
  db.selectFrom('events').selectAll().where('season_id', '=', seasonId).execute();

export async function setRegistrationFromFtc(
  db: Executor,
  id: number,
  changes: { registration_status: string; ftc_synced: number; region_id?: number | null },
): Promise<void> {
  await db.updateTable('team_registrations').set(changes).where('id', '=', id).execute();
}

export async function insertFtcRegistration(
  db: Executor,
  row: { team_id: number; season_id: number; region_id: number | null; created_at: string },
): Promise<void> {
  await db
    .insertInto('team_registrations')
    .values({ ...row, registration_status: 'CONFIRMED', romanian_number: null, ftc_synced: 1 })
    .execute();
}

/** FIRST's leagues of the season, as last read (never regions: those are the staff's). */
export async function saveLeagues(db: Executor, seasonId: number, leagues: FtcLeague[]): Promise<void> {
  for (const league of leagues) {
    const row = {
      name: league.name?.trim() || league.code,
      region_code: league.region?.trim() || null,
      parent_code: league.parentLeagueCode?.trim() || null,
      location: league.location?.trim() || null,
      remote: league.remote ? 1 : 0,
    };
    await db
      .insertInto('ftc_leagues')
      .values({ season_id: seasonId, code: league.code, ...row })
      .onConflict((oc) => oc.columns(['season_id', 'code']).doUpdateSet(row))
      .execute();
  }
}

/** The calls' stored answers for If-Modified-Since (issue 22, point 9): one row per URL, the newest answer. */
export function answerCache(db: Executor, now: () => string): FtcAnswerCache {
  return {
    get: async (url) => {
      const row = await db.selectFrom('ftc_http_cache').select(['last_modified', 'body']).where('url', '=', url).executeTakeFirst();
      return row ? { lastModified: row.last_modified, body: row.body } : undefined;
    },
    put: async (url, lastModified, body) => {
      const row = { last_modified: lastModified, body, stored_at: now() };
      await db
        .insertInto('ftc_http_cache')
        .values({ url, ...row })
        .onConflict((oc) => oc.column('url').doUpdateSet(row))
        .execute();
    },
  };
}
