// The site's machine-readable documents, built with the formats' own libraries from the same services as the pages:
// robots.txt, sitemap.xml and the news feed (RSS 2.0, both with fast-xml-parser's builder, which escapes every text)
// and the calendars (ical-generator, Europe/Bucharest with its VTIMEZONE, UIDs event-<id>@<host> that an update
// keeps). Every stored text goes through cleanText on its way out (data saved before the schemas cleaned it), and the
// HTML a feed item carries is built here from the post's plain text, escaped: never the stored text as HTML.
import { eventTimeOfDay, SITE_TIME_ZONE } from '../../../shared/bucharest-time';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { XMLBuilder } from 'fast-xml-parser';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { cleanText } from '../../../shared/clean-text';
import { DEFAULT_LOCALE, localePath, LOCALES, readLang, type Locale } from '../../../shared/locale';
import { SITE_DESCRIPTION_EN } from '../../../shared/messages/en/page-descriptions';
import type { EventOutput } from '../../../shared/schemas/events';
import { feedPaths, listedPaths, paths, SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site-pages';
import type { Deps } from '../../deps';
import { getEventByPathText, listEvents } from '../events/events.service';
import { listPosts } from '../posts/posts.service';
import { listResources } from '../resources/resources.service';
import { findCurrentSeason } from '../seasons/seasons.service';
import { listTeams } from '../teams/teams.service';
import { escapeHtml, summary } from './page-head';
import { richDocHtml } from './rich-text-html';
import { BRAND_IMAGE } from './pages.service';
import { hostOf } from './site-origin';


/** Crawlers stay out of the account screens, the dashboard and the API (uploaded images excepted: link previews). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: /api/files/public/`,
    ...['/dashboard', '/login', '/register', '/reset-password', '/preview/', '/api/', '/trpc/'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const latest = (dates: Array<string | null | undefined>): string | undefined =>
  dates.filter((d): d is string => !!d).sort().at(-1);

/** Every public page (those without a parameter that are listed), the news page, every post, event and team page,
 * each in both languages with its alternates (hreflang, x-default: Romanian) as Google reads them (decision 200). */
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
  const pages: Array<{ path: string; lastmod?: string }> = listedPaths().map((path) => ({ path, lastmod: lastmodOf[path] }));
  for (const post of posts) pages.push({ path: paths.post(post.slug), lastmod: post.updatedAt });
  for (const event of events) pages.push({ path: paths.event(event.pageRef), lastmod: event.updatedAt });
  for (const team of teams) pages.push({ path: paths.team(team.internationalNumber), lastmod: team.updatedAt });
  const links = (path: string) =>
    [...LOCALES.map((locale) => [locale, localePath(locale, path)]), ['x-default', localePath(DEFAULT_LOCALE, path)]].map(([hreflang, href]) => ({
      '@_rel': 'alternate',
      '@_hreflang': hreflang,
      '@_href': `${origin}${href}`,
    }));
  const urls = pages.flatMap(({ path, lastmod }) =>
    LOCALES.map((locale) => ({
      loc: `${origin}${localePath(locale, path)}`,
      ...(lastmod ? { lastmod: new Date(lastmod).toISOString() } : {}),
      'xhtml:link': links(path),
    })),
  );

  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: urls,
    },
  }) as string;
}

/** The news feed's own words per language. */
const FEED_WORDS: Readonly<Record<Locale, { title: string; description: string }>> = {
  ro: { title: 'Noutăți', description: SITE_DESCRIPTION },
  en: { title: 'News', description: SITE_DESCRIPTION_EN },
};

/** An RFC 822 date, as RSS 2.0 writes them. */
const rfc822 = (date: Date): string => date.toUTCString();

/** A post's HTML in a feed of another language than its own (a Romanian text without translation): in an element
 * that says its language. `lang` is a Locale, never outside text. */
const markedLang = (html: string, feed: Locale, lang: Locale = DEFAULT_LOCALE): string => (lang === feed ? html : `<div lang="${lang}">${html}</div>`);

/**
 * RSS 2.0 of every post, newest first; a post's link is its own page (issue 24). Its guid stays what it was when the
 * link was the card on /news (an address that never changes, even when the title and so the slug do), so feed readers
 * do not show the posts again as new. Written with the same XML builder as the
 * sitemap: every text is an escaped text node, so no title can end a CDATA section or open an element (decision 133).
 */
export async function newsFeedXml(deps: Deps, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const posts = (await listPosts(deps, readLang(locale))).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const updated = latest(posts.map((p) => p.updatedAt));
  // Each language's feed (decision 200): its own title, description, language and links to its pages; the posts in
  // its language where they have a translation (decision 203), a Romanian text in an English feed's HTML marked so.
  const words = FEED_WORDS[locale];
  const title = `${words.title} · ${SITE_NAME}`;
  const link = `${origin}${localePath(locale, paths.news)}`;
  const items = posts.map((post) => {
    return {
      title: cleanText(post.title),
      link: `${origin}${localePath(locale, paths.post(post.slug))}`,
      guid: { '@_isPermaLink': 'false', '#text': `${origin}${localePath(locale, paths.news)}#post-${post.id}` },
      pubDate: rfc822(new Date(post.timestamp)),
      // RSS readers show an item's description as HTML: the summary goes in as escaped text.
      description: escapeHtml(summary(cleanText(post.description), 300)),
      // The rich description (decision 196), as the post's page shows it.
      'content:encoded': markedLang(richDocHtml(post.descriptionDoc, origin), locale, post.contentLang?.description),
      ...(post.image ? { enclosure: { '@_url': `${origin}${post.image.path}`, '@_length': post.image.size, '@_type': post.image.mimeType } } : {}),
    };
  });
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title,
        link,
        description: words.description,
        // Optional in RSS 2.0: an empty feed has none (never 1 January 1970).
        ...(updated ? { lastBuildDate: rfc822(new Date(updated)) } : {}),
        docs: 'https://www.rssboard.org/rss-specification',
        generator: SITE_NAME,
        language: locale,
        copyright: `© ${SITE_NAME}`,
        image: { url: `${origin}${BRAND_IMAGE.path}`, title, link },
        'atom:link': { '@_href': `${origin}${localePath(locale, feedPaths.news)}`, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: items,
      },
    },
  }) as string;
}

/**
 * A text as an iCalendar TEXT value (RFC 5545 3.3.11: \\ \; \, and \n), for the calendar's NAME / X-WR-CALNAME and
 * X-WR-CALDESC, which ical-generator writes as given (its event properties it escapes itself). Without this an
 * event title with a line break would add properties of its own to the event's calendar.
 */
export function icalText(value: string): string {
  return cleanText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The calendars' own words per language (decision 200): the season calendar's name and every calendar's description;
 * the events' titles, places and descriptions are the events' Romanian content. */
const CALENDAR_WORDS: Readonly<Record<Locale, { season: string; description: string }>> = {
  ro: { season: 'Evenimente FTC Romania', description: SITE_DESCRIPTION },
  en: { season: 'FTC Romania events', description: SITE_DESCRIPTION_EN },
};

function calendar(name: string, url: string, locale: Locale): ICalCalendar {
  return ical({
    name: icalText(name),
    description: icalText(CALENDAR_WORDS[locale].description),
    prodId: { company: 'FTC Romania', product: 'ftc-romania-site', language: locale.toUpperCase() },
    url,
    method: ICalCalendarMethod.PUBLISH,
    // The zone's VTIMEZONE comes from the events' own TZID (RFC 5545 3.6.5); no calendar-wide zone, which
    // ical-generator would also apply to DTSTAMP, CREATED and LAST-MODIFIED (they must be UTC with Z: issue 24, defect 5).
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 6 * 60 * 60,
  });
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
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

/**
 * A text as an iCalendar parameter value (the organizer's CN), which ical-generator puts between double quotes as it
 * is. RFC 5545 forbids DQUOTE and control characters there (a quote would end the value: `x":mailto:attacker@...`
 * makes the organizer another address), so RFC 6868's caret escapes stand for them: ^^ for ^, ^n for a line break,
 * ^' for ". Other controls (tab excepted) are dropped. Calendar apps that know RFC 6868 show the text as typed;
 * the others show the escapes, never a different organizer.
 */
export function icalParamText(value: string): string {
  return (
    cleanText(value)
      .replace(/\^/g, '^^')
      .replace(/\r\n|\r|\n/g, '^n')
      .replace(/"/g, "^'")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

/** Event times are instants (UTC); the calendar writes them in Bucharest's local time with TZID. The organizer needs
 * an address in iCalendar and events carry only a name: the association's contact address goes with it. Texts are
 * cleaned (stored before the schemas cleaned them); ical-generator escapes TEXT values (\\ \; \, \n) itself. */
function addEvent(cal: ICalCalendar, event: EventOutput, origin: string, email: string, locale: Locale): void {
  const url = `${origin}${localePath(locale, paths.event(event.pageRef))}`;
  // No time set by staff (FIRST gives dates only): whole days, the end day exclusive (RFC 5545 3.6.1); else the times.
  const allDay = !eventTimeOfDay(event.dateStart, 'start') && !eventTimeOfDay(event.dateEnd, 'end');
  const start = bucharestWallClock(event.dateStart);
  const lastDay = bucharestWallClock(event.dateEnd);
  cal.createEvent({
    id: `event-${event.id}@${hostOf(origin)}`,
    start,
    end: allDay ? new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1) : lastDay,
    allDay,
    timezone: SITE_TIME_ZONE,
    stamp: new Date(event.updatedAt),
    created: new Date(event.createdAt),
    lastModified: new Date(event.updatedAt),
    summary: cleanText(event.title),
    description: `${summary(cleanText(event.description), 1000)}\n\n${url}`,
    location: {
      title: cleanText(event.location),
      ...(event.address ? { address: cleanText(event.address) } : {}),
      ...(event.coordinates ? { geo: { lat: event.coordinates.lat, lon: event.coordinates.lng } } : {}),
    },
    organizer: { name: icalParamText(event.organizer), email },
    url,
    status: ICalEventStatus.CONFIRMED,
    categories: [{ name: cleanText(event.category) }],
  });
}

/** The calendar's text: every content line ends with CRLF, the last one too (RFC 5545 3.1; ical-generator omits it). */
const icsText = (cal: ICalCalendar): string => `${cal.toString()}\r\n`;

/** One event's calendar (the "Adaugă în calendar" link), its links to the event's page in `locale`. */
export async function eventCalendar(deps: Deps, origin: string, ref: string, locale: Locale = DEFAULT_LOCALE): Promise<{ ics: string; event: EventOutput }> {
  const event = await getEventByPathText(deps, ref);
  const cal = calendar(event.title, `${origin}${localePath(locale, paths.event(event.pageRef))}`, locale);
  addEvent(cal, event, origin, deps.config.CONTACT_EMAIL, locale);
  return { ics: icsText(cal), event };
}

/** The current season's events, a calendar to subscribe to (empty when no season is current), named in `locale`. */
export async function seasonCalendar(deps: Deps, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const season = await findCurrentSeason(deps);
  const events = season ? await listEvents(deps, { seasonId: season.id }) : [];
  const cal = calendar(`${CALENDAR_WORDS[locale].season}${season ? ` ${season.seasonName}` : ''}`, `${origin}${localePath(locale, paths.events)}`, locale);
  for (const event of events) addEvent(cal, event, origin, deps.config.CONTACT_EMAIL, locale);
  return icsText(cal);
}
