// The top of an event's page: category, title, place and dates beside the event's picture.
import type { EventOutput } from '../../../../shared/schemas/events';
import { formatEventWhen } from '../../../../shared/format';
import { useContentLang } from '../../../lib/i18n';
import { Icon } from '../../../components/ui/icon';
import { CategoryTag } from './category-tag';
import { EventImage } from './event-image';
import { LiveBadge } from './live-badge';
import styles from './event-banner.module.css';

export function EventBanner({ event, live }: { event: EventOutput; live: boolean }) {
  const dates = formatEventWhen(event.dateStart, event.dateEnd) || event.dateRange;
  // The title in the page's language where the event has it, else Romanian, marked so (decision 203).
  const titleLang = useContentLang(event.contentLang?.title);
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <div className={styles.tags}>
            <CategoryTag category={event.category} />
            {live && <LiveBadge label="LIVE · în desfășurare" />}
          </div>
          <h1 className={styles.title} lang={titleLang}>
            {event.title}
          </h1>
          <p className={styles.meta}>
            <Icon name="mapPin" />
            <span>
              <span className="visually-hidden">Locație: </span>
              {event.location}
              {event.address && event.address !== event.location ? ` · ${event.address}` : ''}
            </span>
          </p>
          <p className={styles.meta}>
            <Icon name="calendar" />
            <span>
              <span className="visually-hidden">Data: </span>
              {dates}
            </span>
          </p>
        </div>
        <div className={styles.media}>
          <EventImage event={event} className={styles.image} eager sizes="(min-width: 769px) 45vw, 100vw" />
        </div>
      </div>
    </section>
  );
}
