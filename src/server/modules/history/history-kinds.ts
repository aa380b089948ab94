// What "Restore this version" may put back for each kind of item (decision 197): the columns it restores and how
// a stored value becomes the field its own update schema takes. The publishing state (status, publish_at), an
// address (slug) and the FTC sync's bookkeeping are not versions of the content: they stay as they are.
import type { Action } from '../../../shared/policy';
import type { HistoryType } from '../../../shared/schemas/history';
import { EVENT_CLEARABLE, type EventClearable } from '../../../shared/schemas/events';

export type Row = Record<string, unknown>;

export interface RowKind {
  table: 'home_posts' | 'events' | 'resources';
  /** Who may read the item's history and restore it: whoever may edit it. */
  action: Action;
  /** Column -> the update input's field. A rich description's two columns both map to `description`. */
  fields: Record<string, string>;
}

const description = { description: 'description', description_doc: 'description' };
// The English version (decision 203): restored like its Romanian twin; a null puts back "none".
const english = { title_en: 'titleEn', description_en: 'descriptionEn', description_en_doc: 'descriptionEn' };

export const ROW_KINDS: Record<Exclude<HistoryType, 'site-settings'>, RowKind> = {
  post: {
    table: 'home_posts',
    action: 'posts:write',
    fields: {
      title: 'title',
      ...description,
      ...english,
      priority: 'priority',
      image_position: 'imagePosition',
      announcement: 'announcement',
      image_id: 'imageId',
    },
  },
  event: {
    table: 'events',
    action: 'events:write',
    fields: {
      title: 'title',
      short_description: 'shortDescription',
      ...description,
      ...english,
      location: 'location',
      address: 'address',
      latitude: 'latitude',
      longitude: 'longitude',
      organizer: 'organizer',
      date_start: 'dateStart',
      date_end: 'dateEnd',
      link: 'link',
      brochure_link: 'brochureLink',
      category: 'category',
      ftc_event_code: 'ftcEventCode',
      applications_deadline: 'applicationsDeadline',
      tags: 'tags',
      season_id: 'seasonId',
      image_id: 'imageId',
    },
  },
  resource: {
    table: 'resources',
    action: 'resources:write',
    fields: {
      page: 'page',
      section: 'section',
      subsection: 'subsection',
      description: 'description',
      // The English version (decision 204), plain text like its Romanian twin.
      section_en: 'sectionEn',
      subsection_en: 'subsectionEn',
      description_en: 'descriptionEn',
      link: 'link',
      category: 'category',
      priority: 'priority',
      image_id: 'imageId',
    },
  },
};

export const HISTORY_ACTION: Record<HistoryType, Action> = {
  post: ROW_KINDS.post.action,
  event: ROW_KINDS.event.action,
  resource: ROW_KINDS.resource.action,
  'site-settings': 'site:settings',
};

/** A field's value as its update schema takes it, from the row as it was (a rich description: its document). */
function fieldValue(field: string, row: Row): unknown {
  if (field === 'description' && typeof row.description_doc === 'string') return JSON.parse(row.description_doc);
  if (field === 'descriptionEn' && typeof row.description_en_doc === 'string') return JSON.parse(row.description_en_doc);
  if (field === 'announcement') return row.announcement === 1;
  if (field === 'tags') return typeof row.tags === 'string' ? JSON.parse(row.tags) : [];
  return row[KEY_OF_FIELD[field] ?? field];
}

const KEY_OF_FIELD: Record<string, string> = Object.fromEntries(
  Object.values(ROW_KINDS).flatMap((kind) => Object.entries(kind.fields).filter(([column]) => !column.endsWith('_doc')).map(([column, field]) => [field, column])),
);

/**
 * The update input that puts back `columns` as `row` has them; an empty optional value of an event is cleared
 * (its update's `clear`), the way the form empties it.
 */
export function restoreInput(kind: RowKind, row: Row, columns: string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const clear: EventClearable[] = [];
  for (const field of new Set(columns.map((c) => kind.fields[c]).filter((f): f is string => f !== undefined))) {
    const value = fieldValue(field, row);
    if ((value === null || value === '') && kind.table === 'events' && (EVENT_CLEARABLE as readonly string[]).includes(field)) clear.push(field as EventClearable);
    else input[field] = value;
  }
  if (clear.length) input.clear = clear;
  return input;
}
