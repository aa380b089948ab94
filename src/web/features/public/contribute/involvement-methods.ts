// The 'involvement methods' tabs of /contribute/companies (spec 01 §2 "Tabs", tax rules of §9). The HTML is
// written here, never taken from users. The contact address is a setting, so the tabs are built with it; a brochure
// is linked (and promised in the steps) only when staff uploaded it (issue 24, defect 7).
import { paths } from '../../../lib/paths';
import type { Documents } from './companies-content';
import type { TabItem } from '../../../components/ui/tabs';

type TabLink = NonNullable<TabItem['links']>[number];
const pdf = (text: string, url: string | null): TabLink[] => (url ? [{ text, url }] : []);

export function involvementMethods(contactEmail: string, documents: Documents): TabItem[] {
  const writeToUs = { text: `Scrie-ne la ${contactEmail}`, url: `mailto:${contactEmail}?subject=${encodeURIComponent('Sponsorizare FTC România')}` };
  return [
    {
      id: 'sponsorship-20',
      label: 'Sponsorizare 20% din impozit',
      intro:
        'Dacă firma ta plătește impozit pe profit, poate direcționa prin sponsorizare până la 20% din impozitul datorat către FIRST Tech Challenge România. Suma se scade din impozit: sprijinul nu te costă nimic în plus.',
      content:
        '<p>Sponsorizarea se face pe baza unui <strong>contract de sponsorizare</strong> cu Asociația Nație prin Educație. Banii merg direct în program: kituri de robotică pentru echipele noi, etapele regionale, Campionatul Național și drumul echipelor la competițiile internaționale.</p>',
      steps: [
        { number: 1, text: 'Ne scrii, iar noi îți trimitem prezentarea programului și datele asociației.' },
        { number: 2, text: 'Alegem împreună ce susții: o echipă, o etapă regională sau întregul program național.' },
        { number: 3, text: documents.contractTemplate ? 'Semnăm contractul de sponsorizare (pornim de la modelul de mai jos).' : 'Semnăm contractul de sponsorizare.' },
        { number: 4, text: 'Faci plata prin transfer bancar și scazi suma din impozitul pe profit, în limita a 20% din impozitul datorat.' },
      ],
      deadline: '31 decembrie, pentru anul în curs',
      links: [...pdf('Model de contract de sponsorizare (PDF)', documents.contractTemplate), writeToUs],
    },
    {
      id: 'declaration-177',
      label: 'Declarația 177',
      intro:
        'Ai încheiat anul fără să folosești toată suma pentru sponsorizări? Prin declarația 177 ceri ca partea nefolosită din impozitul pe profit să fie redirecționată către asociație.',
      content:
        '<p>Nu plătești nimic în plus: <strong>suma este virată direct de ANAF</strong> către Asociația Nație prin Educație, din impozitul pe care îl datorai oricum. Cererea se depune online, prin Spațiul Privat Virtual.</p>',
      steps: [
        { number: 1, text: 'Calculezi suma nefolosită: până la 20% din impozitul pe profit al anului trecut, minus sponsorizările deja făcute.' },
        { number: 2, text: 'Ne ceri datele de identificare ale asociației (denumire, cod fiscal, cont bancar).' },
        { number: 3, text: 'Completezi declarația 177 cu datele asociației și o depui la ANAF, prin Spațiul Privat Virtual.' },
        { number: 4, text: 'Ne anunți când ai depus-o; urmărim plata și îți trimitem un raport despre cum au fost folosiți banii.' },
      ],
      deadline: '25 iunie, pentru fondurile nefolosite în anul anterior',
      links: [writeToUs, ...pdf('Prezentarea programului (PDF)', documents.presentationRo)],
    },
    {
      id: 'packages',
      label: 'Pachete de sponsorizare',
      intro:
        'Pentru companiile care vor vizibilitate în comunitatea FIRST Tech Challenge am pregătit trei pachete, pe nivelurile partenerilor noștri: PLATINUM, GOLD și SILVER.',
      content: [
        '<ul>',
        '<li><strong>PLATINUM</strong>: partener principal al sezonului, cu logo pe site, la toate competițiile și în materialele programului.</li>',
        '<li><strong>GOLD</strong>: partener al Campionatului Național, cu logo pe site și la etapa națională.</li>',
        '<li><strong>SILVER</strong>: partener al unei etape regionale sau al unei echipe, cu logo pe site și la evenimentul susținut.</li>',
        '</ul>',
        '<p>Pachetele se pot combina cu sponsorizarea din impozitul pe profit; valorile și beneficiile complete ți le trimitem la cerere.</p>',
      ].join(''),
      steps: [
        {
          number: 1,
          text: documents.sponsorshipPackages ? 'Descarci documentul cu pachetele și alegi nivelul potrivit firmei tale.' : 'Alegi nivelul potrivit firmei tale.',
        },
        { number: 2, text: 'Ne scrii, iar noi adaptăm pachetul la obiectivele tale de responsabilitate socială.' },
        { number: 3, text: 'Semnăm contractul, iar logo-ul tău apare pe site și la evenimentele sezonului.' },
      ],
      links: [
        ...pdf('Pachete de sponsorizare (PDF)', documents.sponsorshipPackages),
        { text: 'Partenerii noștri', url: paths.sponsors },
        writeToUs,
      ],
    },
  ];
}
