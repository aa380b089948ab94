// The FTC Sync tab (ADMIN): the settings, "Sync now" with live progress (the overview is polled while a run goes
// on), the report of the run, and the last runs. The server checks the permission; this only mirrors it. The run
// whose report is shown is in the address (?run=<id>, issue 15): the run just started, or one picked in the list.
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useItemAddress } from '../ui/item-address';
import styles from './ftc-sync.module.css';
import { FtcSyncReport } from './ftc-sync-report';
import { FtcSyncRuns } from './ftc-sync-runs';
import { FtcSyncSettingsCard } from './ftc-sync-settings';
import { STEP_LABELS } from './ftc-sync-texts';

const POLL_MS = 1000;

export function FtcSyncPanel() {
  const utils = trpc.useUtils();
  const overview = trpc.ftc.overview.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
    staleTime: 0,
  });
  const syncNow = trpc.ftc.syncNow.useMutation();
  const address = useItemAddress('ftc-sync');
  const watched = Number(address.query.get('run')) || null;
  const watch = (id: number) => address.setFilters({ run: String(id) });
  const [error, setError] = useState<string | null>(null);

  const start = async (force = false) => {
    setError(null);
    try {
      const run = await syncNow.mutateAsync(force ? { force: true } : undefined);
      watch(run.id);
    } catch (failure) {
      setError(failure instanceof TRPCClientError && failure.message ? failure.message : 'Failed to start the sync');
    }
    await utils.ftc.overview.invalidate();
  };

  const data = overview.data;
  const running = data?.running ?? null;
  const finished = data?.recent.find((run) => run.status !== 'running' && (watched === null || run.id === watched)) ?? null;

  return (
    <section aria-labelledby="ftc-sync-title">
      <div className="dash-header">
        <div>
          <h2 id="ftc-sync-title" className={styles.title}>
            FTC Events Sync
          </h2>
          <p className={styles.lead}>Teams and events of the current season, from FIRST&apos;s FTC Events API.</p>
        </div>
        <button
          type="button"
          className="dash-btn dash-btn--primary"
          disabled={!data?.settings.configured || running !== null || syncNow.isPending}
          onClick={() => void start()}
        >
          {running ? 'Syncing...' : 'Sync now'}
        </button>
      </div>

      {error && (
        <p className="dash-alert dash-alert--error" role="alert">
          {error}
        </p>
      )}

      {overview.isPending ? (
        <p className="state" role="status">
          Loading the sync...
        </p>
      ) : overview.isError || !data ? (
        <p className="dash-alert dash-alert--error" role="alert">
          Failed to load the sync status.
        </p>
      ) : (
        <div className={styles.stack}>
          {running && (
            <section className={`dash-panel ${styles.progress}`} aria-label="Sync in progress" aria-live="polite">
              <p>
                <strong>{STEP_LABELS[running.progress.step]}</strong>: {running.progress.message}
              </p>
              {running.progress.total ? (
                <progress max={running.progress.total} value={running.progress.done} aria-label="Step progress" />
              ) : (
                <progress aria-label="Step progress" />
              )}
              <p className={styles.note}>{running.progress.calls} calls to FIRST so far.</p>
            </section>
          )}
          {!running && finished && (
            <FtcSyncReport
              run={finished}
              // Only the newest run's held answer may be applied: an older one is stale.
              onApplyAnyway={finished.id === data.recent[0]?.id ? () => void start(true) : undefined}
              applying={syncNow.isPending}
            />
          )}
          <FtcSyncSettingsCard settings={data.settings} />
          <section className="dash-panel" aria-labelledby="ftc-runs-title">
            <h3 id="ftc-runs-title">Last syncs</h3>
            <FtcSyncRuns runs={data.recent} shownId={finished?.id ?? null} onShow={(run) => watch(run.id)} />
          </section>
        </div>
      )}
    </section>
  );
}
