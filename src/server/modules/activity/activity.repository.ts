// The activity log's queries. Entries are written by the triggers (activity-triggers.ts), never here.
import { sql } from 'kysely';
import type { Executor } from '../../db/connection';

export interface ActivityFilter {
  actor?: string;
  entityType?: string;
  action?: string;
  /** ISO instants: from included, until excluded. */
  from?: string;
  until?: string;
  /** Already folded (no diacritics, lower case). */
  search?: string;
}

/** LIKE's own wildcards in a search are plain characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Executor, f: ActivityFilter) {
  let query = db.selectFrom('activity');
  if (f.actor) query = query.where('actor_label', '=', f.actor);
  if (f.entityType) query = query.where('entity_type', '=', f.entityType);
  if (f.action) query = query.where('action', '=', f.action);
  if (f.from) query = query.where('at', '>=', f.from);
  if (f.until) query = query.where('at', '<', f.until);
  if (f.search) query = query.where(sql<boolean>`entity_search LIKE ${likePattern(f.search)} ESCAPE '\\'`);
  return query;
}

/** Newest first (the id is the order of writing). */
export const listActivity = (db: Executor, f: ActivityFilter, offset: number, limit: number) =>
  filtered(db, f).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();

export async function countActivity(db: Executor, f: ActivityFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const distinctActors = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('activity').select('actor_label').distinct().orderBy('actor_label').execute()).map((r) => r.actor_label);

export const distinctActions = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('activity').select('action').distinct().orderBy('action').execute()).map((r) => r.action);

/** The latest entry of each item of one type: one query (the index on entity_type, entity_id, id serves it). */
export const latestPerEntity = (db: Executor, entityType: string) =>
  db
    .selectFrom('activity')
    .select(['entity_id', 'at', 'actor_label'])
    .where('id', 'in', (eb) =>
      eb.selectFrom('activity').select((e) => e.fn.max('id').as('id')).where('entity_type', '=', entityType).where('entity_id', 'is not', null).groupBy('entity_id'),
    )
    .execute();

/** The tables that hold each item type, to tell which entries' items still exist. */
const ENTITY_TABLES = {
  post: 'home_posts',
  event: 'events',
  resource: 'resources',
  season: 'seasons',
  sponsor: 'sponsors',
  team: 'teams',
  user: 'users',
  competition: 'competition_stages',
  region: 'regions',
  file: 'files',
} as const;

export async function existingIds(db: Executor, entityType: string, ids: number[]): Promise<Set<number>> {
  const table = ENTITY_TABLES[entityType as keyof typeof ENTITY_TABLES];
  if (!table || ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The newest "deleted" entry of each of these items: an entry up to it is about an item that is gone, even when
 * SQLite gave its id to a newer row since (tables without AUTOINCREMENT reuse the largest id after a delete). */
export async function lastDeletions(db: Executor, entityType: string, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity')
    .select(['entity_id', (e) => e.fn.max('id').as('id')])
    .where('entity_type', '=', entityType)
    .where('entity_id', 'in', ids)
    .where('action', '=', 'deleted')
    .groupBy('entity_id')
    .execute();
  return new Map(rows.map((r) => [r.entity_id!, Number(r.id)]));
}
