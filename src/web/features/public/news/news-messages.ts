// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /news and a post's page. */
export const newsMessages = messageArea('news', {
  ro: () => import('../../../../shared/messages/ro/news').then((m) => m.news),
  en: () => import('../../../../shared/messages/en/news').then((m) => m.news),
});
