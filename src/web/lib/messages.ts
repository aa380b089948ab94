// The shell's words: the message catalogue (shared/messages/<locale>/shell.ts) the app chunk itself uses, each
// language a lazy module of its own (lib/i18n.tsx, decision 200). A page's areas are declared beside the code that uses
// them (<area>-messages.ts in its folder), so that their loaders travel in its chunk (decision 206).
import { messageArea } from './i18n';

/** The navbar, footer, search box, consent banner, not-found page and the pages' names. */
export const shellMessages = messageArea('shell', {
  ro: () => import('../../shared/messages/ro/shell').then((m) => m.shell),
  en: () => import('../../shared/messages/en/shell').then((m) => m.shell),
});
