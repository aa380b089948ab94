// Copy of /contribute (spec 01 §2 "Contribute and companies", facts of §9).
import { paths } from '../../../lib/paths';
import type { BadgeName } from './contribute-icons';

export const DONATE_FORM_ID = 'donate-form';

export interface ContributeOption {
  id: string;
  icon: BadgeName;
  title: string;
  text: string;
  action: string;
  /** A fragment of this page ('#...') or a route of the site. */
  href: string;
}

export const CONTRIBUTE_OPTIONS: ContributeOption[] = [
  {
    id: 'online',
    icon: 'card',
    title: 'Donații online',
    text: 'Donezi de acasă, prin transfer bancar sau cu cardul când plata online este activă, ori redirecționezi 3,5% din impozit. Orice sumă ajunge la echipele de liceeni care construiesc roboți.',
    action: 'Donează online',
    href: `#${DONATE_FORM_ID}`,
  },
  {
    id: 'companies',
    icon: 'building',
    title: 'Sponsorizări pentru companii',
    text: 'Firma ta poate direcționa până la 20% din impozitul pe profit către educația STEAM, fără niciun cost în plus.',
    action: 'Află cum sponsorizezi',
    href: paths.companies,
  },
  {
    id: 'time',
    icon: 'time',
    title: 'Implicare prin timp',
    text: 'Devino voluntar la competiții: arbitru, jurat, mentor sau organizator. Experiența ta contează la fel de mult.',
    action: 'Devino voluntar',
    href: paths.volunteer,
  },
];

export const IMPACT_FACTS: { value: string; text: string }[] = [
  { value: 'peste 10.000', text: 'de elevi au trecut prin program în 10 ani' },
  { value: 'peste 150', text: 'de școli au primit echipamente de robotică' },
  { value: '95%', text: 'dintre participanți sunt mai interesați de studii superioare' },
  { value: 'peste 4500', text: 'de elevi participă în fiecare an, în 220 de echipe de liceu' },
  { value: '750.000 €', text: 'investiți în educație între 2016 și 2025' },
  { value: 'peste 500', text: 'de evenimente organizate în comunități' },
  { value: '2 titluri', text: 'de campioni mondiali, în 2022 și în 2024' },
];
