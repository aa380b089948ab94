// The words of a team's page under /en in English (typed by messages/ro/team-page.ts).
import type { TeamPageMessages } from '../ro/team-page';

const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });
const SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
/** "2nd place", "11th place", "23rd place". */
const placeOf = (n: number) => `${n}${SUFFIX[ordinals.select(n)] ?? 'th'} place`;

export const teamPage: TeamPageMessages = {
  eyebrow: (number) => `Team #${number}`,
  allTeams: 'All teams',
  active: 'active',
  factsTitle: 'Team details',
  facts: {
    number: 'International number',
    rookieYear: 'Rookie year',
    city: 'City',
    region: 'Region',
    romanianNumber: 'Romanian number',
    affiliation: 'Affiliation',
  },
  linksTitle: 'Links and contact',
  links: { website: 'Website', facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', email: 'E-mail', otherLink: 'Other link' },
  linkNewTab: (kind, team) => `${kind} ${team} (opens in a new tab)`,
  newTab: ' (opens in a new tab)',
  video: 'Video',
  videoTitle: (team) => `Video of team ${team}`,
  watchVideo: 'Watch the team’s video',
  logo: (team) => `Logo of team ${team}`,
  aboutTitle: 'About the team',
  eventsTitle: 'This season’s events',
  partnersTitle: 'Local Partners',
  partnersLead: 'The companies and institutions in the community that support the team this season.',
  season: {
    title: (name) => `Season ${name}`,
    empty: 'The team has not taken part in an event this season yet. Its results appear here after its first matches.',
    record: 'Season record',
    recordNote: '(wins-losses-ties in the matches played, not counting those played as a surrogate)',
    rank: 'Ranking',
    wlt: 'W-L-T',
    wltTitle: 'Wins-Losses-Ties',
    awardsAt: (event) => `Awards at ${event}`,
    place: (place) => (place <= 1 ? 'Winner' : placeOf(place)),
    noResults: 'No results yet.',
  },
  loading: 'Loading the team...',
  notFound: {
    title: 'Team not found',
    text: (number) => `There is no team with the number “${number}”. Check the number or look for the team in the list.`,
  },
  failed: { title: 'Error loading the team', text: 'The team’s details could not be loaded. Please try again later.' },
  back: 'Back to the list of teams',
};
