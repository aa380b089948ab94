// The home carousel's fixed list of 7 slides (spec 01 §3 "Slide", §9): self-made illustrations with their captions.
// The illustrations are SVG files (art/home-art-files.tsx), loaded lazily below the fold.
import type { Slide } from '../../../components/posts/slideshow';
import awards from './art/svg/slide-awards.svg?no-inline';
import field from './art/svg/slide-field.svg?no-inline';
import kickoff from './art/svg/slide-kickoff.svg?no-inline';
import nationals from './art/svg/slide-nationals.svg?no-inline';
import pit from './art/svg/slide-pit.svg?no-inline';
import volunteers from './art/svg/slide-volunteers.svg?no-inline';
import workshop from './art/svg/slide-workshop.svg?no-inline';

/** A slide's illustration: decorative (the slide's own box carries the text alternative). */
const art = (src: string) => <img src={src} alt="" width={1600} height={800} loading="lazy" decoding="async" />;

export const HOME_SLIDES: readonly Slide[] = [
  {
    id: 'field',
    caption: 'Roboții pe teren, în plin meci de calificare',
    alt: 'Ilustrație: doi roboți, unul din alianța roșie și unul din alianța albastră, pe terenul de joc, sub tabela de scor.',
    art: art(field),
  },
  {
    id: 'pit',
    caption: 'O echipă își pregătește robotul la pit, între meciuri',
    alt: 'Ilustrație: trei membri ai unei echipe lângă robotul lor, pe masa de lucru din zona pit, cu un laptop și o trusă de scule.',
    art: art(pit),
  },
  {
    id: 'awards',
    caption: 'Ceremonia de premiere: echipele câștigătoare urcă pe podium',
    alt: 'Ilustrație: echipe pe podiumul cu locurile 1, 2 și 3, trofee și confetti sub lumina reflectoarelor.',
    art: art(awards),
  },
  {
    id: 'workshop',
    caption: 'Ateliere de proiectare și programare pentru elevi și mentori',
    alt: 'Ilustrație: un mentor explică o schiță cu roți dințate pe tablă, iar doi elevi lucrează la laptopuri.',
    art: art(workshop),
  },
  {
    id: 'volunteers',
    caption: 'Voluntarii care fac posibilă fiecare competiție',
    alt: 'Ilustrație: cinci voluntari veseli sub un banner cu textul „Voluntari”, unul dintre ei cu un clipboard.',
    art: art(volunteers),
  },
  {
    id: 'nationals',
    caption: 'Campionatul Național FIRST Tech Challenge România',
    alt: 'Ilustrație: o arenă cu tribune pline, bannerul Campionatului Național și trei roboți pe teren.',
    art: art(nationals),
  },
  {
    id: 'kickoff',
    caption: 'Kickoff: lansarea provocării noului sezon',
    alt: 'Ilustrație: un ecran mare cu mesajul „Kickoff”, doi roboți pe scenă și publicul din sală.',
    art: art(kickoff),
  },
];
