import type { Locale } from '../../../shared/locale';
import { englishColumns, textsIn } from '../../../shared/schemas/content-lang';
import type { FileOutput } from '../../../shared/schemas/files';
import { foldForSearch } from '../../../shared/search';
import { RESOURCE_TRANSLATED, type ResourceEditorOutput, type ResourceOutput } from '../../../shared/schemas/resources';
import type { ResourceRow } from '../../db/types';

/**
 * A resource as a public read answers it. Without `lang` the spec's Romanian shape; with it (decision 204) section,
 * subsection and description in that language where the resource has them, `contentLang` naming each one's
 * language, and `groupKey` the Romanian names a page groups by.
 */
export function toResourceOutput(row: ResourceRow, files: Map<number, FileOutput>, lang?: Locale): ResourceOutput {
  const { values, contentLang } = textsIn(row, RESOURCE_TRANSLATED, lang);
  return {
    id: row.id,
    page: row.page,
    ...values,
    link: row.link,
    category: row.category,
    priority: row.priority,
    image: row.image_id === null ? null : (files.get(row.image_id) ?? null),
    timestamp: row.created_at,
    updatedAt: row.updated_at,
    ...(lang ? { contentLang, groupKey: { section: row.section, subsection: row.subsection } } : {}),
  };
}

/** A resource as the dashboard edits it: the Romanian fields and the English version beside them. */
export const toResourceEditorOutput = (row: ResourceRow, files: Map<number, FileOutput>): ResourceEditorOutput => ({
  ...toResourceOutput(row, files),
  sectionEn: row.section_en,
  subsectionEn: row.subsection_en,
  descriptionEn: row.description_en,
});

/** The English version's columns that an input sets: absent leaves them, null removes them. */
export const resourceTranslationColumns = (input: { sectionEn?: string | null; subsectionEn?: string | null; descriptionEn?: string | null }) =>
  englishColumns(input, RESOURCE_TRANSLATED);

/** Case- and accent-insensitive match over description, section and subsection ("sasiu" finds "Șasiu", issue 15). */
export function matchesSearch(row: ResourceRow, search: string | undefined): boolean {
  if (!search) return true;
  const needle = foldForSearch(search);
  return [row.description, row.section, row.subsection].some((text) => foldForSearch(text).includes(needle));
}
