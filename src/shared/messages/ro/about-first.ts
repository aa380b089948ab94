// The words of /about (the index), /about/natie-prin-educatie and /about/first-and-ftc (features/public/about/) in
// Romanian (decision 200). One area for the three: the index's lines name the pages, and the two pages are short.
// In paragraphs, *FIRST* marks the name set in italics (about/first-name.tsx).
export const aboutFirst = {
  index: {
    title: 'Despre noi',
    lead: 'Află cine suntem, ce face programul FIRST Tech Challenge în România și cum te poți implica. Alege o secțiune pentru a începe.',
    sections: {
      aboutNatie: { title: 'Nație prin Educație', text: 'Asociația care aduce FIRST Tech Challenge în România din 2016.' },
      aboutFirst: { title: 'FIRST și FTC', text: 'Organizația internațională FIRST și cele trei programe ale sale.' },
      aboutGlobal: { title: 'FIRST Global', text: 'Competiția în care fiecare țară trimite o singură echipă.' },
      volunteer: { title: 'Voluntariat', text: 'Alătură-te oamenilor care fac posibile competițiile.' },
      results: { title: 'Rezultate', text: 'Cifrele programului și titlurile mondiale ale echipelor românești.' },
      values: { title: 'Valori', text: 'Protecția tinerilor, codul de conduită și documentele de siguranță.' },
      sponsors: { title: 'Sponsori și parteneri', text: 'Companiile care investesc în educația STEAM.' },
      contact: { title: 'Contact', text: 'Scrie-ne sau găsește persoana potrivită din echipă.' },
    },
  },
  natie: {
    eyebrow: 'Despre noi',
    title: 'Asociația Nație prin Educație',
    lead: 'Construim, alături de liceeni, profesori și comunități, o Românie în care fiecare tânăr poate descoperi știința și tehnologia.',
    aboutTitle: 'Cine suntem',
    about: [
      'Asociația Nație prin Educație este, din 2016, partenerul oficial al organizației internaționale *FIRST* în România. Aducem în licee programul FIRST Tech Challenge: echipe de elevi care proiectează, construiesc și programează roboți, apoi îi duc în competiție.',
      'În fiecare sezon organizăm competiții regionale în mai multe orașe din țară și o competiție națională, de unde cele mai bune echipe merg mai departe, la evenimentele internaționale *FIRST*.',
      'Lucrăm în parteneriat cu universități care ne găzduiesc evenimentele, oferă mentori și le arată elevilor ce înseamnă o carieră în inginerie și cercetare.',
      'Activitatea asociației este finanțată prin fundraising: sponsorizări de la companii, donații individuale și redirecționări de impozit. Fiecare leu ajunge în kituri de robotică, competiții și formarea mentorilor.',
    ],
    highlightsLabel: 'Pe scurt',
    highlights: {
      partner: { title: 'Partener oficial FIRST', text: 'Din 2016 organizăm programul FIRST Tech Challenge în România.' },
      competitions: { title: 'Competiții regionale și naționale', text: 'Etape regionale în toată țara și o finală națională în fiecare sezon.' },
      universities: { title: 'Parteneriate cu universități', text: 'Universitățile ne găzduiesc competițiile și le deschid liceenilor laboratoarele.' },
      funding: { title: 'Finanțare prin fundraising', text: 'Sponsorizări, donații și granturi susțin echipele și evenimentele.' },
    },
    quoteTitle: 'Cuvântul fondatorului',
    quote: 'Nu construim doar roboți. Construim tineri care cred că pot schimba ceva în comunitatea lor, și apoi chiar o fac. Fiecare echipă nouă este o școală care învață să viseze mai departe.',
    quoteAuthor: 'Fondatorul Asociației Nație prin Educație',
    discover: 'Descoperă FIRST și FTC',
  },
  first: {
    eyebrow: 'FIRST și FTC',
    title: 'Inspirăm tinerii prin știință și tehnologie',
    lead: '*FIRST* (For Inspiration and Recognition of Science and Technology) pregătește, prin robotică, următoarea generație de inovatori.',
    historyTitle: 'Povestea FIRST',
    history: [
      '*FIRST* a fost fondată în 1989 de inventatorul american Dean Kamen, ca organizație non-profit, cu un scop simplu: să-i facă pe tineri să privească știința și tehnologia cu același entuziasm cu care privesc sportul.',
      'De la o singură competiție, *FIRST* a crescut într-o mișcare globală, cu programe pentru copii de la grădiniță până la liceu, susținute de mii de voluntari, mentori și companii.',
      '*FIRST* Tech Challenge, programul organizat în România de Asociația Nație prin Educație, îi provoacă pe liceeni să proiecteze, să construiască și să programeze un robot pentru jocul fiecărui sezon, lucrând în echipă și respectând valorile Gracious Professionalism® și Coopertition®.',
    ],
    video: 'Video: programele FIRST',
    quoteTitle: 'Cuvântul fondatorului FIRST',
    quote: 'FIRST înseamnă mai mult decât roboți. Roboții sunt vehiculul prin care elevii învață abilități importante pentru viață.',
    quoteRole: 'Fondatorul FIRST',
    programmesTitle: 'Programele FIRST',
    programmesLead: 'Trei programe, de la primele piese de construcție până la roboți de dimensiuni industriale.',
    programmes: {
      fll: 'Primul contact cu știința și tehnologia: copiii explorează, construiesc și programează cu piese LEGO.',
      ftc: 'Programul pe care îl organizăm în România: echipe de liceeni construiesc roboți și concurează în alianțe.',
      frc: 'Roboți industriali de mari dimensiuni, construiți în câteva săptămâni, cu sprijinul mentorilor profesioniști.',
    },
    ours: 'Programul nostru',
    grades: 'Clase',
    ages: 'Vârste',
    years: (range: string) => `${range} ani`,
    more: 'Află mai multe',
    moreAbout: (name: string) => `Află mai multe despre ${name} (se deschide într-o filă nouă)`,
  },
};

export type AboutFirstMessages = typeof aboutFirst;
