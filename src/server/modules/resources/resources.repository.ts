import type { Insertable, Updateable } from 'kysely';
import type { ResourcePage, ResourceCategory } from '../../../shared/constants';
import type { Executor } from '../../db/connection';
import type { ResourceRow, ResourcesTable } from '../../db/types';

export interface ResourceQuery {
  page?: ResourcePage;
  category?: ResourceCategory;
}

/** In page order: page, section, subsection, priority ascending, then id. */
export function listResources(db: Executor, query: ResourceQuery = {}): Promise<ResourceRow[]> {
  let q = db.selectFrom('resources').selectAll();
  if (query.page) q = q.where('page', '=', query.page);
  if (query.category) q = q.where('category', '=', query.category);
  return q.orderBy('page').orderBy('section').orderBy('subsection').orderBy('priority').orderBy('id').execute();
}

export const findResource = (db: Executor, id: number): Promise<ResourceRow | undefined> =>
  db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();

export const insertResource = (db: Executor, row: Insertable<ResourcesTable>): Promise<ResourceRow> =>
  db.insertInto('resources').values(row).returningAll().executeTakeFirstOrThrow();

export const updateResource = (db: Executor, id: number, changes: Updateable<ResourcesTable>): Promise<ResourceRow | undefined> =>
  db.updateTable('resources').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

