// An event's page body (spec 01 §2 "Event detail"): banner, description, links, map, partners and, for a coded
// event, the teams taking part. The event page and the editors' preview (issue 15) render it.
import type { EventOutput } from '../../../../shared/schemas/events';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { RichText } from '../../../components/rich-text/rich-text';
import { localePath } from '../../../../shared/locale';
import { useContentLang, useLocale, useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import { feedPaths, paths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { eventSponsorsOverApi } from './event-queries';
import { EventBanner } from './event-banner';
import { EventMap } from './event-map';
import { EventPartners } from './event-partners';
import { EventResults, EventSectionsNav } from './event-results';
import { ParticipatingTeams } from './participating-teams';
import styles from './event-detail-page.module.css';

/** The page's body; `preview`: a draft's (issue 15), without what reads the public API by its code (calendar, teams). */
export function EventDetail({ event, live, preview = false }: { event: EventOutput; live: boolean; preview?: boolean }) {
  const { data: sponsors } = usePublicQuery(eventSponsorsOverApi(event));
  const words = useMessages(eventPageMessages);
  const { links, newTab } = words;
  // The description, organiser and address are Romanian content on an English page (decision 200).
  const contentLang = useContentLang();
  const locale = useLocale();
  const link = (href: string, name: string, icon: 'external' | 'link' | 'file') => <ExternalLinkButton href={href} name={name} ariaLabel={newTab(name)} icon={icon} />;
  // The description in the page's language where the event has it, else Romanian, marked so (decision 203).
  const descriptionLang = useContentLang(event.contentLang?.description);
  return (
    <>
      <EventBanner event={event} live={live} />
      {event.ftcEventCode && !preview && <EventSectionsNav results />}
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.about}>
            <h2>{words.about}</h2>
            <RichText className={styles.description} doc={event.descriptionDoc} lang={descriptionLang} />
            <p className="muted">
              {words.organizer} <span lang={contentLang}>{event.organizer}</span>
            </p>
            {event.ftcInfo?.league && (
              <p className="muted">
                {words.league} {event.ftcInfo.league.name}
              </p>
            )}
            {event.ftcInfo?.parentCode && (
              <p className="muted">
                {words.divisionOf} <a href={paths.event(event.ftcInfo.parentCode)}>{event.ftcInfo.parentCode}</a>
              </p>
            )}
            <div className={styles.links}>
              {event.link !== event.ftcPages?.official && link(event.link, links.official, 'external')}
              {event.ftcPages && (
                <>
                  {link(event.ftcPages.official, links.firstResults, 'external')}
                  {link(event.ftcPages.ftcScout, links.ftcScout, 'link')}
                </>
              )}
              {event.brochureLink && link(event.brochureLink, links.brochure, 'file')}
              {event.ftcInfo?.liveStreamUrl && link(event.ftcInfo.liveStreamUrl, links.liveStream, 'external')}
              {event.ftcInfo?.webcasts.map((url, index) => (
                <ExternalLinkButton key={url} href={url} name={links.webcast(index + 1)} ariaLabel={newTab(links.webcast(index + 1))} icon="external" />
              ))}
              {event.ftcInfo?.website && link(event.ftcInfo.website, links.website, 'link')}
              {!preview && (
                <a className="btn btn--outline" href={localePath(locale, feedPaths.eventCalendar(event.pageRef))} download>
                  {links.calendar}
                </a>
              )}
            </div>
          </div>
          <div className={styles.location}>
            <h2>{words.location}</h2>
            <p className={styles.place} lang={contentLang}>
              {event.address || event.location}
            </p>
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
