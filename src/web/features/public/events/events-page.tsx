// /events (spec 01 §2 "Events list"): the current season's events from the database, in three collapsible groups.
import { feedPaths } from '../../../lib/paths';
import { useApi } from '../../../lib/use-api';
import { EventSection } from './event-section';
import { EventsHero } from './events-hero';
import { loadEventsPage } from './events-api';
import { LiveBadge } from './live-badge';
import styles from './events-page.module.css';

export function EventsPage() {
  const { data, error, loading, reload } = useApi('events-page', loadEventsPage, 'Load events');

  return (
    <>
      <EventsHero seasonName={data?.season?.seasonName} />
      <div className={`section section--grey ${styles.body}`}>
        <div className="container">
          {/* First, so the loading text below it comes and goes without moving it (issue 14, CLS). */}
          <p className={styles.subscribe}>
            <span>Calendarul sezonului, mereu la zi în telefonul tău:</span>
            <a className="btn btn--outline" href={`webcal://${window.location.host}${feedPaths.calendar}`}>
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
          {data && (
            <>
              <EventSection title="Past Events" events={data.groups.past} emptyText="No past events available" initiallyOpen={false} />
              <EventSection
                title="Ongoing Events"
                events={data.groups.ongoing}
                emptyText="No ongoing events"
                initiallyOpen
                live
                badge={<LiveBadge />}
                priorityFirst={data.groups.ongoing.length > 0}
              />
              <EventSection title="Upcoming Events" events={data.groups.upcoming} emptyText="No upcoming events" initiallyOpen priorityFirst={data.groups.ongoing.length === 0} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
