// Each fixed page's meta description in English (shared/page-descriptions.ts has the Romanian ones, by the same paths).
import type { PageDescriptions } from '../../page-descriptions';
import { paths } from '../../site-pages';

export const SITE_DESCRIPTION_EN =
  'FIRST Tech Challenge Romania: the national robotics programme for high-school students, with teams, competitions, resources and volunteers across the country.';

export const pageDescriptions: PageDescriptions = {
  [paths.home]: SITE_DESCRIPTION_EN,
  [paths.news]: 'All the news of FIRST Tech Challenge Romania: announcements, results and stories of the robotics teams.',
  [paths.about]: 'About FIRST Tech Challenge Romania: the association, the FIRST programmes, volunteering, results, values and partners.',
  [paths.aboutNatie]: 'The Nație prin Educație association: FIRST’s official partner since 2016, organising the FTC regional and national competitions in Romania.',
  [paths.aboutFirst]: 'What FIRST and FIRST Tech Challenge are: the history of the organisation founded in 1989 and its programmes for students aged 4 to 18.',
  [paths.aboutGlobal]: 'FIRST Global Challenge: one team from each country, more than 190 countries, 3-on-3 international alliances; the 2025 edition in Panama City.',
  [paths.contact]: 'Write to us: the contact form, the FTC Romania team and the addresses for partnerships, certificates, judging and communication.',
  [paths.volunteer]: 'Become a FIRST Tech Challenge Romania volunteer: the alumni community and the volunteers at the robotics competitions.',
  [paths.results]: 'FTC Romania’s results: 236 active teams, 10,800 students, two world titles and appearances at the world championships.',
  [paths.values]: 'FIRST’s values and youth protection: code of conduct, guides for parents and mentors, documents and training.',
  [paths.sponsors]: 'Partners in education: the PLATINUM, GOLD and SILVER partners who support Romania’s robotics teams.',
  [paths.resources]: 'Resources for FTC teams: season materials, learning materials and the getting-started guide.',
  [paths.seasonMaterials]: 'The FTC season’s materials: the competition manual, the national rules, videos and documents for teams.',
  [paths.teamResources]: 'Learning materials for FTC teams and mentors: programming, mechanics, design and fundraising.',
  [paths.getStarted]: 'How to start an FTC team: 5-15 students aged 13-18, 2-3 mentors, the starter kit and the steps to register.',
  [paths.teams]: 'The map and list of FTC teams in Romania: the teams registered in the current season, by city and region.',
  ['/teams/00000']: 'What an FTC team’s page looks like: number, name, motto, rookie year, city, region and local partners.',
  [paths.events]: 'FTC Romania’s official events of the current season: regional stages, the national championship, kickoff and league tournaments.',
  [paths.competitions]: 'The FTC Romania competitions calendar by season: the regional stages, the national stage and the international stage.',
  [paths.contribute]: 'Support robotics in Romania’s high schools: donate, sponsor as a company or get involved as a volunteer.',
  [paths.companies]: 'Sponsorship for companies: 20% of the corporate income tax, form 177, sponsorship packages and the CSR pillars.',
  [paths.search]: 'Search the FIRST Tech Challenge Romania site: news, events, teams, resources and the pages about the programme.',
  [paths.myAccount]: 'Your account on the FIRST Tech Challenge Romania site: your details and your link to your team.',
};
