// The last syncs with their outcome, newest first; a finished run's report can be shown above the list.
import type { FtcSyncRun } from '../../../../shared/schemas/ftc-sync';
import styles from './ftc-sync.module.css';
import { duration, formatWhen, runSummary, TRIGGER_LABELS } from './ftc-sync-texts';

const BADGE = { success: 'dash-badge dash-badge--green', failed: 'dash-badge dash-badge--high', running: 'dash-badge dash-badge--medium' } as const;
const STATUS = { success: 'Success', failed: 'Failed', running: 'Running' } as const;

interface Props {
  runs: FtcSyncRun[];
  /** The run whose report is shown. */
  shownId: number | null;
  onShow: (run: FtcSyncRun) => void;
}

export function FtcSyncRuns({ runs, shownId, onShow }: Props) {
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
          <th scope="col">Report</th>
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
            <td data-label="Report">
              {run.status !== 'running' && (
                <button
                  type="button"
                  className="dash-btn dash-btn--small"
                  aria-label={`Show the report of the sync of ${formatWhen(run.startedAt)}`}
                  aria-pressed={run.id === shownId}
                  onClick={() => onShow(run)}
                >
                  {run.id === shownId ? 'Shown' : 'Show'}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
