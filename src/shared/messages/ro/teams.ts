// The words of /teams (features/public/teams/teams-page.tsx and the list's parts) in Romanian (decision 200). The
// spec's English labels ("Map and List of FTC Teams in Romania", "only active", "Coming Soon", "Get Started"...) are
// Romanian here and stay the spec's English in messages/en/teams.ts (issue 24, What visitors cannot find 1).
import { roCount } from '../../plural';

/** The sentence that follows each registration notice. */
const AFTER = 'Echipele apar aici după confirmarea înscrierii.';
const ofSeason = (season: string | null) => (season ? ` pentru sezonul ${season}` : '');

export const teams = {
  eyebrow: 'Echipe FTC România',
  title: 'Harta și lista echipelor FTC din România',
  lead: 'Sute de elevi de liceu din toată țara proiectează, construiesc și programează roboți în echipele FIRST Tech Challenge. Caută echipa din orașul tău și descoperă ce construiesc.',
  map: {
    title: 'Harta echipelor',
    lead: 'Echipele FTC din România sunt răspândite în toate regiunile țării, din Timișoara până în Constanța.',
    frame: 'Harta echipelor FTC din România',
  },
  listTitle: 'Echipele din sezonul curent',
  loading: 'Se încarcă echipele...',
  failed: 'Echipele nu au putut fi încărcate. Încearcă din nou mai târziu.',
  table: {
    search: 'Caută o echipă',
    placeholder: 'Număr, nume, oraș sau regiune',
    onlyActive: 'doar active',
    /** Every registered team shown. */
    all: (n: number) => `${roCount(n, 'echipă înscrisă', 'echipe înscrise')} în sezonul curent`,
    /** Some of them shown, after a filter. */
    shown: (shown: number, total: number) => `${shown} din ${roCount(total, 'echipă', 'echipe')}`,
    caption: 'Echipele înscrise în sezonul curent',
    columns: { number: 'Număr', name: 'Echipa', city: 'Oraș', region: 'Regiune', status: 'Status' },
    none: (onlyActive: string) => `Nicio echipă nu corespunde căutării. Încearcă alt oraș, alt nume sau dezactivează filtrul „${onlyActive}”.`,
  },
  /** A registration's status as its badge says it (CONFIRMED: active, spec 01 §3); another status shows its own word. */
  status: { CONFIRMED: 'activă', PENDING: 'în așteptare', WITHDRAWN: 'retrasă' },
  comingSoon: {
    tag: 'Sezonul nou',
    title: 'În curând',
    /** The season's registration dates as staff set them (coming-soon.tsx), the days already written out. */
    opens: (season: string | null, start: string, end: string | null) =>
      `Înscrierile${ofSeason(season)} se deschid pe ${start}${end ? ` și se închid pe ${end}` : ''}. ${AFTER}`,
    open: (season: string | null, end: string) => `Înscrierile${ofSeason(season)} sunt deschise până pe ${end}. ${AFTER}`,
    closed: (season: string | null, end: string) => `Înscrierile${ofSeason(season)} s-au încheiat pe ${end}. ${AFTER}`,
    unpublished: 'Lista echipelor din sezonul curent nu este publicată încă.',
  },
  start: {
    title: 'Află cum înființezi o echipă',
    text: 'O echipă are între 5 și 15 elevi de 13-18 ani și 2-3 mentori, dintre care cel puțin un profesor. Află ce presupune, cât costă și care sunt pașii de înscriere.',
    button: 'Primii pași',
  },
};

export type TeamsMessages = typeof teams;
