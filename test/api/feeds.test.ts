// robots.txt, sitemap.xml, the news feed and the calendars, read with real parsers (fast-xml-parser, node-ical), as
// crawlers, feed readers and calendar apps read them; cacheable public reads (ETag, 304, fresh after a write).
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { listEvents } from '../../src/server/modules/events/events.service';
import { listPosts } from '../../src/server/modules/posts/posts.service';
import { findCurrentSeason } from '../../src/server/modules/seasons/seasons.service';
import { listTeams } from '../../src/server/modules/teams/teams.service';
import { paths } from '../../src/shared/site-pages';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';

const ORIGIN = 'https://ftc.example.ro';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client'), env: { PUBLIC_URL: ORIGIN } });
  await seedDatabase(t.deps, { demo: true });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item'].includes(name) });

function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

const vevents = (ics: string): VEvent[] => Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');

/** The wall-clock time of an instant in Bucharest, as a calendar app there shows it. */
const bucharest = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bucharest', dateStyle: 'short', timeStyle: 'short' }).format(date);

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard, the account screens and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const p of ['/dashboard', '/login', '/register', '/api/', '/trpc/']) expect(res.body).toContain(`Disallow: ${p}\n`);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('parses, lists every public page, event and team with lastmod from the data, and every URL answers 200', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const urls: Array<{ loc: string; lastmod?: string }> = parseXml(res.body).urlset.url;
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const events = await listEvents(t.deps);
    const teams = await listTeams(t.deps);
    for (const p of [paths.home, paths.news, paths.events, paths.teams, paths.seasonMaterials, paths.sponsors, paths.companies]) {
      expect(locs).toContain(`${ORIGIN}${p}`);
    }
    // Each URL also names its page in the other language (hreflang, decision 200): english-pages.test.ts.
    for (const e of events) expect(urls).toContainEqual(expect.objectContaining({ loc: `${ORIGIN}${paths.event(e.ftcEventCode || e.id)}`, lastmod: e.updatedAt }));
    for (const team of teams) expect(locs).toContain(`${ORIGIN}${paths.team(team.internationalNumber)}`);
    const newest = (await listPosts(t.deps)).map((p) => p.updatedAt).sort().at(-1);
    expect(urls.find((u) => u.loc === `${ORIGIN}${paths.news}`)?.lastmod).toBe(newest);
    for (const loc of locs) {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      const page = await get(loc.slice(ORIGIN.length));
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it('without PUBLIC_URL, absolute URLs name the host asked, each host its own cached answer', async () => {
    const local = await makeTestApp({ users: false });
    try {
      const a = await local.app.inject({ url: '/sitemap.xml', headers: { host: 'a.test' } });
      const b = await local.app.inject({ url: '/sitemap.xml', headers: { host: 'b.test:8080' } });
      expect(a.body).toContain('<loc>http://a.test/home</loc>');
      expect(b.body).toContain('<loc>http://b.test:8080/home</loc>');
      expect((await local.app.inject({ url: '/robots.txt', headers: { host: 'a.test' } })).body).toContain('Sitemap: http://a.test/sitemap.xml');
    } finally {
      await local.close();
    }
  });

  it('is a public read: ETag, 304, and a new answer after a write', async () => {
    const first = await get('/sitemap.xml');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/sitemap.xml', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    const admin = await callerFor(t, 'ADMIN');
    const season = await findCurrentSeason(t.deps);
    const team = await admin.teams.create({ teamNumber: 99123, name: 'Echipa Nouă din Sitemap', city: 'Brașov' });
    const after = await get('/sitemap.xml', { 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`${ORIGIN}/teams/99123`);
    expect(season).not.toBeNull();
    await admin.teams.delete({ id: team.id });
  });
});

describe('news feed', () => {
  it('RSS 2.0 that parses, with one item per post, newest first, linked from the pages', async () => {
    const res = await get('/news/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = parseXml(res.body).rss.channel;
    const posts = (await listPosts(t.deps)).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    expect(channel.item).toHaveLength(posts.length);
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(posts.map((p) => p.title));
    expect(channel.link).toBe(`${ORIGIN}/news`);
    expect(channel.language).toBe('ro');
  });

  it('a hostile post title stays text', async () => {
    const editor = await callerFor(t, 'EDITOR');
    const title = `Titlu </script><script>alert("x")</script> ]]> & 'q'`;
    const post = await editor.posts.create({ title, description: 'Descriere lungă a postării de test.', priority: 1, imagePosition: 'LEFT', announcement: false });
    const channel = parseXml((await get('/news/feed.xml')).body).rss.channel;
    expect(channel.item.map((i: { title: string }) => i.title)).toContain(title);
    await editor.posts.delete({ id: post.id });
  });
});

describe('calendars', () => {
  it("the season's calendar: every event of the current season, Bucharest times, UIDs event-<id>@<host>", async () => {
    const res = await get('/events/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Bucharest');
    const season = (await findCurrentSeason(t.deps))!;
    const events = await listEvents(t.deps, { seasonId: season.id });
    const parsed = vevents(res.body);
    expect(parsed.map((e) => e.uid).sort()).toEqual(events.map((e) => `event-${e.id}@ftc.example.ro`).sort());
    let timed = 0;
    for (const event of events) {
      const vevent = parsed.find((v) => v.uid === `event-${event.id}@ftc.example.ro`)!;
      expect(vevent.summary).toBe(event.title);
      // An event without staff times is whole days (issue 24, defect 5: their days are checked in
      // calendar-rfc5545.test.ts); one with times keeps them in Bucharest.
      if (vevent.datetype === 'date') continue;
      timed += 1;
      expect(vevent.start.toISOString()).toBe(new Date(event.dateStart).toISOString());
      expect(vevent.end!.toISOString()).toBe(new Date(event.dateEnd).toISOString());
      expect(vevent.start.tz).toBe('Europe/Bucharest');
    }
    expect(timed, 'events with times in the feed').toBeGreaterThan(0);
  });

  it("one event's .ics: its local times in Bucharest (summer and winter), and an update keeps the UID", async () => {
    const editor = await callerFor(t, 'EDITOR');
    const season = (await findCurrentSeason(t.deps))!;
    const event = await editor.events.create({
      title: 'Regionala de iarnă',
      shortDescription: 'Etapa regională de iarnă, la Cluj-Napoca.',
      description: 'Etapa regională de iarnă a sezonului, la Cluj-Napoca.',
      location: 'Cluj-Napoca',
      address: 'Str. Memorandumului 28, Cluj-Napoca',
      latitude: 46.77,
      longitude: 23.59,
      organizer: 'Nație prin Educație',
      dateStart: '2026-01-17T07:00:00.000Z', // 09:00 in Bucharest (EET, +02:00)
      dateEnd: '2026-06-19T15:00:00.000Z', // 18:00 in Bucharest (EEST, +03:00)
      link: 'https://ftcromania.ro',
      category: 'FTC',
      ftcEventCode: 'ROCLJ26',
      seasonId: season.id,
    });
    const url = '/events/ROCLJ26/calendar.ics';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ROCLJ26.ics"');
    expect(res.body).toContain('DTSTART;TZID=Europe/Bucharest:20260117T090000');
    expect(res.body).toContain('DTEND;TZID=Europe/Bucharest:20260619T180000');
    const [vevent] = vevents(res.body);
    expect(vevent!.uid).toBe(`event-${event.id}@ftc.example.ro`);
    expect(bucharest(vevent!.start)).toBe('2026-01-17 09:00');
    expect(bucharest(vevent!.end!)).toBe('2026-06-19 18:00');
    expect(vevent!.location).toContain('Cluj-Napoca');
    expect(vevent!.url).toMatchObject({ val: `${ORIGIN}/events/ROCLJ26` });
    expect((await get(`/events/${event.id}/calendar.ics`)).statusCode).toBe(200);

    await editor.events.update({ id: event.id, title: 'Regionala de iarnă (mutată)', dateStart: '2026-01-24T07:00:00.000Z' });
    const [moved] = vevents((await get(url)).body);
    expect(moved!.uid).toBe(vevent!.uid);
    expect(moved!.summary).toBe('Regionala de iarnă (mutată)');
    expect(bucharest(moved!.start)).toBe('2026-01-24 09:00');
    const inSeason = vevents((await get('/events/calendar.ics')).body).find((v) => v.uid === vevent!.uid);
    expect(inSeason?.summary).toBe('Regionala de iarnă (mutată)');

    await editor.events.delete({ id: event.id });
    expect((await get(url)).statusCode).toBe(404);
  });

  it('a missing event has no calendar', async () => {
    expect((await get('/events/NOPE404/calendar.ics')).statusCode).toBe(404);
  });
});
