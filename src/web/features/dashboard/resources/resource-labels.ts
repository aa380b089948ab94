// Display words for resources in the dashboard: page names, public page paths and the priority level.
import type { ResourcePage } from '../../../../shared/constants';
import { paths } from '../../../lib/paths';

export const PAGE_LABELS: Record<ResourcePage, string> = {
  'team-resources': 'Team Resources',
  'season-materials': 'Season Materials',
};

export const PUBLIC_PAGE: Record<ResourcePage, string> = {
  'team-resources': paths.teamResources,
  'season-materials': paths.seasonMaterials,
};

/** Spec 02 §2: 5 or more High, 3-4 Medium, below 3 Low. */
export function resourcePriorityLevel(priority: number): { level: 'high' | 'medium' | 'low'; label: string } {
  if (priority >= 5) return { level: 'high', label: 'High' };
  if (priority >= 3) return { level: 'medium', label: 'Medium' };
  return { level: 'low', label: 'Low' };
}
