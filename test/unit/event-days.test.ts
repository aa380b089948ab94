// "While an event is running" (issue 22, part 2) is a matter of Romania's calendar days, not of UTC or of the hours
// staff typed: the first day starts at Bucharest midnight, the last ends at the next one.
import { describe, expect, it } from 'vitest';
import { bucharestDay, isEventDay } from '../../src/shared/bucharest-time';

const event = { dateStart: '2027-02-13T08:00:00.000Z', dateEnd: '2027-02-14T15:00:00.000Z' };

describe('event days in Romania time', () => {
  it('reads the Bucharest calendar day of an instant (UTC+2 in winter, UTC+3 in summer)', () => {
    expect(bucharestDay('2027-02-12T22:30:00Z')).toBe('2027-02-13');
    expect(bucharestDay('2027-07-12T20:59:00Z')).toBe('2027-07-12');
    expect(bucharestDay('2027-07-12T21:00:00Z')).toBe('2027-07-13');
    expect(bucharestDay('not a date')).toBe('');
  });

  it('is true from Bucharest midnight of the first day to the end of the last, whatever the hours', () => {
    expect(isEventDay(event, Date.parse('2027-02-12T21:59:59Z'))).toBe(false); // 23:59:59 the day before
    expect(isEventDay(event, Date.parse('2027-02-12T22:00:00Z'))).toBe(true); // 00:00 on the first day
    expect(isEventDay(event, Date.parse('2027-02-14T21:59:59Z'))).toBe(true); // 23:59:59 on the last day
    expect(isEventDay(event, Date.parse('2027-02-14T22:00:00Z'))).toBe(false);
  });

  it('takes a missing end as a one-day event and an unreadable start as no day at all', () => {
    expect(isEventDay({ dateStart: event.dateStart, dateEnd: null }, Date.parse('2027-02-13T12:00:00Z'))).toBe(true);
    expect(isEventDay({ dateStart: event.dateStart, dateEnd: null }, Date.parse('2027-02-14T12:00:00Z'))).toBe(false);
    expect(isEventDay({ dateStart: 'soon', dateEnd: null }, Date.parse('2027-02-13T12:00:00Z'))).toBe(false);
  });
});
