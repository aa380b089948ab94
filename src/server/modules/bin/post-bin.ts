// A post in the bin: its row, its addresses (post_slugs) and the images of its description.
import type { HomePostRow } from '../../db/types';
import { slugFor } from '../posts/post-slug';
import type { Binner, Row, Trx } from './bin-types';

const rowsOf = async (trx: Trx, id: number) => ({
  home_posts: await trx.selectFrom('home_posts').selectAll().where('id', '=', id).execute(),
  post_slugs: await trx.selectFrom('post_slugs').selectAll().where('post_id', '=', id).execute(),
  rich_text_images: await trx.selectFrom('rich_text_images').selectAll().where('home_post_id', '=', id).execute(),
});

export const postBin: Binner = {
  action: 'posts:write',
  scheduled: true,
  async capture(trx, id) {
    const rows = await rowsOf(trx, id);
    const post = rows.home_posts[0];
    if (!post) return undefined;
    const files = [post.image_id, ...rows.rich_text_images.map((r) => r.file_id)].filter((f): f is number => f !== null);
    return { title: post.title, snapshot: rows, files };
  },
  async remove(trx, id) {
    await trx.deleteFrom('home_posts').where('id', '=', id).execute();
  },
  async restore(trx, snapshot) {
    const post = snapshot.home_posts![0] as HomePostRow;
    const idTaken = !!(await trx.selectFrom('home_posts').select('id').where('id', '=', post.id).executeTakeFirst());
    // Its address, unless another post took it meanwhile: then a new one from its title (the old ones that are still
    // free keep redirecting to it).
    const slugOwner = post.slug ? await trx.selectFrom('post_slugs').select('post_id').where('slug', '=', post.slug).executeTakeFirst() : undefined;
    const slug = slugOwner ? await slugFor(trx, post.title) : post.slug;
    const { id: _id, ...values } = post;
    const inserted = await trx
      .insertInto('home_posts')
      .values({ ...values, ...(idTaken ? {} : { id: post.id }), slug })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = inserted.id;
    for (const old of (snapshot.post_slugs ?? []) as Row[]) {
      await trx.insertInto('post_slugs').values({ slug: old.slug as string, post_id: id, created_at: old.created_at as string }).onConflict((oc) => oc.doNothing()).execute();
    }
    const images = (snapshot.rich_text_images ?? []) as Row[];
    if (images.length) await trx.insertInto('rich_text_images').values(images.map((r) => ({ file_id: r.file_id as number, home_post_id: id, event_id: null }))).execute();
    return id;
  },
};
