// The words of /en/about/sponsors in English (typed by messages/ro/sponsors.ts); the spec's own English labels as it
// writes them.
import type { SponsorsMessages } from '../ro/sponsors';

export const sponsors: SponsorsMessages = {
  eyebrow: 'Sponsors and partners',
  title: 'Partners in education',
  lead: 'The companies and institutions that make the FIRST Tech Challenge programme possible in Romania’s high schools.',
  loading: 'Loading the partners...',
  listLabel: 'Partners',
  empty: 'Our partners will be listed here soon. Your company could be the first:',
  emptyLink: 'find out how your company can support the programme',
  thanksTitle: 'Thank you!',
  thanks:
    'Every partner brings robots to more high schools, better competitions and more chances for young people who love technology. Would you like your company to be here? Write to us at',
  invest: 'Invest in education',
  logo: (name) => `${name} logo`,
  link: (name) => `${name} (the partner’s site, opens in a new tab)`,
};
