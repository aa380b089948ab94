// /events (spec 01 §2 "Events list"): the current season's events from the database, in three collapsible groups.
import { useMemo } from 'react';
import { useBrowserValue } from '../../../lib/browser-value';
import { feedPaths } from '../../../lib/paths';
import { queries, usePublicQuery } from '../../../lib/queries';
import { EventSection } from './event-section';
import { EventsHero } from './events-hero';
import { groupEvents } from './event-timing';
import { LiveBadge } from './live-badge';
import styles from './events-page.module.css';

export function EventsPage() {
  const { data, error, loading, reload, loadedAt } = usePublicQuery(queries.eventsPage());
  // Timing is computed at the moment the data was loaded (on the server for a rendered page), so the server and the
  // hydrating browser group the events alike.
  const groups = useMemo(() => (data ? groupEvents(data.events, loadedAt) : null), [data, loadedAt]);
  // webcal:// needs the host, which the server render leaves to the browser: the plain file link until hydrated.
  const subscribeHref = useBrowserValue(() => `webcal://${window.location.host}${feedPaths.calendar}`, feedPaths.calendar);

  return (
    <>
      <EventsHero seasonName={data?.season?.seasonName} />
      <div className={`section section--grey ${styles.body}`}>
        <div className="container">
          {/* First, so the loading text below it comes and goes without moving it (issue 14, CLS). */}
          <p className={styles.subscribe}>
            <span>Calendarul sezonului, mereu la zi în telefonul tău:</span>
            <a className="btn btn--outline" href={subscribeHref}>
              Abonează-te la calendar
            </a>
            <a href={feedPaths.calendar} download>
              Descarcă fișierul .ics
            </a>
          </p>
          {loading && (
            <p className="state" role="status">
              Loading events...
            </p>
          )}
          {error && (
            <div className={`state state--error ${styles.error}`} role="alert">
              <p>Evenimentele nu au putut fi încărcate. Verifică legătura la internet și încearcă din nou.</p>
              <button type="button" className="btn btn--primary" onClick={reload}>
                Try Again
              </button>
            </div>
          )}
          {groups && (
            <>
              <EventSection title="Past Events" events={groups.past} emptyText="No past events available" initiallyOpen={false} />
              <EventSection
                title="Ongoing Events"
                events={groups.ongoing}
                emptyText="No ongoing events"
                initiallyOpen
                live
                badge={groups.ongoing.length > 0 ? <LiveBadge /> : undefined}
                priorityFirst={groups.ongoing.length > 0}
              />
              <EventSection title="Upcoming Events" events={groups.upcoming} emptyText="No upcoming events" initiallyOpen priorityFirst={groups.ongoing.length === 0} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
