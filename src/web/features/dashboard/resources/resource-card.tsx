// One resource in the dashboard grid: its selection box (bulk delete), priority and page badges, the actions (view on the public page, edit,
// delete), the title, the link or attached document, an optional thumbnail and the timestamp.
import type { ResourceOutput } from '../../../../shared/schemas/resources';
import { fileUrl } from '../../../lib/api';
import { formatTimestamp } from '../ui/format-timestamp';
import { SelectBox, type Selection } from '../ui/bulk-actions';
import { ThumbImage } from '../ui/thumb-image';
import { PAGE_LABELS, PUBLIC_PAGE, resourcePriorityLevel } from './resource-labels';

interface ResourceCardProps {
  resource: ResourceOutput;
  busy: boolean;
  selection: Selection;
  onEdit: () => void;
  onDelete: () => void;
}

function ResourceLink({ resource }: { resource: ResourceOutput }) {
  if (resource.category === 'Document') {
    return resource.image ? (
      <a href={`/api/files/${resource.image.id}/download`} className="dash-res-card__link">
        {resource.image.name}
      </a>
    ) : (
      <span className="dash-res-card__missing">No file attached</span>
    );
  }
  return resource.link ? (
    <a href={resource.link} target="_blank" rel="noreferrer" className="dash-res-card__link">
      {resource.link}
    </a>
  ) : (
    <span className="dash-res-card__missing">No link</span>
  );
}

export function ResourceCard({ resource, busy, selection, onEdit, onDelete }: ResourceCardProps) {
  const priority = resourcePriorityLevel(resource.priority);
  const thumb = resource.image?.kind === 'image' ? fileUrl(resource.image.id) : null;
  const titleId = `resource-${resource.id}-title`;
  return (
    <article className="dash-card dash-res-card" aria-labelledby={titleId}>
      <div className="dash-res-card__top">
        <div className="dash-res-card__badges">
          <SelectBox label={resource.description} selection={selection} id={resource.id} />
          <span className={`dash-badge dash-badge--${priority.level}`} title={`Priority ${resource.priority}`}>
            {priority.label} ({resource.priority})
          </span>
          <span className="dash-badge dash-res-badge--page">{PAGE_LABELS[resource.page]}</span>
          <span className="dash-badge">{resource.category}</span>
        </div>
        <div className="dash-res-card__actions">
          <a className="dash-btn dash-btn--small dash-res-btn--info" href={PUBLIC_PAGE[resource.page]} target="_blank" rel="noreferrer" aria-label="View on the public page">
            View
          </a>
          <button type="button" className="dash-btn dash-btn--small" onClick={onEdit} disabled={busy}>
            Edit
          </button>
          <button type="button" className="dash-btn dash-btn--small dash-btn--danger" onClick={onDelete} disabled={busy}>
            Delete
          </button>
        </div>
      </div>
      <div className="dash-res-card__main">
        {thumb && <ThumbImage src={thumb} alt={resource.description} width={96} height={64} className="dash-res-card__thumb" />}
        <div className="dash-res-card__text">
          <h3 id={titleId} className="dash-res-card__title">
            {resource.description}
          </h3>
          <p className="dash-res-card__where">
            {resource.section} › {resource.subsection}
          </p>
          <ResourceLink resource={resource} />
        </div>
      </div>
      <time className="dash-res-card__time" dateTime={resource.timestamp}>
        Added {formatTimestamp(resource.timestamp)}
      </time>
    </article>
  );
}
