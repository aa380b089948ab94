// One event in the list: picture, LIVE mark while it runs, category, title, place, dates and 'More info...'.
// The title's link covers the whole card, so a click anywhere opens the event (by code when it has one).
import { Link } from 'wouter';
import type { EventOutput } from '../../../../shared/schemas/events';
import { formatEventWhen } from '../../../../shared/format';
import { Icon } from '../../../components/ui/icon';
import { useContentLang, useLocale, useMessages } from '../../../lib/i18n';
import { eventsMessages } from './events-messages';
import { CategoryTag } from './category-tag';
import { EventImage } from './event-image';
import { eventPath } from '../../../lib/paths';
import { LiveBadge } from './live-badge';
import styles from './event-card.module.css';

export function EventCard({ event, live, priority = false }: { event: EventOutput; live: boolean; priority?: boolean }) {
  const href = eventPath(event);
  const words = useMessages(eventsMessages);
  const locale = useLocale();
  // The event's title and place are Romanian content on an English page (decision 200).
  const contentLang = useContentLang();
  // The title in English where the event has it; otherwise Romanian, marked so (decision 203).
  const titleLang = useContentLang(event.contentLang?.title);
  return (
    <article className={`${styles.card} ${live ? styles.live : ''}`}>
      <div className={styles.media}>
        <EventImage event={event} words={words.image} className={styles.image} eager={priority} sizes="(min-width: 1248px) 384px, (min-width: 769px) 45vw, calc(100vw - 32px)" />
        {live && <LiveBadge className={styles.liveBadge} />}
      </div>
      <div className={styles.body}>
        <CategoryTag category={event.category} />
        <h3 className={styles.title} lang={titleLang}>
          <Link href={href} className={styles.cover}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <Icon name="mapPin" size={18} />
          <span lang={contentLang}>{event.location}</span>
        </p>
        <p className={styles.meta}>
          <Icon name="calendar" size={18} />
          <span>{formatEventWhen(event.dateStart, event.dateEnd, locale, words.when) || event.dateRange}</span>
        </p>
        <Link href={href} className={`btn btn--primary ${styles.more}`} aria-label={words.moreAbout(event.title)}>
          {words.more}
        </Link>
      </div>
    </article>
  );
}
