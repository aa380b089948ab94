// The site's machine-readable documents, built with the formats' own libraries from the same services as the pages:
// robots.txt, sitemap.xml (fast-xml-parser's builder), the news feed (feed, RSS 2.0) and the calendars
// (ical-generator, Europe/Bucharest with its VTIMEZONE, UIDs event-<id>@<host> that an update keeps).
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { XMLBuilder } from 'fast-xml-parser';
import { Feed } from 'feed';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { EventOutput } from '../../../shared/schemas/events';
import { feedPaths, paths, SITE_DESCRIPTION, SITE_NAME, STATIC_PAGES } from '../../../shared/site-pages';
import type { Deps } from '../../deps';
import { getEvent, listEvents } from '../events/events.service';
import { listPosts } from '../posts/posts.service';
import { listResources } from '../resources/resources.service';
import { findCurrentSeason } from '../seasons/seasons.service';
import { listTeams } from '../teams/teams.service';
import { summary } from './page-head';
import { BRAND_IMAGE } from './pages.service';
import { hostOf } from './site-origin';

export const TIME_ZONE = 'Europe/Bucharest';

/** Crawlers stay out of the account screens, the dashboard and the API (uploaded images excepted: link previews). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: /api/files/public/`,
    ...['/dashboard', '/login', '/register', '/preview/', '/api/', '/trpc/'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const latest = (dates: Array<string | null | undefined>): string | undefined =>
  dates.filter((d): d is string => !!d).sort().at(-1);

/** Every public page (those without a parameter that are listed), the news page, every event and team page. */
export async function sitemapXml(deps: Deps, origin: string): Promise<string> {
  const [posts, events, teams, resources] = await Promise.all([listPosts(deps), listEvents(deps), listTeams(deps), listResources(deps)]);
  const lastmodOf: Record<string, string | undefined> = {
    [paths.home]: latest(posts.map((p) => p.updatedAt)),
    [paths.news]: latest(posts.map((p) => p.updatedAt)),
    [paths.events]: latest(events.map((e) => e.updatedAt)),
    [paths.teams]: latest(teams.map((t) => t.updatedAt)),
    [paths.seasonMaterials]: latest(resources.filter((r) => r.page === 'season-materials').map((r) => r.timestamp)),
    [paths.teamResources]: latest(resources.filter((r) => r.page === 'team-resources').map((r) => r.timestamp)),
  };
  const urls: Array<{ loc: string; lastmod?: string }> = Object.entries(STATIC_PAGES)
    .filter(([, page]) => page.listed)
    .map(([path]) => ({ loc: `${origin}${path}`, lastmod: lastmodOf[path] }));
  for (const event of events) urls.push({ loc: `${origin}${paths.event(event.pageRef)}`, lastmod: event.updatedAt });
  for (const team of teams) urls.push({ loc: `${origin}${paths.team(team.internationalNumber)}`, lastmod: team.updatedAt });

  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: urls.map((u) => (u.lastmod ? { loc: u.loc, lastmod: new Date(u.lastmod).toISOString() } : { loc: u.loc })),
    },
  }) as string;
}

/** RSS 2.0 of every post, newest first; a post's link is its card on /news. */
export async function newsFeedXml(deps: Deps, origin: string): Promise<string> {
  const posts = (await listPosts(deps)).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const updated = latest(posts.map((p) => p.updatedAt));
  const feed = new Feed({
    title: `Noutăți · ${SITE_NAME}`,
    description: SITE_DESCRIPTION,
    id: `${origin}${paths.news}`,
    link: `${origin}${paths.news}`,
    language: 'ro',
    image: `${origin}${BRAND_IMAGE.path}`,
    favicon: `${origin}/favicon.ico`,
    copyright: `© ${SITE_NAME}`,
    updated: updated ? new Date(updated) : new Date(0),
    feedLinks: { rss: `${origin}${feedPaths.news}` },
    generator: SITE_NAME,
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: `${origin}${paths.news}#post-${post.id}`,
      link: `${origin}${paths.news}#post-${post.id}`,
      description: summary(post.description, 300),
      content: post.description,
      date: new Date(post.timestamp),
      ...(post.image ? { image: { url: `${origin}${post.image.path}`, type: post.image.mimeType, length: post.image.size } } : {}),
    });
  }
  return feed.rss2();
}

function calendar(name: string, url: string): ICalCalendar {
  return ical({
    name,
    description: SITE_DESCRIPTION,
    prodId: { company: 'FTC Romania', product: 'ftc-romania-site', language: 'RO' },
    url,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: TIME_ZONE, generator: getVtimezoneComponent },
    ttl: 6 * 60 * 60,
  });
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * ical-generator writes a native Date's *local* fields after TZID (the process's time zone, UTC on a server). So an
 * instant becomes a Date whose local fields are Bucharest's wall clock at that instant, whatever TZ the process has.
 */
export function bucharestWallClock(iso: string): Date {
  const parts = Object.fromEntries(WALL_CLOCK.formatToParts(new Date(iso)).map((p) => [p.type, Number(p.value)]));
  return new Date(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** Event times are instants (UTC); the calendar writes them in Bucharest's local time with TZID. The organizer needs
 * an address in iCalendar and events carry only a name: the association's contact address goes with it. */
function addEvent(cal: ICalCalendar, event: EventOutput, origin: string, email: string): void {
  const url = `${origin}${paths.event(event.pageRef)}`;
  cal.createEvent({
    id: `event-${event.id}@${hostOf(origin)}`,
    start: bucharestWallClock(event.dateStart),
    end: bucharestWallClock(event.dateEnd),
    timezone: TIME_ZONE,
    stamp: new Date(event.updatedAt),
    created: new Date(event.createdAt),
    lastModified: new Date(event.updatedAt),
    summary: event.title,
    description: `${summary(event.description, 1000)}\n\n${url}`,
    location: {
      title: event.location,
      ...(event.address ? { address: event.address } : {}),
      ...(event.coordinates ? { geo: { lat: event.coordinates.lat, lon: event.coordinates.lng } } : {}),
    },
    organizer: { name: event.organizer, email },
    url,
    status: ICalEventStatus.CONFIRMED,
    categories: [{ name: event.category }],
  });
}

/** One event's calendar (the "Adaugă în calendar" link). */
export async function eventCalendar(deps: Deps, origin: string, ref: string): Promise<{ ics: string; event: EventOutput }> {
  const event = await getEvent(deps, /^\d{1,15}$/.test(ref) ? Number(ref) : ref);
  const cal = calendar(event.title, `${origin}${paths.event(event.pageRef)}`);
  addEvent(cal, event, origin, deps.config.CONTACT_EMAIL);
  return { ics: cal.toString(), event };
}

/** The current season's events, a calendar to subscribe to (empty when no season is current). */
export async function seasonCalendar(deps: Deps, origin: string): Promise<string> {
  const season = await findCurrentSeason(deps);
  const events = season ? await listEvents(deps, { seasonId: season.id }) : [];
  const cal = calendar(`Evenimente FTC Romania${season ? ` ${season.seasonName}` : ''}`, `${origin}${paths.events}`);
  for (const event of events) addEvent(cal, event, origin, deps.config.CONTACT_EMAIL);
  return cal.toString();
}
