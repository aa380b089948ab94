// The eight child pages of /about (spec 01 §2 route table), in the navbar's order, with a line of copy each for the
// /about landing page.
import { paths } from '../../../lib/paths';

export interface AboutSection {
  href: string;
  title: string;
  text: string;
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  { href: paths.aboutNatie, title: 'Nație prin Educație', text: 'Asociația care aduce FIRST Tech Challenge în România din 2016.' },
  { href: paths.aboutFirst, title: 'FIRST și FTC', text: 'Organizația internațională FIRST și cele trei programe ale sale.' },
  { href: paths.aboutGlobal, title: 'FIRST Global', text: 'Competiția în care fiecare țară trimite o singură echipă.' },
  { href: paths.volunteer, title: 'Voluntariat', text: 'Alătură-te oamenilor care fac posibile competițiile.' },
  { href: paths.results, title: 'Rezultate', text: 'Cifrele programului și titlurile mondiale ale echipelor românești.' },
  { href: paths.values, title: 'Valori', text: 'Protecția tinerilor, codul de conduită și documentele de siguranță.' },
  { href: paths.sponsors, title: 'Sponsori și parteneri', text: 'Companiile care investesc în educația STEAM.' },
  { href: paths.contact, title: 'Contact', text: 'Scrie-ne sau găsește persoana potrivită din echipă.' },
];
