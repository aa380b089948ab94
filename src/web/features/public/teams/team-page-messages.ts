// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** A team's page (team-profile.tsx and its parts), a real team's and the sample's. */
export const teamPageMessages = messageArea('team-page', {
  ro: () => import('../../../../shared/messages/ro/team-page').then((m) => m.teamPage),
  en: () => import('../../../../shared/messages/en/team-page').then((m) => m.teamPage),
});
