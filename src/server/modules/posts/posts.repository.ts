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

/** The post that has or had `slug` (its current slug is the row's). */
export function findPostBySlug(db: Executor, slug: string, visibility: Visibility): Promise<HomePostRow | undefined> {
  let q = db
    .selectFrom('post_slugs')
    .innerJoin('home_posts', 'home_posts.id', 'post_slugs.post_id')
    .selectAll('home_posts')
    .where('post_slugs.slug', '=', slug);
  if (visibility === 'public') q = q.where('home_posts.status', '=', PUBLISHED);
  return q.executeTakeFirst();
}

/** Which of the slugs starting with `base` are taken, and by which post (every post's old slugs count). */
export async function slugsLike(db: Executor, base: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('post_slugs')
    .select(['slug', 'post_id'])
    // A slug holds only a-z, 0-9 and hyphens: nothing in it is a LIKE wildcard.
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Map(rows.map((r) => [r.slug, r.post_id]));
}
