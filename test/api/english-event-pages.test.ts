// English under /en for an event's page and its results (issue 24, What visitors cannot find 1; decision 200), as curl
// gets them from the built app: the page's words from its catalogue (links, map, partners, teams, rankings, matches,
// awards, the not-found state), none of the Romanian words it moved, the event's Romanian content marked lang="ro",
// dates and times in English; and the Romanian page with its spec labels now in Romanian. /about/results likewise.
// The calendars in English: named in English, linking the English pages, named in the English pages' heads.
import ICAL from 'ical.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { formatEventWhen } from '../../src/shared/format';
import { eventPage as en } from '../../src/shared/messages/en/event-page';
import { eventPage as ro } from '../../src/shared/messages/ro/event-page';
import { aboutResults as enResults } from '../../src/shared/messages/en/about-results';
import { aboutResults as roResults } from '../../src/shared/messages/ro/about-results';
import { listEvents } from '../../src/server/modules/events/events.service';
import type { EventOutput } from '../../src/shared/schemas/events';
import { makeTestApp, type TestApp } from '../helpers/app';
import { insertChampionshipResults } from '../helpers/results-fixtures';

let t: TestApp;
const WEST = 'ROWLT26'; // a coded event of the demo data, with partners, teams and (here) results
let west: EventOutput;
let unmapped: EventOutput;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  // The west tournament played, and this season's national championship for /about/results.
  await insertChampionshipResults(t.deps.db, WEST);
  const events = await listEvents(t.deps);
  west = events.find((e) => e.ftcEventCode === WEST)!;
  unmapped = events.find((e) => !e.coordinates)!;
});
afterAll(async () => t?.close());

const get = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  return res.body;
};
/** The text as the server HTML writes it. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** The page's rendered root (without the state the browser hydrates from: FIRST's own data is English), React's text
 * separators taken out (a sentence with a value inside is one text again). */
function rootOf(body: string): string {
  const start = body.indexOf('<div id="root">');
  return body.slice(start, body.indexOf('<script', start)).replace(/<!-- -->/g, '');
}

function expectWords(body: string, present: string[], absent: string[]) {
  for (const text of present) expect(body.includes(html(text)), `has "${text}"`).toBe(true);
  for (const text of absent) expect(body.includes(html(text)), `has no "${text}"`).toBe(false);
}

/** Words of the page in a language: what each catalogue says in the sections a coded event with results shows. */
const pageWords = (m: typeof ro) => [
  m.about,
  m.organizer,
  m.location,
  m.links.firstResults,
  m.links.ftcScout,
  m.links.calendar,
  m.newTab(m.links.ftcScout),
  m.map.title(west.address || west.location),
  m.partners.title,
  m.teams.title,
  m.teams.caption,
  m.teams.columns.institution,
  m.sections.label,
  m.results.label,
  m.results.synced[0],
  m.results.picker.label,
  m.rankings.title,
  m.rankings.record.long,
  m.rankings.tieBreaker.long,
  m.matches.qualification,
  m.matches.columns.red,
  m.matches.alliance(1),
  m.matches.captain,
  m.matches.timeZone,
  m.awards.title,
  m.image.poster(west.title),
];

describe("an event's page in English (decision 200)", () => {
  it('/en/events/ROWLT26: every section in English, none of the Romanian words, dates in English', async () => {
    const body = rootOf(await get(`/en/events/${WEST}`));
    const roOnly = pageWords(ro).filter((words) => !pageWords(en).includes(words));
    expectWords(body, pageWords(en), [...roOnly, 'se deschide într-o filă nouă', 'ora României', 'Câștigător', 'Locul ']);
    expect(body).toContain(html(en.rankings.caption(5)));
    expect(body).toContain(html(formatEventWhen(west.dateStart, west.dateEnd, 'en', en.when)));
    // Links inside the page stay in English.
    expect(body).toContain(`href="/en/teams/`);
    // The ongoing event's LIVE mark in English.
    expect(body).toContain(html(en.banner.live));
  });

  it("marks the event's Romanian content lang=\"ro\": title, place, description, organiser, the schools", async () => {
    const body = rootOf(await get(`/en/events/${WEST}`));
    expect(body).toMatch(new RegExp(`<h1 [^>]*lang="ro"[^>]*>${html(west.title)}</h1>`));
    expect(body).toContain(`${html(en.organizer)} <span lang="ro">${html(west.organizer)}</span>`);
    expect(body).toMatch(/<div class="[^"]*" lang="ro">/);
    expect(body).toMatch(/<td data-label="Institution" class="[^"]*"><span lang="ro">/);
  });

  it('the awards by place in English, the not-found state and the map note', async () => {
    const body = rootOf(await get(`/en/events/${WEST}`));
    expect(body).toContain(`>${en.awards.winner}<`);
    expect(en.awards.place(2)).toBe('2nd place');
    expect(en.awards.place(3)).toBe('3rd place');
    expect([1, 11, 21, 22, 112, 113].map(en.awards.place)).toEqual(['1st place', '11th place', '21st place', '22nd place', '112th place', '113th place']);

    const missing = rootOf(await get('/en/events/NOPE', 404));
    expectWords(missing, [en.notFound.title, en.notFound.text('NOPE'), en.back, en.retry], [ro.notFound.title, ro.back, ro.retry]);
    expect(missing).toContain('href="/en/events"');

    const noMap = rootOf(await get(`/en/events/${unmapped.id}`));
    expectWords(noMap, [en.map.unavailable, en.image.illustration(unmapped.title)], [ro.map.unavailable]);
  });
});

describe("an event's page in Romanian", () => {
  it('/events/ROWLT26 has the Romanian words, the spec labels in Romanian, no content marked', async () => {
    const page = await get(`/events/${WEST}`);
    const body = rootOf(page);
    const enOnly = pageWords(en).filter((words) => !pageWords(ro).includes(words));
    expectWords(body, pageWords(ro), [...enOnly, 'Local Partners', 'Participating Teams']);
    expect(body).toContain(html(ro.rankings.caption(5)));
    expect(body).toContain(html(formatEventWhen(west.dateStart, west.dateEnd)));
    expect(page.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);

    const missing = rootOf(await get('/events/NOPE', 404));
    expectWords(missing, ['Evenimentul nu a fost găsit', 'Evenimentul cu ID-ul „NOPE” nu a fost găsit.', '← Înapoi la evenimente', 'Încearcă din nou'], ['Event Not Found', 'Back to Events', 'Try Again']);
  });
});

describe('/about/results in English (decision 200)', () => {
  const words = (m: typeof roResults) => [
    m.title,
    m.lead,
    m.statsTitle,
    m.stats[1]!.value,
    m.stats[3]!.label,
    m.worldTitle,
    m.world[0]!.title,
    m.world[2]!.text,
    m.globalTitle,
    m.global[2]!.title,
    m.testimonialsTitle,
    m.testimonials[0]!.text,
    m.testimonials[2]!.author,
    m.national.winners,
    m.national.awards,
    m.national.captain,
  ];

  it('/en/about/results: the programme, the world titles, the testimonials and the national champion in English', async () => {
    const body = rootOf(await get('/en/about/results'));
    const roOnly = words(roResults).filter((w) => !words(enResults).includes(w));
    expectWords(body, words(enResults), [...roOnly, 'Câștigător', 'Locul ', 'Rezultatele oficiale de la']);
    expect(body).toContain(html(enResults.national.title('DECODE 2025-2026')));
    // The championship is named by its event's Romanian title.
    expect(body.includes(`${enResults.national.official[0]}<a lang="ro" href="/en/events/${WEST}">`), 'the championship marked lang="ro"').toBe(true);
    expect(body.includes('· 2nd place<'), '2nd place').toBe(true);
    expect(body).toContain(`href="/en/teams/1002"`);
  });

  it('/about/results in Romanian is as it was', async () => {
    const page = await get('/about/results');
    const body = rootOf(page);
    const enOnly = words(enResults).filter((w) => !words(roResults).includes(w));
    expectWords(body, [...words(roResults), 'Locul 2', 'Campionatul Național DECODE 2025-2026'], enOnly);
    expect(body).toContain(`Rezultatele oficiale de la <a href="/events/${WEST}">`);
    expect(page.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
  });
});

describe('the calendars in English (decision 200)', () => {
  /** The calendar's own properties and each event's URL, as ical.js (a strict RFC 5545 parser) reads them. */
  function readCalendar(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return {
      name: calendar.getFirstPropertyValue('x-wr-calname'),
      description: calendar.getFirstPropertyValue('x-wr-caldesc'),
      prodId: String(calendar.getFirstPropertyValue('prodid')),
      urls: calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('url'))),
      summaries: calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary'))),
    };
  }

  it("/en/events/calendar.ics: the season's events named in English, each linking its English page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/events/calendar.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const en = readCalendar(res.body);
    expect(en.name).toBe('FTC Romania events DECODE 2025-2026');
    expect(en.description).toMatch(/^[A-Za-z ,.'’()-]+/);
    expect(en.description).not.toContain('ă');
    expect(en.prodId).toContain('//EN');
    expect(en.urls.length).toBeGreaterThan(0);
    for (const url of en.urls) expect(new URL(url).pathname).toMatch(/^\/en\/events\//);
    // The events' own words are their Romanian content, the same in both.
    const ro = readCalendar(await get('/events/calendar.ics'));
    expect(ro.name).toBe('Evenimente FTC Romania DECODE 2025-2026');
    for (const url of ro.urls) expect(new URL(url).pathname).toMatch(/^\/events\//);
    expect(en.summaries).toEqual(ro.summaries);
    // A public read like the Romanian one: an ETag, 304 when unchanged.
    const again = await t.app.inject({ method: 'GET', url: '/en/events/calendar.ics', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("an event's calendar in English links its English page; the English pages name the English calendars", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/en/events/${WEST}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${WEST}.ics"`);
    const en = readCalendar(res.body);
    expect(en.urls.map((u) => new URL(u).pathname)).toEqual([`/en/events/${WEST}`]);
    expect((await t.app.inject({ method: 'GET', url: '/en/events/NOPE404/calendar.ics' })).statusCode).toBe(404);

    const page = await get(`/en/events/${WEST}`);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<link rel="alternate" type="text\/calendar" title="FTC Romania season events" href="http:\/\/[^"]+\/en\/events\/calendar.ics"/);
    expect(head).toMatch(new RegExp(`<link rel="alternate" type="text/calendar" title="[^"]+" href="http://[^"]+/en/events/${WEST}/calendar.ics"`));
    expect(rootOf(page)).toContain(`href="/en/events/${WEST}/calendar.ics" download=""`);
    const home = await get('/en/home');
    expect(home).toMatch(/type="text\/calendar" title="FTC Romania season events" href="http:\/\/[^"]+\/en\/events\/calendar.ics"/);
    // The Romanian pages keep the Romanian calendar.
    const roPage = await get(`/events/${WEST}`);
    expect(roPage).toMatch(/type="text\/calendar" title="Evenimentele sezonului FTC Romania" href="http:\/\/[^"]+\/events\/calendar.ics"/);
    expect(rootOf(roPage)).toContain(`href="/events/${WEST}/calendar.ics" download=""`);
    // The list's subscribe and download links name the calendar of the page's language.
    expect(rootOf(await get('/en/events'))).toContain('href="/en/events/calendar.ics" download=""');
    expect(rootOf(await get('/events'))).toContain('href="/events/calendar.ics" download=""');
  });
});
