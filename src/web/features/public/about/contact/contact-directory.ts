// Who to write to (spec 01 §2 "Contact page"): the team directory by role and the addresses by topic. Every address
// is built on the domain of the configured contact address ({email}), so nothing here hard-codes the association's
// domain; the general topic uses the contact address itself.

export interface DirectoryEntry {
  role: string;
  text: string;
  mailbox: string;
}

export const TEAM_DIRECTORY: readonly DirectoryEntry[] = [
  { role: 'Președinte', text: 'Conducerea asociației și parteneriatele strategice.', mailbox: 'presedinte' },
  { role: 'Director de program', text: 'Sezonul FTC: înscrieri, calendar și competiții.', mailbox: 'program' },
  { role: 'Consilier Alumni', text: 'Comunitatea foștilor participanți și voluntariatul alumni.', mailbox: 'alumni' },
  { role: 'Marketing', text: 'Campanii, presă și rețele sociale.', mailbox: 'marketing' },
  { role: 'Grafică', text: 'Identitate vizuală, materiale tipărite și digitale.', mailbox: 'grafica' },
  { role: 'Judge Advisor', text: 'Coordonarea jurizării și a premiilor la competiții.', mailbox: 'jurizare' },
];

export interface TopicEntry {
  topic: string;
  /** null: the configured contact address itself. */
  mailbox: string | null;
}

export const CONTACT_TOPICS: readonly TopicEntry[] = [
  { topic: 'Promovare și comunicare', mailbox: 'marketing' },
  { topic: 'Parteneriate și evenimente', mailbox: 'parteneriate' },
  { topic: 'Certificate și alte întrebări', mailbox: null },
  { topic: 'Jurizare', mailbox: 'jurizare' },
];

/** mailbox@domain-of-the-contact-address; the contact address itself when mailbox is null. */
export function directoryAddress(contactEmail: string, mailbox: string | null): string {
  if (mailbox === null) return contactEmail;
  const at = contactEmail.lastIndexOf('@');
  return at === -1 ? contactEmail : `${mailbox}${contactEmail.slice(at)}`;
}
