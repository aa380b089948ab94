// The words of /en/contribute and /en/contribute/companies in English (typed by messages/ro/contribute.ts). Romanian
// tax forms (Formular 230, declarația 177), ANAF and the association's name stay as they are named in Romania.
import { enFigureWords } from '../../plural';
import type { ContributeMessages } from '../ro/contribute';

export const contribute: ContributeMessages = {
  overview: {
    eyebrow: 'Contribute',
    title: 'Put a robot in a high school student’s hands',
    lead: 'FIRST Tech Challenge Romania lives on the support of people and companies who believe in STEAM education. Choose how you want to help: a donation, a sponsorship or a few hours of your time.',
    donatePerson: 'Donate as an individual',
    sponsorCompany: 'Sponsor as a company',
    optionsTitle: 'How you can contribute',
    options: {
      online: { title: 'Online donations', text: '', action: 'Donate online' },
      companies: {
        title: 'Company sponsorship',
        text: 'Your company can direct up to 20% of its corporate income tax to STEAM education, at no extra cost.',
        action: 'See how to sponsor',
      },
      time: {
        title: 'Give your time',
        text: 'Volunteer at competitions as a referee, judge, mentor or organiser. Your experience matters just as much.',
        action: 'Become a volunteer',
      },
    },
    onlineText: ({ card, redirect }) => {
      const ways = card ? 'by card, right here on the site, or by bank transfer' : 'by bank transfer';
      const tax = redirect ? ', or redirect 3.5% of your income tax' : '';
      return `Give from home, ${ways}${tax}. Every amount goes to the teams of high school students who build robots.`;
    },
    impactTitle: 'The impact of your support',
    impactLead:
      'Since 2016, the Nație prin Educație Association has brought FIRST Tech Challenge to high schools across Romania. Here is what our donors, sponsors and volunteers have built so far:',
    impact: {
      alumni: { value: 'over 10,000', text: 'students have taken part in the programme in 10 years' },
      schools: { value: 'over 150', text: 'schools have received robotics equipment' },
      interest: { value: '95%', text: 'of participants are more interested in higher education' },
      events: { value: 'over 500', text: 'events organised in communities' },
      titles: { value: '2 titles', text: 'as world champions, in 2022 and 2024' },
    },
    studentsPerYear: (students, teams) =>
      `${enFigureWords(students, 'student takes', 'students take')} part every year${teams ? `, in ${teams} high school ${enFigureWords(teams, 'team', 'teams')}` : ''}`,
    teamsPerYear: (teams) => `high school ${enFigureWords(teams, 'team takes', 'teams take')} part every year`,
    invested: 'invested in education between 2016 and 2025',
  },
  donate: {
    title: 'Donate to the robotics teams',
    text: 'Your donation pays for robot parts, registration fees, travel to competitions and equipment for high schools starting their first year in FIRST Tech Challenge.',
    nonProfit: 'The Nație prin Educație Association is a non-profit organisation; every leu goes into the programme.',
    cardTitle: 'Donate online by card',
    cardNote: 'Payment is processed securely by Stripe; your card details never reach us.',
    otherTitle: 'Want to help another way?',
    companies: 'Company sponsorship',
    volunteer: 'Volunteer with us',
  },
  bank: {
    orTransfer: 'Or by bank transfer',
    transfer: 'Donate by bank transfer',
    noCard: 'Card payment is not available on the site at the moment. You can simply donate by bank transfer:',
    beneficiary: 'Beneficiary',
    defaultBeneficiary: 'Asociația Nație prin Educație',
    iban: 'IBAN',
    ibanOnRequest: 'The IBAN is sent on request',
    copy: 'Copy the IBAN',
    copied: 'IBAN copied',
    copyFailed: 'Could not copy: select the text and copy it.',
    bankName: 'Bank',
    details: 'Payment reference',
    reference: 'Donație FTC România',
    afterTransfer: 'After the transfer, write to us if you would like a confirmation of your donation.',
    askAccount: 'Write to us and we will send you the association’s bank account; after the transfer we confirm that your donation arrived.',
    writeTo: (email) => `Write to us at ${email}`,
    askAt: (email) => `Ask for the details at ${email}`,
  },
  redirect: {
    title: 'Redirect 3.5%',
    text: 'If you are employed or have income in Romania, you can direct 3.5% of your income tax to the Nație prin Educație Association with Formular 230. It costs you nothing: the money would go to the state anyway, and this way it reaches the FTC teams.',
    deadline: 'Deadline:',
    online: 'Fill in Formular 230 online',
    pdf: 'Download Formular 230 (PDF)',
  },
  companies: {
    eyebrow: 'For companies',
    title: 'Invest in tomorrow’s engineers',
    presentationRo: 'Presentation (RO)',
    presentationEn: 'Presentation (EN)',
    lead: 'Sponsoring FIRST Tech Challenge Romania means high school students learning engineering on real robots, and a company seen where tomorrow’s specialists are trained.',
    achievementsTitle: 'What we have achieved together',
    achievementsLead:
      'Since 2016, the Nație prin Educație Association has been FIRST’s official partner in Romania. With the support of companies, the programme has grown from a handful of teams into a national community, with two world championship titles (2022 and 2024). Our goal is for the programme to reach 20% of Romania’s high schools.',
    facts: {
      started: 'the year the programme started in Romania',
      champions: 'world champions, in 2022 and 2024',
      schools: 'schools equipped',
      invested: 'invested in education between 2016 and 2025',
      sponsors: 'companies have sponsored us',
      interest: 'of students more interested in higher education',
    },
    teamsEnrolled: (teams) => `high school ${enFigureWords(teams, 'team', 'teams')} registered`,
    studentsInvolved: (students) => `${enFigureWords(students, 'student', 'students')} involved every year`,
    downloadsTitle: 'Documents to download',
    downloads: {
      presentationRo: 'Programme presentation (Romanian, PDF)',
      presentationEn: 'Programme presentation (English, PDF)',
      contractTemplate: 'Sponsorship contract template (Romanian, PDF)',
      sponsorshipPackages: 'Sponsorship packages (PDF)',
    },
    newTab: (name) => `${name} (opens in a new tab)`,
    involvementTitle: 'Ways to get involved',
    involvementLead: 'Three ways your company can support the programme, with the steps and deadlines of each.',
    csrTitle: 'Pillars of social responsibility',
    csrLead: 'Your support for FIRST Tech Challenge answers six directions of CSR directly.',
    ctaTitle: 'Want to help in other ways too?',
    ctaText: 'You can donate as an individual or join us as a volunteer at competitions.',
    donate: 'Donate online',
    volunteer: 'Become a volunteer',
  },
  tabs: { deadline: 'Deadline:', newTab: ' (opens in a new tab)' },
  involvement: {
    mailSubject: 'Sponsorizare FTC România',
    writeTo: (email) => `Write to us at ${email}`,
    partners: 'Our partners',
    contractPdf: 'Sponsorship contract template (Romanian, PDF)',
    presentationPdf: 'Programme presentation (PDF)',
    packagesPdf: 'Sponsorship packages (PDF)',
    sponsorship: {
      label: 'Sponsorship: 20% of your tax',
      intro:
        'If your company pays corporate income tax, it can direct up to 20% of the tax due to FIRST Tech Challenge Romania through a sponsorship. The amount is deducted from the tax: your support costs nothing extra.',
      content:
        '<p>The sponsorship is made under a <strong>sponsorship contract</strong> with the Nație prin Educație Association. The money goes straight into the programme: robotics kits for new teams, the regional events, the National Championship and the teams’ journey to international competitions.</p>',
      steps: [
        'You write to us, and we send you the programme presentation and the association’s details.',
        'Together we choose what you support: a team, a regional event or the whole national programme.',
      ],
      signWithTemplate: 'We sign the sponsorship contract (starting from the template below).',
      sign: 'We sign the sponsorship contract.',
      pay: 'You pay by bank transfer and deduct the amount from your corporate income tax, up to 20% of the tax due.',
      deadline: '31 December, for the current year',
    },
    declaration: {
      label: 'Declarația 177',
      intro:
        'Did you close the year without using the whole amount on sponsorships? With declarația 177 (form 177) you ask for the unused part of your corporate income tax to be redirected to the association.',
      content:
        '<p>You pay nothing extra: <strong>the amount is transferred directly by ANAF</strong>, the Romanian tax authority, to the Nație prin Educație Association, out of the tax you owed anyway. The request is filed online, through the Spațiul Privat Virtual (ANAF’s online account).</p>',
      steps: [
        'You work out the unused amount: up to 20% of last year’s corporate income tax, minus the sponsorships already made.',
        'You ask us for the association’s identification details (name, tax ID, bank account).',
        'You fill in form 177 with the association’s details and file it with ANAF, through the Spațiul Privat Virtual.',
        'You let us know once it is filed; we follow the payment and send you a report on how the money was used.',
      ],
      deadline: '25 June, for the funds left unused in the previous year',
    },
    packages: {
      label: 'Sponsorship packages',
      intro:
        'For companies that want visibility in the FIRST Tech Challenge community we have prepared three packages, on our partners’ levels: PLATINUM, GOLD and SILVER.',
      content: [
        '<ul>',
        '<li><strong>PLATINUM</strong>: main partner of the season, with your logo on the site, at every competition and in the programme’s materials.</li>',
        '<li><strong>GOLD</strong>: partner of the National Championship, with your logo on the site and at the national event.</li>',
        '<li><strong>SILVER</strong>: partner of a regional event or of a team, with your logo on the site and at the event you support.</li>',
        '</ul>',
        '<p>The packages can be combined with the sponsorship from corporate income tax; we send you the full amounts and benefits on request.</p>',
      ].join(''),
      chooseFromDocument: 'You download the packages document and choose the level that suits your company.',
      choose: 'You choose the level that suits your company.',
      steps: [
        'You write to us, and we tailor the package to your social responsibility goals.',
        'We sign the contract, and your logo appears on the site and at the season’s events.',
      ],
    },
  },
  csr: {
    details: 'Details',
    detailsOf: (title) => `Details about ${title}`,
    close: 'Close',
    pillars: {
      steam: {
        title: 'STEAM education',
        summary: 'Science, technology, engineering, art and mathematics, learned by building robots.',
        content:
          '<p>In FIRST Tech Challenge, high school students design, build and program a robot for each season’s game. The theory from the textbook becomes a mechanism that has to work in a match.</p><ul><li>programming in Java and CAD design;</li><li>mechanics, electronics and working with sensors;</li><li>an engineering notebook, as in a professional team.</li></ul>',
      },
      'equal-opportunity': {
        title: 'Equal opportunities',
        summary: 'Robotics within reach of students from small towns and rural areas, and of girls.',
        content:
          '<p>We support teams from every region of the country, not only from the big cities. Teams in their first year (rookies) can receive grants, within the budget, and mixed teams are encouraged.</p><p>Your sponsorship can go to a team from a community that could not otherwise afford the programme.</p>',
      },
      'school-infrastructure': {
        title: 'Investment in school infrastructure',
        summary: 'Robotics equipment that stays in schools, year after year.',
        content:
          '<p>We have brought equipment to more than 150 schools. The kits, tools and practice fields stay in the high schools’ labs and are used by whole generations of students.</p><p>Our goal: the programme reaching 20% of Romania’s high schools.</p>',
      },
      community: {
        title: 'Community involvement',
        summary: 'The teams take science out of the lab, into schools and their towns.',
        content:
          '<p>FTC teams have organised more than 500 community events: robot demonstrations, workshops for younger children, talks in schools and at local fairs.</p><p>Your company’s employees can join as mentors or as volunteers at competitions.</p>',
      },
      innovation: {
        title: 'Innovation and research',
        summary: 'Original solutions, tested under the pressure of competition.',
        content:
          '<p>Every season brings a new challenge, which the teams answer with their own ideas, prototypes and quick iterations. Romanian teams have become world champions twice, in 2022 and 2024.</p><p>Many alumni go on to engineering, computer science and research: 95% of participants say they are more interested in higher education.</p>',
      },
      'schools-and-business': {
        title: 'Linking schools and business',
        summary: 'Companies and high schools working together for the specialists of the future.',
        content:
          '<p>More than 500 companies have sponsored teams and competitions. For students, that means mentors from industry, company visits and their first contact with a technical career.</p><p>For your company, it means access to talented, motivated young people used to working in a team.</p>',
      },
    },
  },
};
