// The shell's words in Romanian (navbar, footer, search box, consent banner, not-found page, the no-script note, the
// pages' names): loaded with the app for a Romanian page, never for an English one (decision 200). The English
// catalogue (messages/en/shell.ts) has the type of this one, so a key missing there fails the type check.
import { notFoundName, pageNames } from './page-names';

export const shell = {
  skipLink: 'Sari la conținut',
  pageNames,
  notFoundName,
  nav: {
    label: 'Navigare principală',
    /** After the logo's visible words: where the link leads. */
    homeSuffix: ', acasă',
    openMenu: 'Deschide meniul',
    closeMenu: 'ÎNCHIDE MENIUL',
    login: 'CONECTARE',
    logout: 'Ieșire',
    /** The mobile menu's title on a news page, and on a page the menu does not list. */
    newsTitle: 'Noutăți',
    siteTitle: 'FTC Romania',
    items: {
      home: 'ACASĂ',
      about: 'DESPRE',
      aboutNatie: 'Nație prin Educație',
      aboutFirst: 'FIRST și FTC',
      aboutGlobal: 'FIRST Global',
      volunteer: 'Voluntariat',
      results: 'Rezultate',
      values: 'Valori',
      sponsors: 'Parteneri și sponsori',
      contact: 'Contactează-ne',
      resources: 'RESURSE',
      seasonMaterials: 'Materialele sezonului',
      teamResources: 'Materiale de învățare',
      getStarted: 'Primii pași',
      competitions: 'Calendarul competițiilor',
      teams: 'ECHIPE',
      events: 'EVENIMENTE',
      contribute: 'CONTRIBUIE',
    },
    /** The link to this page in the other language: its visible code and the words a screen reader adds. */
    switchCode: 'EN',
    switchName: 'English',
  },
  search: { placeholder: 'Caută...', label: 'Caută pe site', button: 'Caută' },
  footer: {
    tagline: 'Programul național FIRST Tech Challenge, organizat de Asociația Nație prin Educație.',
    socials: 'Rețele sociale',
    linksLabel: 'Legături în subsol',
    links: {
      contact: 'Contact',
      resources: 'Resurse',
      about: 'Despre noi',
      teams: 'Echipe',
      donate: 'Donează',
      sponsors: 'Sponsori',
      news: 'Noutăți',
      calendar: 'Calendar',
    },
    login: 'Conectare',
    register: 'Înregistrare',
    logout: 'Ieșire',
    credit: 'Realizat cu drag de FTC Romania ALUMNI',
  },
  consent: {
    label: 'Consimțământ pentru statistici',
    question: 'Folosim statistici anonime de trafic ca să îmbunătățim site-ul. Ne permiți?',
    deny: 'Nu, mulțumesc',
    accept: 'Accept',
  },
  notFound: {
    text: 'Adresa pe care ai deschis-o nu există sau a fost mutată.',
    back: 'Înapoi la pagina principală',
  },
  /** The shared UI pieces' words (components/ui/): every page shows them in its language, none keeps a default. */
  ui: {
    /** After the name of a link that opens a new tab, for screen readers (with its leading space). */
    newTab: ' (se deschide într-o filă nouă)',
    /** Before a tab's deadline (Tabs). */
    deadline: 'Termen-limită:',
    /** An embed's click-to-load card (Embed), by what it loads: its button and where it loads from. */
    embed: {
      video: { button: 'Încarcă videoclipul', source: 'Videoclipul se încarcă de pe YouTube.' },
      map: { button: 'Încarcă harta', source: 'Harta se încarcă de pe Google Maps.' },
      form: { button: 'Încarcă formularul', source: 'Formularul se încarcă de pe Google Forms.' },
    },
  },
};

export type ShellMessages = typeof shell;
