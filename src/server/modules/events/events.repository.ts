import type { Insertable, Updateable } from 'kysely';
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

/** Codes are compared without regard to case: 'robuc' and 'ROBUC' are the same event. */
export function findEventByCode(db: Executor, code: string, visibility: Visibility): Promise<EventRow | undefined> {
  let q = db
    .selectFrom('events')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['ftc_event_code']), '=', code.toLowerCase()));
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  return q.executeTakeFirst();
}

export const insertEvent = (db: Executor, row: Insertable<EventsTable>): Promise<EventRow> =>
  db.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow();

export const updateEvent = (db: Executor, id: number, changes: Updateable<EventsTable>): Promise<EventRow | undefined> =>
  db.updateTable('events').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteEvent(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

export async function seasonExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('seasons').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
