// The words of /en/about/values in English (typed by messages/ro/about-values.ts). FIRST's programme and value names
// (Youth Protection Program, Gracious Professionalism, Coopertition, Keeping Kids Safe) are theirs and stay as they are.
import type { AboutValuesMessages } from '../ro/about-values';

export const aboutValues: AboutValuesMessages = {
  eyebrow: 'Values',
  title: 'Our values and youth protection',
  lead: 'A safe, respectful and inclusive environment for every student who joins an FTC team.',
  introTitle: 'Youth protection and the code of conduct',
  intro: [
    '*FIRST* programmes follow the Youth Protection Program, a set of rules that protects students in every activity: in the workshop, at competitions and on team trips. Mentors and volunteers who work with minors complete the training and follow these rules.',
    'The code of conduct applies to everyone: students, mentors, parents, volunteers and spectators. Disrespectful behaviour, harassment or discrimination have no place in our community, and any concern can be reported with the forms below.',
  ],
  principlesLabel: 'Principles',
  principles: [
    { title: 'Gracious Professionalism®', text: 'We compete as hard as we can, but with respect and kindness towards others.' },
    { title: 'Coopertition®', text: 'We help our opponents even while we compete against them.' },
    { title: 'Youth safety', text: 'Every adult in the programme is screened, trained and follows clear rules.' },
  ],
  documentsTitle: 'Documents and forms',
  documentsLead: 'The documents open in a new tab.',
  documents: {
    youthProtection: 'Youth protection materials',
    guide: 'Programme guide (PDF)',
    faq: 'Frequently asked questions (PDF)',
    conduct: 'Code of conduct',
    privacy: 'Privacy policy',
    travel: 'Consent for team travel',
    parents: 'Parent notification guidelines',
    medical: 'Medical incident report form',
    safety: 'Non-medical safety concern form',
  },
  newTab: (name) => `${name} (opens in a new tab)`,
  videosTitle: 'Training videos',
  videosLead: 'Recommended for every mentor, volunteer and parent who travels with the teams.',
  videos: ['Youth protection in FIRST programmes', 'Training video for volunteers and mentors', 'Keeping Kids Safe: for adults who work with young people'],
  video: 'Training video',
};
