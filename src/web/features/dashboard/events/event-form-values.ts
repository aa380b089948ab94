// The event form's values as the inputs hold them (text), from an event or blank for a new one, and what is sent:
// only non-empty fields (spec 02 §5); on update, optional fields the user emptied are named in `clear`.
import { isoToBucharestInput } from '../../../../shared/bucharest-time';
import { DEFAULT_ORGANIZER } from '../../../../shared/constants';
import { EVENT_CLEARABLE, type EventClearable, type EventEditorOutput } from '../../../../shared/schemas/events';
import type { RichTextInput } from '../../../../shared/schemas/rich-text';
import { statusValues } from '../ui/publish-status';

export const EVENT_FORM_FIELDS = [
  'title',
  'shortDescription',
  'description',
  'location',
  'address',
  'organizer',
  'category',
  'dateStart',
  'dateEnd',
  'applicationsDeadline',
  'link',
  'brochureLink',
  'ftcEventCode',
  'tags',
  'latitude',
  'longitude',
  'seasonId',
  'status',
  'publishAt',
  'titleEn',
  'descriptionEn',
] as const;
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];
/** Text as the inputs hold it; the descriptions are the editor's documents ('' when empty). */
export type EventFormValues = Record<Exclude<EventFormField, 'description' | 'descriptionEn'>, string> & { description: RichTextInput; descriptionEn: RichTextInput };

/** datetime-local inputs hold Bucharest wall time (issue 15; the spec's UTC slice was not what editors type). */
export const toDateTimeInput = (iso: string | null | undefined): string => isoToBucharestInput(iso);

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A new event: blank, in the current season, organised by the default organizer. */
export function blankEventValues(seasonId: number | null): EventFormValues {
  const values = Object.fromEntries(EVENT_FORM_FIELDS.map((field) => [field, ''])) as EventFormValues;
  return { ...values, organizer: DEFAULT_ORGANIZER, seasonId: text(seasonId), ...statusValues(null) };
}

export function eventToValues(event: EventEditorOutput): EventFormValues {
  return {
    title: event.title,
    shortDescription: event.shortDescription,
    description: event.descriptionDoc,
    location: event.location,
    address: text(event.address),
    organizer: event.organizer,
    category: event.category,
    dateStart: toDateTimeInput(event.dateStart),
    dateEnd: toDateTimeInput(event.dateEnd),
    applicationsDeadline: toDateTimeInput(event.applicationsDeadline),
    link: event.link,
    brochureLink: text(event.brochureLink),
    ftcEventCode: text(event.ftcEventCode),
    tags: event.tags.join(', '),
    latitude: text(event.latitude),
    longitude: text(event.longitude),
    seasonId: text(event.seasonId),
    titleEn: text(event.titleEn),
    descriptionEn: event.descriptionEnDoc ?? '',
    ...statusValues(event),
  };
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Blank text, null and empty lists become undefined, which is not sent (the keys stay for the input's type). */
export function nonEmpty<T extends object>(data: T): { [K in keyof T]-?: T[K] | undefined } {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, isBlank(value) ? undefined : value])) as {
    [K in keyof T]-?: T[K] | undefined;
  };
}

/** The optional fields that had a value and were emptied: the update asks the server to clear them. */
export function clearedFields(before: Record<string, unknown>, after: Record<string, unknown>): EventClearable[] {
  return EVENT_CLEARABLE.filter((field) => !isBlank(before[field]) && isBlank(after[field]));
}
