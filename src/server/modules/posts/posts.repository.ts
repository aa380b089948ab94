import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { HomePostRow, HomePostsTable } from '../../db/types';
import { PUBLISHED, type Visibility } from '../publishing/visibility';

/** Newest first; the id breaks ties between posts created in the same millisecond. Public reads see published posts only. */
export function listPosts(db: Executor, visibility: Visibility): Promise<HomePostRow[]> {
  let q = db.selectFrom('home_posts').selectAll();
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findPost(db: Executor, id: number, visibility: Visibility): Promise<HomePostRow | undefined> {
  let q = db.selectFrom('home_posts').selectAll().where('id', '=', id);
  if (visibility === 'public') q = q.where('status', '=', PUBLISHED);
  return q.executeTakeFirst();
}

export const insertPost = (db: Executor, row: Insertable<HomePostsTable>): Promise<HomePostRow> =>
  db.insertInto('home_posts').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePost = (db: Executor, id: number, changes: Updateable<HomePostsTable>): Promise<HomePostRow | undefined> =>
  db.updateTable('home_posts').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deletePost = (db: Executor, id: number): Promise<HomePostRow | undefined> =>
  db.deleteFrom('home_posts').where('id', '=', id).returningAll().executeTakeFirst();
