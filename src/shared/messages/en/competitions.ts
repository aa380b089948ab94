// The words of /en/concursuri in English (typed by messages/ro/competitions.ts).
import type { CompetitionsMessages } from '../ro/competitions';

export const competitions: CompetitionsMessages = {
  hero: {
    eyebrow: 'Competition calendar',
    title: 'FIRST Tech Challenge Romania competitions',
    lead: 'From the regional stages to the National Championship and on to the World Championship: every official competition of the season, with its city and dates.',
  },
  notesTitle: 'About the official competitions',
  notes: [
    'The official FIRST Tech Challenge competitions in Romania are organised by the Nație prin Educație association. The regional stages qualify teams for the National Championship, and the best teams there go on to the FIRST World Championship in Houston.',
    'Each competition’s schedule, registered teams, matches and live results are published on the official FIRST Tech Challenge Events platform. Calendar dates may change: always check the official platform before an event.',
  ],
  platform: 'Official FTC Events platform',
  platformLabel: 'Official FTC Events platform (opens in a new tab)',
  calendarTitle: 'Competition calendar',
  calendarLead: 'The regional, national and international stages of the last four seasons.',
  loading: 'Loading the competition calendar...',
  failed: 'The calendar could not be loaded. Please try again a little later.',
  retry: 'Try again',
  empty: 'The competition calendar will be published soon.',
  tabs: 'Competition seasons',
  groups: { regional: 'Regional stages', national: 'National stage', international: 'International stage' },
  details: 'Details',
  detailsLabel: (name) => `Details: ${name} (opens in a new tab)`,
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
