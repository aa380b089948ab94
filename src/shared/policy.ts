// Who may do what. The server checks every write against this table; the UI only reads it to hide
// what the server would refuse anyway.

export const ROLES = ['ADMIN', 'EDITOR', 'TEAM'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'posts:write',
  'resources:write',
  'events:write',
  'sponsors:write',
  /** Mark a sponsor as one of the association's partners (tier and order on /about/sponsors). */
  'sponsors:tier',
  'files:upload',
  /** The media library (decision 199): list uploaded images, edit their alt text, delete unused ones. */
  'media:manage',
  'seasons:write',
  /** Edit the competitions calendar (/concursuri). */
  'calendar:write',
  /** See and remove the demo content. */
  'demo:remove',
  'teams:write',
  'users:manage',
  /** Start the FTC Events sync and see its runs and settings. */
  'ftc:sync',
  /** Site settings (issue 13): contact, links, embeds, home page, brochures, bank and payment details. */
  'site:settings',
  'dashboard:content',
  'dashboard:team',
  /** The activity log: who changed what, which item, when (issue 15). */
  'activity:read',
  /** Edit the public profile (description, links, logo) of the team one's account is linked to, and upload its logo. */
  'team:profile',
  /** Ask to join one's team by number, or apply for a new team, and cancel one's own request (issue 25, decision 195). */
  'team:request',
] as const;
export type Action = (typeof ACTIONS)[number];

const CONTENT: Action[] = [
  'posts:write',
  'resources:write',
  'events:write',
  'sponsors:write',
  'files:upload',
  'media:manage',
  'dashboard:content',
];

export const POLICY: Record<Role, ReadonlySet<Action>> = {
  ADMIN: new Set<Action>([...CONTENT, 'seasons:write', 'teams:write', 'users:manage', 'ftc:sync', 'site:settings', 'sponsors:tier', 'calendar:write', 'demo:remove', 'activity:read']),
  EDITOR: new Set<Action>(CONTENT),
  TEAM: new Set<Action>(['dashboard:team', 'team:profile', 'team:request']),
};

/**
 * Which upload budget a role has (issue 21): its daily files and megabytes (UPLOAD_* settings) and the pixels an image
 * may have (IMAGE_MAX_MEGAPIXELS*). ADMINs have no daily limit; TEAM accounts, open to self-registration, the smallest.
 */
export type UploadBudget = 'unlimited' | 'staff' | 'team';
export const UPLOAD_BUDGET: Record<Role, UploadBudget> = { ADMIN: 'unlimited', EDITOR: 'staff', TEAM: 'team' };

export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && POLICY[role].has(action);
}

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
