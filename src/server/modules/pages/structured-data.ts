// Schema.org JSON-LD of the pages that have one: the organisation (home), an event, a team.
import type { EventOutput } from '../../../shared/schemas/events';
import type { PostOutput } from '../../../shared/schemas/posts';
import type { TeamDetail } from '../../../shared/schemas/teams';
import { paths, SITE_NAME } from '../../../shared/site-pages';
import { summary } from './page-head';

const CONTEXT = 'https://schema.org';

export function organizationLd(origin: string, email: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: 'Asociația Nație prin Educație',
    url: `${origin}${paths.home}`,
    logo: `${origin}/brand-logo.png`,
    email,
    areaServed: { '@type': 'Country', name: 'România' },
  };
}

export function eventLd(event: EventOutput, url: string, image: string, origin: string): object {
  const location: Record<string, unknown> = {
    '@type': 'Place',
    name: event.location,
    address: { '@type': 'PostalAddress', streetAddress: event.address ?? event.location, addressCountry: 'RO' },
  };
  if (event.coordinates) location.geo = { '@type': 'GeoCoordinates', latitude: event.coordinates.lat, longitude: event.coordinates.lng };
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: summary(event.description, 500),
    startDate: event.dateStart,
    endDate: event.dateEnd,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
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
    inLanguage: 'ro',
    author: organization,
    publisher: organization,
  };
}
