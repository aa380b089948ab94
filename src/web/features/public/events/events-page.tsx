// /events (spec 01 §2 "Events list"): the current season's events from the database, in three collapsible groups.
import { useMemo } from 'react';
import { useBrowserValue } from '../../../lib/browser-value';
import { localePath } from '../../../../shared/locale';
import { useLocale, useMessages, useReadLang } from '../../../lib/i18n';
import { eventsMessages } from './events-messages';
import { feedPaths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { eventsPageOverApi } from './events-page-query';
import { EventSection } from './event-section';
import { EventsHero } from './events-hero';
import { groupEvents } from './event-timing';
import { LiveBadge } from './live-badge';
import styles from './events-page.module.css';

export function EventsPage() {
  const { data, error, loading, reload, loadedAt } = usePublicQuery(eventsPageOverApi(useReadLang()));
  const words = useMessages(eventsMessages);
  // Timing is computed at the moment the data was loaded (on the server for a rendered page), so the server and the
  // hydrating browser group the events alike.
  const groups = useMemo(() => (data ? groupEvents(data.events, loadedAt) : null), [data, loadedAt]);
  // The calendar in the page's language (/en/events/calendar.ics on English pages). webcal:// needs the host, which the
  // server render leaves to the browser: the plain file link until hydrated.
  const calendar = localePath(useLocale(), feedPaths.calendar);
  const subscribeHref = useBrowserValue(() => `webcal://${window.location.host}${calendar}`, calendar);

  return (
    <>
      <EventsHero seasonName={data?.season?.seasonName} />
      <div className={`section section--grey ${styles.body}`}>
        <div className="container">
          {/* First, so the loading text below it comes and goes without moving it (issue 14, CLS). */}
          <p className={styles.subscribe}>
            <span>{words.subscribe.text}</span>
            <a className="btn btn--outline" href={subscribeHref}>
              {words.subscribe.button}
            </a>
            <a href={calendar} download>
              {words.subscribe.download}
            </a>
          </p>
          {loading && (
            <p className="state" role="status">
              {words.loading}
            </p>
          )}
          {error && (
            <div className={`state state--error ${styles.error}`} role="alert">
              <p>{words.failed}</p>
              <button type="button" className="btn btn--primary" onClick={reload}>
                {words.retry}
              </button>
            </div>
          )}
          {groups && (
            <>
              <EventSection title={words.sections.past.title} events={groups.past} emptyText={words.sections.past.empty} initiallyOpen={false} />
              <EventSection
                title={words.sections.ongoing.title}
                events={groups.ongoing}
                emptyText={words.sections.ongoing.empty}
                initiallyOpen
                live
                badge={groups.ongoing.length > 0 ? <LiveBadge /> : undefined}
                priorityFirst={groups.ongoing.length > 0}
              />
              <EventSection
                title={words.sections.upcoming.title}
                events={groups.upcoming}
                emptyText={words.sections.upcoming.empty}
                initiallyOpen priorityFirst={groups.ongoing.length === 0} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
