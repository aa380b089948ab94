// Copy of /resources/get-started (spec 01 §2 "Get-started page", eligibility of §5, facts of §9).

export const TEAM_ACTIVITIES: { title: string; text: string }[] = [
  { title: 'Construiește', text: 'Proiectează și asamblează un robot pentru jocul sezonului, din piese reutilizabile.' },
  { title: 'Programează', text: 'Scrie codul pentru perioada autonomă și pentru controlul din timpul meciului.' },
  { title: 'Concurează', text: 'Joacă în alianțe la etapele regionale, la Campionatul Național și, poate, la Mondiale.' },
  { title: 'Inspiră', text: 'Ține caietul de inginerie, caută sponsori și du robotica în comunitatea ta.' },
];

export const BEFORE_YOU_START: { value: string; title: string; text: string }[] = [
  { value: '5-15', title: 'elevi în echipă', text: 'Echipa are între 5 și 15 elevi, cu vârste între 13 și 18 ani.' },
  { value: '2-3', title: 'mentori', text: 'Recomandăm 2-3 mentori adulți, dintre care cel puțin unul să fie profesor.' },
  { value: '~4.000 €', title: 'kitul de start', text: 'Kitul de start costă aproximativ 4.000 de euro; sponsorii locali te pot ajuta să îl acoperi.' },
  { value: '10+ ore', title: 'pe săptămână', text: 'În timpul sezonului, elevii lucrează la robot mai mult de 10 ore pe săptămână.' },
  {
    value: '1 iulie - 1 octombrie',
    title: 'perioada de înscriere',
    text: 'Înscrierile pentru fiecare sezon sunt deschise între 1 iulie și 1 octombrie. Din 1 octombrie te contactăm pentru confirmare.',
  },
  { value: 'Rookie', title: 'granturi', text: 'Granturile se acordă doar echipelor aflate în primul an (rookie), în limita bugetului.' },
];

export const REGISTRATION_STEPS: string[] = [
  'Formează echipa: 5-15 elevi de 13-18 ani și 2-3 mentori, dintre care cel puțin unul profesor.',
  'Apasă butonul LOGIN din dreapta sus a site-ului (pe telefon îl găsești în meniu) și creează-ți contul de echipă.',
  'Completează datele echipei în perioada de înscriere, între 1 iulie și 1 octombrie.',
  'Așteaptă confirmarea: din 1 octombrie te contactăm pentru confirmarea înscrierii.',
  'Pregătește sezonul: kitul de start, un spațiu de lucru și cel puțin 10 ore pe săptămână pentru robot.',
];
