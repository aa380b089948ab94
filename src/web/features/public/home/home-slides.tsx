// The home carousel's fixed list of 7 slides (spec 01 §3 "Slide", §9): self-made illustrations with their captions.
import type { Slide } from '../../../components/posts/slideshow';
import { KickoffArt, PitArt, VolunteersArt, WorkshopArt } from './art/slides-community';
import { AwardsArt, FieldMatchArt, NationalsArt } from './art/slides-competition';

export const HOME_SLIDES: readonly Slide[] = [
  {
    id: 'field',
    caption: 'Roboții pe teren, în plin meci de calificare',
    alt: 'Ilustrație: doi roboți, unul din alianța roșie și unul din alianța albastră, pe terenul de joc, sub tabela de scor.',
    art: <FieldMatchArt />,
  },
  {
    id: 'pit',
    caption: 'O echipă își pregătește robotul la pit, între meciuri',
    alt: 'Ilustrație: trei membri ai unei echipe lângă robotul lor, pe masa de lucru din zona pit, cu un laptop și o trusă de scule.',
    art: <PitArt />,
  },
  {
    id: 'awards',
    caption: 'Ceremonia de premiere: echipele câștigătoare urcă pe podium',
    alt: 'Ilustrație: echipe pe podiumul cu locurile 1, 2 și 3, trofee și confetti sub lumina reflectoarelor.',
    art: <AwardsArt />,
  },
  {
    id: 'workshop',
    caption: 'Ateliere de proiectare și programare pentru elevi și mentori',
    alt: 'Ilustrație: un mentor explică o schiță cu roți dințate pe tablă, iar doi elevi lucrează la laptopuri.',
    art: <WorkshopArt />,
  },
  {
    id: 'volunteers',
    caption: 'Voluntarii care fac posibilă fiecare competiție',
    alt: 'Ilustrație: cinci voluntari veseli sub un banner cu textul „Voluntari”, unul dintre ei cu un clipboard.',
    art: <VolunteersArt />,
  },
  {
    id: 'nationals',
    caption: 'Campionatul Național FIRST Tech Challenge România',
    alt: 'Ilustrație: o arenă cu tribune pline, bannerul Campionatului Național și trei roboți pe teren.',
    art: <NationalsArt />,
  },
  {
    id: 'kickoff',
    caption: 'Kickoff: lansarea provocării noului sezon',
    alt: 'Ilustrație: un ecran mare cu mesajul „Kickoff”, doi roboți pe scenă și publicul din sală.',
    art: <KickoffArt />,
  },
];
