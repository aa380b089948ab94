// The words of /about/values (features/public/about/values-page.tsx) in Romanian (decision 200). In paragraphs,
// *FIRST* marks the name set in italics (about/first-name.tsx).
export const aboutValues = {
  eyebrow: 'Valori',
  title: 'Valorile noastre și protecția tinerilor',
  lead: 'Un mediu sigur, respectuos și incluziv pentru fiecare elev care intră într-o echipă FTC.',
  introTitle: 'Protecția tinerilor și codul de conduită',
  intro: [
    'Programele *FIRST* se desfășoară după Youth Protection Program, un set de reguli care îi protejează pe elevi în toate activitățile: la atelier, la competiții și în călătoriile echipei. Mentorii și voluntarii care lucrează cu minori parcurg instruirea și respectă aceste reguli.',
    'Codul de conduită se aplică tuturor: elevi, mentori, părinți, voluntari și spectatori. Comportamentul nerespectuos, hărțuirea sau discriminarea nu au loc în comunitatea noastră, iar orice îngrijorare poate fi semnalată folosind formularele de mai jos.',
  ],
  principlesLabel: 'Principii',
  principles: [
    { title: 'Gracious Professionalism®', text: 'Concurăm din toate puterile, dar cu respect și bunătate față de ceilalți.' },
    { title: 'Coopertition®', text: 'Ne ajutăm adversarii chiar și atunci când concurăm cu ei.' },
    { title: 'Siguranța tinerilor', text: 'Fiecare adult din program este verificat, instruit și urmează reguli clare.' },
  ],
  documentsTitle: 'Documente și formulare',
  documentsLead: 'Documentele se deschid într-o filă nouă.',
  /** Each document's name, by its key in values-documents.ts. */
  documents: {
    youthProtection: 'Materiale despre protecția tinerilor',
    guide: 'Ghidul programului (PDF)',
    faq: 'Întrebări frecvente (PDF)',
    conduct: 'Codul de conduită',
    privacy: 'Politica de confidențialitate',
    travel: 'Acord pentru călătoriile echipei',
    parents: 'Ghid pentru notificarea părinților',
    medical: 'Formular pentru incidente medicale',
    safety: 'Formular pentru probleme de siguranță non-medicale',
  },
  newTab: (name: string) => `${name} (se deschide într-o filă nouă)`,
  videosTitle: 'Video-uri de instruire',
  videosLead: 'Recomandate tuturor mentorilor, voluntarilor și părinților care însoțesc echipele.',
  /** The three training videos' titles, in the order the settings list their ids. */
  videos: [
    'Protecția tinerilor în programele FIRST',
    'Video de instruire pentru voluntari și mentori',
    'Keeping Kids Safe: pentru adulții care lucrează cu tineri',
  ],
  video: 'Video de instruire',
};

export type AboutValuesMessages = typeof aboutValues;
