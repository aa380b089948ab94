// The browser's entry. A server-rendered page carries its data and the pages it rendered (app/ssr-state.ts): those
// go into the page reads' store and are loaded first, then React hydrates the HTML as it is. The account and dashboard
// screens come without it and are rendered here.
// First: React's hot reload in `npm run dev`, from a module rather than the inline script Vite would add to the page
// (the CSP allows none); nothing in a build.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { pagesBySource } from './app/route-table';
import { localeOfPath } from '../shared/locale';
import { catalogueLoader } from './lib/i18n';
import { shellMessages } from './lib/messages';
import { readSsrState } from './app/ssr-state';
import { ReadStore } from './lib/read-store';
import './styles/global.css';

const container = document.getElementById('root')!;
const store = new ReadStore();
const state = readSsrState();
// The page's language is its address's (decision 200); the shell's words are loaded with the app in either case.
const locale = localeOfPath(window.location.pathname);
const shellWords = shellMessages.load(locale);

if (state) {
  store.hydrate(state.reads);
  const bySource = pagesBySource();
  // allSettled: a page chunk that failed to load must not leave the page unhydrated (no links, no forms). React then
  // asks for it again through the page's lazy component, and the page's own error handling takes over from there.
  // The page's words after its chunk, which declares their areas (decision 206); the server's preload links have
  // already fetched both, so this waits for no request.
  const pagesLoaded = Promise.allSettled([shellWords, ...state.pages.map((source) => bySource.get(source)?.())]);
  const wordsLoaded = pagesLoaded.then(() => Promise.allSettled(state.pages.map((source) => catalogueLoader(source)?.())));
  void Promise.all([pagesLoaded, wordsLoaded]).then((loads) => {
    for (const result of loads.flat()) if (result.status === 'rejected') console.error(`Load page failed: ${String(result.reason)}`);
    // In a transition: React hydrates in slices of a few milliseconds and lets the browser answer input between
    // them, instead of one long task after the first paint (issue 14, total blocking time).
    startTransition(() => {
      hydrateRoot(container, <AppRoot store={store} locale={locale} />);
    });
  });
} else {
  // The words first (or their failure, which the shell then meets itself): no empty navbar while they load.
  void shellWords.catch(() => undefined).then(() => createRoot(container).render(<AppRoot store={store} locale={locale} />));
}
