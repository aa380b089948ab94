import { describe, expect, it } from 'vitest';
import { eventTiming, groupEvents, isOngoing } from '../../src/web/features/public/events/event-timing';

const NOW = Date.parse('2025-02-10T12:00:00.000Z');
const at = (iso: string) => `2025-${iso}:00.000Z`;
const event = (id: number, start: string, end: string) => ({ id, dateStart: at(start), dateEnd: at(end) });

describe('eventTiming', () => {
  it('is past when the end is before now', () => {
    expect(eventTiming(event(1, '02-01T08:00', '02-10T11:59'), NOW)).toBe('past');
  });

  it('is ongoing while now is between start and end, both inclusive', () => {
    expect(eventTiming(event(1, '02-09T08:00', '02-11T16:00'), NOW)).toBe('ongoing');
    expect(eventTiming(event(2, '02-10T12:00', '02-11T16:00'), NOW)).toBe('ongoing');
    expect(eventTiming(event(3, '02-09T08:00', '02-10T12:00'), NOW)).toBe('ongoing');
    expect(eventTiming(event(4, '02-10T12:00', '02-10T12:00'), NOW)).toBe('ongoing');
    expect(isOngoing(event(5, '02-09T08:00', '02-11T16:00'), NOW)).toBe(true);
  });

  it('is upcoming when the start is after now', () => {
    expect(eventTiming(event(1, '02-10T12:01', '02-12T16:00'), NOW)).toBe('upcoming');
    expect(isOngoing(event(1, '02-10T12:01', '02-12T16:00'), NOW)).toBe(false);
  });

  it('reads dates with a time zone offset as the same moment', () => {
    expect(eventTiming({ dateStart: '2025-02-10T13:30:00+02:00', dateEnd: '2025-02-10T18:00:00+02:00' }, NOW)).toBe('ongoing');
  });
});

describe('groupEvents', () => {
  const events = [
    event(1, '01-10T08:00', '01-12T16:00'), // past, ended 12 Jan
    event(2, '02-20T08:00', '02-22T16:00'), // upcoming
    event(3, '02-10T08:00', '02-10T18:00'), // ongoing, started later
    event(4, '01-20T08:00', '02-05T16:00'), // past, ended 5 Feb
    event(5, '02-14T08:00', '02-15T16:00'), // upcoming, sooner
    event(6, '02-08T08:00', '02-12T16:00'), // ongoing, started earlier
    event(7, '01-25T08:00', '01-26T16:00'), // past, ended 26 Jan
  ];

  it('sorts past by end date, newest first', () => {
    expect(groupEvents(events, NOW).past.map((e) => e.id)).toEqual([4, 7, 1]);
  });

  it('sorts ongoing and upcoming by start date, soonest first', () => {
    const groups = groupEvents(events, NOW);
    expect(groups.ongoing.map((e) => e.id)).toEqual([6, 3]);
    expect(groups.upcoming.map((e) => e.id)).toEqual([5, 2]);
  });

  it('keeps every event in exactly one group and leaves the input alone', () => {
    const input = [...events];
    const groups = groupEvents(input, NOW);
    expect(groups.past.length + groups.ongoing.length + groups.upcoming.length).toBe(events.length);
    expect(input).toEqual(events);
  });

  it('gives three empty groups for no events', () => {
    expect(groupEvents([], NOW)).toEqual({ past: [], ongoing: [], upcoming: [] });
  });
});
