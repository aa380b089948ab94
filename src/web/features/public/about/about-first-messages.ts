// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /about (the index), /about/natie-prin-educatie and /about/first-and-ftc. */
export const aboutFirstMessages = messageArea('about-first', {
  ro: () => import('../../../../shared/messages/ro/about-first').then((m) => m.aboutFirst),
  en: () => import('../../../../shared/messages/en/about-first').then((m) => m.aboutFirst),
});
