// The message catalogues by area (shared/messages/<locale>/<area>.ts), each language a lazy module of its own
// (lib/i18n.tsx, decision 200). An area is named by its catalogue's file name; messageArea derives the modules' keys
// in Vite's manifest from it.
import { messageArea, type MessageArea } from './i18n';

/** The navbar, footer, search box, consent banner, not-found page and the pages' names. */
export const shellMessages = messageArea('shell', {
  ro: () => import('../../shared/messages/ro/shell').then((m) => m.shell),
  en: () => import('../../shared/messages/en/shell').then((m) => m.shell),
});

/** The home page. */
export const homeMessages = messageArea('home', {
  ro: () => import('../../shared/messages/ro/home').then((m) => m.home),
  en: () => import('../../shared/messages/en/home').then((m) => m.home),
});

/** The post cards, their loading state and the slideshow (components/posts/: home, news). */
export const postsMessages = messageArea('posts', {
  ro: () => import('../../shared/messages/ro/posts').then((m) => m.posts),
  en: () => import('../../shared/messages/en/posts').then((m) => m.posts),
});

/** /news and a post's page. */
export const newsMessages = messageArea('news', {
  ro: () => import('../../shared/messages/ro/news').then((m) => m.news),
  en: () => import('../../shared/messages/en/news').then((m) => m.news),
});

/** /events (the list: hero, groups, cards). */
export const eventsMessages = messageArea('events', {
  ro: () => import('../../shared/messages/ro/events').then((m) => m.events),
  en: () => import('../../shared/messages/en/events').then((m) => m.events),
});

/** /concursuri, the competitions calendar. */
export const competitionsMessages = messageArea('competitions', {
  ro: () => import('../../shared/messages/ro/competitions').then((m) => m.competitions),
  en: () => import('../../shared/messages/en/competitions').then((m) => m.competitions),
});

/** /search. */
export const searchMessages = messageArea('search', {
  ro: () => import('../../shared/messages/ro/search').then((m) => m.search),
  en: () => import('../../shared/messages/en/search').then((m) => m.search),
});

/** /contribute and /contribute/companies (features/public/contribute/). */
export const contributeMessages = messageArea('contribute', {
  ro: () => import('../../shared/messages/ro/contribute').then((m) => m.contribute),
  en: () => import('../../shared/messages/en/contribute').then((m) => m.contribute),
});

/** The association's legal details (components/ui/legal-details: the contact and donation pages). */
export const legalMessages = messageArea('legal', {
  ro: () => import('../../shared/messages/ro/legal').then((m) => m.legal),
  en: () => import('../../shared/messages/en/legal').then((m) => m.legal),
});

/** /about (the index), /about/natie-prin-educatie and /about/first-and-ftc. */
export const aboutFirstMessages = messageArea('about-first', {
  ro: () => import('../../shared/messages/ro/about-first').then((m) => m.aboutFirst),
  en: () => import('../../shared/messages/en/about-first').then((m) => m.aboutFirst),
});

/** /about/values. */
export const aboutValuesMessages = messageArea('about-values', {
  ro: () => import('../../shared/messages/ro/about-values').then((m) => m.aboutValues),
  en: () => import('../../shared/messages/en/about-values').then((m) => m.aboutValues),
});

// The teams pages and /about/sponsors: an area per page so that none downloads another's words (decision 200, "Where
// it stands: the teams pages and the partners"). Declared before MESSAGE_AREAS, which lists them when the module runs.

/** /teams: the map, the list with its filters, the 'Coming Soon' notice, the start-a-team card. */
export const teamsMessages = messageArea('teams', {
  ro: () => import('../../shared/messages/ro/teams').then((m) => m.teams),
  en: () => import('../../shared/messages/en/teams').then((m) => m.teams),
});

/** A team's page (team-profile.tsx and its parts), a real team's and the sample's. */
export const teamPageMessages = messageArea('team-page', {
  ro: () => import('../../shared/messages/ro/team-page').then((m) => m.teamPage),
  en: () => import('../../shared/messages/en/team-page').then((m) => m.teamPage),
});

/** /teams/00000's notice and its fictional team. */
export const teamSampleMessages = messageArea('team-sample', {
  ro: () => import('../../shared/messages/ro/team-sample').then((m) => m.teamSample),
  en: () => import('../../shared/messages/en/team-sample').then((m) => m.teamSample),
});

/** /about/sponsors, 'Partners in education' (the /about chunk loads it only on that page). */
export const sponsorsMessages = messageArea('sponsors', {
  ro: () => import('../../shared/messages/ro/sponsors').then((m) => m.sponsors),
  en: () => import('../../shared/messages/en/sponsors').then((m) => m.sponsors),
});

/** The resource pages (features/public/resources/: season materials, learning materials, get started). */
export const resourcesMessages = messageArea('resources', {
  ro: () => import('../../shared/messages/ro/resources').then((m) => m.resources),
  en: () => import('../../shared/messages/en/resources').then((m) => m.resources),
});

/** /about/first-global. */
export const aboutFirstGlobalMessages = messageArea('about-first-global', {
  ro: () => import('../../shared/messages/ro/about-first-global').then((m) => m.aboutFirstGlobal),
  en: () => import('../../shared/messages/en/about-first-global').then((m) => m.aboutFirstGlobal),
});

/** /about/contact-us (features/public/about/contact/). */
export const contactMessages = messageArea('contact', {
  ro: () => import('../../shared/messages/ro/contact').then((m) => m.contact),
  en: () => import('../../shared/messages/en/contact').then((m) => m.contact),
});

/** /about/volunteer. */
export const volunteerMessages = messageArea('volunteer', {
  ro: () => import('../../shared/messages/ro/volunteer').then((m) => m.volunteer),
  en: () => import('../../shared/messages/en/volunteer').then((m) => m.volunteer),
});

/** An event's page (features/public/events/event-detail*.tsx: banner, links, map, partners, teams, results). */
export const eventPageMessages = messageArea('event-page', {
  ro: () => import('../../shared/messages/ro/event-page').then((m) => m.eventPage),
  en: () => import('../../shared/messages/en/event-page').then((m) => m.eventPage),
});

/** /about/results (features/public/about/results-page.tsx, season-results.tsx). */
export const aboutResultsMessages = messageArea('about-results', {
  ro: () => import('../../shared/messages/ro/about-results').then((m) => m.aboutResults),
  en: () => import('../../shared/messages/en/about-results').then((m) => m.aboutResults),
});

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
