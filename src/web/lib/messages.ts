// The message catalogues by area (shared/messages/<locale>/<area>.ts), each language a lazy module of its own
// (lib/i18n.tsx, decision 200). The sources are the modules' keys in Vite's manifest (relative to src/web).
import { messageArea, type MessageArea } from './i18n';

/** The navbar, footer, search box, consent banner, not-found page and the pages' names. */
export const shellMessages = messageArea(
  {
    ro: () => import('../../shared/messages/ro/shell').then((m) => m.shell),
    en: () => import('../../shared/messages/en/shell').then((m) => m.shell),
  },
  { ro: '../shared/messages/ro/shell.ts', en: '../shared/messages/en/shell.ts' },
);

/** Every area: what the browser may load before hydrating, by source. */
export const MESSAGE_AREAS: ReadonlyArray<MessageArea<unknown>> = [shellMessages];
