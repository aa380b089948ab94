// The words of /about/first-global (features/public/about/first-global-page.tsx) in Romanian (decision 200).
export const aboutFirstGlobal = {
  eyebrow: 'FIRST Global',
  title: 'FIRST Global Challenge',
  lead: 'Olimpiada roboticii: tineri din toată lumea, uniți de aceeași provocare, în aceeași arenă.',
  whatTitle: 'Ce este FIRST Global Challenge',
  what: 'În fiecare an, echipe din peste 190 de țări se întâlnesc la FIRST Global Challenge. Fiecare țară trimite o singură echipă, iar meciurile se joacă în alianțe internaționale de 3 vs 3: colegii de alianță vin din țări diferite și află abia la competiție cu cine vor juca.',
  facts: [
    { value: '190+', label: 'de țări participante' },
    { value: '1', label: 'echipă pentru fiecare țară' },
    { value: '3 vs 3', label: 'alianțe internaționale în fiecare meci' },
  ],
  edition: {
    eyebrow: 'Ediția 2025',
    title: 'Panama City, Panama',
    text: 'Ediția din 2025 are loc la Panama City, între 29 octombrie și 1 noiembrie 2025. Tema sezonului, „Eco Equilibrium”, le cere echipelor să găsească, prin tehnologie, echilibrul dintre oameni și natură.',
    place: 'Locul',
    placeValue: 'Panama City',
    dates: 'Perioada',
    datesValue: '29 oct. - 1 nov. 2025',
    theme: 'Tema',
  },
  socialTitle: 'Provocările de social media',
  social: 'Competiția începe cu mult înainte de primul meci. Echipele publică provocări pe rețelele sociale și se cunosc între ele online. Urmărește echipa României și susține-o cu un like și un share.',
  challenges: [
    { title: 'Prezentarea echipei', text: 'Un scurt video în care echipa își prezintă țara, membrii și robotul, înainte de competiție.' },
    { title: 'Provocarea tematică', text: 'Postări despre felul în care tema sezonului se regăsește în comunitatea și în țara echipei.' },
    { title: 'Jurnalul de construcție', text: 'Fotografii și clipuri din atelier: idei, prototipuri, eșecuri și soluții, pas cu pas.' },
  ],
  quoteTitle: 'Din partea echipei României',
  quote:
    'Când stai în arenă lângă colegi din alte două țări și aveți trei minute să câștigați împreună, înveți că nicio problemă nu e prea mare pentru o echipă care comunică. Ducem cu noi steagul României și ne întoarcem cu prieteni din toată lumea.',
  quoteAuthor: 'Echipa României',
};

export type AboutFirstGlobalMessages = typeof aboutFirstGlobal;
