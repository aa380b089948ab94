// The words of the resource pages in English (typed by messages/ro/resources.ts). The pages' names (Season Materials,
// Learning Materials, Get Started) are the spec's and the navbar's, the same in both languages.
import type { ResourcesMessages } from '../ro/resources';

export const resources: ResourcesMessages = {
  list: {
    emptyTitle: 'No resources published yet',
    emptyText: 'The materials for this page will appear here as soon as they are published. Check back soon.',
  },
  card: {
    kinds: { video: 'Video', link: 'Link', download: 'Document' },
    video: (description) => `Video: ${description}`,
    link: (description, host) => `${description}: ${host} (opens in a new tab)`,
    download: (fileName, description) => `Download ${fileName}: ${description} (opens in a new tab)`,
    unnamedFile: 'Download the document',
  },
  seasonMaterials: {
    title: 'Season Materials',
    eyebrow: 'Resources for the current season',
    lead: 'Everything a team needs for the season under way: the competition manual, the national rules, the game’s video presentations and the judging documents, in one place.',
    loading: 'Loading the resources...',
    error: 'The resources could not be loaded.',
    notesTitle: 'Keep in mind',
    notes: [
      'Romania’s local competition rules apply together with the Competition Manual.',
      'Teams must follow both documents throughout the season.',
      'Every member and every mentor of the team must read the Competition Manual and the national rules.',
    ],
  },
  teamResources: {
    title: 'Learning Materials',
    eyebrow: 'Resources for teams',
    lead: [
      'Programming tutorials, mechanics and design guides, templates for running a team: materials gathered for Romania’s FTC teams.',
      'We recommend that teams and mentors go through all the materials, not only the section they need right now: many answers turn up where you least expect them.',
    ],
    loading: 'Loading the resources for teams...',
    error: 'The resources for teams could not be loaded.',
  },
  more: {
    title: 'More resources',
    pages: {
      'season-materials': { title: 'Season Materials', text: 'The competition manual and the season’s national rules.' },
      'team-resources': { title: 'Learning Materials', text: 'Tutorials and guides on programming, mechanics and organisation.' },
      'get-started': { title: 'Get Started', text: 'What an FTC team is and the steps to start one.' },
    },
  },
  getStarted: {
    eyebrow: 'Resources',
    title: 'Start a FIRST Tech Challenge team',
    seeSteps: 'See how to register',
    lead: 'Everything you need to know to start a robotics team at your high school: who takes part, what it costs, how much time it takes and how to register.',
    teamTitle: 'What is an FTC team?',
    team: [
      'A FIRST Tech Challenge team is a group of high school students who, with their mentors, design, build and program a robot for each season’s game. The robot plays in alliances with other teams at the regional stages, at the National Championship and, for the best, at the World Championship.',
      'Beyond the robot, the team works like a small start-up: it makes a plan, looks for sponsors and presents its work to the judges.',
    ],
    activities: [
      { title: 'Build', text: 'Design and assemble a robot for the season’s game from reusable parts.' },
      { title: 'Program', text: 'Write the code for the autonomous period and for driving during the match.' },
      { title: 'Compete', text: 'Play in alliances at the regional stages, at the National Championship and perhaps at the World Championship.' },
      { title: 'Inspire', text: 'Keep the engineering notebook, find sponsors and bring robotics to your community.' },
    ],
    beforeTitle: 'What to know before you start',
    facts: [
      { value: '5-15', title: 'students per team', text: 'A team has between 5 and 15 students, aged 13 to 18.' },
      { value: '2-3', title: 'mentors', text: 'We recommend 2-3 adult mentors, at least one of them a teacher.' },
      { value: '~€4,000', title: 'the starter kit', text: 'The starter kit costs about 4,000 euros; local sponsors can help you cover it.' },
      { value: '10+ hours', title: 'a week', text: 'During the season, students work on the robot more than 10 hours a week.' },
      {
        value: '1 July - 1 October',
        title: 'registration period',
        text: 'Registration for each season is open from 1 July to 1 October. From 1 October we contact you to confirm it.',
      },
      { value: 'Rookie', title: 'grants', text: 'Grants go only to teams in their first year (rookies), within the budget.' },
    ],
    videoTitle: 'FIRST Tech Challenge in a few minutes',
    videoFrame: 'Video: what FIRST Tech Challenge is',
    stepsTitle: 'How to register',
    stepsNote: { before: 'You register from the team’s account: use the ', button: 'LOGIN', after: ' button at the top right of the site.' },
    steps: [
      'Form the team: 5-15 students aged 13-18 and 2-3 mentors, at least one of them a teacher.',
      'Press the LOGIN button at the top right of the site (on a phone it is in the menu) and create your team account.',
      'Fill in the team’s details during the registration period, between 1 July and 1 October.',
      'Wait for confirmation: from 1 October we contact you to confirm your registration.',
      'Prepare for the season: the starter kit, a place to work and at least 10 hours a week for the robot.',
    ],
    createAccount: 'Create the team account',
    questions: 'Questions? Write to us',
  },
};
