// The results of FIRST events as the sync stores them (issue 22, part 2): rankings, matches with their teams,
// alliances and awards, and when each event's results were last read. Synced data, not staff edits: no activity
// entries (activity-triggers.ts does not track these tables). Every write of one event runs in its caller's
// transaction, so an event's results change as a whole.
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { FtcAlliancesTable, FtcAwardsTable, FtcMatchTeamsTable, FtcMatchesTable, FtcRankingsTable } from '../../db/types';

/** The parts of an event's results, each read by its own call and replaced (or kept) on its own. */
export const RESULT_PARTS = ['rankings', 'qualification', 'playoff', 'alliances', 'awards'] as const;
export type ResultPart = (typeof RESULT_PARTS)[number];

export type NewRanking = Omit<Insertable<FtcRankingsTable>, 'event_id'>;
export type NewMatch = Omit<Insertable<FtcMatchesTable>, 'event_id' | 'id'> & { teams: Array<Omit<Insertable<FtcMatchTeamsTable>, 'match_id'>> };
export type NewAlliance = Omit<Insertable<FtcAlliancesTable>, 'event_id'>;
export type NewAward = Omit<Insertable<FtcAwardsTable>, 'event_id' | 'id'>;

/** How many rows of each part the event has stored. */
export async function storedCounts(db: Executor, eventId: number): Promise<Record<ResultPart, number>> {
  const n = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);
  const matches = (level: FtcMatchesTable['level']) =>
    n(db.selectFrom('ftc_matches').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).where('level', '=', level).executeTakeFirst());
  return {
    rankings: await n(db.selectFrom('ftc_rankings').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirst()),
    qualification: await matches('QUALIFICATION'),
    playoff: await matches('PLAYOFF'),
    alliances: await n(db.selectFrom('ftc_alliances').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirst()),
    awards: await n(db.selectFrom('ftc_awards').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirst()),
  };
}

/** What the event's results come to now, for the report: "24 rankings, 58 matches (52 played), 4 alliances, 11 awards". */
export async function resultTotals(db: Executor, eventId: number) {
  const counts = await storedCounts(db, eventId);
  const played = await db
    .selectFrom('ftc_matches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('played', '=', 1)
    .executeTakeFirst();
  return { rankings: counts.rankings, matches: counts.qualification + counts.playoff, played: Number(played?.n ?? 0), alliances: counts.alliances, awards: counts.awards };
}

export const readState = (db: Executor, eventId: number) =>
  db.selectFrom('ftc_event_results').select(['synced_at', 'error']).where('event_id', '=', eventId).executeTakeFirst();

/** When the event's results were read (null: nothing could be read this time, the last time stays) and what failed. */
export async function recordRead(db: Executor, eventId: number, syncedAt: string | null, error: string | null): Promise<void> {
  const before = await readState(db, eventId);
  if (!before) {
    await db.insertInto('ftc_event_results').values({ event_id: eventId, synced_at: syncedAt ?? new Date(0).toISOString(), error }).execute();
    return;
  }
  const changes = syncedAt ? { synced_at: syncedAt, error } : { error };
  await db.updateTable('ftc_event_results').set(changes).where('event_id', '=', eventId).execute();
}

export async function replaceRankings(db: Executor, eventId: number, rows: NewRanking[]): Promise<void> {
  await db.deleteFrom('ftc_rankings').where('event_id', '=', eventId).execute();
  for (const row of rows) await db.insertInto('ftc_rankings').values({ ...row, event_id: eventId }).execute();
}

/** The event's matches of one level (their teams go with them: ON DELETE CASCADE). */
export async function replaceMatches(db: Executor, eventId: number, level: FtcMatchesTable['level'], rows: NewMatch[]): Promise<void> {
  await db.deleteFrom('ftc_matches').where('event_id', '=', eventId).where('level', '=', level).execute();
  for (const { teams, ...match } of rows) {
    const { id } = await db.insertInto('ftc_matches').values({ ...match, level, event_id: eventId }).returning('id').executeTakeFirstOrThrow();
    for (const team of teams) await db.insertInto('ftc_match_teams').values({ ...team, match_id: id }).execute();
  }
}

export async function replaceAlliances(db: Executor, eventId: number, rows: NewAlliance[]): Promise<void> {
  await db.deleteFrom('ftc_alliances').where('event_id', '=', eventId).execute();
  for (const row of rows) await db.insertInto('ftc_alliances').values({ ...row, event_id: eventId }).execute();
}

export async function replaceAwards(db: Executor, eventId: number, rows: NewAward[]): Promise<void> {
  await db.deleteFrom('ftc_awards').where('event_id', '=', eventId).execute();
  for (const row of rows) await db.insertInto('ftc_awards').values({ ...row, event_id: eventId }).execute();
}

/** The season's events that have a FIRST code: the ones whose results are read. */
export const codedSeasonEvents = (db: Executor, seasonId: number) =>
  db
    .selectFrom('events')
    .select(['id', 'title', 'ftc_event_code', 'date_start', 'date_end'])
    .where('season_id', '=', seasonId)
    .where('ftc_event_code', 'is not', null)
    .orderBy('date_start')
    .orderBy('id')
    .execute();
