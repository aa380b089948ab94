import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { EventRow, EventsTable } from '../../db/types';
import { PUBLISHED, type Visibility } from '../publishing/visibility';

/**
 * Which events a list holds. Dates are ISO 8601 UTC text, all written in the same format, so comparing the text
 * compares the instants.
 */
export interface EventQuery {
  seasonId?: number;
  category?: string;
  startsAfter?: string;
  startsAtOrBefore?: string;
  endsBefore?: string;
  endsAtOrAfter?: string;
  limit?: number;
}

/** Public reads see published events only (visibility.ts). */
export function listEvents(db: Executor, visibility: Visibility, query: EventQuery = {}): Promise<EventRow[]> {
  let q = db.selectFrom('events').selectAll();
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  if (query.seasonId !== undefined) q = q.where('season_id', '=', query.seasonId);
  if (query.category !== undefined) q = q.where('category', '=', query.category);
  if (query.startsAfter !== undefined) q = q.where('date_start', '>', query.startsAfter);
  if (query.startsAtOrBefore !== undefined) q = q.where('date_start', '<=', query.startsAtOrBefore);
  if (query.endsBefore !== undefined) q = q.where('date_end', '<', query.endsBefore);
  if (query.endsAtOrAfter !== undefined) q = q.where('date_end', '>=', query.endsAtOrAfter);
  q = q.orderBy('date_start').orderBy('id');
  if (query.limit !== undefined) q = q.limit(query.limit);
  return q.execute();
}

export function findEvent(db: Executor, id: number, visibility: Visibility): Promise<EventRow | undefined> {
  let q = db.selectFrom('events').selectAll().where('id', '=', id);
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  return q.executeTakeFirst();
}

/**
 * An address's code: FIRST reuses codes across seasons, so the current season's event wins, then the newest season's
 * (by FTC year, then season number). Codes are compared without regard to case: 'robuc' and 'ROBUC' are the same.
 */
export function findEventByCode(db: Executor, code: string, visibility: Visibility): Promise<EventRow | undefined> {
  let q = db
    .selectFrom('events as e')
    .innerJoin('seasons as s', 's.id', 'e.season_id')
    .selectAll('e')
    .where((eb) => eb(eb.fn('lower', ['e.ftc_event_code']), '=', code.toLowerCase()));
  if (visibility === 'public') q = q.where('e.status', '=', PUBLISHED);
  return q
    .orderBy('s.is_current', 'desc')
    .orderBy(sql`coalesce(s.ftc_year, 0)`, 'desc')
    .orderBy('s.season_number', 'desc')
    .orderBy('e.id', 'desc')
    .executeTakeFirst();
}

/** The event of one season with a code (the sync's key, and the uniqueness the editors' form checks). */
export function findEventInSeason(db: Executor, seasonId: number, code: string): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('season_id', '=', seasonId)
    .where((eb) => eb(eb.fn('lower', ['ftc_event_code']), '=', code.toLowerCase()))
    .executeTakeFirst();
}

/** For each code, the id of the event its address (/events/{code}) opens for this visibility. */
export async function eventIdsByCode(db: Executor, codes: readonly string[], visibility: Visibility): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  const result = new Map<string, number>();
  if (wanted.length === 0) return result;
  let q = db
    .selectFrom('events as e')
    .innerJoin('seasons as s', 's.id', 'e.season_id')
    .select(['e.id', 'e.ftc_event_code'])
    .where((eb) => eb(eb.fn('lower', ['e.ftc_event_code']), 'in', wanted));
  if (visibility === 'public') q = q.where('e.status', '=', PUBLISHED);
  const rows = await q
    .orderBy('s.is_current', 'desc')
    .orderBy(sql`coalesce(s.ftc_year, 0)`, 'desc')
    .orderBy('s.season_number', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  for (const row of rows) {
    const key = row.ftc_event_code!.toLowerCase();
    if (!result.has(key)) result.set(key, row.id);
  }
  return result;
}

export const insertEvent = (db: Executor, row: Insertable<EventsTable>): Promise<EventRow> =>
  db.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow();

export const updateEvent = (db: Executor, id: number, changes: Updateable<EventsTable>): Promise<EventRow | undefined> =>
  db.updateTable('events').set(changes).where('id', '=', id).returningAll().executeTakeFirst();


export async function seasonExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('seasons').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** FIRST's league names by `${season_id}:${code}` for the given seasons (ftc_leagues). */
export async function leagueNames(db: Executor, seasonIds: number[]): Promise<Map<string, string>> {
  const ids = [...new Set(seasonIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('ftc_leagues').select(['season_id', 'code', 'name']).where('season_id', 'in', ids).execute();
  return new Map(rows.map((r) => [`${r.season_id}:${r.code}`, r.name]));
}
