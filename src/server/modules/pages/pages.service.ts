// What a public URL shows before any script runs: its status (200, or 404 for an unknown path, a missing event or
// team) and its head, built in-process from the same services as the API (never a request to ourselves). The route
// list is the browser's (shared/site-pages.ts), so the server and the client agree on every page.
import { isAppError } from '../../../shared/errors';
import { PAGE_DESCRIPTIONS } from '../../../shared/page-descriptions';
import {
  eventPageName,
  feedPaths,
  matchPage,
  NOT_FOUND_NAME,
  pageTitle,
  paths,
  postPageName,
  SITE_DESCRIPTION,
  SITE_NAME,
  teamPageName,
  type PageMatch,
} from '../../../shared/site-pages';
import type { EventOutput } from '../../../shared/schemas/events';
import type { Deps } from '../../deps';
import { getEventByPathText } from '../events/events.service';
import { getPostBySlug } from '../posts/posts.service';
import { getTeamByNumber } from '../teams/teams.service';
import { summary, type PageHead, type SocialImage } from './page-head';
import { publicSiteSettings } from '../site/site-settings.service';
import { articleLd, eventLd, organizationLd, teamLd } from './structured-data';

/** The brand image of every page without its own (src/web/public/og-image.png, made by scripts/brand-images.ts). */
export const BRAND_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

const brandImage = (origin: string): SocialImage => ({
  url: `${origin}${BRAND_IMAGE.path}`,
  width: BRAND_IMAGE.width,
  height: BRAND_IMAGE.height,
  type: BRAND_IMAGE.type,
  alt: SITE_NAME,
});

const alternates = (origin: string): PageHead['alternates'] => [
  { type: 'application/rss+xml', title: 'Noutăți FIRST Tech Challenge Romania', href: `${origin}${feedPaths.news}` },
  { type: 'text/calendar', title: 'Evenimentele sezonului FTC Romania', href: `${origin}${feedPaths.calendar}` },
];

function basic(origin: string, name: string | null, description: string, canonicalPath: string | null): PageHead {
  return {
    status: 200,
    title: pageTitle(name),
    description,
    canonical: canonicalPath === null ? null : `${origin}${canonicalPath}`,
    ogType: 'website',
    image: brandImage(origin),
    jsonLd: [],
    noindex: false,
    alternates: alternates(origin),
  };
}

const notFoundHead = (origin: string): PageHead => ({
  ...basic(origin, NOT_FOUND_NAME, 'Adresa pe care ai deschis-o nu există sau a fost mutată.', null),
  status: 404,
  noindex: true,
});

const isNotFound = (error: unknown) => isAppError(error) && error.code === 'NOT_FOUND';

/** The event's own short text; when that is short, with its dates and place (what a link preview should say). */
function eventDescription(event: EventOutput): string {
  const own = summary(event.shortDescription || event.description);
  return own.length >= 100 ? own : summary(`${own} · ${event.dateRange}, ${event.location}`);
}

async function eventHead(deps: Deps, origin: string, ref: string): Promise<PageHead> {
  const event = await getEventByPathText(deps, ref);
  const canonicalPath = paths.event(event.pageRef);
  const url = `${origin}${canonicalPath}`;
  const image: SocialImage = event.image
    ? { url: `${origin}${event.image.path}`, alt: event.title, type: event.image.mimeType }
    : brandImage(origin);
  return {
    ...basic(origin, eventPageName(event), eventDescription(event), canonicalPath),
    ogType: 'article',
    image,
    jsonLd: [eventLd(event, url, image.url, origin)],
    alternates: [
      ...alternates(origin),
      { type: 'text/calendar', title: `${event.title} (calendar)`, href: `${origin}${feedPaths.eventCalendar(event.pageRef)}` },
    ],
  };
}

async function teamHead(deps: Deps, origin: string, teamNumber: number): Promise<PageHead> {
  const team = await getTeamByNumber(deps, teamNumber);
  const canonicalPath = paths.team(team.internationalNumber);
  const own = team.about || team.motto;
  const place = [team.city, team.school].filter(Boolean).join(', ');
  const description = own
    ? summary(own)
    : summary(`Echipa FIRST Tech Challenge ${team.internationalNumber} ${team.name}${place ? ` din ${place}` : ''}: membri, parteneri locali și evenimentele sezonului.`);
  return {
    ...basic(origin, teamPageName(team), description, canonicalPath),
    jsonLd: [teamLd(team, `${origin}${canonicalPath}`)],
  };
}

/** A post's page: its own title, description, image and Article; an old slug is a 301 to the current one. */
async function postHead(deps: Deps, origin: string, slug: string): Promise<PageHead> {
  const { post, current } = await getPostBySlug(deps, slug);
  const canonicalPath = paths.post(post.slug);
  if (!current) return { ...basic(origin, postPageName(post), '', canonicalPath), status: 301, redirect: canonicalPath };
  const url = `${origin}${canonicalPath}`;
  const image: SocialImage = post.image
    ? { url: `${origin}${post.image.path}`, alt: post.title, type: post.image.mimeType, ...(post.image.width && post.image.height ? { width: post.image.width, height: post.image.height } : {}) }
    : brandImage(origin);
  return {
    ...basic(origin, postPageName(post), summary(post.description), canonicalPath),
    ogType: 'article',
    image,
    jsonLd: [articleLd(post, url, image.url, origin)],
  };
}

async function headOf(deps: Deps, origin: string, match: PageMatch | null): Promise<PageHead> {
  if (!match) return notFoundHead(origin);
  const { key, route, params } = match;
  // The pages named by their data.
  if (key === 'event') return eventHead(deps, origin, params.code!);
  if (key === 'team') return teamHead(deps, origin, Number(params.teamNumber));
  if (key === 'post') return postHead(deps, origin, params.slug!);
  // The pages that depend on who asks: the site's description, never indexed.
  if (route.kind !== 'site') return { ...basic(origin, route.name, PAGE_DESCRIPTIONS[route.path] ?? SITE_DESCRIPTION, null), noindex: true };
  const head = basic(origin, route.name, PAGE_DESCRIPTIONS[route.path] ?? SITE_DESCRIPTION, route.path);
  if (!route.listed) head.noindex = true;
  if (key === 'home') head.jsonLd = [organizationLd(origin, await publicSiteSettings(deps))];
  return head;
}

/** The status and head of a page path (no query, no fragment). A failed read still answers the page (200, the
 * site's head), so the browser app can show its own error state; the failure is logged. */
export async function resolvePage(deps: Deps, origin: string, pathname: string): Promise<PageHead> {
  const match = matchPage(pathname);
  try {
    return await headOf(deps, origin, match);
  } catch (error) {
    if (isNotFound(error)) return notFoundHead(origin);
    deps.log.error({ err: error, pathname }, 'Page head failed');
    return { ...basic(origin, null, SITE_DESCRIPTION, null), noindex: true };
  }
}
