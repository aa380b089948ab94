// The site's files outside /api: robots.txt, sitemap.xml, the news feed and the calendars. Public reads: kept in
// memory and answered with an ETag (304) until a write changes the content tables (http/public-reads.ts). Their
// absolute URLs name the request's host when PUBLIC_URL is unset, so the host is part of the cache key then.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localePath, LOCALES } from '../../../shared/locale';
import { feedPaths } from '../../../shared/site-pages';
import type { ContentVersions } from '../../db/table-versions.repository';
import type { Deps } from '../../deps';
import type { AnswerCache } from '../../http/answer-cache';
import { registerPublicReads } from '../../http/public-reads';
import { eventCalendar, newsFeedXml, robotsTxt, seasonCalendar, sitemapXml } from './site-documents';
import { siteOrigin } from './site-origin';

/** The news feed in each language (decision 200): /news/feed.xml, /en/news/feed.xml. */
const NEWS_FEEDS = LOCALES.map((locale) => ({ locale, path: localePath(locale, feedPaths.news) }));

/** The calendars in each language: their names and links to the events' pages (/events/calendar.ics,
 * /en/events/calendar.ics; /events/:code/calendar.ics, /en/events/:code/calendar.ics). */
const CALENDARS = LOCALES.map((locale) => ({ locale, season: localePath(locale, feedPaths.calendar), event: localePath(locale, '/events/:code/calendar.ics') }));

export const SITE_FILES = ['/robots.txt', '/sitemap.xml', ...NEWS_FEEDS.map((feed) => feed.path), ...CALENDARS.flatMap((c) => [c.season, c.event])] as const;

export async function registerSiteFiles(app: FastifyInstance, deps: Deps, versions: ContentVersions, answers: AnswerCache): Promise<void> {
  const origin = (request: FastifyRequest) => siteOrigin(deps.config, request);
  registerPublicReads(app, versions, answers, () => deps.clock.now(), {
    isPublic: (method, url) => [method].flat().includes('GET') && (SITE_FILES as readonly string[]).includes(url),
    keyPrefix: (request) => (deps.config.PUBLIC_URL ? '' : origin(request)),
  });

  app.get('/robots.txt', async (request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(origin(request))));
  app.get('/sitemap.xml', async (request, reply) => reply.type('application/xml; charset=utf-8').send(await sitemapXml(deps, origin(request))));
  for (const { locale, path } of NEWS_FEEDS) {
    app.get(path, async (request, reply) => reply.type('application/rss+xml; charset=utf-8').send(await newsFeedXml(deps, origin(request), locale)));
  }
  for (const { locale, season, event: eventPath } of CALENDARS) {
    app.get(season, async (request, reply) => reply.type('text/calendar; charset=utf-8').send(await seasonCalendar(deps, origin(request), locale)));
    app.get<{ Params: { code: string } }>(eventPath, async (request, reply) => {
      const { ics, event } = await eventCalendar(deps, origin(request), request.params.code, locale);
      const name = String(event.ftcEventCode || `event-${event.id}`).replace(/[^\w-]/g, '_');
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${name}.ics"`).send(ics);
    });
  }
}
