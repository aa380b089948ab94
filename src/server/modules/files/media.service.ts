// The media library (issue 25, point 5; decision 199): every uploaded image with its size, alt text and users; the
// alt text edited once per image; an image deleted only when nothing uses it. EDITOR and ADMIN ('media:manage').
import { AppError, notFound } from '../../../shared/errors';
import { MEDIA_MESSAGES, MEDIA_PAGE_SIZE, type MediaItem, type MediaListOutput } from '../../../shared/schemas/media';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import * as files from './files.repository';
import { fileOutputs, removeFile } from './files.service';
import * as repo from './media.repository';

export async function listMedia(
  deps: Deps,
  actor: Actor | null,
  input: { search: string; unusedOnly: boolean; page: number },
): Promise<MediaListOutput> {
  authorize(actor, 'media:manage');
  const filter = { search: input.search, unusedOnly: input.unusedOnly };
  const [rows, total] = await Promise.all([repo.listImages(deps.db, filter, (input.page - 1) * MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZE), repo.countImages(deps.db, filter)]);
  const ids = rows.map((row) => row.id);
  const [outputs, uses] = await Promise.all([fileOutputs(deps.db, ids), repo.usesOf(deps.db, ids)]);
  const items: MediaItem[] = rows.map((row) => ({ file: outputs.get(row.id)!, altText: row.alt_text, usedBy: uses.get(row.id) ?? [] }));
  return { items, total, page: input.page, pageSize: MEDIA_PAGE_SIZE };
}

export async function updateAltText(deps: Deps, actor: Actor | null, id: number, altText: string): Promise<{ id: number; altText: string }> {
  authorize(actor, 'media:manage');
  if (!(await repo.setAltText(deps.db, id, altText))) throw notFound('Image');
  return { id, altText };
}

/** Deletes an image nothing uses (row, variants, bytes); one still used is refused with what to do. */
export async function deleteMedia(deps: Deps, actor: Actor | null, id: number): Promise<{ id: number }> {
  authorize(actor, 'media:manage');
  const row = await files.findFile(deps.db, id);
  if (!row || row.kind !== 'image') throw notFound('Image');
  const removed = await removeFile(deps, row, async (trx) => (await files.countFileReferences(trx, id)) === 0);
  if (!removed) throw new AppError('CONFLICT', MEDIA_MESSAGES.inUse);
  return { id };
}
