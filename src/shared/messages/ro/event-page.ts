// The words of an event's page (features/public/events/event-detail*.tsx and what it shows: banner, map, partners,
// participating teams, results) in Romanian (decision 200). The spec's English labels on this page ("Local Partners",
// "Participating Teams", "Event Not Found"...) are Romanian here and the spec's English in messages/en/event-page.ts.
import type { EventWhenWords } from '../../format';
import { roCount } from '../../plural';
import type { EventImageWords } from './events';

/** When the results are empty: what comes next before and during the event, that nothing came after it. */
interface EmptyResults {
  upcoming: string;
  ongoing: string;
  past: string;
}

const rankingsEmpty = 'Clasamentul apare aici după primele meciuri de calificare.';
const awardsEmpty = 'Premiile se anunță la ceremonia de închidere și apar aici imediat după.';

// The picture's and the times' words are the list's too (messages/ro/events.ts), written again: importing them would make
// this page download the list's catalogue.
const image: EventImageWords = {
  poster: (title) => `Afișul evenimentului ${title}`,
  illustration: (title) => `Ilustrație pentru evenimentul ${title}`,
};

const when: EventWhenWords = {
  starts: 'începe la',
  ends: 'se încheie la',
  both: (from, to) => `începe la ${from} și se încheie la ${to}`,
  zone: 'ora României',
};

export const eventPage = {
  loading: 'Se încarcă detaliile evenimentului...',
  notFound: {
    title: 'Evenimentul nu a fost găsit',
    text: (param: string) => `Evenimentul cu ID-ul „${param}” nu a fost găsit.`,
  },
  failed: {
    title: 'Evenimentul nu a putut fi încărcat',
    text: 'A apărut o eroare la încărcarea evenimentului.',
  },
  back: '← Înapoi la evenimente',
  retry: 'Încearcă din nou',
  image,
  /** Around the event's times in the banner (shared/format.ts formatEventWhen). */
  when,
  banner: {
    live: 'LIVE · în desfășurare',
    place: 'Locație: ',
    date: 'Data: ',
  },
  about: 'Despre eveniment',
  organizer: 'Organizator:',
  league: 'Liga FIRST:',
  /** Before the parent event's code (a link): "Divizie a evenimentului ROCMP26". */
  divisionOf: 'Divizie a evenimentului',
  links: {
    official: 'Pagina oficială a evenimentului',
    firstResults: 'Rezultate oficiale FIRST',
    ftcScout: 'Evenimentul pe FTCScout',
    brochure: 'Broșura evenimentului',
    liveStream: 'Transmisiune live',
    webcast: (n: number) => `Webcast ${n}`,
    website: 'Site-ul evenimentului',
    calendar: 'Adaugă în calendar',
  },
  /** A link's accessible name when it opens in a new tab. */
  newTab: (name: string) => `${name} (se deschide într-o filă nouă)`,
  /** After a partner's logo or name, for a screen reader. */
  newTabNote: ' (se deschide într-o filă nouă)',
  location: 'Locație',
  map: {
    unavailable: 'Locația nu este disponibilă pe hartă',
    title: (place: string) => `Harta locației: ${place}`,
    /** The click-to-load card before the map (components/ui/embed.tsx). */
  },
  partners: {
    title: 'Parteneri locali',
    none: 'Pentru acest eveniment nu au fost anunțați parteneri locali.',
  },
  teams: {
    title: 'Echipe participante',
    caption: 'Echipele înscrise la eveniment',
    columns: { id: 'ID', name: 'Nume', institution: 'Instituție', city: 'Oraș', region: 'Regiune' },
    loading: 'Se încarcă echipele participante...',
    failed: 'Echipele participante nu au putut fi încărcate. Încearcă din nou mai târziu.',
    none: 'Nicio echipă înscrisă încă',
  },
  sections: {
    label: 'Secțiunile paginii',
    teams: 'Echipe',
    rankings: 'Clasament',
    matches: 'Meciuri',
    awards: 'Premii',
  },
  results: {
    title: 'Rezultate',
    label: 'Rezultatele evenimentului',
    loading: 'Se încarcă rezultatele...',
    failed: 'Rezultatele nu au putut fi încărcate. Încearcă din nou mai târziu.',
    /** Before and after the time of the last sync: "Rezultate oficiale FIRST, actualizate la 21.02, 11:30 (ora României)." */
    synced: ['Rezultate oficiale FIRST, actualizate la ', ' (ora României).'] as readonly [string, string],
    live: ' În timpul evenimentului se actualizează singure, fără reîncărcarea paginii.',
    empty: {
      rankings: { upcoming: rankingsEmpty, ongoing: rankingsEmpty, past: 'FIRST nu a publicat un clasament pentru acest eveniment.' } satisfies EmptyResults,
      matches: {
        upcoming: 'Programul meciurilor apare aici când FIRST îl publică, de obicei în ziua evenimentului.',
        ongoing: 'Programul meciurilor nu a fost publicat încă; pagina îl aduce singură când apare.',
        past: 'FIRST nu a publicat meciurile acestui eveniment.',
      } satisfies EmptyResults,
      awards: { upcoming: awardsEmpty, ongoing: awardsEmpty, past: 'FIRST nu a publicat premiile acestui eveniment.' } satisfies EmptyResults,
    },
    picker: { label: 'Evidențiază o echipă', none: 'Nicio echipă' },
  },
  rankings: {
    title: 'Clasament',
    caption: (n: number) => `Clasamentul după meciurile de calificare: ${roCount(n, 'echipă', 'echipe')}`,
    rank: 'Loc',
    team: 'Echipa',
    record: { short: 'V-Î-E', long: 'Victorii-Înfrângeri-Egaluri' },
    played: { short: 'MJ', long: 'Meciuri jucate', column: 'Meciuri' },
    rankingPoints: { short: 'PC', long: 'Puncte de clasament' },
    tieBreaker: { short: 'PD', long: 'Puncte de departajare' },
  },
  matches: {
    title: 'Meciuri',
    qualification: 'Meciuri de calificare',
    playoff: 'Meciuri eliminatorii',
    red: 'Roșii',
    blue: 'Albaștrii',
    wins: 'Câștigă',
    /** Between the two scores, for a screen reader: "3 la 2". */
    to: ' la ',
    tie: 'Egal',
    columns: { match: 'Meci', time: 'Ora', red: 'Alianța roșie', score: 'Scor', blue: 'Alianța albastră' },
    alliances: 'Alianțe',
    alliance: (n: number) => `Alianța ${n}`,
    captain: ' · căpitan',
    timeZone: 'Orele sunt în ora României.',
    highlighted: (team: number, n: number) => `Echipa ${team} apare în ${roCount(n, 'meci', 'meciuri')}, marcate mai jos.`,
  },
  awards: {
    title: 'Premii',
    winner: 'Câștigător',
    place: (n: number) => `Locul ${n}`,
  },
};

export type EventPageMessages = typeof eventPage;
