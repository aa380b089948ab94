// The words of /en/events in English (typed by messages/ro/events.ts).
import { enCount } from '../../plural';
import type { EventsMessages } from '../ro/events';

export const events: EventsMessages = {
  hero: {
    marquee: 'OFFICIAL EVENTS/',
    season: (name) => `Season ${name}`,
    programme: 'FIRST Tech Challenge Romania',
    title: 'Events',
    lead: 'League tournaments, regional stages, the national championship and the meetings of Romania’s FTC community. Choose an event for its schedule, venue, partners and participating teams.',
  },
  subscribe: {
    text: 'The season’s calendar, always up to date on your phone:',
    button: 'Subscribe to the calendar',
    download: 'Download the .ics file',
  },
  loading: 'Loading events...',
  failed: 'The events could not be loaded. Check your internet connection and try again.',
  retry: 'Try again',
  sections: {
    past: { title: 'Past Events', empty: 'No past events' },
    ongoing: { title: 'Ongoing Events', empty: 'No ongoing events' },
    upcoming: { title: 'Upcoming Events', empty: 'No upcoming events' },
  },
  count: (n) => enCount(n, 'event', 'events'),
  when: {
    starts: 'starts at',
    ends: 'ends at',
    both: (from, to) => `starts at ${from} and ends at ${to}`,
    zone: 'Romania time',
  },
  more: 'More info...',
  moreAbout: (title) => `More info about ${title}`,
  image: {
    poster: (title) => `Poster of the event ${title}`,
    illustration: (title) => `Illustration for the event ${title}`,
  },
};
