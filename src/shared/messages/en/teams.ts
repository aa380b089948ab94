// The words of /en/teams in English (typed by messages/ro/teams.ts); the spec's own English labels as it writes them.
import { enCount } from '../../plural';
import type { TeamsMessages } from '../ro/teams';

const AFTER = 'Teams appear here once their registration is confirmed.';
const ofSeason = (season: string | null) => (season ? ` for the ${season} season` : '');

export const teams: TeamsMessages = {
  eyebrow: 'FTC teams in Romania',
  title: 'Map and List of FTC Teams in Romania',
  lead: 'Hundreds of high school students across the country design, build and program robots in FIRST Tech Challenge teams. Find the team in your town and discover what they build.',
  map: {
    title: 'Map of the teams',
    lead: 'Romania’s FTC teams are spread across every region of the country, from Timișoara to Constanța.',
    frame: 'Map of the FTC teams in Romania',
  },
  listTitle: 'Teams of the current season',
  loading: 'Loading teams...',
  failed: 'Failed to load teams. Please try again later.',
  table: {
    search: 'Find a team',
    placeholder: 'Number, name, city or region',
    onlyActive: 'only active',
    all: (n) => `${enCount(n, 'team', 'teams')} registered in the current season`,
    shown: (shown, total) => `${shown} of ${enCount(total, 'team', 'teams')}`,
    caption: 'The teams registered in the current season',
    columns: { number: 'Number', name: 'Team', city: 'City', region: 'Region', status: 'Status' },
    none: (onlyActive) => `No team matches your search. Try another city or name, or turn off the “${onlyActive}” filter.`,
  },
  status: { CONFIRMED: 'active', PENDING: 'pending', WITHDRAWN: 'withdrawn' },
  comingSoon: {
    tag: 'New season',
    title: 'Coming Soon',
    opens: (season, start, end) => `Registration${ofSeason(season)} opens on ${start}${end ? ` and closes on ${end}` : ''}. ${AFTER}`,
    open: (season, end) => `Registration${ofSeason(season)} is open until ${end}. ${AFTER}`,
    closed: (season, end) => `Registration${ofSeason(season)} closed on ${end}. ${AFTER}`,
    unpublished: 'The list of the current season’s teams has not been published yet.',
  },
  start: {
    title: 'Find out how to start a team',
    text: 'A team has 5 to 15 students aged 13-18 and 2-3 mentors, at least one of them a teacher. Find out what it involves, what it costs and the steps to register.',
    button: 'Get Started',
  },
};
