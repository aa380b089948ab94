// The words of the resource pages (features/public/resources/: season materials, learning materials, get started)
// in Romanian (decision 200). The resources themselves (sections, descriptions, file names) are content, not words.
export const resources = {
  /** The frame both resource lists share (resource-list-page.tsx) and its cards (resource-card.tsx). */
  list: {
    emptyTitle: 'Nicio resursă publicată deocamdată',
    emptyText: 'Materialele pentru această pagină vor apărea aici imediat ce sunt publicate. Revino în curând.',
  },
  card: {
    kinds: { video: 'Video', link: 'Link', download: 'Document' },
    video: (description: string) => `Video: ${description}`,
    link: (description: string, host: string) => `${description}: ${host} (se deschide într-o filă nouă)`,
    download: (fileName: string, description: string) => `Descarcă ${fileName}: ${description} (se deschide într-o filă nouă)`,
    /** A download's button when its file has no name. */
    unnamedFile: 'Descarcă documentul',
  },
  seasonMaterials: {
    title: 'Materialele sezonului',
    eyebrow: 'Resurse pentru sezonul curent',
    lead: 'Tot ce are nevoie o echipă pentru sezonul în curs: manualul competiției, regulamentul național, prezentările video ale jocului și documentele de jurizare, într-un singur loc.',
    loading: 'Se încarcă resursele...',
    error: 'Eroare la încărcarea resurselor.',
    notesTitle: 'De reținut',
    notes: [
      'Regulamentul local al competiției din România se aplică împreună cu manualul competiției (Competition Manual).',
      'Echipele trebuie să respecte ambele documente pe tot parcursul sezonului.',
      'Toți membrii și toți mentorii echipei trebuie să citească manualul competiției și regulamentul național.',
    ],
  },
  teamResources: {
    title: 'Materiale de învățare',
    eyebrow: 'Resurse pentru echipe',
    lead: [
      'Tutoriale de programare, ghiduri de mecanică și proiectare, șabloane pentru organizarea echipei: materiale adunate pentru echipele FTC din România.',
      'Recomandăm echipelor și mentorilor să parcurgă toate materialele, nu doar secțiunea de care au nevoie acum: multe răspunsuri apar acolo unde nu te aștepți.',
    ],
    loading: 'Se încarcă resursele pentru echipe...',
    error: 'Eroare la încărcarea resurselor pentru echipe.',
  },
  /** The links to the other resource pages at the bottom of each (more-resources.tsx), by page key. */
  more: {
    title: 'Alte resurse',
    pages: {
      'season-materials': { title: 'Materialele sezonului', text: 'Manualul competiției și regulamentul național al sezonului.' },
      'team-resources': { title: 'Materiale de învățare', text: 'Tutoriale și ghiduri de programare, mecanică și organizare.' },
      'get-started': { title: 'Primii pași', text: 'Ce înseamnă o echipă FTC și pașii pentru a înființa una.' },
    },
  },
  /** /resources/get-started (spec 01 §2 "Get-started page", eligibility of §5, facts of §9). */
  getStarted: {
    eyebrow: 'Resurse',
    title: 'Pornește o echipă FIRST Tech Challenge',
    seeSteps: 'Vezi pașii de înscriere',
    lead: 'Tot ce trebuie să știi ca să înființezi o echipă de robotică în liceul tău: cine participă, cât costă, cât timp cere și cum te înscrii.',
    teamTitle: 'Ce este o echipă FTC?',
    team: [
      'O echipă FIRST Tech Challenge este un grup de liceeni care, alături de mentorii lor, proiectează, construiesc și programează un robot pentru jocul fiecărui sezon. Robotul joacă în alianțe cu alte echipe, la etapele regionale, la Campionatul Național și, pentru cei mai buni, la Campionatul Mondial.',
      'Dincolo de robot, echipa funcționează ca un mic start-up: își face un plan, își caută sponsori și își prezintă munca în fața juriului.',
    ],
    activities: [
      { title: 'Construiește', text: 'Proiectează și asamblează un robot pentru jocul sezonului, din piese reutilizabile.' },
      { title: 'Programează', text: 'Scrie codul pentru perioada autonomă și pentru controlul din timpul meciului.' },
      { title: 'Concurează', text: 'Joacă în alianțe la etapele regionale, la Campionatul Național și, poate, la Mondiale.' },
      { title: 'Inspiră', text: 'Ține caietul de inginerie, caută sponsori și du robotica în comunitatea ta.' },
    ],
    beforeTitle: 'Ce trebuie să știi înainte să începi',
    facts: [
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
    ],
    videoTitle: 'FIRST Tech Challenge în câteva minute',
    videoFrame: 'Video: ce este FIRST Tech Challenge',
    stepsTitle: 'Pașii de înscriere',
    /** The note above the steps, around the navbar's CONECTARE button's name (shell.nav.login) (set in bold). */
    stepsNote: { before: 'Înscrierea se face din contul echipei: folosește butonul ', button: 'CONECTARE', after: ' din dreapta sus a site-ului.' },
    steps: [
      'Formează echipa: 5-15 elevi de 13-18 ani și 2-3 mentori, dintre care cel puțin unul profesor.',
      'Apasă butonul CONECTARE din dreapta sus a site-ului (pe telefon îl găsești în meniu) și creează-ți contul de echipă.',
      'Completează datele echipei în perioada de înscriere, între 1 iulie și 1 octombrie.',
      'Așteaptă confirmarea: din 1 octombrie te contactăm pentru confirmarea înscrierii.',
      'Pregătește sezonul: kitul de start, un spațiu de lucru și cel puțin 10 ore pe săptămână pentru robot.',
    ],
    createAccount: 'Creează contul echipei',
    questions: 'Ai întrebări? Scrie-ne',
  },
};

export type ResourcesMessages = typeof resources;
