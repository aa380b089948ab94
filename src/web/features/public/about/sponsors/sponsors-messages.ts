// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../../lib/i18n';

/** /about/sponsors, 'Partners in education' (the /about chunk loads it only on that page). */
export const sponsorsMessages = messageArea('sponsors', {
  ro: () => import('../../../../../shared/messages/ro/sponsors').then((m) => m.sponsors),
  en: () => import('../../../../../shared/messages/en/sponsors').then((m) => m.sponsors),
});
