// The words of an event's page under /en in English (typed by messages/ro/event-page.ts). The spec's labels ("Local
// Partners", "Participating Teams", "Event Not Found"...) as the spec writes them.
import { enCount, enOrdinal } from '../../plural';
import type { EventPageMessages } from '../ro/event-page';

const rankingsEmpty = 'The rankings appear here after the first qualification matches.';
const awardsEmpty = 'The awards are announced at the closing ceremony and appear here straight after.';

export const eventPage: EventPageMessages = {
  loading: 'Loading event details...',
  notFound: {
    title: 'Event Not Found',
    text: (param) => `The event with ID "${param}" could not be found.`,
  },
  failed: {
    title: 'The event could not be loaded',
    text: 'An error occurred while loading the event.',
  },
  back: '← Back to Events',
  retry: 'Try Again',
  image: {
    poster: (title) => `Poster of the event ${title}`,
    illustration: (title) => `Illustration for the event ${title}`,
  },
  when: {
    starts: 'starts at',
    ends: 'ends at',
    both: (from, to) => `starts at ${from} and ends at ${to}`,
    zone: 'Romania time',
  },
  banner: {
    live: 'LIVE · happening now',
    place: 'Venue: ',
    date: 'Date: ',
  },
  about: 'About the event',
  organizer: 'Organiser:',
  league: 'FIRST league:',
  divisionOf: 'A division of the event',
  links: {
    official: 'Official event page',
    firstResults: 'Official FIRST results',
    ftcScout: 'The event on FTCScout',
    brochure: 'Event brochure',
    liveStream: 'Live stream',
    webcast: (n) => `Webcast ${n}`,
    website: 'Event website',
    calendar: 'Add to calendar',
  },
  newTab: (name) => `${name} (opens in a new tab)`,
  newTabNote: ' (opens in a new tab)',
  location: 'Venue',
  map: {
    unavailable: 'Map location not available',
    title: (place) => `Map of the venue: ${place}`,
  },
  partners: {
    title: 'Local Partners',
    none: 'No local partners have been announced for this event.',
  },
  teams: {
    title: 'Participating Teams',
    caption: 'The teams registered for the event',
    columns: { id: 'ID', name: 'Name', institution: 'Institution', city: 'City', region: 'Region' },
    loading: 'Loading participating teams...',
    failed: 'Unable to load participating teams. Please try again later.',
    none: 'No teams registered yet',
  },
  sections: {
    label: 'Sections of the page',
    teams: 'Teams',
    rankings: 'Rankings',
    matches: 'Matches',
    awards: 'Awards',
  },
  results: {
    title: 'Results',
    label: 'The event’s results',
    loading: 'Loading the results...',
    failed: 'The results could not be loaded. Please try again later.',
    synced: ['Official FIRST results, updated on ', ' (Romania time).'],
    live: ' During the event they update by themselves, without reloading the page.',
    empty: {
      rankings: { upcoming: rankingsEmpty, ongoing: rankingsEmpty, past: 'FIRST has not published rankings for this event.' },
      matches: {
        upcoming: 'The match schedule appears here when FIRST publishes it, usually on the day of the event.',
        ongoing: 'The match schedule has not been published yet; the page fetches it by itself as soon as it appears.',
        past: 'FIRST has not published the matches of this event.',
      },
      awards: { upcoming: awardsEmpty, ongoing: awardsEmpty, past: 'FIRST has not published the awards of this event.' },
    },
    picker: { label: 'Highlight a team', none: 'No team' },
  },
  rankings: {
    title: 'Rankings',
    caption: (n) => `Rankings after the qualification matches: ${enCount(n, 'team', 'teams')}`,
    rank: 'Rank',
    team: 'Team',
    record: { short: 'W-L-T', long: 'Wins-Losses-Ties' },
    played: { short: 'MP', long: 'Matches played', column: 'Matches' },
    rankingPoints: { short: 'RP', long: 'Ranking points' },
    tieBreaker: { short: 'TBP', long: 'Tie breaker points' },
  },
  matches: {
    title: 'Matches',
    qualification: 'Qualification matches',
    playoff: 'Playoff matches',
    red: 'Red',
    blue: 'Blue',
    wins: 'Wins',
    to: ' to ',
    tie: 'Tie',
    columns: { match: 'Match', time: 'Time', red: 'Red alliance', score: 'Score', blue: 'Blue alliance' },
    alliances: 'Alliances',
    alliance: (n) => `Alliance ${n}`,
    captain: ' · captain',
    timeZone: 'Times are in Romania time.',
    highlighted: (team, n) => `Team ${team} plays in ${enCount(n, 'match', 'matches')}, marked below.`,
  },
  awards: {
    title: 'Awards',
    winner: 'Winner',
    place: (n) => `${enOrdinal(n)} place`,
  },
};
