// The list mode's results: loading, the load error with Retry, the two empty states, or the grid of cards.
import { RESOURCE_TEXTS, type ResourceOutput } from '../../../../shared/schemas/resources';
import type { Selection } from '../ui/bulk-actions';
import { ResourceCard } from './resource-card';

interface ResourceListProps {
  resources: ResourceOutput[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Whether any resource exists at all (the filters aside). */
  anyExist: boolean;
  deletingId: number | null;
  selection: Selection;
  onRetry: () => void;
  onCreate: () => void;
  onClearFilters: () => void;
  onEdit: (resource: ResourceOutput) => void;
  onDelete: (resource: ResourceOutput) => void;
}

export function ResourceList(props: ResourceListProps) {
  const { resources, loading, failed, anyExist, deletingId, selection, onRetry, onCreate, onClearFilters, onEdit, onDelete } = props;
  if (failed) {
    return (
      <div className="dash-alert dash-alert--error" role="alert">
        <p>{RESOURCE_TEXTS.loadFailed}</p>
        <button type="button" className="dash-btn dash-btn--small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (loading || !resources) {
    return (
      <p className="dash-empty" role="status">
        Loading resources...
      </p>
    );
  }
  if (resources.length === 0) {
    return anyExist ? (
      <div className="dash-empty">
        <h3>{RESOURCE_TEXTS.noMatchTitle}</h3>
        <p>{RESOURCE_TEXTS.noMatchHint}</p>
        <button type="button" className="dash-btn" onClick={onClearFilters}>
          Clear Filters
        </button>
      </div>
    ) : (
      <div className="dash-empty">
        <h3>{RESOURCE_TEXTS.emptyTitle}</h3>
        <p>{RESOURCE_TEXTS.emptyHint}</p>
        <button type="button" className="dash-btn dash-btn--primary" onClick={onCreate}>
          Add Resource
        </button>
      </div>
    );
  }
  return (
    <div className="dash-grid dash-res-grid">
      {resources.map((resource) => (
        <ResourceCard
          key={resource.id}
          resource={resource}
          busy={deletingId === resource.id}
          selection={selection}
          onEdit={() => onEdit(resource)}
          onDelete={() => onDelete(resource)}
        />
      ))}
    </div>
  );
}
