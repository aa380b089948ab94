// A post's address from its title (decision 180): the first of base, base-2, base-3... that no post has or had.
import { slugCandidate, slugify } from '../../../shared/slug';
import type { Executor } from '../../db/connection';
import type { HomePostRow } from '../../db/types';
import * as repo from './posts.repository';

/**
 * The slug for `title`: the first of base, base-2, base-3... that is free or already this post's (so a post keeps its
 * slug while its title gives the same base, and takes back one it had); other posts' old slugs are taken.
 */
export async function slugFor(db: Executor, title: string, post?: Pick<HomePostRow, 'id' | 'slug'>): Promise<string> {
  const base = slugify(title);
  const taken = await repo.slugsLike(db, base);
  for (let n = 1; ; n++) {
    const slug = slugCandidate(base, n);
    const owner = taken.get(slug);
    if (owner === undefined || owner === post?.id) return slug;
  }
}
