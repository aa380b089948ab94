import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ConsentBanner } from '../components/layout/consent-banner';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { BASE_REDIRECTS, isLocalized, PAGE_KEYS, PAGE_ROUTES, type PageRoute } from '../../shared/site-pages';
import { useLocale, useMessages } from '../lib/i18n';
import { shellMessages } from '../lib/messages';
import { paths } from '../lib/paths';
import { NavigationEffects } from './navigation-effects';
import { PageErrorBoundary } from './page-error-boundary';
import { pages, ROUTE_PAGES } from './route-table';

/**
 * `<html data-app-ready>` once the page in <main> has rendered or hydrated (what browser tests wait for before acting).
 * Inside the page's Suspense boundary: React may hydrate a boundary after the rest of the app, so an effect outside
 * it could run while the page's buttons are still server HTML.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

function PageLoading() {
  return <div className="state" role="status" aria-live="polite" style={{ minHeight: '60vh' }} />;
}

/** The page of the current address, in its Suspense boundary and error boundary. */
function Pages() {
  const locale = useLocale();
  // Under /en only the pages that are in English too (the others are the not-found page there, as on the server).
  const keys = locale === DEFAULT_LOCALE ? PAGE_KEYS : PAGE_KEYS.filter((key) => isLocalized(PAGE_ROUTES[key]));
  return (
    <Suspense fallback={<PageLoading />}>
      <AppReady />
      <NavigationEffects>
        {(renderKey) => (
          // A page that fails shows a message (and the rest of the site keeps working); a new address clears it.
          <PageErrorBoundary resetKey={renderKey}>
            {/* The dashboard keeps one key for all its addresses (issue 15): a tab, a filter or an opened form
                changes the URL without remounting the dashboard (its forms, their focus and the session check). */}
            <Switch key={renderKey.startsWith(`${paths.dashboard}/`) || renderKey.startsWith(`${paths.dashboard}#`) ? paths.dashboard : renderKey}>
              {Object.entries(BASE_REDIRECTS).map(([from, to]) => (
                <Route key={from} path={from}>
                  <Redirect to={to} replace />
                </Route>
              ))}
              {keys.map((key) => {
                const route: PageRoute = PAGE_ROUTES[key];
                // A page with pages below it (the dashboard): one route for all, so moving between its tabs keeps it mounted.
                return <Route key={key} path={route.below ? `${route.path}/*?` : route.path} component={ROUTE_PAGES[key]} />;
              })}
              <Route component={pages.notFound} />
            </Switch>
          </PageErrorBoundary>
        )}
      </NavigationEffects>
    </Suspense>
  );
}

/** `shellNote`: the server's HTML of a page the browser renders alone: the site's frame, that note in <main> instead of
 * the page (script-needed.tsx, given by entry-server.tsx). */
export function App({ shellNote }: { shellNote?: ReactNode }) {
  const words = useMessages(shellMessages);
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        {shellNote ?? <Pages />}
      </main>
      <Footer />
      <ConsentBanner />
    </>
  );
}
