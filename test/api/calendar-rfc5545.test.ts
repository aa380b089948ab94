// Issue 24, defect 5: the calendars as RFC 5545 wants them, checked with ical.js (a calendar library that reads a
// VTIMEZONE and refuses what it cannot parse): Europe/Bucharest's VTIMEZONE, so the times are not floating; DTSTAMP,
// CREATED and LAST-MODIFIED in UTC with Z; a final CRLF; escaped commas in X-WR-CALDESC; an event without a time set
// by staff as whole days (FIRST gives dates only), one with times at those times in Romania.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { bucharestInputToIso } from '../../src/shared/bucharest-time';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';

let t: TestApp;
let timedCode: string;
let datesOnlyCode: string;

beforeAll(async () => {
  t = await makeTestApp();
  await seedDatabase(t.deps, { demo: false });
  const editor = await callerFor(t, 'EDITOR');
  const season = await t.deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const base = { shortDescription: 'O descriere scurtă a evenimentului', description: 'Descriere, cu virgule; și punct și virgulă, destul de lungă pentru formular.', organizer: 'Asociația', link: 'https://ftc.example.ro/', category: 'FTC' as const, seasonId: season.id, status: 'published' as const };
  timedCode = 'ROTIME1';
  datesOnlyCode = 'RODATE1';
  // A winter day with staff times (10:00-18:00 in Bucharest, UTC+2) and a summer range with FIRST's default times.
  await editor.events.create({ ...base, title: 'Cu ore', location: 'Cluj-Napoca', ftcEventCode: timedCode, dateStart: bucharestInputToIso('2027-02-14T10:00'), dateEnd: bucharestInputToIso('2027-02-14T18:00') });
  await editor.events.create({ ...base, title: 'Doar zile', location: 'Iași', ftcEventCode: datesOnlyCode, dateStart: bucharestInputToIso('2027-07-09T00:00'), dateEnd: '2027-07-11T20:59:59.000Z' });
});
afterAll(() => t.close());

const ics = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** Parsed by ical.js, with the calendar's VTIMEZONEs registered as a calendar app does. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

describe('RFC 5545 calendars (ical.js)', () => {
  it("the season's calendar: VTIMEZONE, UTC stamps with Z, final CRLF, escaped commas in X-WR-CALDESC", async () => {
    const text = await ics('/events/calendar.ics');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF: no bare LF anywhere.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = parse(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Bucharest');
    const description = /^X-WR-CALDESC:(.*(?:\r\n .*)*)/m.exec(text)![1]!.replace(/\r\n /g, '');
    expect(description).toContain('\\,');
    expect(description.replace(/\\,/g, '')).not.toContain(',');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const vevent of events) {
      for (const name of ['dtstamp', 'created', 'last-modified']) {
        const value = vevent.getFirstPropertyValue(name) as ICAL.Time;
        expect(value, name).toBeInstanceOf(ICAL.Time);
        expect(value.zone, name).toBe(ICAL.Timezone.utcTimezone);
      }
    }
    expect(text).not.toMatch(/^(DTSTAMP|CREATED|LAST-MODIFIED):\d{8}T\d{6}\r$/m);
  });

  it('an event with staff times is at those times in Romania (not floating), one with dates only is whole days', async () => {
    const timed = parse(await ics(`/events/${timedCode}/calendar.ics`));
    const event = new ICAL.Event(timed.getFirstSubcomponent('vevent')!);
    expect(event.startDate.zone?.tzid).toBe('Europe/Bucharest');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-14T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-14T16:00:00.000Z');

    const days = parse(await ics(`/events/${datesOnlyCode}/calendar.ics`));
    const allDay = new ICAL.Event(days.getFirstSubcomponent('vevent')!);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2027-07-09');
    // DTEND of whole days is the day after the last one (exclusive).
    expect(allDay.endDate.toString()).toBe('2027-07-12');
  });
});
