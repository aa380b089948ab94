// The message catalogues by area (shared/messages/<locale>/<area>.ts), each language a lazy module of its own
// (lib/i18n.tsx, decision 200). The sources are the modules' keys in Vite's manifest (relative to src/web).
import { messageArea, type MessageArea } from './i18n';

/** The navbar, footer, search box, consent banner, not-found page and the pages' names. */
export const shellMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/shell').then((m) => m.shell),
    en: () => import('../../shared/messages/en/shell').then((m) => m.shell),
  },
  { ro: '../shared/messages/ro/shell.ts', en: '../shared/messages/en/shell.ts' },
);

/** The home page. */
export const homeMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/home').then((m) => m.home),
    en: () => import('../../shared/messages/en/home').then((m) => m.home),
  },
  { ro: '../shared/messages/ro/home.ts', en: '../shared/messages/en/home.ts' },
);

/** The post cards, their loading state and the slideshow (components/posts/: home, news). */
export const postsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/posts').then((m) => m.posts),
    en: () => import('../../shared/messages/en/posts').then((m) => m.posts),
  },
  { ro: '../shared/messages/ro/posts.ts', en: '../shared/messages/en/posts.ts' },
);

/** /news and a post's page. */
export const newsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/news').then((m) => m.news),
    en: () => import('../../shared/messages/en/news').then((m) => m.news),
  },
  { ro: '../shared/messages/ro/news.ts', en: '../shared/messages/en/news.ts' },
);

/** /events (the list: hero, groups, cards). */
export const eventsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/events').then((m) => m.events),
    en: () => import('../../shared/messages/en/events').then((m) => m.events),
  },
  { ro: '../shared/messages/ro/events.ts', en: '../shared/messages/en/events.ts' },
);

/** /concursuri, the competitions calendar. */
export const competitionsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/competitions').then((m) => m.competitions),
    en: () => import('../../shared/messages/en/competitions').then((m) => m.competitions),
  },
  { ro: '../shared/messages/ro/competitions.ts', en: '../shared/messages/en/competitions.ts' },
);

/** /search. */
export const searchMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/search').then((m) => m.search),
    en: () => import('../../shared/messages/en/search').then((m) => m.search),
  },
  { ro: '../shared/messages/ro/search.ts', en: '../shared/messages/en/search.ts' },
);

/** /contribute and /contribute/companies (features/public/contribute/). */
export const contributeMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/contribute').then((m) => m.contribute),
    en: () => import('../../shared/messages/en/contribute').then((m) => m.contribute),
  },
  { ro: '../shared/messages/ro/contribute.ts', en: '../shared/messages/en/contribute.ts' },
);

/** The association's legal details (components/ui/legal-details: the contact and donation pages). */
export const legalMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/legal').then((m) => m.legal),
    en: () => import('../../shared/messages/en/legal').then((m) => m.legal),
  },
  { ro: '../shared/messages/ro/legal.ts', en: '../shared/messages/en/legal.ts' },
);

/** /about (the index), /about/natie-prin-educatie and /about/first-and-ftc. */
export const aboutFirstMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/about-first').then((m) => m.aboutFirst),
    en: () => import('../../shared/messages/en/about-first').then((m) => m.aboutFirst),
  },
  { ro: '../shared/messages/ro/about-first.ts', en: '../shared/messages/en/about-first.ts' },
);

/** /about/values. */
export const aboutValuesMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/about-values').then((m) => m.aboutValues),
    en: () => import('../../shared/messages/en/about-values').then((m) => m.aboutValues),
  },
  { ro: '../shared/messages/ro/about-values.ts', en: '../shared/messages/en/about-values.ts' },
);

// The teams pages and /about/sponsors: an area per page so that none downloads another's words (decision 200, "Where
// it stands: the teams pages and the partners"). Declared before MESSAGE_AREAS, which lists them when the module runs.

/** /teams: the map, the list with its filters, the 'Coming Soon' notice, the start-a-team card. */
export const teamsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/teams').then((m) => m.teams),
    en: () => import('../../shared/messages/en/teams').then((m) => m.teams),
  },
  { ro: '../shared/messages/ro/teams.ts', en: '../shared/messages/en/teams.ts' },
);

/** A team's page (team-profile.tsx and its parts), a real team's and the sample's. */
export const teamPageMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/team-page').then((m) => m.teamPage),
    en: () => import('../../shared/messages/en/team-page').then((m) => m.teamPage),
  },
  { ro: '../shared/messages/ro/team-page.ts', en: '../shared/messages/en/team-page.ts' },
);

/** /teams/00000's notice and its fictional team. */
export const teamSampleMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/team-sample').then((m) => m.teamSample),
    en: () => import('../../shared/messages/en/team-sample').then((m) => m.teamSample),
  },
  { ro: '../shared/messages/ro/team-sample.ts', en: '../shared/messages/en/team-sample.ts' },
);

/** /about/sponsors, 'Partners in education' (the /about chunk loads it only on that page). */
export const sponsorsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/sponsors').then((m) => m.sponsors),
    en: () => import('../../shared/messages/en/sponsors').then((m) => m.sponsors),
  },
  { ro: '../shared/messages/ro/sponsors.ts', en: '../shared/messages/en/sponsors.ts' },
);

/** The resource pages (features/public/resources/: season materials, learning materials, get started). */
export const resourcesMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/resources').then((m) => m.resources),
    en: () => import('../../shared/messages/en/resources').then((m) => m.resources),
  },
  { ro: '../shared/messages/ro/resources.ts', en: '../shared/messages/en/resources.ts' },
);

/** /about/first-global. */
export const aboutFirstGlobalMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/about-first-global').then((m) => m.aboutFirstGlobal),
    en: () => import('../../shared/messages/en/about-first-global').then((m) => m.aboutFirstGlobal),
  },
  { ro: '../shared/messages/ro/about-first-global.ts', en: '../shared/messages/en/about-first-global.ts' },
);

/** /about/contact-us (features/public/about/contact/). */
export const contactMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/contact').then((m) => m.contact),
    en: () => import('../../shared/messages/en/contact').then((m) => m.contact),
  },
  { ro: '../shared/messages/ro/contact.ts', en: '../shared/messages/en/contact.ts' },
);

/** /about/volunteer. */
export const volunteerMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/volunteer').then((m) => m.volunteer),
    en: () => import('../../shared/messages/en/volunteer').then((m) => m.volunteer),
  },
  { ro: '../shared/messages/ro/volunteer.ts', en: '../shared/messages/en/volunteer.ts' },
);

/** An event's page (features/public/events/event-detail*.tsx: banner, links, map, partners, teams, results). */
export const eventPageMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/event-page').then((m) => m.eventPage),
    en: () => import('../../shared/messages/en/event-page').then((m) => m.eventPage),
  },
  { ro: '../shared/messages/ro/event-page.ts', en: '../shared/messages/en/event-page.ts' },
);

/** /about/results (features/public/about/results-page.tsx, season-results.tsx). */
export const aboutResultsMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/about-results').then((m) => m.aboutResults),
    en: () => import('../../shared/messages/en/about-results').then((m) => m.aboutResults),
  },
  { ro: '../shared/messages/ro/about-results.ts', en: '../shared/messages/en/about-results.ts' },
);

/** Every area: what the browser may load before hydrating, by source. */
export const MESSAGE_AREAS: ReadonlyArray<MessageArea<unknown>> = [
  shellMessages,
  homeMessages,
  postsMessages,
  newsMessages,
  eventsMessages,
  competitionsMessages,
  searchMessages,
  contributeMessages,
  legalMessages,
  aboutFirstMessages,
  aboutValuesMessages,
  teamsMessages,
  teamPageMessages,
  teamSampleMessages,
  sponsorsMessages,
  resourcesMessages,
  aboutFirstGlobalMessages,
  contactMessages,
  volunteerMessages,
  eventPageMessages,
  aboutResultsMessages,
];
