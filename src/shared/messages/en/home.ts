// The home page's words in English (typed by messages/ro/home.ts).
import type { HomeMessages } from '../ro/home';

export const home: HomeMessages = {
  hero: {
    eyebrow: 'FIRST Tech Challenge Romania',
    title: 'We build robots. We shape tomorrow’s innovators.',
    lead: 'The national robotics programme for high-school students: teams of 5-15 students design, build and program robots for regional, national and international competitions.',
    start: 'Start a team',
    about: 'About the programme',
  },
  posts: {
    eyebrow: 'News',
    title: 'Latest posts',
    all: 'See all posts',
    failed: 'The posts could not be loaded right now. Please come back later.',
    none: 'No posts have been published yet.',
  },
  stats: { title: 'FTC Romania in numbers' },
  gallery: {
    title: 'From FTC Romania’s seasons',
    text: 'Competitions, workshops and the people who make the programme possible.',
    label: 'Pictures from FTC Romania’s seasons',
  },
  slides: {
    field: {
      caption: 'Robots on the field, in the middle of a qualification match',
      alt: 'Illustration: two robots, one from the red alliance and one from the blue alliance, on the playing field under the scoreboard.',
    },
    pit: {
      caption: 'A team gets its robot ready in the pit, between matches',
      alt: 'Illustration: three team members next to their robot on the pit workbench, with a laptop and a toolkit.',
    },
    awards: {
      caption: 'The awards ceremony: the winning teams step onto the podium',
      alt: 'Illustration: teams on the podium for first, second and third place, with trophies and confetti under the spotlights.',
    },
    workshop: {
      caption: 'Design and programming workshops for students and mentors',
      alt: 'Illustration: a mentor explains a sketch of gears on the board while two students work on laptops.',
    },
    volunteers: {
      caption: 'The volunteers who make every competition possible',
      alt: 'Illustration: five cheerful volunteers under a banner reading “Volunteers”, one of them holding a clipboard.',
    },
    nationals: {
      caption: 'The FIRST Tech Challenge Romania National Championship',
      alt: 'Illustration: an arena with full stands, the National Championship banner and three robots on the field.',
    },
    kickoff: {
      caption: 'Kickoff: the launch of the new season’s challenge',
      alt: 'Illustration: a big screen reading “Kickoff”, two robots on stage and the audience in the hall.',
    },
  },
  media: {
    title: 'The teams and their moments',
    mapTitle: 'Map of Romania’s teams',
    mapText: 'The high schools with FTC teams, in every region of the country.',
    mapFrame: 'Map of FTC teams in Romania (Google Maps)',
    videoTitle: 'Videos from the competitions',
    videoText: 'Matches, interviews and highlights from the regional and national stages.',
    videoFrame: 'FTC Romania playlist on YouTube',
  },
  profiles: {
    title: 'How you can get involved',
    more: 'Details...',
    student: {
      title: 'I’m a student',
      text: 'Join a team at your high school: you build a robot, learn programming and engineering, and compete alongside your classmates.',
    },
    parent: {
      title: 'I’m a parent',
      text: 'Support your child’s team and the programme: a donation or a few hours of your time make a difference to students across the country.',
    },
    teacher: {
      title: 'I’m a teacher',
      text: 'Become a mentor: find out how to start a team at your school, what a season involves and what support new teams receive.',
    },
  },
  cta: {
    title: 'Want an FTC team at your high school?',
    text: 'A team has 5 to 15 students aged 13-18 and 2-3 mentors. Registration for the new season opens every year from 1 July to 1 October.',
    button: 'Get started with a team',
  },
};
