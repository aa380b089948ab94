// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** The home page. */
export const homeMessages = messageArea('home', {
  ro: () => import('../../../../shared/messages/ro/home').then((m) => m.home),
  en: () => import('../../../../shared/messages/en/home').then((m) => m.home),
});
