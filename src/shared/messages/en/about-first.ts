// The words of /en/about, /en/about/natie-prin-educatie and /en/about/first-and-ftc in English (typed by
// messages/ro/about-first.ts). "Nație prin Educație" is the association's name and stays as it is.
import type { AboutFirstMessages } from '../ro/about-first';

export const aboutFirst: AboutFirstMessages = {
  index: {
    title: 'About us',
    lead: 'Find out who we are, what the FIRST Tech Challenge programme does in Romania and how you can get involved. Choose a section to begin.',
    sections: {
      aboutNatie: { title: 'Nație prin Educație', text: 'The association that has brought FIRST Tech Challenge to Romania since 2016.' },
      aboutFirst: { title: 'FIRST and FTC', text: 'The international organisation FIRST and its three programmes.' },
      aboutGlobal: { title: 'FIRST Global', text: 'The competition where every country sends a single team.' },
      volunteer: { title: 'Volunteering', text: 'Join the people who make the competitions happen.' },
      results: { title: 'Results', text: 'The programme’s figures and the Romanian teams’ world titles.' },
      values: { title: 'Values', text: 'Youth protection, the code of conduct and the safety documents.' },
      sponsors: { title: 'Sponsors and partners', text: 'The companies investing in STEAM education.' },
      contact: { title: 'Contact', text: 'Write to us or find the right person on our team.' },
    },
  },
  natie: {
    eyebrow: 'About us',
    title: 'The Nație prin Educație Association',
    lead: 'Together with high school students, teachers and communities, we are building a Romania where every young person can discover science and technology.',
    aboutTitle: 'Who we are',
    about: [
      'Since 2016, the Nație prin Educație Association has been the official partner in Romania of the international organisation *FIRST*. We bring the FIRST Tech Challenge programme to high schools: teams of students who design, build and program robots, then take them into competition.',
      'Every season we organise regional competitions in several cities across the country and a national competition, from which the best teams go on to the international *FIRST* events.',
      'We work in partnership with universities that host our events, provide mentors and show students what a career in engineering and research means.',
      'The association is funded through fundraising: company sponsorships, individual donations and tax redirections. Every leu goes into robotics kits, competitions and mentor training.',
    ],
    highlightsLabel: 'At a glance',
    highlights: {
      partner: { title: 'Official FIRST partner', text: 'We have run the FIRST Tech Challenge programme in Romania since 2016.' },
      competitions: { title: 'Regional and national competitions', text: 'Regional events across the country and a national final every season.' },
      universities: { title: 'University partnerships', text: 'Universities host our competitions and open their labs to high school students.' },
      funding: { title: 'Funded by fundraising', text: 'Sponsorships, donations and grants support the teams and the events.' },
    },
    quoteTitle: 'A word from our founder',
    quote: 'We don’t just build robots. We build young people who believe they can change something in their community, and then actually do. Every new team is a school learning to dream bigger.',
    quoteAuthor: 'Founder of the Nație prin Educație Association',
    discover: 'Discover FIRST and FTC',
  },
  first: {
    eyebrow: 'FIRST and FTC',
    title: 'Inspiring young people through science and technology',
    lead: '*FIRST* (For Inspiration and Recognition of Science and Technology) prepares the next generation of innovators through robotics.',
    historyTitle: 'The story of FIRST',
    history: [
      '*FIRST* was founded in 1989 by the American inventor Dean Kamen as a non-profit organisation with a simple aim: to get young people as excited about science and technology as they are about sport.',
      'From a single competition, *FIRST* has grown into a global movement, with programmes for children from kindergarten to high school, supported by thousands of volunteers, mentors and companies.',
      '*FIRST* Tech Challenge, the programme the Nație prin Educație Association runs in Romania, challenges high school students to design, build and program a robot for each season’s game, working as a team and upholding the values of Gracious Professionalism® and Coopertition®.',
    ],
    video: 'Video: the FIRST programmes',
    quoteTitle: 'A word from the founder of FIRST',
    quote: 'FIRST is more than robots. The robots are a vehicle for students to learn important life skills.',
    quoteRole: 'Founder of FIRST',
    programmesTitle: 'The FIRST programmes',
    programmesLead: 'Three programmes, from the first building bricks to industrial-size robots.',
    programmes: {
      fll: 'A first encounter with science and technology: children explore, build and program with LEGO bricks.',
      ftc: 'The programme we run in Romania: teams of high school students build robots and compete in alliances.',
      frc: 'Large industrial-size robots, built in a few weeks with the support of professional mentors.',
    },
    ours: 'Our programme',
    grades: 'Grades',
    ages: 'Ages',
    years: (range) => `${range} years`,
    more: 'Learn more',
    moreAbout: (name) => `Learn more about ${name} (opens in a new tab)`,
  },
};
