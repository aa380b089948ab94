// FIRST's records -> our columns. Which fields the sync owns is written here once: on an update only these change;
// everything else (an event's title, descriptions, image, sponsors; a team's motto, about, social links) belongs to
// the dashboard and is never overwritten.
import { plainRichText, richTextColumns } from '../../../shared/rich-text/stored';
import type { Insertable, Updateable } from 'kysely';
import { SITE_TIME_ZONE } from '../../../shared/bucharest-time';
import { DEFAULT_ORGANIZER, type EventCategory } from '../../../shared/constants';
import { ftcLinks } from '../../../shared/schemas/ftc-sync';
import type { EventRow, EventsTable, TeamsTable } from '../../db/types';
import type { FtcEvent, FtcTeam } from './ftc-api.schemas';

/** The event columns FIRST owns: rewritten by every sync, except those staff changed by hand (ftc_overrides). */
export const FTC_OWNED_EVENT_COLUMNS = [
  'date_start',
  'date_end',
  'location',
  'address',
  'category',
  'link',
  'ftc_type_name',
  'ftc_parent_code',
  'ftc_league_code',
  'live_stream_url',
  'webcasts',
  'website',
] as const;
/** The team columns FIRST owns: rewritten by every sync when FIRST has a value (a null never erases ours), except
 * those staff changed by hand (ftc_overrides). */
export const FTC_OWNED_TEAM_COLUMNS = ['name', 'school', 'city', 'rookie_year', 'website', 'country'] as const;

/** The FIRST-owned columns staff changed by hand (a JSON array in ftc_overrides); anything unreadable is none. */
export function parseOverrides(text: string | null | undefined): Set<string> {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Every typeName FIRST uses (ftc-events-api.md) -> our categories; FIRST's own name is kept in ftc_type_name. */
const CATEGORY_BY_TYPE: Record<string, EventCategory> = {
  kickoff: 'Kickoff',
  'league meet': 'FTC',
  qualifier: 'FTC',
  'super qualifier': 'FTC',
  premier: 'FTC',
  'league tournament': 'League Tournament',
  // In one country, FIRST's "Championship" is the national one.
  championship: 'National Championship',
  'first championship': 'World Championship',
  workshop: 'Workshop',
  scrimmage: 'Other',
  'off-season': 'Other',
  'demo / exhibition': 'Other',
  'demo/exhibition': 'Other',
  'volunteer signup': 'Other',
  'practice day': 'Other',
};

const typeKey = (typeName: string | null | undefined) => (typeName ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

export const categoryOf = (typeName: string | null | undefined): EventCategory => CATEGORY_BY_TYPE[typeKey(typeName)] ?? 'Other';

/** A typeName FIRST had not used when this was written: the event is Other, and the report says so. */
export const isKnownType = (typeName: string | null | undefined): boolean => typeKey(typeName) in CATEGORY_BY_TYPE;

/** An https address only (a livestream or a webcast link); anything else is dropped. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  try {
    return new URL(v).protocol === 'https:' && !/\s/.test(v) ? v : null;
  } catch {
    return null;
  }
}

/** Minutes to add to UTC to get the zone's wall clock at that instant. */
function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((wall - utcMs) / 60_000);
}

/** The venue's wall clock of an instant: its date and time of day ('2026-02-14', '09:30:00'). */
export function venueWallClock(utcIso: string, timeZone: string | null | undefined): { date: string; time: string } {
  const at = Date.parse(utcIso);
  const wall = new Date(at + zoneOffsetMinutes(at, validZone(timeZone)) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}

function validZone(timeZone: string | null | undefined): string {
  const zone = timeZone || SITE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return SITE_TIME_ZONE;
  }
}

/**
 * FIRST gives dates only (issue 22, point 7): a time of day staff set is never overwritten. The same day keeps the
 * stored instant; a moved day keeps the staff's time of day on FIRST's new date. FIRST's own defaults (00:00 for a
 * start, 23:59:59 for an end) are not staff times.
 */
export function keepStaffTimes<T extends { date_start: string; date_end: string }>(owned: T, existing: Pick<EventRow, 'date_start' | 'date_end'>, timeZone: string | null | undefined): T {
  const keep = (first: string, stored: string, fallback: string): string => {
    const ours = venueWallClock(stored, timeZone);
    const theirs = venueWallClock(first, timeZone);
    if (ours.date === theirs.date) return stored;
    if (ours.time === fallback) return first;
    return venueTimeToUtc(`${theirs.date}T${ours.time}`, timeZone);
  };
  const date_start = keep(owned.date_start, existing.date_start, '00:00:00');
  const date_end = keep(owned.date_end, existing.date_end, '23:59:59');
  return { ...owned, date_start, date_end: date_end < date_start ? date_start : date_end };
}

/**
 * FIRST's dates are the venue's wall clock without an offset ('2026-02-14T00:00:00') and a zone name: the instant, as
 * our ISO UTC text. An unknown zone counts as Romania's. `endOfDay` turns a midnight end (FIRST's usual "last day")
 * into 23:59:59 of that day, so the event is still ongoing on its last day.
 */
export function venueTimeToUtc(local: string, timeZone: string | null | undefined, endOfDay = false): string {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d))?)?/.exec(local);
  if (!match) throw new Error(`unreadable date "${local}"`);
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  let wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (endOfDay && h === '00' && mi === '00' && s === '00') wall += 24 * 3600_000 - 1000;
  const zone = validZone(timeZone);
  // Two passes find the offset in force at the instant itself (around a DST change the first guess may be off).
  let utc = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  utc = wall - zoneOffsetMinutes(utc, zone) * 60_000;
  return new Date(utc).toISOString();
}

const clean = (v: string | null | undefined): string | null => {
  const t = v?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** The columns FIRST owns, for a create or an update. */
export function ownedEventColumns(event: FtcEvent, year: number) {
  const start = venueTimeToUtc(event.dateStart, event.timezone);
  const end = venueTimeToUtc(event.dateEnd, event.timezone, true);
  const place = [clean(event.venue), clean(event.address), clean(event.city)].filter((p): p is string => p !== null);
  return {
    date_start: start,
    date_end: end < start ? start : end,
    location: clean(event.city) ?? clean(event.venue) ?? clean(event.country) ?? 'România',
    address: place.length ? [...new Set(place)].join(', ') : null,
    category: categoryOf(event.typeName),
    link: ftcLinks.event(year, event.code),
    ftc_type_name: clean(event.typeName),
    // A division belongs to its parent event (FIRST's divisionCode names the parent's code).
    ftc_parent_code: clean(event.divisionCode) && clean(event.divisionCode)?.toUpperCase() !== event.code.toUpperCase() ? clean(event.divisionCode) : null,
    ftc_league_code: clean(event.leagueCode),
    live_stream_url: httpsUrl(event.liveStreamUrl),
    webcasts: JSON.stringify((event.webcasts ?? []).map((w) => httpsUrl(typeof w === 'object' && w !== null ? (w as { url?: unknown }).url : w)).filter((w): w is string => w !== null)),
    website: websiteOf(event.website),
  } satisfies Updateable<EventsTable>;
}

/** A new event: FIRST's name is the first title; the texts the dashboard requires are written for it. */
export function newEventColumns(event: FtcEvent, year: number, seasonId: number, now: string): Insertable<EventsTable> {
  const owned = ownedEventColumns(event, year);
  const type = clean(event.typeName) ?? 'Eveniment';
  const where = clean(event.venue) ? `${clean(event.venue)}, ${owned.location}` : owned.location;
  return {
    ...owned,
    title: clean(event.name) ?? event.code,
    short_description: `${type} FIRST Tech Challenge – ${owned.location}.`,
    ...richTextColumns(plainRichText(`Eveniment oficial FIRST Tech Challenge (${type}), la ${where}. Echipele înscrise, programul și rezultatele sunt pe pagina oficială FIRST a evenimentului.`)),
    organizer: DEFAULT_ORGANIZER,
    ftc_event_code: event.code,
    season_id: seasonId,
    image_id: null,
    ftc_synced_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** A web address FIRST gives without its scheme ('www.team.ro') gets https://; anything else is dropped. */
export function websiteOf(value: string | null | undefined): string | null {
  const v = clean(value);
  if (!v) return null;
  if (/^https?:\/\/\S+$/i.test(v)) return v;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v)) return `https://${v}`;
  return null;
}

/** The team's own name is nameShort; nameFull lists sponsors and school. */
export const teamNameOf = (team: FtcTeam): string => clean(team.nameShort) ?? clean(team.nameFull) ?? `Echipa ${team.teamNumber}`;

/** FIRST's values for the owned columns; a null (FIRST has none) is left out, so it never erases ours. */
export function ownedTeamColumns(team: FtcTeam): Updateable<TeamsTable> {
  const columns: Updateable<TeamsTable> = { name: teamNameOf(team) };
  const school = clean(team.schoolName);
  const city = clean(team.city);
  const website = websiteOf(team.website);
  if (school) columns.school = school;
  if (city) columns.city = city;
  if (team.rookieYear != null && team.rookieYear >= 1990 && team.rookieYear <= 2100) columns.rookie_year = team.rookieYear;
  if (website) columns.website = website;
  const country = clean(team.country);
  if (country) columns.country = country;
  return columns;
}

/**
 * Staff edits survive the sync (issue 22, point 7; decision 143): when staff save a synced row, each FIRST-owned
 * column whose value they changed joins the row's overrides, which the sync keeps from then on (its report names
 * FIRST's different value). An event's dates count only when the day changes: a time of day alone is kept anyway,
 * since FIRST gives dates only (keepStaffTimes). Answers the new JSON, or undefined when nothing joins.
 */
export function staffOverrides(
  before: { ftc_synced_at: string | null; ftc_overrides: string } & Record<string, unknown>,
  changes: Record<string, unknown>,
  columns: readonly string[],
): string | undefined {
  if (before.ftc_synced_at === null) return undefined;
  const overrides = parseOverrides(before.ftc_overrides);
  const size = overrides.size;
  for (const column of columns) {
    const value = changes[column];
    if (value === undefined || value === before[column]) continue;
    if ((column === 'date_start' || column === 'date_end') && typeof value === 'string' && typeof before[column] === 'string') {
      if (venueWallClock(value, SITE_TIME_ZONE).date === venueWallClock(before[column], SITE_TIME_ZONE).date) continue;
    }
    overrides.add(column);
  }
  return overrides.size > size ? JSON.stringify([...overrides].sort()) : undefined;
}
