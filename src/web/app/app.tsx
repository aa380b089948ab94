import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ConsentBanner } from '../components/layout/consent-banner';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { childrenOf, paths, routePatterns } from '../lib/paths';
import { MyAccountSwitch } from './my-account-route';
import { NavigationEffects } from './navigation-effects';
import { PageErrorBoundary } from './page-error-boundary';
import { ScriptNeeded } from './script-needed';
import { pages } from './routes';

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
              <Route path="/">
                <Redirect to={paths.home} replace />
              </Route>
              <Route path={paths.home} component={pages.home} />
              <Route path={paths.news} component={pages.news} />
              <Route path={routePatterns.post} component={pages.post} />
              <Route path={paths.search} component={pages.search} />
              <Route path={paths.about} component={pages.about} />
              <Route path={childrenOf(paths.about)} component={pages.about} />
              <Route path={paths.resources} component={pages.resources} />
              <Route path={childrenOf(paths.resources)} component={pages.resources} />
              <Route path={paths.teams} component={pages.teams} />
              <Route path={routePatterns.teamSample} component={pages.teamSample} />
              <Route path={routePatterns.team} component={pages.teamDetail} />
              <Route path={paths.events} component={pages.events} />
              <Route path={routePatterns.event} component={pages.eventDetail} />
              <Route path={routePatterns.previewPost} component={pages.postPreview} />
              <Route path={routePatterns.previewEvent} component={pages.eventPreview} />
              <Route path={paths.competitions} component={pages.competitions} />
              <Route path={paths.contribute} component={pages.contribute} />
              <Route path={childrenOf(paths.contribute)} component={pages.contribute} />
              <Route path={paths.myAccount} component={MyAccountSwitch} />
              <Route path={paths.login} component={pages.login} />
              <Route path={paths.register} component={pages.register} />
              <Route path={paths.resetPassword} component={pages.resetPassword} />
              {/* One route for /dashboard and all below it: moving between tabs keeps the dashboard mounted. */}
              <Route path={`${paths.dashboard}/*?`} component={pages.dashboard} />
              <Route component={pages.notFound} />
            </Switch>
          </PageErrorBoundary>
        )}
      </NavigationEffects>
    </Suspense>
  );
}

/** shellOnly: the server's HTML of a page the browser renders alone: the site's frame, a note in <main> (script-needed.tsx). */
export function App({ shellOnly = false }: { shellOnly?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Sari la conținut
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        {shellOnly ? <ScriptNeeded /> : <Pages />}
      </main>
      <Footer />
      <ConsentBanner />
    </>
  );
}
