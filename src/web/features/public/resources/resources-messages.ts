// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** The resource pages (features/public/resources/: season materials, learning materials, get started). */
export const resourcesMessages = messageArea('resources', {
  ro: () => import('../../../../shared/messages/ro/resources').then((m) => m.resources),
  en: () => import('../../../../shared/messages/en/resources').then((m) => m.resources),
});
