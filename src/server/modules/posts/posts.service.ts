// Home posts: the rules behind both the REST routes and the dashboard's tRPC procedures.
import { notFound } from '../../../shared/errors';
import type { Locale } from '../../../shared/locale';
import type { CreatePostInput, PostEditorOutput, PostOutput, UpdatePostInput } from '../../../shared/schemas/posts';
import type { Updateable } from 'kysely';
import type { HomePostRow, HomePostsTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { fileOutputs, resolveAttachment, type AttachmentRequest } from '../files/files.service';
import { publicationColumns, touchesSchedule } from '../publishing/publication';
import type { Visibility } from '../publishing/visibility';
import { richTextColumns, storedDocs, translationColumns } from '../../../shared/rich-text/stored';
import { syncRichTextImages } from '../files/rich-text-images';
import { toPostEditorOutput, toPostOutput } from './posts.mapper';
import { moveToBin } from '../bin/bin.service';
import * as repo from './posts.repository';
import { slugFor } from './post-slug';

const ENTITY_TYPE = 'home_post_image';
const ACCEPT = ['image'] as const;

/** A public read's post, in `lang` where it has a translation (decision 203). */
async function output(deps: Deps, row: HomePostRow, lang?: Locale): Promise<PostOutput> {
  return toPostOutput(row, await fileOutputs(deps.db, [row.image_id]), lang);
}

/** The dashboard's post, with its English version. */
async function editorOutput(deps: Deps, row: HomePostRow): Promise<PostEditorOutput> {
  return toPostEditorOutput(row, await fileOutputs(deps.db, [row.image_id]));
}

/** The public list: published posts only; `lang` as a public read's `?lang=` (decision 203). */
export async function listPosts(deps: Deps, lang?: Locale): Promise<PostOutput[]> {
  const rows = await repo.listPosts(deps.db, 'public');
  const files = await fileOutputs(deps.db, rows.map((r) => r.image_id));
  return rows.map((row) => toPostOutput(row, files, lang));
}

/** The dashboard's list: every post, drafts and scheduled ones included (EDITOR and ADMIN). */
export async function listAllPosts(deps: Deps, actor: Actor | null): Promise<PostEditorOutput[]> {
  authorize(actor, 'posts:write');
  const rows = await repo.listPosts(deps.db, 'all');
  const files = await fileOutputs(deps.db, rows.map((r) => r.image_id));
  return rows.map((row) => toPostEditorOutput(row, files));
}

/** A published post; a draft or a scheduled one is not found for the public. */
export async function getPost(deps: Deps, id: number, lang?: Locale): Promise<PostOutput> {
  return output(deps, await found(deps, id, 'public'), lang);
}

/** Any post, for its edit form and its preview (EDITOR and ADMIN). */
export async function getPostForEditor(deps: Deps, actor: Actor | null, id: number): Promise<PostEditorOutput> {
  authorize(actor, 'posts:write');
  return editorOutput(deps, await found(deps, id, 'all'));
}

/** A published post by its page's slug, current or old: `current` is false for an old one (its page redirects). */
export async function getPostBySlug(deps: Deps, slug: string, lang?: Locale): Promise<{ post: PostOutput; current: boolean }> {
  const row = await repo.findPostBySlug(deps.db, slug, 'public');
  if (!row) throw notFound('Post');
  return { post: await output(deps, row, lang), current: row.slug === slug };
}

async function found(deps: Deps, id: number, visibility: Visibility): Promise<HomePostRow> {
  const row = await repo.findPost(deps.db, id, visibility);
  if (!row) throw notFound('Post');
  return row;
}

export async function createPost(deps: Deps, actor: Actor | null, input: CreatePostInput, attachment: AttachmentRequest): Promise<PostEditorOutput> {
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
      ...translationColumns(input),
      ...publication,
        created_at: now,
        updated_at: now,
      }),
    ),
  );
  await syncRichTextImages(deps, { home_post_id: row.id }, storedDocs(row));
  if (touchesSchedule(publication)) deps.publisher?.reschedule();
  return editorOutput(deps, row);
}

export async function updatePost(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdatePostInput,
  attachment: AttachmentRequest,
): Promise<PostEditorOutput> {
  authorize(actor, 'posts:write');
  const existing = await found(deps, id, 'all');
  const now = isoNow(deps.clock);
  const publication = publicationColumns(input, now, existing);
  const file = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  const changes: Updateable<HomePostsTable> = { updated_at: now, ...publication, ...translationColumns(input) };
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
  if (input.description !== undefined || input.descriptionEn !== undefined) await syncRichTextImages(deps, { home_post_id: id }, storedDocs(row));
  if (touchesSchedule(publication, existing)) deps.publisher?.reschedule();
  return editorOutput(deps, row);
}

/** Moves the post to the bin (decision 198): its image and description images stay on disk, no longer public. */
export async function deletePost(deps: Deps, actor: Actor | null, id: number): Promise<PostEditorOutput> {
  authorize(actor, 'posts:write');
  const result = await editorOutput(deps, await found(deps, id, 'all'));
  if (!(await moveToBin(deps, actor, 'post', id))) throw notFound('Post');
  return result;
}
