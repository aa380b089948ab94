// Each page's name in English (messages/ro/page-names.ts: the same keys, checked by the type). The account screens
// and the dashboard keep their one English name.
import type { PageNames } from '../ro/page-names';

export const pageNames: PageNames = {
  home: 'Home',
  news: 'News',
  post: null,
  search: 'Search',
  about: 'About us',
  aboutNatie: 'Nație prin Educație',
  aboutFirst: 'FIRST and FTC',
  aboutGlobal: 'FIRST Global',
  contact: 'Contact',
  volunteer: 'Volunteering',
  results: 'Results',
  values: 'Values',
  sponsors: 'Partners and sponsors',
  seasonMaterials: 'Season materials',
  teamResources: 'Learning materials',
  getStarted: 'Getting started',
  teams: 'Teams',
  teamSample: 'Sample team',
  team: null,
  events: 'Events',
  event: null,
  competitions: 'Competitions',
  contribute: 'Contribute',
  companies: 'Companies',
  myAccount: 'My account',
  previewPost: 'Preview',
  previewEvent: 'Preview',
  login: 'Login',
  register: 'Register',
  resetPassword: 'Choose a password',
  dashboard: 'Dashboard',
};

export const notFoundName = 'Page not found';
