// Resource Management (spec 02 §2, §4, §8): in list mode the filter card, the results summary and the grid of
// cards; in creating and editing mode the form. Cancel or a successful save returns to the list, which reloads.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { RESOURCE_TEXTS, type ResourceOutput } from '../../../../shared/schemas/resources';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { focusAfterDelete } from '../ui/focus-after-delete';
import { useToast } from '../ui/toast';
import { ResourceFilters } from './resource-filters';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import { ResourceSummary } from './resource-summary';
import './resources.css';
import { NO_FILTERS, useResourceFilters } from './use-resource-filters';

type Mode = { kind: 'list' } | { kind: 'creating' } | { kind: 'editing'; resource: ResourceOutput };

export function ResourceManagement() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const filters = useResourceFilters();
  const results = trpc.resources.list.useQuery(filters.query, { placeholderData: keepPreviousData });
  const all = trpc.resources.list.useQuery({});
  const remove = trpc.resources.delete.useMutation();
  const utils = trpc.useUtils();
  const confirm = useConfirm();
  const toast = useToast();

  const backToList = () => {
    setMode({ kind: 'list' });
    void utils.resources.list.invalidate();
  };

  const onDelete = async (resource: ResourceOutput) => {
    if (!(await confirm(`Delete the resource "${resource.description}"? ${RESOURCE_TEXTS.confirmDelete}`, { confirmLabel: 'Delete' }))) return;
    setDeletingId(resource.id);
    try {
      await remove.mutateAsync({ id: resource.id });
      focusAfterDelete(`resource-${resource.id}-title`, 'resources-create');
      toast.success(RESOURCE_TEXTS.deleted);
    } catch {
      toast.error(RESOURCE_TEXTS.deleteFailed);
    } finally {
      setDeletingId(null);
      void utils.resources.list.invalidate();
    }
  };

  const total = all.data?.length;
  return (
    <section className="dash-section" aria-labelledby="resources-heading">
      <header className="dash-header">
        <div>
          <h2 id="resources-heading">Resources</h2>
          {total !== undefined && <p>{total === 1 ? '1 resource in total' : `${total} resources in total`}</p>}
        </div>
        {mode.kind === 'list' && (
          <button id="resources-create" type="button" className="dash-btn dash-btn--primary" onClick={() => setMode({ kind: 'creating' })}>
            Add New Resource
          </button>
        )}
      </header>
      {mode.kind === 'list' ? (
        <>
          {(total !== 0 || filters.active) && <ResourceFilters filters={filters.filters} onChange={filters.set} />}
          {results.data && !results.isError && total !== 0 && (
            <ResourceSummary
              shown={results.data.length}
              total={total}
              filters={filters.filters}
              active={filters.active}
              onRemove={(key) => filters.set(key, NO_FILTERS[key])}
              onClear={filters.clear}
            />
          )}
          <ResourceList
            resources={results.data}
            loading={results.isPending}
            failed={results.isError}
            anyExist={(total ?? 0) > 0}
            deletingId={deletingId}
            onRetry={() => void results.refetch()}
            onCreate={() => setMode({ kind: 'creating' })}
            onClearFilters={filters.clear}
            onEdit={(resource) => setMode({ kind: 'editing', resource })}
            onDelete={onDelete}
          />
        </>
      ) : (
        <ResourceForm
          key={mode.kind === 'editing' ? mode.resource.id : 'new'}
          resource={mode.kind === 'editing' ? mode.resource : null}
          onDone={backToList}
          onCancel={backToList}
        />
      )}
    </section>
  );
}
