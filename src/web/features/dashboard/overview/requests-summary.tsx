// The overview's line on team requests (ADMIN, issue 25): how many TEAM accounts wait for an answer, first thing,
// with the way to the Users screen where they are approved or declined.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { trpc } from '../../../lib/trpc';

export function RequestsSummary() {
  const pending = trpc.teamRequests.pendingCount.useQuery();
  const count = pending.data?.count ?? 0;
  return (
    <section className="dash-panel" aria-labelledby="overview-requests">
      <h3 id="overview-requests">Team requests</h3>
      {pending.isPending ? (
        <p className="muted">Loading...</p>
      ) : pending.isError ? (
        <p className="muted">The requests could not be read.</p>
      ) : count === 0 ? (
        <p>No team request is waiting.</p>
      ) : (
        <p>
          <strong>{count === 1 ? '1 team request is waiting' : `${count} team requests are waiting`}</strong> for an answer.{' '}
          <Link href={paths.dashboardTab('users')}>Answer them in Users</Link>
        </p>
      )}
    </section>
  );
}
