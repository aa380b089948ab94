// One event in the list: image, title, location, dates, category, sponsors preview, Edit and Delete.
import { useState } from 'react';
import { formatDateRange, formatDateTimeRo } from '../../../../shared/format';
import type { EventOutput } from '../../../../shared/schemas/events';
import { LastEdited } from '../ui/last-edited';
import { eventPath, paths } from '../../../lib/paths';
import { SiteLink, StatusBadge } from '../ui/publish-status';
import { SponsorsPreview } from './sponsors-preview';
import { SelectBox, type Selection } from '../ui/bulk-actions';

interface EventCardProps {
  event: EventOutput;
  deleting: boolean;
  selection: Selection;
  onEdit: () => void;
  onDelete: () => void;
}

export function EventCard({ event, deleting, selection, onEdit, onDelete }: EventCardProps) {
  const [broken, setBroken] = useState(false);
  return (
    <article className="dash-card ev-card" aria-labelledby={`event-${event.id}-title`}>
      {event.image ? (
        <img
          src={event.image.path}
          alt={`Image of ${event.title}`}
          className={`dash-thumb ev-card__image${broken ? ' dash-thumb--broken' : ''}`}
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="ev-card__image ev-card__image--none" aria-hidden="true">
          {event.category}
        </div>
      )}
      <div className="ev-card__head">
        <SelectBox label={event.title} selection={selection} id={event.id} />
        <h3 id={`event-${event.id}-title`} className="ev-card__title">
          {event.title}
        </h3>
      </div>
      <dl className="ev-card__facts">
        <dt>Location</dt>
        <dd>{event.location}</dd>
        <dt>Date</dt>
        <dd title={`${formatDateTimeRo(event.dateStart)} – ${formatDateTimeRo(event.dateEnd)}`}>{formatDateRange(event.dateStart, event.dateEnd)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge item={event} />
        </dd>
        <dt>Category</dt>
        <dd>
          <span className="dash-badge dash-badge--high">{event.category}</span>
          {event.ftcEventCode && <span className="ev-muted"> {event.ftcEventCode}</span>}
        </dd>
      </dl>
      <SponsorsPreview sponsors={event.partners} />
      <LastEdited type="event" id={event.id} />
      <div className="dash-actions ev-card__actions">
        <button type="button" className="dash-btn dash-btn--small" onClick={onEdit} aria-label={`Edit ${event.title}`}>
          Edit
        </button>
        <SiteLink published={event.status === 'published'} siteHref={eventPath(event)} previewHref={paths.previewEvent(event.id)} title={event.title} />
        <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={onDelete} disabled={deleting} aria-label={`Delete ${event.title}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </article>
  );
}
