// Dates as the site shows them: Romanian locale, Romanian time (the same text on the server and in the browser,
// whatever the machine's own time zone is).

import { bucharestDay, eventTimeOfDay, SITE_TIME_ZONE } from './bucharest-time';

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

function dayParts(date: Date): DayParts {
  const out: DayParts = { day: '', month: '', year: '' };
  for (const part of longDate.formatToParts(date)) {
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
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return to ? formatLong(dayParts(to)) : '';
  const a = dayParts(from);
  if (!to) return formatLong(a);
  const b = dayParts(to);
  if (a.year !== b.year) return `${formatLong(a)} - ${formatLong(b)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} - ${formatLong(b)}`;
  if (a.day !== b.day) return `${a.day} - ${formatLong(b)}`;
  return formatLong(a);
}

const formatLong = (p: DayParts): string => `${p.day} ${p.month} ${p.year}`;

/**
 * An event's days with the times staff set, Romania time (issue 24): '14 februarie 2026, 10:00 - 18:00 (ora României)',
 * '17 - 19 ianuarie 2025, începe la 09:00 (ora României)'; the days alone when no time was set (FIRST gives dates only).
 */
export function formatEventWhen(start: DateInput, end: DateInput): string {
  const days = formatDateRange(start, end);
  const iso = (v: DateInput) => (toDate(v)?.toISOString() ?? null);
  const from = eventTimeOfDay(iso(start), 'start');
  const to = eventTimeOfDay(iso(end), 'end');
  if (!days || (!from && !to)) return days;
  const sameDay = bucharestDay(iso(start) ?? '') === bucharestDay(iso(end) ?? '');
  let times: string;
  if (from && to) times = sameDay ? `${from} - ${to}` : `începe la ${from} și se încheie la ${to}`;
  else if (from) times = `începe la ${from}`;
  else times = `se încheie la ${to}`;
  return `${days}, ${times} (ora României)`;
}
