// How the Activity screen names item types and where an entry's item is edited.
import type { ActivityEntry } from '../../../../shared/schemas/activity';
import { paths } from '../../../lib/paths';

export const ENTITY_LABELS: Record<string, string> = {
  post: 'Home post',
  event: 'Event',
  resource: 'Resource',
  season: 'Season',
  sponsor: 'Sponsor',
  team: 'Team',
  user: 'User',
  competition: 'Calendar stage',
  region: 'Region',
  file: 'File',
  'site-settings': 'Site settings',
  'ftc-sync': 'FTC sync',
  database: 'Database',
};

/** The dashboard tab of each item type (shell/content-tabs.tsx). */
const TAB_OF: Record<string, string> = {
  post: 'posts',
  event: 'events',
  resource: 'resources',
  season: 'seasons',
  sponsor: 'sponsors',
  team: 'teams',
  user: 'users',
  competition: 'calendar',
  'site-settings': 'site-settings',
  'ftc-sync': 'ftc-sync',
};

/**
 * Where an entry's item can be opened: its edit address (a tab without item addresses yet shows its list there),
 * or its tab for the one-of-a-kind screens; null for an item that no longer exists or has no screen.
 */
export function itemHref(entry: ActivityEntry): string | null {
  const tab = TAB_OF[entry.entityType];
  if (!tab) return null;
  if (entry.entityId === null) return paths.dashboardTab(tab);
  return entry.exists ? paths.dashboardEdit(tab, entry.entityId) : null;
}
