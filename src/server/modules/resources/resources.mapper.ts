import type { FileOutput } from '../../../shared/schemas/files';
import { foldForSearch } from '../../../shared/search';
import type { ResourceOutput } from '../../../shared/schemas/resources';
import type { ResourceRow } from '../../db/types';

export const toResourceOutput = (row: ResourceRow, files: Map<number, FileOutput>): ResourceOutput => ({
  id: row.id,
  page: row.page,
  section: row.section,
  subsection: row.subsection,
  description: row.description,
  link: row.link,
  category: row.category,
  priority: row.priority,
  image: row.image_id === null ? null : (files.get(row.image_id) ?? null),
  timestamp: row.created_at,
  updatedAt: row.updated_at,
});

/** Case- and accent-insensitive match over description, section and subsection ("sasiu" finds "Șasiu", issue 15). */
export function matchesSearch(row: ResourceRow, search: string | undefined): boolean {
  if (!search) return true;
  const needle = foldForSearch(search);
  return [row.description, row.section, row.subsection].some((text) => foldForSearch(text).includes(needle));
}
