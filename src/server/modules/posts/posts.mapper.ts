import type { Locale } from '../../../shared/locale';
import { translated } from '../../../shared/schemas/content-lang';
import type { FileOutput } from '../../../shared/schemas/files';
import type { PostEditorOutput, PostOutput } from '../../../shared/schemas/posts';
import type { HomePostRow } from '../../db/types';
import { storedRichDoc } from '../../../shared/rich-text/stored';

/**
 * A post as a public read answers it. Without `lang` the spec's Romanian shape; with it (decision 203) the title and
 * description in that language where the post has them, and `contentLang` naming each field's language.
 */
export function toPostOutput(row: HomePostRow, files: Map<number, FileOutput>, lang?: Locale): PostOutput {
  const title = translated(lang, row.title, row.title_en);
  const english = row.description_en === null ? null : { text: row.description_en, doc: row.description_en_doc };
  const description = translated(lang, { text: row.description, doc: row.description_doc }, english);
  return {
    id: row.id,
    title: title.value,
    description: description.value.text,
    descriptionDoc: storedRichDoc(description.value.doc, description.value.text),
    priority: row.priority,
    imagePosition: row.image_position,
    announcement: row.announcement === 1,
    image: row.image_id === null ? null : (files.get(row.image_id) ?? null),
    timestamp: row.created_at,
    updatedAt: row.updated_at,
    slug: row.slug ?? String(row.id),
    status: row.status,
    publishAt: row.publish_at,
    ...(lang ? { contentLang: { title: title.lang, description: description.lang } } : {}),
  };
}

/** A post as the dashboard edits it: the Romanian fields and the English version beside them. */
export const toPostEditorOutput = (row: HomePostRow, files: Map<number, FileOutput>): PostEditorOutput => ({
  ...toPostOutput(row, files),
  titleEn: row.title_en,
  descriptionEn: row.description_en,
  descriptionEnDoc: row.description_en === null ? null : storedRichDoc(row.description_en_doc, row.description_en),
});
