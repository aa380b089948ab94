// An event's page body (spec 01 §2 "Event detail"): banner, description, links, map, partners and, for a coded
// event, the teams taking part. The event page and the editors' preview (issue 15) render it.
import type { EventOutput } from '../../../../shared/schemas/events';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { useContentLang } from '../../../lib/i18n';
import { feedPaths, paths } from '../../../lib/paths';
import { queries, usePublicQuery } from '../../../lib/queries';
import { EventBanner } from './event-banner';
import { EventMap } from './event-map';
import { EventPartners } from './event-partners';
import { EventResults, EventSectionsNav } from './event-results';
import { ParticipatingTeams } from './participating-teams';
import styles from './event-detail-page.module.css';

/** The page's body; `preview`: a draft's (issue 15), without what reads the public API by its code (calendar, teams). */
export function EventDetail({ event, live, preview = false }: { event: EventOutput; live: boolean; preview?: boolean }) {
  const { data: sponsors } = usePublicQuery(queries.eventSponsors(event));
  // The description in the page's language where the event has it, else Romanian, marked so (decision 203).
  const descriptionLang = useContentLang(event.contentLang?.description);
  return (
    <>
      <EventBanner event={event} live={live} />
      {event.ftcEventCode && !preview && <EventSectionsNav results />}
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.about}>
            <h2>Despre eveniment</h2>
            <RichText className={styles.description} doc={event.descriptionDoc} lang={descriptionLang} />
            <p className="muted">Organizator: {event.organizer}</p>
            {event.ftcInfo?.league && <p className="muted">Liga FIRST: {event.ftcInfo.league.name}</p>}
            {event.ftcInfo?.parentCode && (
              <p className="muted">
                Divizie a evenimentului <a href={paths.event(event.ftcInfo.parentCode)}>{event.ftcInfo.parentCode}</a>
              </p>
            )}
            <div className={styles.links}>
              {event.link !== event.ftcPages?.official && <ExternalLinkButton href={event.link} name="Pagina oficială a evenimentului" icon="external" />}
              {event.ftcPages && (
                <>
                  <ExternalLinkButton href={event.ftcPages.official} name="Rezultate oficiale FIRST" icon="external" />
                  <ExternalLinkButton href={event.ftcPages.ftcScout} name="Evenimentul pe FTCScout" icon="link" />
                </>
              )}
              {event.brochureLink && <ExternalLinkButton href={event.brochureLink} name="Broșura evenimentului" icon="file" />}
              {event.ftcInfo?.liveStreamUrl && <ExternalLinkButton href={event.ftcInfo.liveStreamUrl} name="Transmisiune live" icon="external" />}
              {event.ftcInfo?.webcasts.map((url, index) => (
                <ExternalLinkButton key={url} href={url} name={`Webcast ${index + 1}`} icon="external" />
              ))}
              {event.ftcInfo?.website && <ExternalLinkButton href={event.ftcInfo.website} name="Site-ul evenimentului" icon="link" />}
              {!preview && (
                <a className="btn btn--outline" href={feedPaths.eventCalendar(event.pageRef)} download>
                  Adaugă în calendar
                </a>
              )}
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
      {event.ftcEventCode && !preview && <ParticipatingTeams code={event.pageRef} />}
      {event.ftcEventCode && !preview && <EventResults event={event} />}
    </>
  );
}
