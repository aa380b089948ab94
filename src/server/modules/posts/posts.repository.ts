import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { HomePostRow, HomePostsTable } from '../../db/types';

/** Newest first; the id breaks ties between posts created in the same millisecond. */
export const listPosts = (db: Executor): Promise<HomePostRow[]> =>
  db.selectFrom('home_posts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findPost = (db: Executor, id: number): Promise<HomePostRow | undefined> =>
  db.selectFrom('home_posts').selectAll().where('id', '=', id).executeTakeFirst();

export const insertPost = (db: Executor, row: Insertable<HomePostsTable>): Promise<HomePostRow> =>
  db.insertInto('home_posts').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePost = (db: Executor, id: number, changes: Updateable<HomePostsTable>): Promise<HomePostRow | undefined> =>
  db.updateTable('home_posts').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deletePost = (db: Executor, id: number): Promise<HomePostRow | undefined> =>
  db.deleteFrom('home_posts').where('id', '=', id).returningAll().executeTakeFirst();
