// The dashboard's first tab (issue 25, point 7): what needs a look today, from the lists staff already have. For an
// ADMIN first the team requests waiting; then what is scheduled and when it goes public (Romania's time), the
// drafts, the last published items with "View on site", and for an ADMIN the last FTC sync's outcome. It reads the
// same tRPC lists as the Posts and Events tabs, so the cache is shared and nothing here can disagree with them.
import { Link } from 'wouter';
import { can } from '../../../../shared/policy';
import { formatBucharest } from '../../../../shared/bucharest-time';
import { eventPath, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { trpc } from '../../../lib/trpc';
import { SiteLink } from '../ui/publish-status';
import { overviewItems, type OverviewItem } from './overview-items';
import { RequestsSummary } from './requests-summary';
import { SyncSummary } from './sync-summary';

/** How many drafts and published items are listed; the tabs list the rest. */
const SHOWN = 5;

export function OverviewScreen() {
  const role = useSession().user?.userType;
  const posts = trpc.posts.listForEditor.useQuery();
  const events = trpc.events.listForEditor.useQuery({});
  const loading = posts.isPending || events.isPending;
  const failed = posts.isError || events.isError;
  const items = overviewItems(posts.data ?? [], events.data ?? []);

  return (
    <div className="dash-overview">
      <h2 className="visually-hidden">Overview</h2>
      {failed && (
        <div className="dash-alert dash-alert--error" role="alert">
          Failed to load the overview. Please reload the page.
        </div>
      )}
      {can(role, 'users:manage') && <RequestsSummary />}
      <section className="dash-panel" aria-labelledby="overview-scheduled">
        <h3 id="overview-scheduled">Scheduled</h3>
        <ItemList loading={loading} items={items.scheduled} empty="Nothing is scheduled." when={(item) => `Goes public ${formatBucharest(item.publishAt)}`} />
      </section>
      <section className="dash-panel" aria-labelledby="overview-drafts">
        <h3 id="overview-drafts">Drafts</h3>
        <ItemList loading={loading} items={items.drafts.slice(0, SHOWN)} empty="No drafts." when={(item) => `Last changed ${formatBucharest(item.updatedAt)}`} />
        {items.drafts.length > SHOWN && <MoreLinks what="draft" />}
      </section>
      <section className="dash-panel" aria-labelledby="overview-published">
        <h3 id="overview-published">Recently published</h3>
        <ItemList loading={loading} items={items.published.slice(0, SHOWN)} empty="Nothing is published yet." when={(item) => `Public since ${formatBucharest(item.publishAt ?? item.updatedAt)}`} />
      </section>
      {can(role, 'ftc:sync') && <SyncSummary />}
    </div>
  );
}

function ItemList({ loading, items, empty, when }: { loading: boolean; items: OverviewItem[]; empty: string; when: (item: OverviewItem) => string }) {
  if (loading) return <p className="muted">Loading...</p>;
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="dash-overview__list">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="dash-overview__item">
          <div>
            <span className="dash-badge">{item.kind === 'post' ? 'Post' : 'Event'}</span> <strong>{item.title}</strong>
            <div className="muted">{when(item)}</div>
          </div>
          <div className="dash-overview__actions">
            <Link className="dash-btn dash-btn--small" href={paths.dashboardEdit(item.tab, item.id)} aria-label={`Edit ${item.title}`}>
              Edit
            </Link>
            <SiteLink
              published={item.status === 'published'}
              siteHref={item.kind === 'post' ? paths.post(item.slug!) : eventPath(item.event!)}
              previewHref={item.kind === 'post' ? paths.previewPost(item.id) : paths.previewEvent(item.id)}
              title={item.title}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MoreLinks({ what }: { what: string }) {
  return (
    <p>
      All {what}s: <Link href={paths.dashboardTab('posts', { status: what })}>posts</Link>, <Link href={paths.dashboardTab('events', { status: what })}>events</Link>
    </p>
  );
}
