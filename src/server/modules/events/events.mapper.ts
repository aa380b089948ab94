// Rows <-> API: the event output (with its partners, coordinates and Romanian date range) and the columns a
// create or update writes.
import type { Insertable, Updateable } from 'kysely';
import { formatDateRange } from '../../../shared/format';
import { eventCoordinates, type EventCreateInput, type EventOutput, type EventUpdateInput } from '../../../shared/schemas/events';
import type { FileOutput } from '../../../shared/schemas/files';
import { ftcLinks } from '../../../shared/schemas/ftc-sync';
import type { SponsorOutput } from '../../../shared/schemas/sponsors';
import type { EventRow, EventsTable } from '../../db/types';
import { englishVersion, richTextColumns, storedRichDoc, titleAndDescriptionIn, translationColumns } from '../../../shared/rich-text/stored';
import type { Locale } from '../../../shared/locale';
import type { EventEditorOutput } from '../../../shared/schemas/events';

/** The tags column holds a JSON array of strings; anything else reads as no tags. */
export function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** `files`: images loaded for many events at once (fileOutputs); `partners`: this event's sponsors; `ftcYear`: its season's. */
export const toEventOutput = (
  row: EventRow,
  files: ReadonlyMap<number, FileOutput>,
  partners: SponsorOutput[],
  ftcYear: number | null = null,
  pageRef: string = row.ftc_event_code ?? String(row.id),
  leagueName: string | null = null,
): EventOutput => ({
  id: row.id,
  title: row.title,
  shortDescription: row.short_description,
  description: row.description,
  descriptionDoc: storedRichDoc(row.description_doc, row.description),
  location: row.location,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  organizer: row.organizer,
  dateStart: row.date_start,
  dateEnd: row.date_end,
  link: row.link,
  brochureLink: row.brochure_link,
  category: row.category,
  ftcEventCode: row.ftc_event_code,
  pageRef,
  applicationsDeadline: row.applications_deadline,
  seasonId: row.season_id,
  image: row.image_id === null ? null : (files.get(row.image_id) ?? null),
  partners,
  coordinates: eventCoordinates(row.latitude, row.longitude),
  tags: parseTags(row.tags),
  dateRange: formatDateRange(row.date_start, row.date_end),
  ftcPages:
    row.ftc_event_code && ftcYear !== null
      ? { official: ftcLinks.event(ftcYear, row.ftc_event_code), ftcScout: ftcLinks.eventScout(ftcYear, row.ftc_event_code) }
      : null,
  ftcInfo:
    row.ftc_synced_at === null
      ? null
      : {
          typeName: row.ftc_type_name,
          parentCode: row.ftc_parent_code,
          league: row.ftc_league_code ? { code: row.ftc_league_code, name: leagueName ?? row.ftc_league_code } : null,
          liveStreamUrl: row.live_stream_url,
          webcasts: parseTags(row.webcasts),
          website: row.website,
        },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  status: row.status,
  publishAt: row.publish_at,
});

/**
 * An event as a public read with `lang` answers it (decision 203): title and description in that language where the
 * event has them, and `contentLang` naming each one's language. Without `lang` the spec's Romanian answer.
 */
export const inLang = (output: EventOutput, row: EventRow, lang: Locale | undefined): EventOutput => (lang ? { ...output, ...titleAndDescriptionIn(row, lang) } : output);

/** An event as the dashboard edits it: the Romanian fields and the English version beside them. */
export const toEventEditorOutput = (output: EventOutput, row: EventRow): EventEditorOutput => ({ ...output, ...englishVersion(row) });

export const newEventRow = (input: EventCreateInput, imageId: number | null, now: string): Insertable<EventsTable> => ({
  title: input.title,
  short_description: input.shortDescription,
  ...richTextColumns(input.description),
  location: input.location,
  address: input.address ?? null,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  organizer: input.organizer,
  date_start: input.dateStart,
  date_end: input.dateEnd,
  link: input.link,
  brochure_link: input.brochureLink ?? null,
  category: input.category,
  ftc_event_code: input.ftcEventCode ?? null,
  applications_deadline: input.applicationsDeadline ?? null,
  tags: JSON.stringify(input.tags ?? []),
  season_id: input.seasonId,
  image_id: imageId,
  ...translationColumns(input),
  created_at: now,
  updated_at: now,
});

const CLEARED: Record<NonNullable<EventUpdateInput['clear']>[number], Updateable<EventsTable>> = {
  address: { address: null },
  latitude: { latitude: null },
  longitude: { longitude: null },
  brochureLink: { brochure_link: null },
  ftcEventCode: { ftc_event_code: null },
  applicationsDeadline: { applications_deadline: null },
  tags: { tags: '[]' },
};

/** Only what was sent changes; `clear` empties optional fields on purpose (a sent value wins). */
export function eventChanges(input: EventUpdateInput): Updateable<EventsTable> {
  const changes: Updateable<EventsTable> = {};
  for (const field of input.clear ?? []) Object.assign(changes, CLEARED[field]);
  const set = <K extends keyof EventsTable>(column: K, value: Updateable<EventsTable>[K] | undefined) => {
    if (value !== undefined) changes[column] = value;
  };
  set('title', input.title);
  set('short_description', input.shortDescription);
  if (input.description !== undefined) Object.assign(changes, richTextColumns(input.description));
  set('location', input.location);
  set('address', input.address);
  set('latitude', input.latitude);
  set('longitude', input.longitude);
  set('organizer', input.organizer);
  set('date_start', input.dateStart);
  set('date_end', input.dateEnd);
  set('link', input.link);
  set('brochure_link', input.brochureLink);
  set('category', input.category);
  set('ftc_event_code', input.ftcEventCode);
  set('applications_deadline', input.applicationsDeadline);
  set('tags', input.tags && JSON.stringify(input.tags));
  set('season_id', input.seasonId);
  Object.assign(changes, translationColumns(input));
  return changes;
}
