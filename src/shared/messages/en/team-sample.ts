// The words of /en/teams/00000 in English (typed by messages/ro/team-sample.ts). The region keeps its Romanian name,
// as the real teams' regions do.
import type { TeamSampleMessages } from '../ro/team-sample';

export const teamSample: TeamSampleMessages = {
  notice: {
    tag: 'Sample',
    text: 'This is a sample page: it shows how a team is presented on the site. The team, its details, links and partners are fictional.',
    link: 'See the real teams',
  },
  video: 'Sample: the team’s presentation video appears here',
  videoCaption: 'Sample: the team’s presentation video (from YouTube) appears here.',
  team: {
    name: 'Sample Team',
    motto: 'We learn, we build, we inspire',
    city: 'Sample Town',
    region: 'Centru',
    affiliation: 'Sample High School',
    about:
      'We are a sample team of 12 students and 3 mentors, two of them physics and computer science teachers. We meet three times a week, design the robot in CAD, build it in the school workshop and program it in Java.\n' +
      'Outside competitions we run robotics demonstrations for middle school students and help the newly founded teams in our region. On this page every team tells its story and presents its results and partners.',
  },
  partners: {
    workshop: { name: 'Local Prototype Workshop (sample)', logo: ['WORKSHOP', 'prototypes'] },
    print: { name: 'Sample Print Shop', logo: ['PRINT SHOP', 'Sample'] },
    cafe: { name: 'The Corner Café (sample)', logo: ['Corner', 'café'] },
    energy: { name: 'Sample Energy', logo: ['SAMPLE', 'Energy'] },
  },
};
