// What a public URL shows before any script runs: its status (200, or 404 for an unknown path, a missing event or
// team) and its head, built in-process from the same services as the API (never a request to ourselves). The route
// list is the browser's (shared/site-pages.ts), so the server and the client agree on every page.
import { isAppError } from '../../../shared/errors';
import { DEFAULT_LOCALE, localeOfPath, localePath, LOCALES, readLang, type Locale } from '../../../shared/locale';
import { pageDescriptions as enDescriptions, SITE_DESCRIPTION_EN } from '../../../shared/messages/en/page-descriptions';
import * as enNames from '../../../shared/messages/en/page-names';
import * as roNames from '../../../shared/messages/ro/page-names';
import { descriptionOf, PAGE_DESCRIPTIONS, type PageDescriptions } from '../../../shared/page-descriptions';
import {
  eventPageName,
  feedPaths,
  isLocalized,
  matchPage,
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

/** Each language's page names, descriptions and the few sentences the head writes itself (decision 200). */
const HEAD_WORDS: Readonly<
  Record<
    Locale,
    { names: typeof roNames; descriptions: PageDescriptions; site: string; notFound: string; team: (label: string, place: string) => string; feed: string; calendar: string }
  >
> = {
  ro: {
    names: roNames,
    descriptions: PAGE_DESCRIPTIONS,
    site: SITE_DESCRIPTION,
    notFound: 'Adresa pe care ai deschis-o nu există sau a fost mutată.',
    team: (label, place) => `Echipa FIRST Tech Challenge ${label}${place ? ` din ${place}` : ''}: membri, parteneri locali și evenimentele sezonului.`,
    feed: 'Noutăți FIRST Tech Challenge Romania',
    calendar: 'Evenimentele sezonului FTC Romania',
  },
  en: {
    names: enNames,
    descriptions: enDescriptions,
    site: SITE_DESCRIPTION_EN,
    notFound: 'The address you opened does not exist or has moved.',
    team: (label, place) => `FIRST Tech Challenge team ${label}${place ? ` from ${place}` : ''}: members, local partners and the season's events.`,
    feed: 'FIRST Tech Challenge Romania news',
    calendar: 'FTC Romania season events',
  },
};

/** A page in both languages: its address in each (hreflang), and x-default, the Romanian one. */
const languageLinks = (origin: string, path: string): PageHead['languages'] => [
  ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${localePath(locale, path)}` })),
  { hreflang: 'x-default', href: `${origin}${localePath(DEFAULT_LOCALE, path)}` },
];

/** The feed and the season's calendar, both in the page's language. */
const alternates = (origin: string, locale: Locale): PageHead['alternates'] => [
  { type: 'application/rss+xml', title: HEAD_WORDS[locale].feed, href: `${origin}${localePath(locale, feedPaths.news)}` },
  { type: 'text/calendar', title: HEAD_WORDS[locale].calendar, href: `${origin}${localePath(locale, feedPaths.calendar)}` },
];

/** canonicalPath: the page's path without a language prefix (null: none); localized: the page is in both languages. */
function basic(origin: string, locale: Locale, name: string | null, description: string, canonicalPath: string | null, localized = true): PageHead {
  return {
    status: 200,
    lang: locale,
    title: pageTitle(name),
    description,
    canonical: canonicalPath === null ? null : `${origin}${localePath(locale, canonicalPath)}`,
    languages: canonicalPath !== null && localized ? languageLinks(origin, canonicalPath) : [],
    ogType: 'website',
    image: brandImage(origin),
    jsonLd: [],
    noindex: false,
    alternates: alternates(origin, locale),
  };
}

const notFoundHead = (origin: string, locale: Locale): PageHead => ({
  ...basic(origin, locale, HEAD_WORDS[locale].names.notFoundName, HEAD_WORDS[locale].notFound, null),
  status: 404,
  noindex: true,
});

const isNotFound = (error: unknown) => isAppError(error) && error.code === 'NOT_FOUND';

/** The event's own short text; when that is short, with its dates and place (what a link preview should say). */
function eventDescription(event: EventOutput): string {
  // The short description is not translated: an English description speaks for the event on an English page.
  const own = summary(event.contentLang?.description === 'en' ? event.description : event.shortDescription || event.description);
  return own.length >= 100 ? own : summary(`${own} · ${event.dateRange}, ${event.location}`);
}

async function eventHead(deps: Deps, origin: string, locale: Locale, ref: string): Promise<PageHead> {
  const event = await getEventByPathText(deps, ref, readLang(locale));
  const canonicalPath = paths.event(event.pageRef);
  const url = `${origin}${localePath(locale, canonicalPath)}`;
  const image: SocialImage = event.image
    ? { url: `${origin}${event.image.path}`, alt: event.title, type: event.image.mimeType }
    : brandImage(origin);
  return {
    ...basic(origin, locale, eventPageName(event), eventDescription(event), canonicalPath),
    ogType: 'article',
    image,
    jsonLd: [eventLd(event, url, image.url, origin)],
    alternates: [
      ...alternates(origin, locale),
      { type: 'text/calendar', title: `${event.title} (calendar)`, href: `${origin}${localePath(locale, feedPaths.eventCalendar(event.pageRef))}` },
    ],
  };
}

async function teamHead(deps: Deps, origin: string, locale: Locale, teamNumber: number): Promise<PageHead> {
  const team = await getTeamByNumber(deps, teamNumber);
  const canonicalPath = paths.team(team.internationalNumber);
  const own = team.about || team.motto;
  const place = [team.city, team.school].filter(Boolean).join(', ');
  const description = own
    ? summary(own)
    : summary(HEAD_WORDS[locale].team(`${team.internationalNumber} ${team.name}`, place));
  return {
    ...basic(origin, locale, teamPageName(team), description, canonicalPath),
    jsonLd: [teamLd(team, `${origin}${localePath(locale, canonicalPath)}`)],
  };
}

/** A post's page: its own title, description, image and Article; an old slug is a 301 to the current one. */
async function postHead(deps: Deps, origin: string, locale: Locale, slug: string): Promise<PageHead> {
  const { post, current } = await getPostBySlug(deps, slug, readLang(locale));
  const canonicalPath = paths.post(post.slug);
  const localized = localePath(locale, canonicalPath);
  if (!current) return { ...basic(origin, locale, postPageName(post), '', canonicalPath), status: 301, redirect: localized };
  const url = `${origin}${localized}`;
  const image: SocialImage = post.image
    ? { url: `${origin}${post.image.path}`, alt: post.title, type: post.image.mimeType, ...(post.image.width && post.image.height ? { width: post.image.width, height: post.image.height } : {}) }
    : brandImage(origin);
  return {
    ...basic(origin, locale, postPageName(post), summary(post.description), canonicalPath),
    ogType: 'article',
    image,
    jsonLd: [articleLd(post, url, image.url, origin)],
  };
}

async function headOf(deps: Deps, origin: string, match: PageMatch): Promise<PageHead> {
  const { key, route, params, locale } = match;
  // The pages named by their data.
  if (key === 'event') return eventHead(deps, origin, locale, params.code!);
  if (key === 'team') return teamHead(deps, origin, locale, Number(params.teamNumber));
  if (key === 'post') return postHead(deps, origin, locale, params.slug!);
  const words = HEAD_WORDS[locale];
  const name = words.names.pageNames[key];
  const description = descriptionOf(words.descriptions, route.path) ?? words.site;
  // The pages that depend on who asks: the site's description, never indexed.
  if (route.kind !== 'site') return { ...basic(origin, locale, name, description, null), noindex: true };
  const head = basic(origin, locale, name, description, route.path, isLocalized(route));
  if (!route.listed) head.noindex = true;
  if (key === 'home') head.jsonLd = [organizationLd(origin, await publicSiteSettings(deps))];
  return head;
}

/** The status and head of a page path (no query, no fragment). A failed read still answers the page (200, the
 * site's head), so the browser app can show its own error state; the failure is logged. */
export async function resolvePage(deps: Deps, origin: string, pathname: string): Promise<PageHead> {
  const match = matchPage(pathname);
  // The language of an address that is no page is its prefix's: /en/... is the English not-found page.
  const locale = match?.locale ?? localeOfPath(pathname);
  if (!match) return notFoundHead(origin, locale);
  try {
    return await headOf(deps, origin, match);
  } catch (error) {
    if (isNotFound(error)) return notFoundHead(origin, locale);
    deps.log.error({ err: error, pathname }, 'Page head failed');
    return { ...basic(origin, locale, null, HEAD_WORDS[locale].site, null), noindex: true };
  }
}
