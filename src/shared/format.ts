// Dates as the site shows them: Romanian locale, Romanian time (the same text on the server and in the browser,
// whatever the machine's own time zone is).

import { bucharestDay, eventTimeOfDay, SITE_TIME_ZONE } from './bucharest-time';
import { INTL_LOCALE, type Locale } from './locale';

export const DISPLAY_LOCALE = 'ro-RO';

type DateInput = string | number | Date | null | undefined;

const mediumDate = new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: SITE_TIME_ZONE, dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: SITE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat(DISPLAY_LOCALE, { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface DayParts {
  day: string;
  month: string;
  year: string;
}

/** Long dates per language ('ro-RO' first, made once; 'en-GB' when an English page asks). */
const longDates = new Map<Locale, Intl.DateTimeFormat>([['ro', longDate]]);

function longDateIn(locale: Locale): Intl.DateTimeFormat {
  let format = longDates.get(locale);
  if (!format) longDates.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' })));
  return format;
}

function dayParts(date: Date, locale: Locale = 'ro'): DayParts {
  const out: DayParts = { day: '', month: '', year: '' };
  for (const part of longDateIn(locale).formatToParts(date)) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') out[part.type] = part.value;
  }
  return out;
}

/** Medium date, as post cards show it: '17 ian. 2025'. Empty text for a missing or invalid date. */
export function formatDateRo(value: DateInput): string {
  const date = toDate(value);
  return date ? mediumDate.format(date) : '';
}

const mediumDates = new Map<string, Intl.DateTimeFormat>([[DISPLAY_LOCALE, mediumDate]]);

/** Medium date in a language's way (Intl locale 'ro-RO': '17 ian. 2025', 'en-GB': '17 Jan 2025'), Romania's day. */
export function formatDateIn(value: DateInput, intlLocale: string): string {
  const date = toDate(value);
  if (!date) return '';
  let format = mediumDates.get(intlLocale);
  if (!format) mediumDates.set(intlLocale, (format = new Intl.DateTimeFormat(intlLocale, { timeZone: SITE_TIME_ZONE, dateStyle: 'medium' })));
  return format.format(date);
}

/** Medium date and time: '17 ian. 2025, 12:00'. */
export function formatDateTimeRo(value: DateInput): string {
  const date = toDate(value);
  return date ? mediumDateTime.format(date) : '';
}

/**
 * An event's dates, sharing what the two ends have in common:
 * '17 ianuarie 2025', '17 - 19 ianuarie 2025', '28 februarie - 2 martie 2025', '30 decembrie 2024 - 2 ianuarie 2025'.
 */
export function formatDateRange(start: DateInput, end: DateInput, locale: Locale = 'ro'): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return to ? formatLong(dayParts(to, locale)) : '';
  const a = dayParts(from, locale);
  if (!to) return formatLong(a);
  const b = dayParts(to, locale);
  if (a.year !== b.year) return `${formatLong(a)} - ${formatLong(b)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} - ${formatLong(b)}`;
  if (a.day !== b.day) return `${a.day} - ${formatLong(b)}`;
  return formatLong(a);
}

const formatLong = (p: DayParts): string => `${p.day} ${p.month} ${p.year}`;

/** The words around an event's times; another language's come from its catalogue (messages/<locale>/events.ts). */
export interface EventWhenWords {
  starts: string;
  ends: string;
  both: (from: string, to: string) => string;
  zone: string;
}

const RO_WHEN: EventWhenWords = { starts: 'începe la', ends: 'se încheie la', both: (from, to) => `începe la ${from} și se încheie la ${to}`, zone: 'ora României' };

/**
 * An event's days with the times staff set, Romania time (issue 24): '14 februarie 2026, 10:00 - 18:00 (ora României)',
 * '17 - 19 ianuarie 2025, începe la 09:00 (ora României)'; the days alone when no time was set (FIRST gives dates only).
 * In English (its words given): '14 February 2026, 10:00 - 18:00 (Romania time)'.
 */
export function formatEventWhen(start: DateInput, end: DateInput, locale: Locale = 'ro', words: EventWhenWords = RO_WHEN): string {
  const days = formatDateRange(start, end, locale);
  const iso = (v: DateInput) => (toDate(v)?.toISOString() ?? null);
  const from = eventTimeOfDay(iso(start), 'start');
  const to = eventTimeOfDay(iso(end), 'end');
  if (!days || (!from && !to)) return days;
  const sameDay = bucharestDay(iso(start) ?? '') === bucharestDay(iso(end) ?? '');
  let times: string;
  if (from && to) times = sameDay ? `${from} - ${to}` : words.both(from, to);
  else if (from) times = `${words.starts} ${from}`;
  else times = `${words.ends} ${to}`;
  return `${days}, ${times} (${words.zone})`;
}
