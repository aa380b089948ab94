// Schema.org JSON-LD of the pages that have one: the organisation (home), an event, a team.
import { bucharestDay, bucharestIsoWithOffset, eventTimeOfDay } from '../../../shared/bucharest-time';
import type { EventOutput } from '../../../shared/schemas/events';
import type { PostOutput } from '../../../shared/schemas/posts';
import type { PublicSiteSettings } from '../../../shared/schemas/site-settings';
import type { TeamDetail } from '../../../shared/schemas/teams';
import { paths, SITE_NAME } from '../../../shared/site-pages';
import { summary } from './page-head';

const CONTEXT = 'https://schema.org';

/** The organisation: its profiles (the social links of the site settings) as sameAs, its legal details where set. */
export function organizationLd(origin: string, settings: Pick<PublicSiteSettings, 'contactEmail' | 'social' | 'legal'>): object {
  const { legal } = settings;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: legal.name ?? 'Asociația Nație prin Educație',
    url: `${origin}${paths.home}`,
    logo: `${origin}/brand-logo.png`,
    email: settings.contactEmail,
    ...(legal.phone ? { telephone: legal.phone } : {}),
    ...(legal.cif ? { taxID: legal.cif } : {}),
    ...(legal.address ? { address: { '@type': 'PostalAddress', streetAddress: legal.address, addressCountry: 'RO' } } : {}),
    ...(settings.social.length ? { sameAs: settings.social.map((s) => s.href) } : {}),
    areaServed: { '@type': 'Country', name: 'România' },
  };
}

/** An event held online rather than at a place: its location says so ("Online") or it carries the tag "online". */
export const isOnlineEvent = (event: Pick<EventOutput, 'location' | 'tags'>): boolean =>
  /^(online|virtual)$/i.test(event.location.trim()) || event.tags.some((tag) => /^online$/i.test(tag.trim()));

/** A start or end as schema.org reads it: the Romania time with its offset where staff set one, else the day alone. */
const ldDate = (iso: string, end: 'start' | 'end'): string => (eventTimeOfDay(iso, end) ? bucharestIsoWithOffset(iso) : bucharestDay(iso));

/**
 * An event: the city (the event's location) in addressLocality and the street address only when one is set (issue 24,
 * defect 6); an online event is OnlineEventAttendanceMode at a VirtualLocation (its live stream, else its page).
 */
export function eventLd(event: EventOutput, url: string, image: string, origin: string): object {
  const online = isOnlineEvent(event);
  let location: Record<string, unknown>;
  if (online) {
    location = { '@type': 'VirtualLocation', url: event.ftcInfo?.liveStreamUrl ?? event.link ?? url };
  } else {
    const street = event.address && event.address !== event.location ? { streetAddress: event.address } : {};
    location = { '@type': 'Place', name: event.location, address: { '@type': 'PostalAddress', ...street, addressLocality: event.location, addressCountry: 'RO' } };
    if (event.coordinates) location.geo = { '@type': 'GeoCoordinates', latitude: event.coordinates.lat, longitude: event.coordinates.lng };
  }
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: summary(event.description, 500),
    startDate: ldDate(event.dateStart, 'start'),
    endDate: ldDate(event.dateEnd, 'end'),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: { '@type': 'Organization', name: event.organizer, url: `${origin}${paths.home}` },
    url,
    image: [image],
  };
}

export function teamLd(team: TeamDetail, url: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    name: team.name,
    sport: 'Robotics (FIRST Tech Challenge)',
    identifier: String(team.internationalNumber),
    url,
    ...(team.about || team.motto ? { description: summary(team.about ?? team.motto ?? '', 500) } : {}),
    ...(team.rookieYear ? { foundingDate: String(team.rookieYear) } : {}),
    ...(team.city ? { location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: team.city, addressCountry: 'RO' } } } : {}),
    ...(team.website ? { sameAs: [team.website] } : {}),
    memberOf: { '@type': 'SportsOrganization', name: SITE_NAME },
  };
}

/** A news post's page (issue 24): an Article, published by the organisation. */
export function articleLd(post: PostOutput, url: string, image: string, origin: string): object {
  const organization = { '@type': 'Organization', name: SITE_NAME, url: `${origin}${paths.home}`, logo: { '@type': 'ImageObject', url: `${origin}/brand-logo.png` } };
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: summary(post.title, 110),
    description: summary(post.description, 500),
    datePublished: post.publishAt ?? post.timestamp,
    dateModified: post.updatedAt,
    image: [image],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // The article's text: English where the post has it on an English page (decision 203).
    inLanguage: post.contentLang?.description ?? 'ro',
    author: organization,
    publisher: organization,
  };
}
