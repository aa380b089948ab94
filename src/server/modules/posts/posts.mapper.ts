import type { FileOutput } from '../../../shared/schemas/files';
import type { PostOutput } from '../../../shared/schemas/posts';
import type { HomePostRow } from '../../db/types';
import { storedRichDoc } from '../../../shared/rich-text/stored';

export const toPostOutput = (row: HomePostRow, files: Map<number, FileOutput>): PostOutput => ({
  id: row.id,
  title: row.title,
  description: row.description,
  descriptionDoc: storedRichDoc(row.description_doc, row.description),
  priority: row.priority,
  imagePosition: row.image_position,
  announcement: row.announcement === 1,
  image: row.image_id === null ? null : (files.get(row.image_id) ?? null),
  timestamp: row.created_at,
  updatedAt: row.updated_at,
  slug: row.slug ?? String(row.id),
  status: row.status,
  publishAt: row.publish_at,
});
