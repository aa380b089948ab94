// The last syncs with their outcome, newest first.
import type { FtcSyncRun } from '../../../../shared/schemas/ftc-sync';
import styles from './ftc-sync.module.css';
import { duration, formatWhen, runSummary, TRIGGER_LABELS } from './ftc-sync-texts';

const BADGE = { success: 'dash-badge dash-badge--green', failed: 'dash-badge dash-badge--high', running: 'dash-badge dash-badge--medium' } as const;
const STATUS = { success: 'Success', failed: 'Failed', running: 'Running' } as const;

export function FtcSyncRuns({ runs }: { runs: FtcSyncRun[] }) {
  if (runs.length === 0) return <p className="dash-empty">No sync has run yet.</p>;
  return (
    <table className={`dash-table ${styles.runs}`} aria-label="Last syncs">
      <thead>
        <tr>
          <th scope="col">Started</th>
          <th scope="col">By</th>
          <th scope="col">Status</th>
          <th scope="col">Duration</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <td data-label="Started">{formatWhen(run.startedAt)}</td>
            <td data-label="By">{run.userName ? `${TRIGGER_LABELS[run.trigger]} (${run.userName})` : TRIGGER_LABELS[run.trigger]}</td>
            <td data-label="Status">
              <span className={BADGE[run.status]}>{STATUS[run.status]}</span>
            </td>
            <td data-label="Duration">{duration(run)}</td>
            <td data-label="Outcome" className={styles.outcome}>
              {runSummary(run)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
