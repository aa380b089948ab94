// The uploaded images a post's or an event's rich description shows (decision 196): one row per image in
// rich_text_images, so the file is counted as used (never purged as unattached) and is public while its holder is
// published (FILE_REFERENCES). Rewritten whenever the description is saved; an image no longer shown anywhere goes.
// A deleted holder's rows are kept in the bin with it (decision 198).
import type { RichDoc } from '../../../shared/rich-text/types';
import { richDocImageIds } from '../../../shared/rich-text/sanitise';
import type { Deps } from '../../deps';
import { discardIfUnused } from './files.service';

export type RichTextHolder = { home_post_id: number } | { event_id: number };

const holderColumn = (holder: RichTextHolder) => ('home_post_id' in holder ? (['home_post_id', holder.home_post_id] as const) : (['event_id', holder.event_id] as const));

/**
 * Records the images the holder's documents show (its description and its translation's, decision 203; uploaded
 * images only: other ids are not recorded) and drops the ones they no longer show.
 */
export async function syncRichTextImages(deps: Deps, holder: RichTextHolder, docs: RichDoc | ReadonlyArray<RichDoc | null>): Promise<void> {
  const [column, id] = holderColumn(holder);
  const wanted = [...new Set((Array.isArray(docs) ? docs : [docs]).flatMap((doc: RichDoc | null) => (doc ? richDocImageIds(doc) : [])))];
  const removed = await deps.db.transaction().execute(async (trx) => {
    const before = (await trx.selectFrom('rich_text_images').select('file_id').where(column, '=', id).execute()).map((r) => r.file_id);
    const images = wanted.length ? (await trx.selectFrom('files').select('id').where('id', 'in', wanted).where('kind', '=', 'image').execute()).map((r) => r.id) : [];
    await trx.deleteFrom('rich_text_images').where(column, '=', id).execute();
    if (images.length) await trx.insertInto('rich_text_images').values(images.map((file_id) => ({ file_id, home_post_id: null, event_id: null, [column]: id }))).execute();
    return before.filter((fileId) => !images.includes(fileId));
  });
  for (const fileId of removed) await discardIfUnused(deps, fileId);
}
