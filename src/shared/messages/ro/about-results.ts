// The words of /about/results (features/public/about/results-page.tsx, season-results.tsx) in Romanian (decision 200):
// spec 01 §2 "About pages", §9 "Results page claims" and "Text claims". The figures are written as each language writes
// numbers, so they live here with their labels.
export const aboutResults = {
  eyebrow: 'Rezultate',
  title: 'Dublă campioană mondială',
  lead: 'Din 2016, FIRST Tech Challenge România a crescut de la câteva echipe la o comunitate națională, iar echipele noastre au devenit campioane mondiale în 2022 și în 2024.',
  statsTitle: 'Programul în cifre',
  stats: [
    { value: '236', label: 'echipe active' },
    { value: '10.800', label: 'elevi implicați' },
    { value: '140', label: 'licee din toată țara' },
    { value: '750.000 €', label: 'investiți în educație' },
    { value: '9', label: 'participări la Campionatul Mondial' },
    { value: '2', label: 'titluri mondiale' },
  ],
  worldTitle: 'La Campionatul Mondial',
  world: [
    {
      year: '2022',
      title: 'Primul titlu de campioni mondiali',
      text: 'O echipă din România urcă pe cea mai înaltă treaptă la Campionatul Mondial FIRST, la doar câțiva ani de la lansarea programului.',
    },
    {
      year: '2024',
      title: 'Dublă campioană mondială',
      text: 'Al doilea titlu mondial confirmă că liceenii români concurează de la egal la egal cu cele mai bune echipe din lume.',
    },
    {
      year: '9×',
      title: 'Prezență constantă la Campionatul Mondial',
      text: 'Nouă participări la Campionatul Mondial FIRST, unde echipele noastre au reprezentat România printre cele mai bune echipe ale lumii.',
    },
  ],
  globalTitle: 'Pe scena globală',
  global: [
    {
      title: 'FIRST Global Challenge',
      text: 'În fiecare an, echipa națională a României concurează alături de echipe din peste 190 de țări, în alianțe internaționale.',
    },
    {
      title: 'Evenimente internaționale FIRST',
      text: 'Echipele calificate la competiția națională duc mai departe numele României la turnee și festivaluri de robotică din întreaga lume.',
    },
    {
      title: 'Comunitatea de peste 10.000 de elevi',
      text: 'Din 2016, peste 10.000 de elevi au trecut prin program, iar mulți dintre ei se întorc ca mentori și voluntari.',
    },
  ],
  testimonialsTitle: 'Ce spun participanții',
  testimonials: [
    {
      text: 'În FTC am învățat să programez, dar mai ales am învățat să nu renunț. Când robotul nostru s-a stricat cu o oră înainte de meci, l-am reparat împreună, și atunci am știut că vreau să devin inginer.',
      author: 'Elevă, membră a unei echipe FTC',
    },
    {
      text: 'Ca profesor, văd cum elevii timizi devin lideri într-un singur sezon. Atelierul de robotică a schimbat atmosfera întregii școli.',
      author: 'Profesor mentor',
    },
    {
      text: 'Fiul meu petrecea serile în fața ecranului. Acum le petrece în atelier, construind, și vorbește despre facultatea de automatică.',
      author: 'Părinte',
    },
  ],
  /** The season's national championship from FIRST's data (season-results.tsx). */
  national: {
    title: (season: string) => `Campionatul Național ${season}`,
    pending: 'Rezultatele Campionatului Național din acest sezon apar aici imediat ce FIRST le publică.',
    /** Around the championship's name (a link): "Rezultatele oficiale de la <name>." */
    official: ['Rezultatele oficiale de la ', '.'] as readonly [string, string],
    winners: 'Alianța câștigătoare',
    captain: ' · căpitan',
    awards: 'Premiile campionatului',
    winner: 'Câștigător',
    place: (n: number) => `Locul ${n}`,
  },
};

export type AboutResultsMessages = typeof aboutResults;
