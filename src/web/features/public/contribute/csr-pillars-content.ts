// The six CSR pillars of /contribute/companies (spec 01 §3 "CSR pillar": title and HTML content). The HTML is
// written here, never taken from users.
import type { BadgeName } from './contribute-icons';

export interface CsrPillar {
  id: string;
  icon: BadgeName;
  title: string;
  summary: string;
  /** Trusted HTML. */
  content: string;
}

export const CSR_PILLARS: CsrPillar[] = [
  {
    id: 'steam',
    icon: 'steam',
    title: 'Educație STEAM',
    summary: 'Știință, tehnologie, inginerie, artă și matematică, învățate construind roboți.',
    content:
      '<p>În FIRST Tech Challenge, liceenii proiectează, construiesc și programează un robot pentru jocul fiecărui sezon. Teoria din manual devine un mecanism care trebuie să funcționeze în meci.</p><ul><li>programare în Java și proiectare CAD;</li><li>mecanică, electronică și lucru cu senzori;</li><li>un caiet de inginerie, ca într-o echipă profesionistă.</li></ul>',
  },
  {
    id: 'equal-opportunity',
    icon: 'equal',
    title: 'Egalitate de șanse',
    summary: 'Acces la robotică pentru elevii din orașe mici, din mediul rural și pentru fete.',
    content:
      '<p>Susținem echipe din toate regiunile țării, nu doar din marile orașe. Echipele aflate în primul an (rookie) pot primi granturi, în limita bugetului, iar echipele mixte sunt încurajate.</p><p>Sponsorizarea ta poate fi direcționată către o echipă dintr-o comunitate care altfel nu și-ar permite programul.</p>',
  },
  {
    id: 'school-infrastructure',
    icon: 'school',
    title: 'Investiție în infrastructura școlară',
    summary: 'Echipamente de robotică care rămân în școli, an după an.',
    content:
      '<p>Am dus echipamente în peste 150 de școli. Kiturile, uneltele și terenurile de antrenament rămân în laboratoarele liceelor și sunt folosite de generații întregi de elevi.</p><p>Ținta noastră: programul să ajungă în 20% dintre liceele din România.</p>',
  },
  {
    id: 'community',
    icon: 'community',
    title: 'Implicare în comunitate',
    summary: 'Echipele duc știința în afara laboratorului, în școli și în orașele lor.',
    content:
      '<p>Echipele FTC au organizat peste 500 de evenimente în comunitate: demonstrații cu roboți, ateliere pentru copiii mai mici, prezentări în școli și la târguri locale.</p><p>Angajații companiei tale se pot alătura ca mentori sau voluntari la competiții.</p>',
  },
  {
    id: 'innovation',
    icon: 'innovation',
    title: 'Inovare și cercetare',
    summary: 'Soluții originale, testate sub presiunea competiției.',
    content:
      '<p>Fiecare sezon aduce o provocare nouă, la care echipele răspund cu idei proprii, prototipuri și iterații rapide. Echipele românești au devenit de două ori campioane mondiale, în 2022 și în 2024.</p><p>Mulți absolvenți continuă în inginerie, informatică și cercetare: 95% dintre participanți declară un interes mai mare pentru studii superioare.</p>',
  },
  {
    id: 'schools-and-business',
    icon: 'bridge',
    title: 'Legătura dintre școli și mediul privat',
    summary: 'Companiile și liceele lucrează împreună pentru viitorii specialiști.',
    content:
      '<p>Peste 500 de companii au sponsorizat echipe și competiții. Pentru elevi, asta înseamnă mentori din industrie, vizite în companii și primele contacte cu o carieră tehnică.</p><p>Pentru companie, înseamnă acces la tineri talentați, motivați și obișnuiți cu munca în echipă.</p>',
  },
];
