// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../lib/i18n';

/** The association's legal details (components/ui/legal-details: the contact and donation pages). */
export const legalMessages = messageArea('legal', {
  ro: () => import('../../../shared/messages/ro/legal').then((m) => m.legal),
  en: () => import('../../../shared/messages/en/legal').then((m) => m.legal),
});
