// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /about/results (features/public/about/results-page.tsx, season-results.tsx). */
export const aboutResultsMessages = messageArea('about-results', {
  ro: () => import('../../../../shared/messages/ro/about-results').then((m) => m.aboutResults),
  en: () => import('../../../../shared/messages/en/about-results').then((m) => m.aboutResults),
});
