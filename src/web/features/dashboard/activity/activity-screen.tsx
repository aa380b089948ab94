// Activity (issue 15, "History"; ADMIN only): who changed what, which item, when, newest first, 50 a page. Every
// filter and the page live in the address (/dashboard/activity?actor=&type=&action=&from=&to=&q=&page=), so Back,
// reload and a shared link show the same view. The server filters and pages (activity.list).
import { keepPreviousData } from '@tanstack/react-query';
import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType } from '../../../../shared/schemas/activity';
import { trpc } from '../../../lib/trpc';
import { useItemAddress } from '../ui/item-address';
import { QueryState } from '../ui/query-state';
import { ActivityFilters, type ActivityFilterValues } from './activity-filters';
import { ActivityTable } from './activity-table';
import { Pager } from '../ui/pager';
import './activity.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function ActivityScreen() {
  const address = useItemAddress('activity');
  const q = address.query;
  const values: ActivityFilterValues = {
    actor: q.get('actor') ?? '',
    type: q.get('type') ?? '',
    action: q.get('action') ?? '',
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
    q: q.get('q') ?? '',
  };
  const page = Math.max(1, Number(q.get('page')) || 1);
  const input = {
    page,
    actor: values.actor || undefined,
    entityType: (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(values.type) ? (values.type as ActivityEntityType) : undefined,
    action: values.action || undefined,
    from: DAY.test(values.from) ? values.from : undefined,
    to: DAY.test(values.to) ? values.to : undefined,
    q: values.q.trim() || undefined,
  };
  const list = trpc.activity.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });

  const set = (changes: Partial<ActivityFilterValues> & { page?: string }) => {
    const next: Record<string, string | undefined> = { ...values, page: undefined, ...changes };
    for (const key of Object.keys(next)) if (!next[key]) next[key] = undefined;
    void address.setFilters(next);
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.values(values).some(Boolean);
  return (
    <section className="dash-section" aria-labelledby="activity-heading">
      <header className="dash-header">
        <div>
          <h2 id="activity-heading">Activity</h2>
          {data && <p>{data.total === 1 ? '1 entry' : `${data.total} entries`}</p>}
        </div>
      </header>
      <ActivityFilters values={values} actors={data?.actors ?? []} actions={data?.actions ?? []} onChange={set} />
      <QueryState
        query={list}
        loading="Loading activity..."
        failed="The activity could not be loaded."
        empty={
          data && data.entries.length === 0 ? (
            <div className="dash-empty">
              <h3>{filtered ? 'No activity matches these filters.' : 'No activity yet.'}</h3>
            </div>
          ) : null
        }
      >
        {data && <ActivityTable entries={data.entries} />}
        <Pager page={page} pages={pages} label="Pages of activity" className="activity-pager" onPage={(n) => set({ page: n > 1 ? String(n) : undefined })} />
      </QueryState>
    </section>
  );
}
