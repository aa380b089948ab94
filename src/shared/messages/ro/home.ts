// The home page's words in Romanian (features/public/home/), loaded with its chunk in the page's language (decision 200).
// The built-in slides' captions and descriptions are here too; slides uploaded in the settings are content.
export const home = {
  hero: {
    eyebrow: 'FIRST Tech Challenge România',
    title: 'Construim roboți. Formăm inovatorii de mâine.',
    lead: 'Programul național de robotică pentru liceeni: echipe de 5-15 elevi proiectează, construiesc și programează roboți pentru competiții regionale, naționale și internaționale.',
    start: 'Înființează o echipă',
    about: 'Despre program',
  },
  posts: {
    eyebrow: 'Noutăți',
    title: 'Ultimele postări',
    all: 'Vezi toate postările',
    failed: 'Postările nu au putut fi încărcate acum. Te rugăm să revii mai târziu.',
    none: 'Nu există postări publicate încă.',
  },
  stats: { title: 'FTC România în cifre' },
  gallery: {
    title: 'Din sezoanele FTC România',
    text: 'Competiții, ateliere și oamenii care fac programul posibil.',
    label: 'Imagini din sezoanele FTC România',
  },
  slides: {
    field: {
      caption: 'Roboții pe teren, în plin meci de calificare',
      alt: 'Ilustrație: doi roboți, unul din alianța roșie și unul din alianța albastră, pe terenul de joc, sub tabela de scor.',
    },
    pit: {
      caption: 'O echipă își pregătește robotul la pit, între meciuri',
      alt: 'Ilustrație: trei membri ai unei echipe lângă robotul lor, pe masa de lucru din zona pit, cu un laptop și o trusă de scule.',
    },
    awards: {
      caption: 'Ceremonia de premiere: echipele câștigătoare urcă pe podium',
      alt: 'Ilustrație: echipe pe podiumul cu locurile 1, 2 și 3, trofee și confetti sub lumina reflectoarelor.',
    },
    workshop: {
      caption: 'Ateliere de proiectare și programare pentru elevi și mentori',
      alt: 'Ilustrație: un mentor explică o schiță cu roți dințate pe tablă, iar doi elevi lucrează la laptopuri.',
    },
    volunteers: {
      caption: 'Voluntarii care fac posibilă fiecare competiție',
      alt: 'Ilustrație: cinci voluntari veseli sub un banner cu textul „Voluntari”, unul dintre ei cu un clipboard.',
    },
    nationals: {
      caption: 'Campionatul Național FIRST Tech Challenge România',
      alt: 'Ilustrație: o arenă cu tribune pline, bannerul Campionatului Național și trei roboți pe teren.',
    },
    kickoff: {
      caption: 'Kickoff: lansarea provocării noului sezon',
      alt: 'Ilustrație: un ecran mare cu mesajul „Kickoff”, doi roboți pe scenă și publicul din sală.',
    },
  },
  media: {
    title: 'Echipele și momentele lor',
    mapTitle: 'Harta echipelor din România',
    mapText: 'Liceele cu echipe FTC, din toate regiunile țării.',
    mapFrame: 'Harta echipelor FTC din România (Google Maps)',
    videoTitle: 'Video din competiții',
    videoText: 'Meciuri, interviuri și rezumate de la etapele regionale și naționale.',
    videoFrame: 'Lista de redare FTC România pe YouTube',
  },
  profiles: {
    title: 'Cum te poți implica',
    more: 'Detalii...',
    student: {
      title: 'Sunt elev',
      text: 'Intră într-o echipă din liceul tău: construiești un robot, înveți programare și inginerie și concurezi alături de colegii tăi.',
    },
    parent: {
      title: 'Sunt părinte',
      text: 'Susține echipa copilului tău și programul: o donație sau câteva ore de implicare contează pentru elevii din toată țara.',
    },
    teacher: {
      title: 'Sunt profesor',
      text: 'Devino mentor: află cum înființezi o echipă în școala ta, ce presupune un sezon și ce sprijin primesc echipele noi.',
    },
  },
  cta: {
    title: 'Vrei o echipă FTC în liceul tău?',
    text: 'O echipă are între 5 și 15 elevi de 13-18 ani și 2-3 mentori. Înscrierile pentru noul sezon sunt deschise în fiecare an între 1 iulie și 1 octombrie.',
    button: 'Pornește o echipă',
  },
};

export type HomeMessages = typeof home;
