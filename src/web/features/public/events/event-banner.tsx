// The top of an event's page: category, title, place and dates beside the event's picture. The dates and times in the
// page's language (the words around the times are the list's: shared/format.ts formatEventWhen).
import type { EventOutput } from '../../../../shared/schemas/events';
import { formatEventWhen } from '../../../../shared/format';
import { Icon } from '../../../components/ui/icon';
import { useContentLang, useLocale, useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import { CategoryTag } from './category-tag';
import { EventImage } from './event-image';
import { LiveBadge } from './live-badge';
import styles from './event-banner.module.css';

export function EventBanner({ event, live }: { event: EventOutput; live: boolean }) {
  const { banner, image, when } = useMessages(eventPageMessages);
  const locale = useLocale();
  // The title and place are Romanian content on an English page (decision 200).
  const contentLang = useContentLang();
  const dates = formatEventWhen(event.dateStart, event.dateEnd, locale, when) || event.dateRange;
  // The title in the page's language where the event has it, else Romanian, marked so (decision 203).
  const titleLang = useContentLang(event.contentLang?.title);
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <div className={styles.tags}>
            <CategoryTag category={event.category} />
            {live && <LiveBadge label={banner.live} />}
          </div>
          <h1 className={styles.title} lang={titleLang}>
            {event.title}
          </h1>
          <p className={styles.meta}>
            <Icon name="mapPin" />
            <span>
              <span className="visually-hidden">{banner.place}</span>
              <span lang={contentLang}>
                {event.location}
                {event.address && event.address !== event.location ? ` · ${event.address}` : ''}
              </span>
            </span>
          </p>
          <p className={styles.meta}>
            <Icon name="calendar" />
            <span>
              <span className="visually-hidden">{banner.date}</span>
              {dates}
            </span>
          </p>
        </div>
        <div className={styles.media}>
          <EventImage event={event} words={image} className={styles.image} eager sizes="(min-width: 769px) 45vw, 100vw" />
        </div>
      </div>
    </section>
  );
}
