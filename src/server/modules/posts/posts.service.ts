// Home posts: the rules behind both the REST routes and the dashboard's tRPC procedures.
import { notFound } from '../../../shared/errors';
import type { CreatePostInput, PostOutput, UpdatePostInput } from '../../../shared/schemas/posts';
import type { Updateable } from 'kysely';
import type { HomePostRow, HomePostsTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { fileOutputs, resolveAttachment, type AttachmentRequest } from '../files/files.service';
import { publicationColumns, touchesSchedule } from '../publishing/publication';
import type { Visibility } from '../publishing/visibility';
import { richTextColumns } from '../../../shared/rich-text/stored';
import { syncRichTextImages } from '../files/rich-text-images';
import { toPostOutput } from './posts.mapper';
import { moveToBin } from '../bin/bin.service';
import * as repo from './posts.repository';
import { slugFor } from './post-slug';

const ENTITY_TYPE = 'home_post_image';
const ACCEPT = ['image'] as const;


async function output(deps: Deps, row: HomePostRow): Promise<PostOutput> {
  return toPostOutput(row, await fileOutputs(deps.db, [row.image_id]));
}

/** The public list: published posts only. */
export async function listPosts(deps: Deps): Promise<PostOutput[]> {
  return outputsOf(deps, await repo.listPosts(deps.db, 'public'));
}

/** The dashboard's list: every post, drafts and scheduled ones included (EDITOR and ADMIN). */
export async function listAllPosts(deps: Deps, actor: Actor | null): Promise<PostOutput[]> {
  authorize(actor, 'posts:write');
  return outputsOf(deps, await repo.listPosts(deps.db, 'all'));
}

async function outputsOf(deps: Deps, rows: HomePostRow[]): Promise<PostOutput[]> {
  const files = await fileOutputs(deps.db, rows.map((r) => r.image_id));
  return rows.map((row) => toPostOutput(row, files));
}

/** A published post; a draft or a scheduled one is not found for the public. */
export async function getPost(deps: Deps, id: number): Promise<PostOutput> {
  return output(deps, await found(deps, id, 'public'));
}

/** Any post, for its edit form and its preview (EDITOR and ADMIN). */
export async function getPostForEditor(deps: Deps, actor: Actor | null, id: number): Promise<PostOutput> {
  authorize(actor, 'posts:write');
  return output(deps, await found(deps, id, 'all'));
}

/** A published post by its page's slug, current or old: `current` is false for an old one (its page redirects). */
export async function getPostBySlug(deps: Deps, slug: string): Promise<{ post: PostOutput; current: boolean }> {
  const row = await repo.findPostBySlug(deps.db, slug, 'public');
  if (!row) throw notFound('Post');
  return { post: await output(deps, row), current: row.slug === slug };
}

async function found(deps: Deps, id: number, visibility: Visibility): Promise<HomePostRow> {
  const row = await repo.findPost(deps.db, id, visibility);
  if (!row) throw notFound('Post');
  return row;
}

export async function createPost(deps: Deps, actor: Actor | null, input: CreatePostInput, attachment: AttachmentRequest): Promise<PostOutput> {
  authorize(actor, 'posts:write');
  const now = isoNow(deps.clock);
  const publication = publicationColumns(input, now);
  const file = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  const row = await file.commit(() =>
    deps.db.transaction().execute(async (trx) =>
      repo.insertPost(trx, {
        slug: await slugFor(trx, input.title),
        title: input.title,
      ...richTextColumns(input.description),
      priority: input.priority,
      image_position: input.imagePosition,
      announcement: input.announcement ? 1 : 0,
      image_id: file.fileId ?? null,
      ...publication,
        created_at: now,
        updated_at: now,
      }),
    ),
  );
  await syncRichTextImages(deps, { home_post_id: row.id }, input.description.doc);
  if (touchesSchedule(publication)) deps.publisher?.reschedule();
  return output(deps, row);
}

export async function updatePost(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdatePostInput,
  attachment: AttachmentRequest,
): Promise<PostOutput> {
  authorize(actor, 'posts:write');
  const existing = await found(deps, id, 'all');
  const now = isoNow(deps.clock);
  const publication = publicationColumns(input, now, existing);
  const file = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  const changes: Updateable<HomePostsTable> = { updated_at: now, ...publication };
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) Object.assign(changes, richTextColumns(input.description));
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.imagePosition !== undefined) changes.image_position = input.imagePosition;
  if (input.announcement !== undefined) changes.announcement = input.announcement ? 1 : 0;
  if (file.fileId !== undefined) changes.image_id = file.fileId;
  // No row means someone deleted the post meanwhile.
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      // A new title, a new address; the old one stays in post_slugs and redirects (decision 180).
      if (changes.title !== undefined) changes.slug = await slugFor(trx, changes.title as string, existing);
      return repo.updatePost(trx, id, changes);
    });
  const row = await file.commit(write, { previousId: existing.image_id, missing: () => notFound('Post') });
  if (input.description !== undefined) await syncRichTextImages(deps, { home_post_id: id }, input.description.doc);
  if (touchesSchedule(publication, existing)) deps.publisher?.reschedule();
  return output(deps, row);
}

/** Moves the post to the bin (decision 198): its image and description images stay on disk, no longer public. */
export async function deletePost(deps: Deps, actor: Actor | null, id: number): Promise<PostOutput> {
  authorize(actor, 'posts:write');
  const result = await output(deps, await found(deps, id, 'all'));
  if (!(await moveToBin(deps, actor, 'post', id))) throw notFound('Post');
  return result;
}
