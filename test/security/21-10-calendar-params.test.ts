// Issue 21, finding 10: an event's texts must stay inside their own iCalendar property and parameter. The organizer
// name is a quoted CN parameter, where RFC 5545 forbids DQUOTE and control characters (RFC 6868's ^' ^n ^^ stand for
// them); the calendar's name (NAME / X-WR-CALNAME, the event's title) is a TEXT value with \\ \; \, \n escapes. Read
// back with a real parser (ical.js) on hostile texts: every calendar the site serves.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icalParamText, icalText } from '../../src/server/modules/pages/site-documents';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor, type Caller } from '../helpers/caller';

const ORIGIN = 'https://ftc.example.ro';
let t: TestApp;
let editor: Caller;
let seasonId = 0;

const ORGANIZERS = [
  'Evil":mailto:attacker@evil.example',
  'Evil";CN=Other;SENT-BY="mailto:attacker@evil.example',
  'Asociația "Nație prin Educație"; Cluj, România: ^sus^',
  'Două\nrânduri\r\nși\\ backslash',
];
const TITLE = 'Regionala\nORGANIZER:mailto:attacker@evil.example\nATTENDEE;CN="x":mailto:x@evil.example; "Cluj", 2026: ^';
const LOCATION = 'Sala "Mare"; etaj 2, aripa B:\nintrarea din spate';
const ADDRESS = 'Str. X nr. 1; bl. 2, sc. "A":\nCluj';
const DESCRIPTION = 'Descriere; cu, toate: "ghilimele"\nși rânduri noi\nORGANIZER:mailto:attacker@evil.example';
const SEASON_NAME = 'Sezon "2026"; test, rând\nX-INJECTED:1';

interface ParsedCalendar {
  calendar: ICAL.Component;
  events: ICAL.Component[];
}

/** RFC 5545 TEXT unescaping, as calendar apps apply it to NAME and X-WR-CALNAME (ical.js 2.2.1 knows neither: raw). */
const unescapeText = (value: unknown): string => String(value).replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function parse(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

beforeAll(async () => {
  t = await makeTestApp({ env: { PUBLIC_URL: ORIGIN } });
  editor = await callerFor(t, 'EDITOR');
  const admin = await callerFor(t, 'ADMIN');
  const season = await admin.seasons.create({ seasonNumber: 13, seasonName: SEASON_NAME });
  await admin.seasons.setCurrent({ id: season.id });
  seasonId = season.id;
});
afterAll(() => t?.close());

describe('calendars on hostile event texts', () => {
  it('each event keeps one organizer, the site’s address, with its name as typed; every text reads back as typed', async () => {
    const created: Array<{ id: number; organizer: string }> = [];
    for (const [i, organizer] of ORGANIZERS.entries()) {
      const event = await editor.events.create({
        title: `${TITLE} ${i}`,
        shortDescription: 'Scurtă descriere a etapei',
        description: DESCRIPTION,
        location: LOCATION,
        address: ADDRESS,
        latitude: 46.77,
        longitude: 23.59,
        organizer,
        dateStart: '2026-03-01T08:00:00Z',
        dateEnd: '2026-03-01T16:00:00Z',
        link: 'https://ftcromania.ro',
        category: 'FTC',
        seasonId,
      });
      created.push({ id: event.id, organizer: event.organizer });
    }
    const contact = `mailto:${t.deps.config.CONTACT_EMAIL}`;
    const check = (vevent: ICAL.Component, want: { id: number; organizer: string }, i: number) => {
      const organizers = vevent.getAllProperties('organizer');
      expect(organizers).toHaveLength(1);
      expect(organizers[0]!.getFirstValue()).toBe(contact);
      expect(organizers[0]!.getParameter('cn')).toBe(want.organizer.replace(/\r\n?/g, '\n'));
      expect(organizers[0]!.getParameter('sent-by')).toBeUndefined();
      expect(vevent.getAllProperties('attendee')).toHaveLength(0);
      expect(vevent.getFirstPropertyValue('summary')).toBe(`${TITLE} ${i}`);
      expect(vevent.getFirstPropertyValue('location')).toBe(`${LOCATION}\n${ADDRESS}`);
      expect(String(vevent.getFirstPropertyValue('description'))).toContain('Descriere; cu, toate: "ghilimele" și rânduri noi ORGANIZER:mailto:attacker@evil.example');
    };

    for (const [i, want] of created.entries()) {
      const res = await t.app.inject({ url: `/events/${want.id}/calendar.ics` });
      expect(res.statusCode).toBe(200);
      const { calendar, events } = parse(res.body);
      expect(events).toHaveLength(1);
      check(events[0]!, want, i);
      expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(`${TITLE} ${i}`);
      expect(unescapeText(calendar.getFirstPropertyValue('name'))).toBe(`${TITLE} ${i}`);
      expect(calendar.getAllProperties('organizer')).toHaveLength(0);
      expect(calendar.getAllProperties('attendee')).toHaveLength(0);
    }

    const season = await t.app.inject({ url: '/events/calendar.ics' });
    expect(season.statusCode).toBe(200);
    const { calendar, events } = parse(season.body);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(`Evenimente FTC Romania ${SEASON_NAME}`);
    expect(calendar.getAllProperties('x-injected')).toHaveLength(0);
    expect(events).toHaveLength(created.length);
    for (const [i, want] of created.entries()) {
      const vevent = events.find((v) => v.getFirstPropertyValue('uid') === `event-${want.id}@ftc.example.ro`)!;
      check(vevent, want, i);
    }
  });

  it('the escapes themselves: no DQUOTE or control character in a parameter, TEXT specials escaped', () => {
    for (const organizer of ORGANIZERS) {
      // eslint-disable-next-line no-control-regex
      expect(icalParamText(organizer)).not.toMatch(/["\u0000-\u0008\u000A-\u001F\u007F]/);
    }
    expect(icalParamText('a"b\nc^d\u0001')).toBe("a^'b^nc^^d");
    expect(icalText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});
