// Date-times as people in Romania read and type them (issue 15): an instant shown in Europe/Bucharest wall time and
// a wall time typed in a datetime-local input turned back into the instant. DST-correct through Intl (the zone's
// offset is read for the very instant), no hand-written offsets.

export const SITE_TIME_ZONE = 'Europe/Bucharest';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset from UTC at an instant, in milliseconds (+2 h in winter, +3 h in summer). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - (instant - (instant % 1000));
}

/** An ISO instant as a datetime-local value (YYYY-MM-DDTHH:mm) in Bucharest time; '' for none or an unreadable one. */
export function isoToBucharestInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(instant + offsetAt(instant)).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as Bucharest wall time, as an ISO instant. Blank stays blank; text that is not a
 * wall time is returned unchanged, so the schema refuses it with its own message. In the autumn hour that happens
 * twice the earlier instant is taken; a spring time that does not exist moves forward by the missing hour.
 */
export function bucharestInputToIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h, mi, s] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // Two rounds settle the offset: the guess from the wall time, then the offset at the instant it gives.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  const earlier = wall - offsetAt(instant - 3_600_000);
  if (earlier !== instant && offsetAt(earlier) === wall - earlier) instant = Math.min(instant, earlier);
  return new Date(instant).toISOString();
}

/** An instant shown to an editor: "24 Nov 2026, 18:30" in Bucharest time. */
export function formatBucharest(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(date);
}

/** The Bucharest calendar day of an instant, "YYYY-MM-DD"; '' for an unreadable one. */
export function bucharestDay(iso: string | number): string {
  const instant = typeof iso === 'number' ? iso : new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return isoToBucharestInput(new Date(instant).toISOString()).slice(0, 10);
}

/**
 * True on the event's days, Romania time (issue 22, part 2: "while an event is running"): from the start of its first
 * day to the end of its last, whatever hours staff set. Results are synced often and pages poll only then.
 */
export function isEventDay(event: { dateStart: string; dateEnd: string | null }, now: number): boolean {
  const today = bucharestDay(now);
  const first = bucharestDay(event.dateStart);
  const last = bucharestDay(event.dateEnd ?? event.dateStart) || first;
  return first !== '' && first <= today && today <= last;
}

/**
 * An event's time of day as staff set it (issue 24), "HH:mm" in Romania time; null for the day's default, which means
 * "no time given" (FIRST gives dates only: 00:00 for a start, 23:59 or 23:59:59 for an end; record 143).
 */
export function eventTimeOfDay(iso: string | null | undefined, end: 'start' | 'end'): string | null {
  if (!iso) return null;
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return null;
  const wall = new Date(instant + offsetAt(instant)).toISOString();
  const time = wall.slice(11, 16);
  if (end === 'start' ? time === '00:00' : time === '23:59') return null;
  return time;
}

/** An instant as ISO 8601 in Romania's own offset: "2026-02-14T10:00:00+02:00" (JSON-LD's startDate with a time). */
export function bucharestIsoWithOffset(iso: string): string {
  const instant = new Date(iso).getTime();
  const offset = offsetAt(instant);
  const wall = new Date(instant + offset).toISOString().slice(0, 19);
  const minutes = Math.round(offset / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
