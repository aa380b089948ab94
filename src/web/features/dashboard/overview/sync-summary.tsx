// The overview's line on the FTC Events sync (ADMIN): the last finished run's outcome in a sentence, with a link to
// the FTC Sync tab for the details.
import { Link } from 'wouter';
import { formatBucharest } from '../../../../shared/bucharest-time';
import type { FtcSyncRun } from '../../../../shared/schemas/ftc-sync';
import { paths } from '../../../lib/paths';
import { trpc } from '../../../lib/trpc';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function syncSentence(run: FtcSyncRun | undefined, running: boolean, configured: boolean): string {
  if (running) return 'A sync is running now.';
  if (!run) return configured ? 'No sync has run yet.' : 'The sync is off: the server has no FTC Events API key.';
  const when = formatBucharest(run.finishedAt ?? run.startedAt);
  if (run.status === 'failed') return `The last sync failed (${when}): ${run.error ?? 'see the FTC Sync tab'}`;
  const report = run.report;
  if (!report) return `The last sync finished ${when}.`;
  if (report.held) return `The last sync (${when}) held FIRST's answer back: ${report.held}`;
  const { events, teams, warnings } = report;
  const changes = `${count(events.added.length, 'event')} added, ${events.changed.length} changed; ${count(teams.added.length, 'team')} added, ${teams.changed.length} changed`;
  return `The last sync succeeded ${when}: ${changes}${warnings.length ? `; ${count(warnings.length, 'warning')}` : ''}.`;
}

export function SyncSummary() {
  const sync = trpc.ftc.overview.useQuery();
  return (
    <section className="dash-panel" aria-labelledby="overview-sync">
      <h3 id="overview-sync">FTC sync</h3>
      {sync.isPending ? (
        <p className="muted">Loading...</p>
      ) : sync.isError ? (
        <p className="muted">The sync's state could not be read.</p>
      ) : (
        <p>{syncSentence(sync.data.recent.find((run) => run.status !== 'running'), sync.data.running !== null, sync.data.settings.configured)}</p>
      )}
      <p>
        <Link href={paths.dashboardTab('ftc-sync')}>Open FTC Sync</Link>
      </p>
    </section>
  );
}
