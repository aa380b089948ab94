// The list mode: loading, an error box with Retry, an empty note, or the grid of event cards.
import type { EventOutput } from '../../../../shared/schemas/events';
import type { Selection } from '../ui/bulk-actions';
import { EventCard } from './event-card';

interface EventListProps {
  events: EventOutput[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  deletingId: number | undefined;
  selection: Selection;
  onEdit: (event: EventOutput) => void;
  onDelete: (event: EventOutput) => void;
}

export function EventList({ events, loading, failed, onRetry, deletingId, selection, onEdit, onDelete }: EventListProps) {
  if (loading) {
    return (
      <p className="dash-empty" role="status">
        Loading events...
      </p>
    );
  }
  if (failed) {
    return (
      <div className="dash-alert dash-alert--error ev-error" role="alert">
        <span>Failed to load events</span>
        <button type="button" className="dash-btn dash-btn--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (!events || events.length === 0) {
    return (
      <div className="dash-empty">
        <h3>No events found</h3>
        <p>Create an event or choose another season.</p>
      </div>
    );
  }
  return (
    <section aria-label="Events">
      <p className="ev-count">
        {events.length} {events.length === 1 ? 'event' : 'events'}
      </p>
      <div className="dash-grid ev-grid">
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            deleting={deletingId === event.id}
            selection={selection}
            onEdit={() => onEdit(event)}
            onDelete={() => onDelete(event)}
          />
        ))}
      </div>
    </section>
  );
}
