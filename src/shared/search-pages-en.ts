// The fixed pages as the English search knows them (decision 205): the same pages as search-pages.ts, in the same
// order (a page's place in the list is its id in both indexes), each with its English name, its English description
// and the words its English catalogue shows (messages/en/*; the page's content, not its buttons and loading messages).
// Names that are the same in both languages (cities) are added where the catalogue leaves them to the data. Read by
// the server only (modules/search/search.service.ts, indexFixedPages).
import { aboutFirst } from './messages/en/about-first';
import { aboutFirstGlobal } from './messages/en/about-first-global';
import { aboutResults } from './messages/en/about-results';
import { aboutValues } from './messages/en/about-values';
import { competitions } from './messages/en/competitions';
import { contact } from './messages/en/contact';
import { contribute } from './messages/en/contribute';
import { pageDescriptions } from './messages/en/page-descriptions';
import { pageNames } from './messages/en/page-names';
import { resources } from './messages/en/resources';
import { sponsors } from './messages/en/sponsors';
import { volunteer } from './messages/en/volunteer';
import { descriptionOf } from './page-descriptions';
import { pageNameOf, SEARCHABLE_PAGES, type SearchablePage } from './search-pages';
import { paths } from './site-pages';

/** What each page shows of its catalogue. Functions (counts, labels with a name) are left out: they need data. */
const CONTENT: Readonly<Record<string, unknown>> = {
  [paths.aboutNatie]: aboutFirst.natie,
  [paths.aboutFirst]: aboutFirst.first,
  [paths.aboutGlobal]: aboutFirstGlobal,
  [paths.contact]: [contact.title, contact.lead, contact.topicsTitle, contact.topicsLead, contact.topics, contact.directoryTitle, contact.directoryLead, contact.roles],
  [paths.volunteer]: volunteer,
  [paths.results]: aboutResults,
  [paths.values]: aboutValues,
  [paths.sponsors]: [sponsors.title, sponsors.lead, sponsors.thanks, sponsors.invest],
  [paths.getStarted]: resources.getStarted,
  [paths.contribute]: [contribute.overview, contribute.donate, contribute.redirect],
  [paths.companies]: [contribute.companies, contribute.involvement, contribute.csr],
  [paths.competitions]: [
    competitions.hero,
    competitions.notes,
    competitions.calendarTitle,
    competitions.calendarLead,
    competitions.groups,
    // The cities are the calendar's data; the Romanian row names them too (search-pages.ts).
    'The stages are held in Piatra Neamț, Pitești, Timișoara and Cluj-Napoca; the World Championship in Houston.',
  ],
};

/** A text as a sentence of the row: titles and labels get a full stop, so that a snippet does not run them together. */
const sentence = (text: string) => (/[.!?:;…]$/.test(text) ? text : `${text}.`);

/** Every string inside a catalogue's part, as text: without the *emphasis* marks and the HTML tags the pages render. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = value.replace(/<[^>]*>/g, ' ').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
    return text ? [sentence(text)] : [];
  }
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** The English rows of SEARCHABLE_PAGES, one for one. */
export const SEARCHABLE_PAGES_EN: readonly SearchablePage[] = SEARCHABLE_PAGES.map(({ path }) => ({
  path,
  title: pageNameOf(pageNames, path),
  body: [descriptionOf(pageDescriptions, path) ?? '', ...texts(CONTENT[path])].join(' ').trim(),
}));
