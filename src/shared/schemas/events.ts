// Events: the one place for the event form's rules and messages (spec 02 §5 "Event form"), the list filters of the
// public calls (01 §7) and what the API answers.
import { z } from 'zod';
import { EVENT_CATEGORIES, MAX_UPCOMING_LIMIT } from '../constants';
import { blank, blankToUndefined, dateTime, freeText, fromDecimalText, idSchema, integer, optionalLink, optionalText, partialFields, requiredText, webLink, type NumberInput } from './fields';
import { fileOutput } from './files';
import { richDocOutput, richTextField } from './rich-text';
import { contentLangQuery, englishTitleAndDescription, fieldLangs } from './content-lang';
import { publicationOutput, publishFields, scheduleNeedsTime, type PublishStatus } from './publishing';
import { sponsorOutput } from './sponsors';

export const EVENT_MESSAGES = {
  title: 'Title is required and must be at least 5 characters',
  shortDescription: 'Short description is required and must be at least 10 characters',
  description: 'Description is required and must be at least 20 characters',
  location: 'Location is required',
  organizer: 'Organizer is required',
  dateStart: 'Start date is required',
  dateEnd: 'End date is required',
  dateStartInvalid: 'Start date must be a valid date',
  dateEndInvalid: 'End date must be a valid date',
  dateOrder: 'End date must be after the start date',
  link: 'Valid URL is required',
  category: 'Category is required',
  categoryUnknown: `Category must be one of: ${EVENT_CATEGORIES.join(', ')}`,
  seasonId: 'Season is required',
  seasonMissing: 'The selected season does not exist.',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  brochureLink: 'Please enter a valid URL starting with http:// or https://',
  ftcEventCode: 'The event code may contain only letters, digits, - and _, and must contain a letter',
  codeTaken: 'An event with this code already exists.',
  invalidDate: 'Must be a valid date',
  invalidForm: 'Please fill in all required fields correctly.',
  notFound: 'Event not found.',
} as const;

const M = EVENT_MESSAGES;

/** Codes go into URLs (/events/{code}); a letter keeps them apart from numeric ids. */
export const EVENT_CODE = /^(?=.*[A-Za-z])[A-Za-z0-9_-]{1,50}$/;


const toNumber = (v: NumberInput | undefined): unknown => {
  const blank = blankToUndefined(v);
  return typeof blank === 'string' ? Number(blank) : blank;
};

const coordinate = (limit: number, message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).min(-limit, message).max(limit, message).optional());

export const eventCategorySchema = z.enum(EVENT_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? M.category : M.categoryUnknown),
});

/** Tags: a list of text, or comma-separated text from a form. Blank entries and repeats are dropped. */
export const tagsSchema = z.preprocess(
  (v: string | string[] | null | undefined) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' ? blank.split(',') : blank;
  },
  z
    .array(freeText({ error: 'Each tag must be text' }).trim().max(50, 'A tag must be at most 50 characters'), { error: 'Tags must be a list' })
    .max(30, 'An event can have at most 30 tags')
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .optional(),
);

const optionalDate = blank(dateTime({ required: M.invalidDate, invalid: M.invalidDate }).optional());

export const eventFields = z.object({
  title: requiredText(M.title, { length: 5, message: M.title }, 200),
  shortDescription: requiredText(M.shortDescription, { length: 10, message: M.shortDescription }, 500),
  // Rich text (decision 196): the editor's document or plain text; the length counts the visible text.
  description: blank(richTextField({ required: M.description, min: { length: 20, message: M.description }, max: 20_000 })),
  location: requiredText(M.location, undefined, 200),
  address: optionalText(300),
  latitude: coordinate(90, M.latitude),
  longitude: coordinate(180, M.longitude),
  organizer: requiredText(M.organizer, undefined, 200),
  dateStart: dateTime({ required: M.dateStart, invalid: M.dateStartInvalid }),
  dateEnd: dateTime({ required: M.dateEnd, invalid: M.dateEndInvalid }),
  link: blank(webLink(M.link)),
  brochureLink: optionalLink(M.brochureLink),
  category: blank(eventCategorySchema),
  ftcEventCode: blank(freeText({ error: 'Must be text' }).trim().max(50, 'Must be at most 50 characters').regex(EVENT_CODE, M.ftcEventCode).optional()),
  applicationsDeadline: optionalDate,
  tags: tagsSchema,
  seasonId: integer({ required: M.seasonId, invalid: M.seasonId }),
  ...publishFields,
});

/** The optional English version of what staff write (decision 203): apart from eventFields, whose update reads
 * blank as "not sent", while a blank translation is removed. */
const englishFields = englishTitleAndDescription({ min: 5, max: 200 }, { min: 20, max: 20_000 });

/** Optional fields an update may empty (the dashboard's way to remove a value; a form only sends non-empty ones). */
export const EVENT_CLEARABLE = ['address', 'latitude', 'longitude', 'brochureLink', 'ftcEventCode', 'applicationsDeadline', 'tags'] as const;
export type EventClearable = (typeof EVENT_CLEARABLE)[number];

const clearList = z.preprocess(
  (v: string | string[] | null | undefined) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' ? blank.split(',').map((s) => s.trim()) : blank;
  },
  z.array(z.enum(EVENT_CLEARABLE, { error: `Only these fields can be cleared: ${EVENT_CLEARABLE.join(', ')}` })).optional(),
);

// Runs even when a date failed its own check (zod keeps going), so only two real dates are compared.
function datesInOrder(value: { dateStart?: string; dateEnd?: string; status?: PublishStatus; publishAt?: string }, ctx: z.RefinementCtx) {
  const start = Date.parse(value.dateStart ?? '');
  const end = Date.parse(value.dateEnd ?? '');
  if (end < start) ctx.addIssue({ code: 'custom', message: M.dateOrder, path: ['dateEnd'] });
  scheduleNeedsTime(value, ctx);
}

export const eventCreateInput = eventFields.extend(englishFields).superRefine(datesInOrder);
export type EventCreateInput = z.output<typeof eventCreateInput>;

export const eventUpdateInput = z.object({ ...partialFields(eventFields.shape), ...englishFields, clear: clearList }).superRefine(datesInOrder);
export type EventUpdateInput = z.output<typeof eventUpdateInput>;

/** An uploaded file's id (uploaded first, with progress), or null to remove the image. */
const fileRef = z.union([z.null(), idSchema]).optional();

/** tRPC inputs: the same fields, plus the id and the image by file id. */
export const eventCreateRequest = eventFields.extend({ ...englishFields, imageId: fileRef }).superRefine(datesInOrder);
export const eventUpdateRequest = z
  .object({ ...partialFields(eventFields.shape), ...englishFields, clear: clearList, id: idSchema, imageId: fileRef })
  .superRefine(datesInOrder);
export const eventIdInput = z.object({ id: idSchema });

/**
 * An event reference, the one reading of it for every route and procedure that takes one (the public route
 * /events/{ftcscoringeventid}, its teams, results and calendar, the editor's read): decimal text is the numeric id by
 * idSchema's rule (no leading zeros, positive), any other text is the scoring-system code, 1-100 characters. Text
 * is trimmed first, so " 12 " is the id 12 as before.
 */
export const eventRefSchema = z.preprocess(
  (v: number | string) => (typeof v === 'string' ? v.trim() : v),
  z.union([idSchema, z.string().min(1, M.notFound).max(100, M.notFound)], { error: M.notFound }),
);
export type EventRef = z.output<typeof eventRefSchema>;
export const eventRefInput = z.object({ id: eventRefSchema });

/** GET /events query, also the tRPC list input. */
export const eventFilter = z.object({
  seasonId: blank(idSchema.optional()),
  category: blank(eventCategorySchema.optional()),
  dateStart: blank(dateTime({ required: M.invalidDate, invalid: 'dateStart must be a valid date' }).optional()),
  dateEnd: blank(dateTime({ required: M.invalidDate, invalid: 'dateEnd must be a valid date' }).optional()),
});
export type EventFilter = z.output<typeof eventFilter>;
/** The public list's filter and its `?lang=` (decision 203). */
export const eventListQuery = eventFilter.extend(contentLangQuery.shape);

/** GET /events/upcoming/{limit}: a positive whole number, at most MAX_UPCOMING_LIMIT (more is capped). */
export const upcomingLimitSchema = z.preprocess(
  fromDecimalText(),
  z
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .positive('Limit must be at least 1')
    .transform((n) => Math.min(n, MAX_UPCOMING_LIMIT)),
);

/** REST path parameters of the event reads. */
export const upcomingLimitParams = z.object({ limit: upcomingLimitSchema });
export const eventCategoryParams = z.object({ category: eventCategorySchema });
export const eventSeasonParams = z.object({ seasonId: idSchema });

export const coordinatesOutput = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof coordinatesOutput>;

/** No map for a missing coordinate, nor for (0, 0): the form's default, not a real place. */
export function eventCoordinates(latitude: number | null, longitude: number | null): Coordinates | null {
  if (latitude === null || longitude === null) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { lat: latitude, lng: longitude };
}

export const eventOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  shortDescription: z.string(),
  /** The visible text of the description (plain text: the spec's field). */
  description: z.string(),
  /** The description as structured rich text (decision 196), rendered by the event's page. */
  descriptionDoc: richDocOutput,
  location: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  organizer: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  link: z.string(),
  brochureLink: z.string().nullable(),
  category: z.string(),
  ftcEventCode: z.string().nullable(),
  /** What /events/{pageRef} opens: the code, or the id when the code opens another season's event (FIRST reuses codes). */
  pageRef: z.string(),
  applicationsDeadline: z.string().nullable(),
  seasonId: z.number().int(),
  image: fileOutput.nullable(),
  /** The sponsors linked to this event. */
  partners: z.array(sponsorOutput),
  coordinates: coordinatesOutput.nullable(),
  tags: z.array(z.string()),
  /** Romanian, e.g. '17 - 19 ianuarie 2025'. */
  dateRange: z.string(),
  /** FIRST's official page and FTCScout's, for an event with a code in a season whose FTC year is known. */
  ftcPages: z.object({ official: z.string(), ftcScout: z.string() }).nullable(),
  /** What FIRST publishes that visitors use (issue 22, point 8); null for an event FIRST never gave. */
  ftcInfo: z
    .object({
      typeName: z.string().nullable(),
      /** A division's parent event code, in the same season. */
      parentCode: z.string().nullable(),
      league: z.object({ code: z.string(), name: z.string() }).nullable(),
      liveStreamUrl: z.string().nullable(),
      webcasts: z.array(z.string()),
      website: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...publicationOutput,
  /** Only in a read with `?lang=` (decision 203): the language title and description are in. */
  contentLang: fieldLangs('title', 'description').optional(),
});
export type EventOutput = z.infer<typeof eventOutput>;

/** An event as the dashboard edits it: with its English version (null where none), never in a public answer. */
export const eventEditorOutput = eventOutput.extend({
  titleEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionEnDoc: richDocOutput.nullable(),
});
export type EventEditorOutput = z.infer<typeof eventEditorOutput>;
