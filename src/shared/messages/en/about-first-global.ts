// The words of /en/about/first-global in English (typed by messages/ro/about-first-global.ts). The season's theme,
// "Eco Equilibrium", is FIRST Global's own name and stays as it is.
import type { AboutFirstGlobalMessages } from '../ro/about-first-global';

export const aboutFirstGlobal: AboutFirstGlobalMessages = {
  eyebrow: 'FIRST Global',
  title: 'FIRST Global Challenge',
  lead: 'The Olympics of robotics: young people from all over the world, united by the same challenge, in the same arena.',
  whatTitle: 'What FIRST Global Challenge is',
  what: 'Every year, teams from more than 190 countries meet at the FIRST Global Challenge. Each country sends a single team, and the matches are played in international 3 vs 3 alliances: alliance partners come from different countries and only find out at the competition who they will play with.',
  facts: [
    { value: '190+', label: 'participating countries' },
    { value: '1', label: 'team for each country' },
    { value: '3 vs 3', label: 'international alliances in every match' },
  ],
  edition: {
    eyebrow: 'The 2025 edition',
    title: 'Panama City, Panama',
    text: 'The 2025 edition takes place in Panama City, from 29 October to 1 November 2025. The season’s theme, “Eco Equilibrium”, asks teams to find, through technology, the balance between people and nature.',
    place: 'Place',
    placeValue: 'Panama City',
    dates: 'Dates',
    datesValue: '29 Oct - 1 Nov 2025',
    theme: 'Theme',
  },
  socialTitle: 'The social media challenges',
  social: 'The competition starts long before the first match. Teams post challenges on social media and get to know each other online. Follow Romania’s team and support it with a like and a share.',
  challenges: [
    { title: 'Introducing the team', text: 'A short video in which the team presents its country, its members and its robot before the competition.' },
    { title: 'The theme challenge', text: 'Posts on how the season’s theme shows up in the team’s community and country.' },
    { title: 'The build journal', text: 'Photos and clips from the workshop: ideas, prototypes, failures and solutions, step by step.' },
  ],
  quoteTitle: 'From Romania’s team',
  quote:
    'When you stand in the arena next to teammates from two other countries and you have three minutes to win together, you learn that no problem is too big for a team that communicates. We carry Romania’s flag with us and come home with friends from all over the world.',
  quoteAuthor: 'Romania’s team',
};
