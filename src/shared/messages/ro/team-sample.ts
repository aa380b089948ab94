// The words of /teams/00000 (team-sample-page.tsx, sample-team.tsx) in Romanian (decision 200): the notice and the
// fictional team's data, written in each language since they are the page's own, not the database's.

export const teamSample = {
  notice: {
    tag: 'Exemplu',
    text: 'Aceasta este o pagină exemplu: arată cum se prezintă o echipă pe site. Echipa, datele, linkurile și partenerii sunt fictive.',
    link: 'Vezi echipele reale',
  },
  video: 'Exemplu: aici apare videoclipul de prezentare al echipei',
  videoCaption: 'Exemplu: aici apare videoclipul de prezentare al echipei (de pe YouTube).',
  team: {
    name: 'Echipa Exemplu',
    motto: 'Învățăm, construim, inspirăm',
    city: 'Orașul Exemplu',
    region: 'Centru',
    affiliation: 'Liceul Teoretic „Exemplu”',
    about:
      'Suntem o echipă exemplu de 12 elevi și 3 mentori, dintre care doi profesori de fizică și informatică. Ne întâlnim de trei ori pe săptămână, proiectăm robotul în CAD, îl construim în atelierul școlii și îl programăm în Java.\n' +
      'În afara competițiilor organizăm demonstrații de robotică pentru elevii de gimnaziu și ajutăm echipele nou înființate din regiune. Pe această pagină fiecare echipă își prezintă povestea, rezultatele și partenerii.',
  },
  /** The fictional local partners: each one's name and the two lines its self-made logo writes (sample-logos.tsx). */
  partners: {
    workshop: { name: 'Atelierul Local de Prototipuri (exemplu)', logo: ['ATELIER', 'prototipuri'] },
    print: { name: 'Tipografia Exemplu', logo: ['TIPOGRAFIA', 'Exemplu'] },
    cafe: { name: 'Cafeneaua din Colț (exemplu)', logo: ['Cafeneaua', 'din colț'] },
    energy: { name: 'Exemplu Energie', logo: ['EXEMPLU', 'Energie'] },
  } as Record<'workshop' | 'print' | 'cafe' | 'energy', { name: string; logo: readonly [string, string] }>,
};

export type TeamSampleMessages = typeof teamSample;
