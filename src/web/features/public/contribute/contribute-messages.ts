// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /contribute and /contribute/companies (features/public/contribute/). */
export const contributeMessages = messageArea('contribute', {
  ro: () => import('../../../../shared/messages/ro/contribute').then((m) => m.contribute),
  en: () => import('../../../../shared/messages/en/contribute').then((m) => m.contribute),
});
