// A collapsible group of events (Past, Ongoing, Upcoming): the header is a button that shows or hides the list; its
// count reads as words to a screen reader ("21 de evenimente"). The LIVE badge is given only while an event is ongoing.
import { useId, useState, type ReactNode } from 'react';
import type { EventOutput } from '../../../../shared/schemas/events';
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { eventsMessages } from './events-messages';
import { EventCard } from './event-card';
import styles from './event-section.module.css';

interface EventSectionProps {
  title: string;
  events: EventOutput[];
  emptyText: string;
  initiallyOpen: boolean;
  live?: boolean;
  badge?: ReactNode;
  /** The first card's picture is the largest image above the fold (fetched first, not lazily). */
  priorityFirst?: boolean;
}

export function EventSection({ title, events, emptyText, initiallyOpen, live = false, badge, priorityFirst = false }: EventSectionProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const { count } = useMessages(eventsMessages);
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <span className={styles.label}>{title}</span>
          {badge}
          <span className={styles.count}>
            <span aria-hidden="true">{events.length}</span>
            <span className="visually-hidden">{count(events.length)}</span>
          </span>
          <span className={`${styles.chevron} ${open ? styles.open : ''}`}>
            <Icon name="chevronDown" size={24} />
          </span>
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {events.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <ul className={styles.grid}>
            {events.map((event, i) => (
              <li key={event.id}>
                <EventCard event={event} live={live} priority={priorityFirst && i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
