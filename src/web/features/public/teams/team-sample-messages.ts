// An area of the site's words (lib/i18n.tsx, decision 200), declared beside the code that uses it so that its loaders
// travel in that code's chunk rather than in the app chunk every page downloads (decision 206).
import { messageArea } from '../../../lib/i18n';

/** /teams/00000's notice and its fictional team. */
export const teamSampleMessages = messageArea('team-sample', {
  ro: () => import('../../../../shared/messages/ro/team-sample').then((m) => m.teamSample),
  en: () => import('../../../../shared/messages/en/team-sample').then((m) => m.teamSample),
});
