// Who to write to (spec 01 §2 "Contact page"): the team directory by role and the addresses by topic. Each role's
// mailbox is its own site setting (issue 24, defect 1): a role without one is not listed, and no address is ever made
// up from the contact e-mail's domain. The general topic uses the contact address itself.
import type { ContactRoleKey, PublicSiteSettings } from '../../../../../shared/schemas/site-settings';

export interface DirectoryEntry {
  role: string;
  text: string;
  setting: ContactRoleKey;
}

export const TEAM_DIRECTORY: readonly DirectoryEntry[] = [
  { role: 'Președinte', text: 'Conducerea asociației și parteneriatele strategice.', setting: 'presidentEmail' },
  { role: 'Director de program', text: 'Sezonul FTC: înscrieri, calendar și competiții.', setting: 'programmeEmail' },
  { role: 'Consilier Alumni', text: 'Comunitatea foștilor participanți și voluntariatul alumni.', setting: 'alumniEmail' },
  { role: 'Marketing', text: 'Campanii, presă și rețele sociale.', setting: 'marketingEmail' },
  { role: 'Grafică', text: 'Identitate vizuală, materiale tipărite și digitale.', setting: 'graphicsEmail' },
  { role: 'Judge Advisor', text: 'Coordonarea jurizării și a premiilor la competiții.', setting: 'judgingEmail' },
];

export interface TopicEntry {
  topic: string;
  /** null: the configured contact address itself. */
  setting: ContactRoleKey | null;
}

export const CONTACT_TOPICS: readonly TopicEntry[] = [
  { topic: 'Promovare și comunicare', setting: 'marketingEmail' },
  { topic: 'Parteneriate și evenimente', setting: 'partnershipsEmail' },
  { topic: 'Certificate și alte întrebări', setting: null },
  { topic: 'Jurizare', setting: 'judgingEmail' },
];

type Addresses = Pick<PublicSiteSettings, 'contactEmail' | 'roleEmails'>;

/** The roles that have a mailbox, each with it. */
export const listedRoles = ({ roleEmails }: Addresses) =>
  TEAM_DIRECTORY.flatMap((entry) => {
    const address = roleEmails[entry.setting];
    return address ? [{ ...entry, address }] : [];
  });

/** The topics that have a mailbox (the general one always: the contact address). */
export const listedTopics = ({ contactEmail, roleEmails }: Addresses) =>
  CONTACT_TOPICS.flatMap((entry) => {
    const address = entry.setting === null ? contactEmail : roleEmails[entry.setting];
    return address ? [{ ...entry, address }] : [];
  });
