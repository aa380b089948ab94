// The words of /about/contact-us (features/public/about/contact/) in Romanian (decision 200). The e-mail the form
// opens is written to the association: its subject (the spec's) and its lines stay in contact-mailto.ts.
export const contact = {
  eyebrow: 'Contact',
  title: 'Hai să vorbim',
  lead: 'Ai o întrebare despre program, vrei să înființezi o echipă sau să devii partener? Suntem aici să te ajutăm.',
  form: {
    title: 'Trimite-ne un mesaj',
    /** The note above the fields, around the required mark (*). */
    intro: { before: 'Câmpurile marcate cu ', after: ' sunt obligatorii. Butonul deschide aplicația ta de email cu mesajul completat; datele nu sunt salvate pe site.' },
    labels: { firstName: 'Prenume', lastName: 'Nume', email: 'Email', phone: 'Telefon', message: 'Mesaj' },
    optional: ' (opțional)',
    submit: 'Trimite mesajul',
    checkFields: 'Verifică câmpurile marcate înainte de trimitere.',
    /** After the mail client was asked to open: "Nu s-a deschis? [Încearcă din nou] sau scrie-ne la [address]." */
    sent: { opened: 'Am deschis aplicația ta de email cu mesajul completat. Nu s-a deschis? ', retry: 'Încearcă din nou', orWrite: ' sau scrie-ne la ', end: '.' },
  },
  /** One message per invalid field (spec 01 §5). */
  errors: {
    firstName: 'Prenumele este obligatoriu.',
    lastName: 'Numele este obligatoriu.',
    email: 'Adresa de email este obligatorie.',
    emailInvalid: 'Introdu o adresă de email validă, de forma nume@exemplu.ro.',
    message: 'Mesajul este obligatoriu.',
  },
  topicsTitle: 'Scrie-ne direct',
  topicsLead: 'Alege subiectul, ca mesajul tău să ajungă repede la persoana potrivită.',
  /** The addresses by topic, by their key in contact-directory.ts. */
  topics: {
    promotion: 'Promovare și comunicare',
    partnerships: 'Parteneriate și evenimente',
    general: 'Certificate și alte întrebări',
    judging: 'Jurizare',
  },
  directoryTitle: 'Echipa noastră',
  directoryLead: 'Oamenii care coordonează programul, fiecare cu adresa de email a rolului său.',
  /** The team directory's roles, by their key in contact-directory.ts. */
  roles: {
    president: { role: 'Președinte', text: 'Conducerea asociației și parteneriatele strategice.' },
    programme: { role: 'Director de program', text: 'Sezonul FTC: înscrieri, calendar și competiții.' },
    alumni: { role: 'Consilier Alumni', text: 'Comunitatea foștilor participanți și voluntariatul alumni.' },
    marketing: { role: 'Marketing', text: 'Campanii, presă și rețele sociale.' },
    graphics: { role: 'Grafică', text: 'Identitate vizuală, materiale tipărite și digitale.' },
    judging: { role: 'Judge Advisor', text: 'Coordonarea jurizării și a premiilor la competiții.' },
  },
  writeToRole: (role: string, address: string) => `Scrie-i rolului ${role}: ${address}`,
};

export type ContactMessages = typeof contact;
