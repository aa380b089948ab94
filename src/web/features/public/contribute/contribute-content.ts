// Copy of /contribute (spec 01 §2 "Contribute and companies", facts of §9).
import { roFigureWords } from '../../../../shared/plural';
import { paths } from '../../../lib/paths';
import type { SiteSettings } from '../../../lib/settings';
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
    // Written from the site settings by donationOptionText: never a way of giving the page does not offer.
    text: '',
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

/**
 * The online-donation card's text, true to what the donation block below offers: the card only when card payments
 * are configured and switched on, the 3,5% only when the Formular 230 block is shown; the bank transfer always.
 */
export function donationOptionText({ card, redirect }: { card: boolean; redirect: boolean }): string {
  const ways = card ? 'cu cardul, direct pe site, sau prin transfer bancar' : 'prin transfer bancar';
  const tax = redirect ? ', ori redirecționezi 3,5% din impozit' : '';
  return `Donezi de acasă, ${ways}${tax}. Orice sumă ajunge la echipele de liceeni care construiesc roboți.`;
}

type ImpactFact = { value: string; text: string };

/**
 * The impact list; the students, teams and money figures are the site settings' (issue 24, defect 7: the same values as
 * the home statistics), each left out while not set.
 */
export function impactFacts(figures: SiteSettings['figures']): ImpactFact[] {
  const { students, teams, invested } = figures;
  const perYear: ImpactFact | null = students
    ? {
        value: students,
        text: `${roFigureWords(students, 'elev participă', 'elevi participă')} în fiecare an${teams ? `, în ${teams} ${roFigureWords(teams, 'echipă', 'echipe')} de liceu` : ''}`,
      }
    : teams
      ? { value: teams, text: `${roFigureWords(teams, 'echipă', 'echipe')} de liceu participă în fiecare an` }
      : null;
  const facts: Array<ImpactFact | null> = [
    { value: 'peste 10.000', text: 'de elevi au trecut prin program în 10 ani' },
    { value: 'peste 150', text: 'de școli au primit echipamente de robotică' },
    { value: '95%', text: 'dintre participanți sunt mai interesați de studii superioare' },
    perYear,
    invested ? { value: invested, text: 'investiți în educație între 2016 și 2025' } : null,
    { value: 'peste 500', text: 'de evenimente organizate în comunități' },
    { value: '2 titluri', text: 'de campioni mondiali, în 2022 și în 2024' },
  ];
  return facts.filter((f): f is ImpactFact => f !== null);
}
