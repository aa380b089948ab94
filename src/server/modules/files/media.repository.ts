// The media library's queries (decision 199): uploaded images, page by page, and the items that use them.
import { sql } from 'kysely';
import type { Executor } from '../../db/connection';
import type { FileRow } from '../../db/types';
import type { MediaUse } from '../../../shared/schemas/media';
import { fileIsUnused } from './files.repository';

export interface MediaFilter {
  search: string;
  unusedOnly: boolean;
}

/** LIKE's own wildcards in a search are plain characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function images(db: Executor, f: MediaFilter) {
  let q = db.selectFrom('files').where('files.kind', '=', 'image');
  if (f.search) q = q.where(sql<boolean>`files.name LIKE ${likePattern(f.search)} ESCAPE '\\'`);
  if (f.unusedOnly) q = q.where(fileIsUnused);
  return q;
}

/** Newest first. */
export const listImages = (db: Executor, f: MediaFilter, offset: number, limit: number): Promise<FileRow[]> =>
  images(db, f).selectAll('files').orderBy('files.id', 'desc').limit(limit).offset(offset).execute();

export async function countImages(db: Executor, f: MediaFilter): Promise<number> {
  const row = await images(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What uses each of `ids`, one query per kind of holder (the same holders as FILE_REFERENCES; media.test checks that
 * every one of them is named here).
 */
export async function usesOf(db: Executor, ids: number[]): Promise<Map<number, MediaUse[]>> {
  const out = new Map<number, MediaUse[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const add = (fileId: number | null, use: MediaUse) => {
    if (fileId !== null) out.get(fileId)?.push(use);
  };
  for (const r of await db.selectFrom('home_posts').select(['id', 'title', 'image_id']).where('image_id', 'in', ids).execute()) add(r.image_id, { kind: 'post', id: r.id, label: r.title });
  for (const r of await db.selectFrom('events').select(['id', 'title', 'image_id']).where('image_id', 'in', ids).execute()) add(r.image_id, { kind: 'event', id: r.id, label: r.title });
  for (const r of await db.selectFrom('resources').select(['id', 'section', 'description', 'image_id']).where('image_id', 'in', ids).execute())
    add(r.image_id, { kind: 'resource', id: r.id, label: r.description || r.section });
  for (const r of await db.selectFrom('sponsors').select(['id', 'name', 'logo_id']).where('logo_id', 'in', ids).execute()) add(r.logo_id, { kind: 'sponsor', id: r.id, label: r.name });
  for (const r of await db.selectFrom('teams').select(['id', 'name', 'team_number', 'logo_id']).where('logo_id', 'in', ids).execute())
    add(r.logo_id, { kind: 'team', id: r.id, label: `#${r.team_number} ${r.name}` });
  for (const r of await db.selectFrom('site_setting_files').select('file_id').where('file_id', 'in', ids).execute()) add(r.file_id, { kind: 'site-settings', id: null, label: 'Site settings' });
  // A binned item's files (decision 198): used until the bin is purged, so that a restore finds them.
  for (const r of await db.selectFrom('bin_files as f').innerJoin('bin as b', 'b.id', 'f.bin_id').select(['f.file_id', 'b.id', 'b.title']).where('f.file_id', 'in', ids).execute())
    add(r.file_id, { kind: 'bin', id: r.id, label: r.title });
  const texts = await db
    .selectFrom('rich_text_images as r')
    .leftJoin('home_posts as p', 'p.id', 'r.home_post_id')
    .leftJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.file_id', 'r.home_post_id', 'r.event_id', 'p.title as post_title', 'e.title as event_title'])
    .where('r.file_id', 'in', ids)
    .execute();
  for (const r of texts) {
    if (r.home_post_id !== null) add(r.file_id, { kind: 'post-text', id: r.home_post_id, label: r.post_title ?? '' });
    else if (r.event_id !== null) add(r.file_id, { kind: 'event-text', id: r.event_id, label: r.event_title ?? '' });
  }
  return out;
}

export async function setAltText(db: Executor, id: number, altText: string): Promise<boolean> {
  const result = await db.updateTable('files').set({ alt_text: altText }).where('id', '=', id).where('kind', '=', 'image').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
