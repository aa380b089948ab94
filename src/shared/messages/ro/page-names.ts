// Each page's name in Romanian: the first part of its <title> (the server's head, the browser's document title, the
// search's page titles). null: the page names itself from its data (a post, an event, a team).
import type { PageKey } from '../../site-pages';

export type PageNames = { readonly [K in PageKey]: string | null };

export const pageNames: PageNames = {
  home: 'Acasă',
  news: 'Noutăți',
  post: null,
  search: 'Căutare',
  about: 'Despre noi',
  aboutNatie: 'Nație prin Educație',
  aboutFirst: 'FIRST și FTC',
  aboutGlobal: 'FIRST Global',
  contact: 'Contact',
  volunteer: 'Voluntariat',
  results: 'Rezultate',
  values: 'Valori',
  sponsors: 'Parteneri și sponsori',
  seasonMaterials: 'Materialele sezonului',
  teamResources: 'Materiale de învățare',
  getStarted: 'Primii pași',
  teams: 'Echipe',
  teamSample: 'Echipa exemplu',
  team: null,
  events: 'Evenimente',
  event: null,
  competitions: 'Concursuri',
  contribute: 'Contribuie',
  companies: 'Companii',
  myAccount: 'Contul meu',
  previewPost: 'Preview',
  previewEvent: 'Preview',
  login: 'Login',
  register: 'Register',
  resetPassword: 'Choose a password',
  dashboard: 'Dashboard',
};

/** The not-found page's name. */
export const notFoundName: string = 'Pagina nu a fost găsită';
