// The words of /en/about/results in English (typed by messages/ro/about-results.ts), the figures as English writes them.
import { enOrdinal } from '../../plural';
import type { AboutResultsMessages } from '../ro/about-results';

export const aboutResults: AboutResultsMessages = {
  eyebrow: 'Results',
  title: 'Two-time world champions',
  lead: 'Since 2016, FIRST Tech Challenge Romania has grown from a handful of teams into a national community, and our teams became world champions in 2022 and again in 2024.',
  statsTitle: 'The programme in figures',
  stats: [
    { value: '236', label: 'active teams' },
    { value: '10,800', label: 'students involved' },
    { value: '140', label: 'high schools across the country' },
    { value: '€750,000', label: 'invested in education' },
    { value: '9', label: 'World Championship appearances' },
    { value: '2', label: 'world titles' },
  ],
  worldTitle: 'At the World Championship',
  world: [
    {
      year: '2022',
      title: 'The first world title',
      text: 'A team from Romania reaches the top step at the FIRST World Championship, only a few years after the programme began.',
    },
    {
      year: '2024',
      title: 'Two-time world champions',
      text: 'The second world title confirms that Romanian high school students compete as equals with the best teams in the world.',
    },
    {
      year: '9×',
      title: 'A steady presence at the World Championship',
      text: 'Nine appearances at the FIRST World Championship, where our teams have represented Romania among the best teams in the world.',
    },
  ],
  globalTitle: 'On the global stage',
  global: [
    {
      title: 'FIRST Global Challenge',
      text: 'Every year, Romania’s national team competes alongside teams from more than 190 countries, in international alliances.',
    },
    {
      title: 'International FIRST events',
      text: 'The teams that qualify at the national competition carry Romania’s name on to robotics tournaments and festivals around the world.',
    },
    {
      title: 'A community of more than 10,000 students',
      text: 'Since 2016, more than 10,000 students have gone through the programme, and many of them come back as mentors and volunteers.',
    },
  ],
  testimonialsTitle: 'What participants say',
  testimonials: [
    {
      text: 'In FTC I learned to code, but above all I learned not to give up. When our robot broke an hour before a match, we fixed it together, and that is when I knew I wanted to become an engineer.',
      author: 'Student, member of an FTC team',
    },
    {
      text: 'As a teacher, I see shy students become leaders in a single season. The robotics workshop has changed the atmosphere of the whole school.',
      author: 'Mentor teacher',
    },
    {
      text: 'My son used to spend his evenings in front of a screen. Now he spends them in the workshop, building, and talks about studying automation engineering.',
      author: 'Parent',
    },
  ],
  national: {
    title: (season) => `National Championship ${season}`,
    pending: 'This season’s National Championship results appear here as soon as FIRST publishes them.',
    official: ['The official results of ', '.'],
    winners: 'The winning alliance',
    captain: ' · captain',
    awards: 'The championship’s awards',
    winner: 'Winner',
    place: (n) => `${enOrdinal(n)} place`,
  },
};
