import type { Locale } from '../../../shared/locale';
import type { FileOutput } from '../../../shared/schemas/files';
import type { PostEditorOutput, PostOutput } from '../../../shared/schemas/posts';
import type { HomePostRow } from '../../db/types';
import { englishVersion, titleAndDescriptionIn } from '../../../shared/rich-text/stored';

/**
 * A post as a public read answers it. Without `lang` the spec's Romanian shape; with it (decision 203) the title and
 * description in that language where the post has them, and `contentLang` naming each field's language.
 */
export function toPostOutput(row: HomePostRow, files: Map<number, FileOutput>, lang?: Locale): PostOutput {
  const { contentLang, ...texts } = titleAndDescriptionIn(row, lang);
  return {
    id: row.id,
    ...texts,
    priority: row.priority,
    imagePosition: row.image_position,
    announcement: row.announcement === 1,
    image: row.image_id === null ? null : (files.get(row.image_id) ?? null),
    timestamp: row.created_at,
    updatedAt: row.updated_at,
    slug: row.slug ?? String(row.id),
    status: row.status,
    publishAt: row.publish_at,
    ...(lang ? { contentLang } : {}),
  };
}

/** A post as the dashboard edits it: the Romanian fields and the English version beside them. */
export const toPostEditorOutput = (row: HomePostRow, files: Map<number, FileOutput>): PostEditorOutput => ({ ...toPostOutput(row, files), ...englishVersion(row) });
