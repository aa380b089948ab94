// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /teams: the map, the list with its filters, the 'Coming Soon' notice, the start-a-team card. */
export const teamsMessages = messageArea('teams', {
  ro: () => import('../../../../shared/messages/ro/teams').then((m) => m.teams),
  en: () => import('../../../../shared/messages/en/teams').then((m) => m.teams),
});
