// The words of /about/sponsors (features/public/about/sponsors/) in Romanian (decision 200). The spec's English
// labels ("Partners in education", "Invest in education") are Romanian here and stay the spec's English in
// messages/en/sponsors.ts (issue 24, What visitors cannot find 1); the tiers keep their names in both.

export const sponsors = {
  eyebrow: 'Sponsori și parteneri',
  title: 'Parteneri în educație',
  lead: 'Companiile și instituțiile care fac posibil programul FIRST Tech Challenge în liceele din România.',
  loading: 'Se încarcă partenerii...',
  /** The section's name when no partner is listed yet. */
  listLabel: 'Parteneri',
  empty: 'Lista partenerilor noștri va apărea aici în curând. Compania ta poate fi prima:',
  emptyLink: 'află cum poți sprijini programul ca firmă',
  thanksTitle: 'Vă mulțumim!',
  thanks:
    'Fiecare partener aduce roboți în mai multe licee, competiții mai bune și mai multe șanse pentru tinerii pasionați de tehnologie. Vrei ca și compania ta să fie aici? Scrie-ne la',
  invest: 'Investește în educație',
  logo: (name: string) => `Sigla ${name}`,
  /** A partner's link as a screen reader names it. */
  link: (name: string) => `${name} (site-ul partenerului, se deschide într-o filă nouă)`,
};

export type SponsorsMessages = typeof sponsors;
