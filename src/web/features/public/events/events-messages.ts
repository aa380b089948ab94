// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /events (the list: hero, groups, cards). */
export const eventsMessages = messageArea('events', {
  ro: () => import('../../../../shared/messages/ro/events').then((m) => m.events),
  en: () => import('../../../../shared/messages/en/events').then((m) => m.events),
});
