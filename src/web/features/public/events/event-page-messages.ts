// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** An event's page (features/public/events/event-detail*.tsx: banner, links, map, partners, teams, results). */
export const eventPageMessages = messageArea('event-page', {
  ro: () => import('../../../../shared/messages/ro/event-page').then((m) => m.eventPage),
  en: () => import('../../../../shared/messages/en/event-page').then((m) => m.eventPage),
});
