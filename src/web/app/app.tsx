import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ConsentBanner } from '../components/layout/consent-banner';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { NavigationEffects } from './navigation-effects';
import { pages } from './routes';

function PageLoading() {
  return <div className="state" role="status" aria-live="polite" style={{ minHeight: '60vh' }} />;
}

export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Sari la conținut
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <NavigationEffects>
            {(renderKey) => (
              <Switch key={renderKey}>
                <Route path="/">
                  <Redirect to="/home" replace />
                </Route>
                <Route path="/home" component={pages.home} />
                <Route path="/news" component={pages.news} />
                <Route path="/about" component={pages.about} />
                <Route path="/about/*" component={pages.about} />
                <Route path="/resources" component={pages.resources} />
                <Route path="/resources/*" component={pages.resources} />
                <Route path="/teams" component={pages.teams} />
                <Route path="/teams/00000" component={pages.teamSample} />
                <Route path="/teams/:teamId" component={pages.teamDetail} />
                <Route path="/events" component={pages.events} />
                <Route path="/events/:code" component={pages.eventDetail} />
                <Route path="/concursuri" component={pages.competitions} />
                <Route path="/contribute" component={pages.contribute} />
                <Route path="/contribute/*" component={pages.contribute} />
                <Route path="/my-account" component={pages.myAccount} />
                <Route path="/login" component={pages.login} />
                <Route path="/register" component={pages.register} />
                <Route path="/dashboard" component={pages.dashboard} />
                <Route path="/dashboard/*" component={pages.dashboard} />
                <Route component={pages.notFound} />
              </Switch>
            )}
          </NavigationEffects>
        </Suspense>
      </main>
      <Footer />
      <ConsentBanner />
    </>
  );
}
