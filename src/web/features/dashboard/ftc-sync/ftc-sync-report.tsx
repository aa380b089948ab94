// The report of a finished run: events and teams added, changed and withdrawn, with their codes and numbers.
import type { FtcSyncRun } from '../../../../shared/schemas/ftc-sync';
import styles from './ftc-sync.module.css';
import { formatWhen } from './ftc-sync-texts';

function Line({ label, items }: { label: string; items: Array<string | number> }) {
  return (
    <div className={styles.line}>
      <dt>{label}</dt>
      <dd>
        <strong>{items.length}</strong>
        {items.length > 0 && <span className={styles.items}>{items.join(', ')}</span>}
      </dd>
    </div>
  );
}

export function FtcSyncReport({ run }: { run: FtcSyncRun }) {
  const title = `Report of the sync of ${formatWhen(run.startedAt)}`;
  if (run.status === 'failed' || !run.report) {
    return (
      <section className="dash-alert dash-alert--error" aria-label={title}>
        <strong>The sync failed.</strong> {run.error}
        <p className={styles.note}>The site keeps the data of the last good sync.</p>
      </section>
    );
  }
  const { events, teams, eventTeams, warnings, ftcYear } = run.report;
  return (
    <section className={`dash-panel ${styles.report}`} aria-label={title}>
      <h3>Sync report (FTC season {ftcYear})</h3>
      <dl className={styles.lines}>
        <Line label="Events added" items={events.added} />
        <Line label="Events changed" items={events.changed} />
        <Line label="Teams added" items={teams.added} />
        <Line label="Teams changed" items={teams.changed} />
        <Line label="Teams withdrawn" items={teams.withdrawn} />
      </dl>
      <p className={styles.note}>
        Unchanged: {events.unchanged} events, {teams.unchanged} teams. Event team lists: {eventTeams.added} added, {eventTeams.removed} removed.
        {events.skipped.length > 0 && ` Skipped events: ${events.skipped.join(', ')}.`}
      </p>
      {warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
