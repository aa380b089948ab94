// The whole app with its providers, as the browser mounts or hydrates it (main.tsx) and the server renders it
// (entry-server.tsx): the store of the public pages' reads (the dashboard brings its own TanStack Query client in its
// lazy chunk: features/dashboard/providers.tsx); the router reads the browser's address, or the path it is given on
// the server.
import { StrictMode, useMemo, type ReactNode } from 'react';
import { Router, useRouter } from 'wouter';
import { ReadStoreContext, type ReadStore } from '../lib/read-store';
import { App } from './app';
import { LOCALE_BASE, type Locale } from '../../shared/locale';
import { LocaleProvider } from '../lib/i18n';
import { RenderedPagesContext } from '../lib/rendered-modules';

interface AppRootProps {
  store: ReadStore;
  /** The page's language (from its address): the router's base is its prefix, so the routes and links are the same
   * in both languages. */
  locale: Locale;
  /** Server render only: the path and query string to render, where the page modules it renders are noted, and for a
   * page the browser renders alone the note shown in its place (app.tsx). */
  ssr?: { path: string; search: string; rendered: Set<string>; shellNote?: ReactNode };
}

export function AppRoot({ store, locale, ssr }: AppRootProps) {
  return (
    <StrictMode>
      <RenderedPagesContext.Provider value={ssr?.rendered ?? null}>
        <ReadStoreContext.Provider value={store}>
          <LocaleProvider locale={locale}>
            <Router base={LOCALE_BASE[locale]} ssrPath={ssr?.path} ssrSearch={ssr?.search}>
              <CaseSensitiveRoutes>
                <App shellNote={ssr?.shellNote} />
              </CaseSensitiveRoutes>
            </Router>
          </LocaleProvider>
        </ReadStoreContext.Provider>
      </RenderedPagesContext.Provider>
    </StrictMode>
  );
}

/**
 * Routes match the address's case exactly, as the server's page list does (shared/site-pages.ts matchPage): `/HOME` is
 * the not-found page in the browser too, not the home page under a 404 status (issue 24, defect 8; record 163).
 * wouter's own parser (regexparam) makes its patterns case-insensitive; this router keeps the parser and its patterns
 * and only drops that flag.
 */
function CaseSensitiveRoutes({ children }: { children: ReactNode }) {
  const { parser } = useRouter();
  const caseSensitive = useMemo<typeof parser>(
    () => (route, loose) => {
      const parsed = parser(route, loose);
      const { pattern } = parsed;
      return pattern instanceof RegExp ? { ...parsed, pattern: new RegExp(pattern.source, pattern.flags.replace('i', '')) } : parsed;
    },
    [parser],
  );
  return <Router parser={caseSensitive}>{children}</Router>;
}
