// The activity entries an item's history reads (written by the triggers, never here) and the item as it is now.
import type { Executor } from '../../db/connection';

const ofItem = (db: Executor, entityType: string, entityId: number | null) => {
  const query = db.selectFrom('activity').where('entity_type', '=', entityType);
  return entityId === null ? query.where('entity_id', 'is', null) : query.where('entity_id', '=', entityId);
};

/** Newest first. */
export const entriesOf = (db: Executor, entityType: string, entityId: number | null, limit: number) =>
  ofItem(db, entityType, entityId).select(['id', 'at', 'actor_label', 'action', 'detail', 'changes']).orderBy('id', 'desc').limit(limit).execute();

export const entryById = (db: Executor, id: number) => db.selectFrom('activity').selectAll().where('id', '=', id).executeTakeFirst();

/** The entries after `afterId` that kept values, newest first (so undoing them in order ends at the oldest's "before"). */
export const entriesAfter = (db: Executor, entityType: string, entityId: number | null, afterId: number) =>
  ofItem(db, entityType, entityId).select(['id', 'changes']).where('id', '>', afterId).where('changes', 'is not', null).orderBy('id', 'desc').execute();

export const rowOf = (db: Executor, table: 'home_posts' | 'events' | 'resources', id: number): Promise<Record<string, unknown> | undefined> =>
  db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();

export const settingRows = (db: Executor) => db.selectFrom('site_settings').select(['key', 'value']).execute();
