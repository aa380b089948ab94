// Resource Management (spec 02 §2, §4, §8): in list mode the filter card, the results summary and the grid of
// cards; in creating and editing mode the form. Cancel or a successful save returns to the list, which reloads.
// Each mode has its address (/dashboard/resources, /new, /<id>/edit) and the filters, sort and page are in the
// list's query (issue 15), so Back and reload return to the same view. The list is loaded once and filtered, sorted
// and paged here (20 a page), the text matched as the server matches it. The shown cards can be selected and moved
// to the bin together (issue 25, What staff miss 8).
import { BIN_TEXTS } from '../../../../shared/schemas/bin';
import { useState } from 'react';
import { RESOURCE_TEXTS, type ResourceOutput } from '../../../../shared/schemas/resources';
import { trpc } from '../../../lib/trpc';
import { BulkBar, useSelection } from '../ui/bulk-actions';
import { useDeleteItem, namedDeleteQuestion } from '../ui/delete-item';
import { useItemAddress } from '../ui/item-address';
import { ListTools, useListView } from '../ui/list-view';
import { ResourceFilters } from './resource-filters';
import { ResourceForm } from './resource-form';
import { ResourceList } from './resource-list';
import { ResourceSummary } from './resource-summary';
import './resources.css';
import { NO_FILTERS, resourceMatches, useResourceFilters } from './use-resource-filters';

const byText = (a: string, b: string) => a.localeCompare(b, 'ro', { sensitivity: 'base' });
const SORTS = {
  newest: { label: 'Newest first', compare: (a: ResourceOutput, b: ResourceOutput) => b.timestamp.localeCompare(a.timestamp) || b.id - a.id },
  oldest: { label: 'Oldest first', compare: (a: ResourceOutput, b: ResourceOutput) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id },
  title: { label: 'Title A-Z', compare: (a: ResourceOutput, b: ResourceOutput) => byText(a.description, b.description) },
  page: {
    label: 'Page, section, priority',
    compare: (a: ResourceOutput, b: ResourceOutput) =>
      byText(a.page, b.page) || byText(a.section, b.section) || byText(a.subsection, b.subsection) || a.priority - b.priority,
  },
  priority: { label: 'Priority (High first)', compare: (a: ResourceOutput, b: ResourceOutput) => b.priority - a.priority || byText(a.description, b.description) },
} as const;

export function ResourceManagement() {
  const address = useItemAddress('resources');
  const filters = useResourceFilters(address);
  const all = trpc.resources.listForEditor.useQuery({});
  const remove = trpc.resources.delete.useMutation();
  const deleteMany = trpc.resources.deleteMany.useMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  // Bumped by a restore from the history: the form starts again from the restored resource.
  const [restores, setRestores] = useState(0);
  const utils = trpc.useUtils();
  const deleteItem = useDeleteItem();

  const filtered = all.data?.filter(filters.passes);
  const view = useListView(filtered, address, SORTS, resourceMatches);
  const selection = useSelection(view.page?.map((resource) => resource.id) ?? []);
  const mode = address.mode;
  const editing = mode.kind === 'edit' ? all.data?.find((resource) => resource.id === mode.id) : undefined;

  const backToList = (saved: boolean) => {
    void address.toList({ force: saved });
    void utils.resources.listForEditor.invalidate();
  };

  const onDelete = async (resource: ResourceOutput) => {
    setDeletingId(resource.id);
    await deleteItem({
      question: namedDeleteQuestion('resource', resource.description, RESOURCE_TEXTS.confirmDelete),
      note: BIN_TEXTS.confirmNote,
      rowTitleId: `resource-${resource.id}-title`,
      fallbackId: 'resources-create',
      remove: () => remove.mutateAsync({ id: resource.id }),
      deleted: RESOURCE_TEXTS.deleted,
      failed: RESOURCE_TEXTS.deleteFailed,
    });
    setDeletingId(null);
    void utils.resources.listForEditor.invalidate();
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
          <button id="resources-create" type="button" className="dash-btn dash-btn--primary" onClick={() => void address.toNew()}>
            Add New Resource
          </button>
        )}
      </header>
      {mode.kind === 'list' ? (
        <>
          {(total !== 0 || filters.active) && <ResourceFilters filters={filters.filters} onChange={filters.set} />}
          {all.data && total !== 0 && (
            <>
              <ResourceSummary
                shown={view.total}
                total={total}
                filters={filters.filters}
                active={filters.active}
                onRemove={(key) => filters.set(key, NO_FILTERS[key])}
                onClear={filters.clear}
              />
              <ListTools view={view} label="resources" sorts={SORTS} withSearch={false} />
            </>
          )}
          {!!view.page?.length && (
            <BulkBar
              kind="resource"
              selection={selection}
              shownCount={view.page.length}
              titleOf={(id) => all.data?.find((resource) => resource.id === id)?.description ?? `#${id}`}
              moveToBin={(ids) => deleteMany.mutateAsync({ ids })}
              done={() => Promise.all([utils.resources.listForEditor.invalidate(), utils.bin.list.invalidate()])}
            />
          )}
          <ResourceList
            resources={view.page}
            loading={all.isPending}
            failed={all.isError}
            anyExist={(total ?? 0) > 0}
            deletingId={deletingId}
            selection={selection}
            onRetry={() => void all.refetch()}
            onCreate={() => void address.toNew()}
            onClearFilters={filters.clear}
            onEdit={(resource) => void address.toEdit(resource.id)}
            onDelete={onDelete}
          />
        </>
      ) : mode.kind === 'edit' && !editing ? (
        <p className="dash-empty" role="status">
          {all.isPending ? 'Loading resource...' : 'Resource not found.'}
        </p>
      ) : (
        <ResourceForm
          key={editing ? `${editing.id}:${restores}` : 'new'}
          resource={editing ?? null}
          onDone={() => backToList(true)}
          onCancel={() => backToList(false)}
          onRestored={() => void all.refetch().then(() => setRestores((n) => n + 1))}
        />
      )}
    </section>
  );
}
