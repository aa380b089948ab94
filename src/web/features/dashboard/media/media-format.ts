// How the media library writes an image's size and where it is used.
import type { MediaUse } from '../../../../shared/schemas/media';
import { can, type Role } from '../../../../shared/policy';
import { paths } from '../../../lib/paths';

const KIND_LABELS: Record<MediaUse['kind'], string> = {
  post: 'Post',
  event: 'Event',
  resource: 'Resource',
  sponsor: 'Sponsor',
  team: 'Team logo',
  'site-settings': 'Carousel / site settings',
  'post-text': 'Post text',
  'event-text': 'Event text',
  bin: 'In the bin',
};

export const labelOfUse = (use: MediaUse) => (use.kind === 'site-settings' ? KIND_LABELS[use.kind] : `${KIND_LABELS[use.kind]}: ${use.label}`);

/** The dashboard address that edits the item, or null when the role has no screen for it. */
export function hrefOfUse(use: MediaUse, role: Role | undefined): string | null {
  switch (use.kind) {
    case 'post':
    case 'post-text':
      return paths.dashboardEdit('posts', use.id!);
    case 'event':
    case 'event-text':
      return paths.dashboardEdit('events', use.id!);
    case 'resource':
      return paths.dashboardEdit('resources', use.id!);
    case 'sponsor':
      return can(role, 'sponsors:write') ? paths.dashboardEdit('sponsors', use.id!) : null;
    case 'team':
      return can(role, 'teams:write') ? paths.dashboardEdit('teams', use.id!) : null;
    case 'site-settings':
      return can(role, 'site:settings') ? paths.dashboardTab('site-settings') : null;
    case 'bin':
      return paths.dashboardTab('bin');
  }
}
