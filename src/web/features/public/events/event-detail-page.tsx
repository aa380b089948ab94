// /events/{ftcscoringeventid} (spec 01 §2 "Event detail"): an event by its scoring code or numeric id, with its
// description, links, map, local partners and, for a coded event, the teams taking part.
import { useParams } from 'wouter';
import type { EventOutput } from '../../../../shared/schemas/events';
import { eventPageName, NOT_FOUND_NAME } from '../../../../shared/site-pages';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { feedPaths } from '../../../lib/paths';
import { queries, usePublicQuery } from '../../../lib/queries';
import { EventBanner } from './event-banner';
import { EventProblem } from './event-detail-states';
import { EventMap } from './event-map';
import { EventPartners } from './event-partners';
import { isOngoing } from './event-timing';
import { ParticipatingTeams } from './participating-teams';
import styles from './event-detail-page.module.css';

/** The route parameter as typed in the address bar (a malformed %-escape stays as it is). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function EventDetailPage() {
  const { code = '' } = useParams<{ code: string }>();
  const param = decodeParam(code);
  const { data, error, loading, reload, loadedAt } = usePublicQuery(queries.event(param));
  useDocumentTitle(data ? eventPageName(data) : error instanceof ApiError && error.status === 404 ? NOT_FOUND_NAME : null);

  if (loading) {
    return (
      <p className="state" role="status" style={{ minHeight: '60vh' }}>
        Loading event details...
      </p>
    );
  }
  if (error || !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return <EventProblem param={param} notFound={notFound} onRetry={reload} />;
  }
  // Whether it runs at the moment it was loaded (on the server for a rendered page: the hydration agrees).
  return <EventDetail event={data} live={isOngoing(data, loadedAt)} />;
}

function EventDetail({ event, live }: { event: EventOutput; live: boolean }) {
  const { data: sponsors } = usePublicQuery(queries.eventSponsors(event));
  return (
    <>
      <EventBanner event={event} live={live} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.about}>
            <h2>Despre eveniment</h2>
            <p className={styles.description}>{event.description}</p>
            <p className="muted">Organizator: {event.organizer}</p>
            <div className={styles.links}>
              {event.link !== event.ftcPages?.official && <ExternalLinkButton href={event.link} name="Pagina oficială a evenimentului" icon="external" />}
              {event.ftcPages && (
                <>
                  <ExternalLinkButton href={event.ftcPages.official} name="Rezultate oficiale FIRST" icon="external" />
                  <ExternalLinkButton href={event.ftcPages.ftcScout} name="Evenimentul pe FTCScout" icon="link" />
                </>
              )}
              {event.brochureLink && <ExternalLinkButton href={event.brochureLink} name="Broșura evenimentului" icon="file" />}
              <a className="btn btn--outline" href={feedPaths.eventCalendar(event.ftcEventCode || event.id)} download>
                Adaugă în calendar
              </a>
            </div>
          </div>
          <div className={styles.location}>
            <h2>Locație</h2>
            <p className={styles.place}>{event.address || event.location}</p>
            <EventMap coordinates={event.coordinates} location={event.address || event.location} />
          </div>
        </div>
      </section>
      <EventPartners sponsors={sponsors ?? []} />
      {event.ftcEventCode && <ParticipatingTeams code={event.ftcEventCode} />}
    </>
  );
}
