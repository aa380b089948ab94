// The words of /contribute and /contribute/companies (features/public/contribute/) in Romanian (decision 200). The
// pages' structure (links, icons, which facts the settings allow) stays in code; the words and their plurals are here.
import { roFigureWords } from '../../plural';

export const contribute = {
  overview: {
    eyebrow: 'Contribuie',
    title: 'Pune un robot în mâinile unui licean',
    lead: 'FIRST Tech Challenge România trăiește din sprijinul oamenilor și al companiilor care cred în educația STEAM. Alege cum vrei să ajuți: o donație, o sponsorizare sau câteva ore din timpul tău.',
    donatePerson: 'Donează ca persoană fizică',
    sponsorCompany: 'Sponsorizează ca firmă',
    optionsTitle: 'Cum poți contribui',
    options: {
      online: { title: 'Donații online', text: '', action: 'Donează online' },
      companies: {
        title: 'Sponsorizări pentru companii',
        text: 'Firma ta poate direcționa până la 20% din impozitul pe profit către educația STEAM, fără niciun cost în plus.',
        action: 'Află cum sponsorizezi',
      },
      time: {
        title: 'Implicare prin timp',
        text: 'Devino voluntar la competiții: arbitru, jurat, mentor sau organizator. Experiența ta contează la fel de mult.',
        action: 'Devino voluntar',
      },
    },
    /** The online card's text, true to what the donation block offers (card, 3,5%). */
    onlineText: ({ card, redirect }: { card: boolean; redirect: boolean }): string => {
      const ways = card ? 'cu cardul, direct pe site, sau prin transfer bancar' : 'prin transfer bancar';
      const tax = redirect ? ', ori redirecționezi 3,5% din impozit' : '';
      return `Donezi de acasă, ${ways}${tax}. Orice sumă ajunge la echipele de liceeni care construiesc roboți.`;
    },
    impactTitle: 'Impactul sprijinului tău',
    impactLead:
      'Din 2016, Asociația Nație prin Educație aduce programul FIRST Tech Challenge în liceele din toată țara. Iată ce au construit până acum donatorii, sponsorii și voluntarii noștri:',
    impact: {
      alumni: { value: 'peste 10.000', text: 'de elevi au trecut prin program în 10 ani' },
      schools: { value: 'peste 150', text: 'de școli au primit echipamente de robotică' },
      interest: { value: '95%', text: 'dintre participanți sunt mai interesați de studii superioare' },
      events: { value: 'peste 500', text: 'de evenimente organizate în comunități' },
      titles: { value: '2 titluri', text: 'de campioni mondiali, în 2022 și în 2024' },
    },
    /** After the settings' students figure, with the teams figure when set. */
    studentsPerYear: (students: string, teams: string | null): string =>
      `${roFigureWords(students, 'elev participă', 'elevi participă')} în fiecare an${teams ? `, în ${teams} ${roFigureWords(teams, 'echipă', 'echipe')} de liceu` : ''}`,
    teamsPerYear: (teams: string): string => `${roFigureWords(teams, 'echipă', 'echipe')} de liceu participă în fiecare an`,
    invested: 'investiți în educație între 2016 și 2025',
  },
  donate: {
    title: 'Donează pentru echipele de robotică',
    text: 'Donația ta acoperă piese pentru roboți, taxe de înscriere, deplasări la competiții și echipamente pentru liceele care pornesc primul lor an în FIRST Tech Challenge.',
    nonProfit: 'Asociația Nație prin Educație este o organizație non-profit; fiecare leu ajunge în program.',
    cardTitle: 'Donează online cu cardul',
    cardNote: 'Plata este procesată în siguranță de Stripe; datele cardului nu ajung la noi.',
    otherTitle: 'Vrei să ajuți altfel?',
    companies: 'Sponsorizări pentru firme',
    volunteer: 'Implică-te ca voluntar',
  },
  bank: {
    orTransfer: 'Sau prin transfer bancar',
    transfer: 'Donează prin transfer bancar',
    noCard: 'Plata cu cardul nu este disponibilă momentan pe site. Poți dona simplu, prin transfer bancar:',
    beneficiary: 'Beneficiar',
    defaultBeneficiary: 'Asociația Nație prin Educație',
    iban: 'IBAN',
    ibanOnRequest: 'IBAN-ul îl primești la cerere',
    copy: 'Copiază IBAN-ul',
    copied: 'IBAN copiat',
    copyFailed: 'Nu s-a putut copia: selectează textul și copiază-l.',
    bankName: 'Banca',
    details: 'Detalii plată',
    /** The transfer's reference, also the e-mail's subject. */
    reference: 'Donație FTC România',
    afterTransfer: 'După transfer, scrie-ne dacă vrei confirmarea donației.',
    askAccount: 'Scrie-ne și îți trimitem contul asociației, iar după transfer îți confirmăm primirea donației.',
    writeTo: (email: string) => `Scrie-ne la ${email}`,
    askAt: (email: string) => `Cere detaliile la ${email}`,
  },
  redirect: {
    title: 'Redirecționează 3,5%',
    text: 'Dacă ești salariat sau ai venituri în România, poți direcționa 3,5% din impozitul pe venit către Asociația Nație prin Educație, prin Formularul 230. Nu te costă nimic: banii ar merge oricum la stat, iar așa ajung la echipele FTC.',
    deadline: 'Termen:',
    online: 'Completează Formularul 230 online',
    pdf: 'Descarcă Formularul 230 (PDF)',
  },
  companies: {
    eyebrow: 'Pentru companii',
    title: 'Investește în inginerii de mâine',
    presentationRo: 'Prezentare (RO)',
    presentationEn: 'Presentation (EN)',
    lead: 'Sponsorizarea FIRST Tech Challenge România înseamnă liceeni care învață inginerie pe roboți adevărați și o companie vizibilă acolo unde se formează viitorii specialiști.',
    achievementsTitle: 'Ce am realizat împreună',
    achievementsLead:
      'Din 2016, Asociația Nație prin Educație este partenerul oficial FIRST în România. Cu sprijinul companiilor, programul a crescut de la câteva echipe la o comunitate națională, cu două titluri de campioni mondiali (2022 și 2024). Ținta noastră este ca programul să ajungă în 20% dintre liceele din România.',
    facts: {
      started: 'anul în care programul a pornit în România',
      champions: 'campioni mondiali, în 2022 și în 2024',
      schools: 'de școli dotate cu echipamente',
      invested: 'investiți în educație între 2016 și 2025',
      sponsors: 'de companii care ne-au sponsorizat',
      interest: 'dintre elevi, mai interesați de studii superioare',
    },
    teamsEnrolled: (teams: string) => `${roFigureWords(teams, 'echipă', 'echipe')} de liceu înscrise`,
    studentsInvolved: (students: string) => `${roFigureWords(students, 'elev implicat', 'elevi implicați')} în fiecare an`,
    downloadsTitle: 'Documente de descărcat',
    downloads: {
      presentationRo: 'Prezentarea programului (română, PDF)',
      presentationEn: 'Programme presentation (English, PDF)',
      contractTemplate: 'Model de contract de sponsorizare (PDF)',
      sponsorshipPackages: 'Pachete de sponsorizare (PDF)',
    },
    newTab: (name: string) => `${name} (se deschide într-o filă nouă)`,
    involvementTitle: 'Modalități de implicare',
    involvementLead: 'Trei feluri în care firma ta poate susține programul, cu pașii și termenele fiecăruia.',
    csrTitle: 'Pilonii responsabilității sociale',
    csrLead: 'Sprijinul tău pentru FIRST Tech Challenge răspunde direct la șase direcții de CSR.',
    ctaTitle: 'Vrei să ajuți și altfel?',
    ctaText: 'Poți dona ca persoană fizică sau poți veni alături de noi ca voluntar la competiții.',
    donate: 'Donează online',
    volunteer: 'Devino voluntar',
  },
  /** The tabs' own words (components/ui/tabs). */
  tabs: { deadline: 'Termen-limită:', newTab: ' (se deschide într-o filă nouă)' },
  involvement: {
    mailSubject: 'Sponsorizare FTC România',
    writeTo: (email: string) => `Scrie-ne la ${email}`,
    partners: 'Partenerii noștri',
    contractPdf: 'Model de contract de sponsorizare (PDF)',
    presentationPdf: 'Prezentarea programului (PDF)',
    packagesPdf: 'Pachete de sponsorizare (PDF)',
    sponsorship: {
      label: 'Sponsorizare 20% din impozit',
      intro:
        'Dacă firma ta plătește impozit pe profit, poate direcționa prin sponsorizare până la 20% din impozitul datorat către FIRST Tech Challenge România. Suma se scade din impozit: sprijinul nu te costă nimic în plus.',
      content:
        '<p>Sponsorizarea se face pe baza unui <strong>contract de sponsorizare</strong> cu Asociația Nație prin Educație. Banii merg direct în program: kituri de robotică pentru echipele noi, etapele regionale, Campionatul Național și drumul echipelor la competițiile internaționale.</p>',
      steps: [
        'Ne scrii, iar noi îți trimitem prezentarea programului și datele asociației.',
        'Alegem împreună ce susții: o echipă, o etapă regională sau întregul program național.',
      ],
      signWithTemplate: 'Semnăm contractul de sponsorizare (pornim de la modelul de mai jos).',
      sign: 'Semnăm contractul de sponsorizare.',
      pay: 'Faci plata prin transfer bancar și scazi suma din impozitul pe profit, în limita a 20% din impozitul datorat.',
      deadline: '31 decembrie, pentru anul în curs',
    },
    declaration: {
      label: 'Declarația 177',
      intro:
        'Ai încheiat anul fără să folosești toată suma pentru sponsorizări? Prin declarația 177 ceri ca partea nefolosită din impozitul pe profit să fie redirecționată către asociație.',
      content:
        '<p>Nu plătești nimic în plus: <strong>suma este virată direct de ANAF</strong> către Asociația Nație prin Educație, din impozitul pe care îl datorai oricum. Cererea se depune online, prin Spațiul Privat Virtual.</p>',
      steps: [
        'Calculezi suma nefolosită: până la 20% din impozitul pe profit al anului trecut, minus sponsorizările deja făcute.',
        'Ne ceri datele de identificare ale asociației (denumire, cod fiscal, cont bancar).',
        'Completezi declarația 177 cu datele asociației și o depui la ANAF, prin Spațiul Privat Virtual.',
        'Ne anunți când ai depus-o; urmărim plata și îți trimitem un raport despre cum au fost folosiți banii.',
      ],
      deadline: '25 iunie, pentru fondurile nefolosite în anul anterior',
    },
    packages: {
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
      chooseFromDocument: 'Descarci documentul cu pachetele și alegi nivelul potrivit firmei tale.',
      choose: 'Alegi nivelul potrivit firmei tale.',
      steps: [
        'Ne scrii, iar noi adaptăm pachetul la obiectivele tale de responsabilitate socială.',
        'Semnăm contractul, iar logo-ul tău apare pe site și la evenimentele sezonului.',
      ],
    },
  },
  csr: {
    details: 'Detalii',
    detailsOf: (title: string) => `Detalii despre ${title}`,
    close: 'Închide',
    /** Each pillar's title, summary and trusted HTML (written here, never taken from users), by id. */
    pillars: {
      steam: {
        title: 'Educație STEAM',
        summary: 'Știință, tehnologie, inginerie, artă și matematică, învățate construind roboți.',
        content:
          '<p>În FIRST Tech Challenge, liceenii proiectează, construiesc și programează un robot pentru jocul fiecărui sezon. Teoria din manual devine un mecanism care trebuie să funcționeze în meci.</p><ul><li>programare în Java și proiectare CAD;</li><li>mecanică, electronică și lucru cu senzori;</li><li>un caiet de inginerie, ca într-o echipă profesionistă.</li></ul>',
      },
      'equal-opportunity': {
        title: 'Egalitate de șanse',
        summary: 'Acces la robotică pentru elevii din orașe mici, din mediul rural și pentru fete.',
        content:
          '<p>Susținem echipe din toate regiunile țării, nu doar din marile orașe. Echipele aflate în primul an (rookie) pot primi granturi, în limita bugetului, iar echipele mixte sunt încurajate.</p><p>Sponsorizarea ta poate fi direcționată către o echipă dintr-o comunitate care altfel nu și-ar permite programul.</p>',
      },
      'school-infrastructure': {
        title: 'Investiție în infrastructura școlară',
        summary: 'Echipamente de robotică care rămân în școli, an după an.',
        content:
          '<p>Am dus echipamente în peste 150 de școli. Kiturile, uneltele și terenurile de antrenament rămân în laboratoarele liceelor și sunt folosite de generații întregi de elevi.</p><p>Ținta noastră: programul să ajungă în 20% dintre liceele din România.</p>',
      },
      community: {
        title: 'Implicare în comunitate',
        summary: 'Echipele duc știința în afara laboratorului, în școli și în orașele lor.',
        content:
          '<p>Echipele FTC au organizat peste 500 de evenimente în comunitate: demonstrații cu roboți, ateliere pentru copiii mai mici, prezentări în școli și la târguri locale.</p><p>Angajații companiei tale se pot alătura ca mentori sau voluntari la competiții.</p>',
      },
      innovation: {
        title: 'Inovare și cercetare',
        summary: 'Soluții originale, testate sub presiunea competiției.',
        content:
          '<p>Fiecare sezon aduce o provocare nouă, la care echipele răspund cu idei proprii, prototipuri și iterații rapide. Echipele românești au devenit de două ori campioane mondiale, în 2022 și în 2024.</p><p>Mulți absolvenți continuă în inginerie, informatică și cercetare: 95% dintre participanți declară un interes mai mare pentru studii superioare.</p>',
      },
      'schools-and-business': {
        title: 'Legătura dintre școli și mediul privat',
        summary: 'Companiile și liceele lucrează împreună pentru viitorii specialiști.',
        content:
          '<p>Peste 500 de companii au sponsorizat echipe și competiții. Pentru elevi, asta înseamnă mentori din industrie, vizite în companii și primele contacte cu o carieră tehnică.</p><p>Pentru companie, înseamnă acces la tineri talentați, motivați și obișnuiți cu munca în echipă.</p>',
      },
    },
  },
};

export type ContributeMessages = typeof contribute;
