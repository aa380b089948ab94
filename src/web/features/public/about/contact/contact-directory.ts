// Who to write to (spec 01 §2 "Contact page"): the team directory by role and the addresses by topic. Each role's
// mailbox is its own site setting (issue 24, defect 1): a role without one is not listed, and no address is ever made
// up from the contact e-mail's domain. The general topic uses the contact address itself. The roles' and topics'
// words are the page's catalogue's (messages/<locale>/contact.ts), by key.
import type { ContactMessages } from '../../../../../shared/messages/ro/contact';
import type { ContactRoleKey, PublicSiteSettings } from '../../../../../shared/schemas/site-settings';

export interface DirectoryEntry {
  key: keyof ContactMessages['roles'];
  setting: ContactRoleKey;
}

export const TEAM_DIRECTORY: readonly DirectoryEntry[] = [
  { key: 'president', setting: 'presidentEmail' },
  { key: 'programme', setting: 'programmeEmail' },
  { key: 'alumni', setting: 'alumniEmail' },
  { key: 'marketing', setting: 'marketingEmail' },
  { key: 'graphics', setting: 'graphicsEmail' },
  { key: 'judging', setting: 'judgingEmail' },
];

export interface TopicEntry {
  key: keyof ContactMessages['topics'];
  /** null: the configured contact address itself. */
  setting: ContactRoleKey | null;
}

export const CONTACT_TOPICS: readonly TopicEntry[] = [
  { key: 'promotion', setting: 'marketingEmail' },
  { key: 'partnerships', setting: 'partnershipsEmail' },
  { key: 'general', setting: null },
  { key: 'judging', setting: 'judgingEmail' },
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
