// Events of a season: the public lists and detail (with their partners), and the editors' writes.
import { DEFAULT_UPCOMING_LIMIT } from '../../../shared/constants';
import { AppError, notFound } from '../../../shared/errors';
import type { Locale } from '../../../shared/locale';
import { storedDocs } from '../../../shared/rich-text/stored';
import {
  EVENT_MESSAGES,
  eventRefSchema,
  type EventCreateInput,
  type EventEditorOutput,
  type EventRef,
  type EventFilter,
  type EventOutput,
  type EventUpdateInput,
} from '../../../shared/schemas/events';
import { sqliteCode } from '../../db/errors';
import type { Executor } from '../../db/connection';
import type { EventRow } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { fileOutputs, resolveAttachment, type AttachmentRequest } from '../files/files.service';
import { syncRichTextImages } from '../files/rich-text-images';
import { ftcYearsOf } from '../seasons';
import { sponsorsOfEvents } from '../sponsors/sponsors.service';
import { publicationColumns, touchesSchedule } from '../publishing/publication';
import type { Visibility } from '../publishing/visibility';
import { FTC_OWNED_EVENT_COLUMNS, staffOverrides } from '../ftc/ftc-sync.mapping';
import { eventChanges, inLang, newEventRow, toEventEditorOutput, toEventOutput } from './events.mapper';
import * as repo from './events.repository';
import { moveToBin } from '../bin/bin.service';

const ACCEPT = ['image'] as const;
const ENTITY_TYPE = 'event_image';
const M = EVENT_MESSAGES;


/** Outputs for many events with a handful of queries in all: the events, their sponsors (links, logos), images, seasons.
 * `visibility`: the read's own (a sponsor's list of events in a public answer names published events only); `lang`: a
 * public read's `?lang=` (decision 203). */
async function outputs(deps: Deps, rows: EventRow[], visibility: Visibility, lang?: Locale): Promise<EventOutput[]> {
  if (rows.length === 0) return [];
  const partners = await sponsorsOfEvents(deps, rows.map((r) => r.id), visibility);
  const files = await fileOutputs(deps.db, rows.map((r) => r.image_id));
  const years = await ftcYearsOf(deps.db, rows.map((r) => r.season_id));
  // A code reused in a newer season opens that event: an older one's address is then its id (issue 22, point 1).
  const opened = await repo.eventIdsByCode(deps.db, rows.flatMap((r) => (r.ftc_event_code ? [r.ftc_event_code] : [])), visibility);
  const pageRef = (row: EventRow) => (row.ftc_event_code && opened.get(row.ftc_event_code.toLowerCase()) === row.id ? row.ftc_event_code : String(row.id));
  const leagues = await repo.leagueNames(deps.db, rows.flatMap((r) => (r.ftc_league_code ? [r.season_id] : [])));
  const leagueOf = (row: EventRow) => (row.ftc_league_code ? (leagues.get(`${row.season_id}:${row.ftc_league_code}`) ?? null) : null);
  return rows.map((row) => inLang(toEventOutput(row, files, partners.get(row.id) ?? [], years.get(row.season_id) ?? null, pageRef(row), leagueOf(row)), row, lang));
}

const output = async (deps: Deps, row: EventRow, visibility: Visibility, lang?: Locale): Promise<EventOutput> => (await outputs(deps, [row], visibility, lang))[0]!;

/** The dashboard's events, with their English versions. */
async function editorOutputs(deps: Deps, rows: EventRow[]): Promise<EventEditorOutput[]> {
  const found = await outputs(deps, rows, 'all');
  return found.map((out, i) => toEventEditorOutput(out, rows[i]!));
}
const editorOutput = async (deps: Deps, row: EventRow): Promise<EventEditorOutput> => (await editorOutputs(deps, [row]))[0]!;

async function existing(deps: Deps, id: number): Promise<EventRow> {
  const row = await repo.findEvent(deps.db, id, 'all');
  if (!row) throw notFound('Event');
  return row;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });
const codeTaken = () => new AppError('CONFLICT', M.codeTaken, { fieldErrors: { ftcEventCode: [M.codeTaken] } });

async function checkSeason(deps: Deps, seasonId: number) {
  if (!(await repo.seasonExists(deps.db, seasonId))) throw invalid('seasonId', M.seasonMissing);
}

/** A code is unique within its season (FIRST reuses codes across seasons). */
async function checkCodeFree(deps: Deps, code: string, seasonId: number, eventId?: number) {
  const other = await repo.findEventInSeason(deps.db, seasonId, code);
  if (other && other.id !== eventId) throw codeTaken();
}

/** A constraint the checks above could not see (a concurrent write) still gets its plain answer. */
function constraintError(error: unknown): unknown {
  const code = sqliteCode(error);
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return codeTaken();
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return invalid('seasonId', M.seasonMissing);
  return error;
}

/**
 * The spec's date filters: dateEnd alone = ended before it (past); both = running at that moment (ongoing);
 * dateStart alone = starting after it (upcoming).
 */
export async function listEvents(deps: Deps, filter: EventFilter & { lang?: Locale } = {}): Promise<EventOutput[]> {
  return outputs(deps, await repo.listEvents(deps.db, 'public', eventQuery(filter)), 'public', filter.lang);
}

/** The dashboard's list: drafts and scheduled events too (EDITOR and ADMIN), with the same filters. */
export async function listAllEvents(deps: Deps, actor: Actor | null, filter: EventFilter = {}): Promise<EventEditorOutput[]> {
  authorize(actor, 'events:write');
  return editorOutputs(deps, await repo.listEvents(deps.db, 'all', eventQuery(filter)));
}

function eventQuery(filter: EventFilter): repo.EventQuery {
  const { seasonId, category, dateStart, dateEnd } = filter;
  const query: repo.EventQuery = { seasonId, category };
  if (dateStart && dateEnd) {
    query.startsAtOrBefore = dateStart;
    query.endsAtOrAfter = dateEnd;
  } else if (dateEnd) {
    query.endsBefore = dateEnd;
  } else if (dateStart) {
    query.startsAfter = dateStart;
  }
  return query;
}

/** Events that start after now, soonest first. */
export async function upcomingEvents(deps: Deps, limit: number = DEFAULT_UPCOMING_LIMIT): Promise<EventOutput[]> {
  return outputs(deps, await repo.listEvents(deps.db, 'public', { startsAfter: isoNow(deps.clock), limit }), 'public');
}

/** By numeric id, or else by the scoring-system code. */
export async function getEvent(deps: Deps, ref: number | string, lang?: Locale): Promise<EventOutput> {
  return output(deps, await byRef(deps, ref, 'public'), 'public', lang);
}

/** Any event, drafts included, for its edit form and its preview (EDITOR and ADMIN). */
export async function getEventForEditor(deps: Deps, actor: Actor | null, ref: number | string): Promise<EventEditorOutput> {
  authorize(actor, 'events:write');
  return editorOutput(deps, await byRef(deps, ref, 'all'));
}

/**
 * An event by its reference as eventRefSchema reads it: a number is its id (else, as before, a code spelled that way);
 * text is its scoring code (a code reused across seasons opens the current season's event, else the newest season's).
 * Not found: the Event 404.
 */
export async function eventRowByRef(db: Executor, ref: EventRef, visibility: Visibility): Promise<EventRow> {
  const row =
    typeof ref === 'number'
      ? ((await repo.findEvent(db, ref, visibility)) ?? (await repo.findEventByCode(db, String(ref), visibility)))
      : await repo.findEventByCode(db, ref, visibility);
  if (!row) throw notFound('Event');
  return row;
}

/** An event by the raw text of its page's URL (the page head, the event's calendar), read by eventRefSchema; text it refuses is no event. */
export async function getEventByPathText(deps: Deps, text: string, lang?: Locale): Promise<EventOutput> {
  const ref = eventRefSchema.safeParse(text);
  if (!ref.success) throw notFound('Event');
  return getEvent(deps, ref.data, lang);
}

const byRef = (deps: Deps, ref: number | string, visibility: Visibility): Promise<EventRow> => eventRowByRef(deps.db, ref, visibility);

export async function createEvent(deps: Deps, actor: Actor | null, input: EventCreateInput, attachment: AttachmentRequest = {}): Promise<EventEditorOutput> {
  authorize(actor, 'events:write');
  await checkSeason(deps, input.seasonId);
  if (input.ftcEventCode) await checkCodeFree(deps, input.ftcEventCode, input.seasonId);
  const now = isoNow(deps.clock);
  const publication = publicationColumns(input, now);
  const image = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  const row = await image.commit(() => repo.insertEvent(deps.db, { ...newEventRow(input, image.fileId ?? null, now), ...publication }), {
    mapError: constraintError,
  });
  await syncRichTextImages(deps, { event_id: row.id }, storedDocs(row));
  if (touchesSchedule(publication)) deps.publisher?.reschedule();
  return editorOutput(deps, row);
}

export async function updateEvent(deps: Deps, actor: Actor | null, id: number, input: EventUpdateInput, attachment: AttachmentRequest = {}): Promise<EventEditorOutput> {
  authorize(actor, 'events:write');
  const before = await existing(deps, id);
  const now = isoNow(deps.clock);
  const publication = publicationColumns(input, now, before);
  const changes = { ...eventChanges(input), ...publication };
  // One end may change alone: the pair as it will be stored must still be in order.
  if ((changes.date_end ?? before.date_end) < (changes.date_start ?? before.date_start)) throw invalid('dateEnd', M.dateOrder);
  if (input.seasonId !== undefined && input.seasonId !== before.season_id) await checkSeason(deps, input.seasonId);
  const code = input.ftcEventCode ?? (input.seasonId !== undefined ? before.ftc_event_code : undefined);
  if (code) await checkCodeFree(deps, code, input.seasonId ?? before.season_id, id);
  const image = await resolveAttachment(deps, actor, attachment, ACCEPT, ENTITY_TYPE);
  if (image.fileId !== undefined) changes.image_id = image.fileId;
  if (Object.keys(changes).length === 0) return editorOutput(deps, before);
  const overrides = staffOverrides(before, changes, FTC_OWNED_EVENT_COLUMNS);
  if (overrides !== undefined) changes.ftc_overrides = overrides;
  const row = await image.commit(() => repo.updateEvent(deps.db, id, { ...changes, updated_at: now }), {
    previousId: before.image_id,
    missing: () => notFound('Event'),
    mapError: constraintError,
  });
  if (input.description !== undefined || input.descriptionEn !== undefined) await syncRichTextImages(deps, { event_id: id }, storedDocs(row));
  if (touchesSchedule(publication, before)) deps.publisher?.reschedule();
  return editorOutput(deps, row);
}

/** Moves the event to the bin (decision 198) with its team and sponsor links; its sponsors stay in the library. */
export async function deleteEvent(deps: Deps, actor: Actor | null, id: number): Promise<{ id: number }> {
  authorize(actor, 'events:write');
  if (!(await moveToBin(deps, actor, 'event', id))) throw notFound('Event');
  return { id };
}

/** A published event's row by id or code, as GET /events/:id finds it (the results read: modules/results). */
export const publicEventRow = (deps: Deps, ref: number | string): Promise<EventRow> => byRef(deps, ref, 'public');
