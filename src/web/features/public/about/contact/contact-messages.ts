// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../../lib/i18n';

/** /about/contact-us (features/public/about/contact/). */
export const contactMessages = messageArea('contact', {
  ro: () => import('../../../../../shared/messages/ro/contact').then((m) => m.contact),
  en: () => import('../../../../../shared/messages/en/contact').then((m) => m.contact),
});
