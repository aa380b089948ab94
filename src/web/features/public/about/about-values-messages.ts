// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /about/values. */
export const aboutValuesMessages = messageArea('about-values', {
  ro: () => import('../../../../shared/messages/ro/about-values').then((m) => m.aboutValues),
  en: () => import('../../../../shared/messages/en/about-values').then((m) => m.aboutValues),
});
