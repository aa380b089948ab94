// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /search. */
export const searchMessages = messageArea('search', {
  ro: () => import('../../../../shared/messages/ro/search').then((m) => m.search),
  en: () => import('../../../../shared/messages/en/search').then((m) => m.search),
});
