// Event timing (spec 01 §4): past when the end is before now, ongoing while now lies between start and end
// (both inclusive), upcoming when the start is after now. Pure functions, so the rules are unit-tested.

export type EventTiming = 'past' | 'ongoing' | 'upcoming';

export interface TimedEvent {
  dateStart: string;
  dateEnd: string;
}

export interface GroupedEvents<T extends TimedEvent> {
  past: T[];
  ongoing: T[];
  upcoming: T[];
}

const time = (value: string): number => Date.parse(value);

/** Start and end as milliseconds; a missing end counts as the start and a missing start as the end. */
function bounds(event: TimedEvent): [number, number] {
  const start = time(event.dateStart);
  const end = time(event.dateEnd);
  return [Number.isNaN(start) ? end : start, Number.isNaN(end) ? start : end];
}

export function eventTiming(event: TimedEvent, now: number): EventTiming {
  const [start, end] = bounds(event);
  if (end < now) return 'past';
  if (start > now) return 'upcoming';
  return 'ongoing';
}

export const isOngoing = (event: TimedEvent, now: number): boolean => eventTiming(event, now) === 'ongoing';

const byStartAscending = (a: TimedEvent, b: TimedEvent) => bounds(a)[0] - bounds(b)[0];
const byEndDescending = (a: TimedEvent, b: TimedEvent) => bounds(b)[1] - bounds(a)[1];

/** Splits events by timing: past by end date, newest first; ongoing and upcoming by start date, soonest first. */
export function groupEvents<T extends TimedEvent>(events: readonly T[], now: number): GroupedEvents<T> {
  const groups: GroupedEvents<T> = { past: [], ongoing: [], upcoming: [] };
  for (const event of events) groups[eventTiming(event, now)].push(event);
  groups.past.sort(byEndDescending);
  groups.ongoing.sort(byStartAscending);
  groups.upcoming.sort(byStartAscending);
  return groups;
}
