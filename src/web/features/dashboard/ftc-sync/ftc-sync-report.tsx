// The report of a finished run: events and teams added, changed and withdrawn, with their codes and numbers, and one
// readable line per event or team (names, field: old → new, why skipped). A run the wipe guard held shows what it
// would have done and "Apply anyway" (issue 22, points 5 and 10).
import { reportItemLine, type FtcReportItem, type FtcSyncRun } from '../../../../shared/schemas/ftc-sync';
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

function Details({ items }: { items: FtcReportItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.warnings} aria-label="What changed">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.key}-${item.action}-${index}`}>{reportItemLine(item)}</li>
      ))}
    </ul>
  );
}

export function FtcSyncReport({ run, onApplyAnyway, applying = false }: { run: FtcSyncRun; onApplyAnyway?: () => void; applying?: boolean }) {
  const title = `Report of the sync of ${formatWhen(run.startedAt)}`;
  if (run.status === 'failed' && run.report?.held) {
    return (
      <section className="dash-alert dash-alert--error" aria-label={title}>
        <strong>FIRST&apos;s answer was not applied.</strong> {run.error}
        <p className={styles.note}>What it would have done:</p>
        <Details items={run.report.details} />
        {onApplyAnyway && (
          <button type="button" className="dash-btn dash-btn--danger" disabled={applying} onClick={onApplyAnyway}>
            Apply anyway
          </button>
        )}
      </section>
    );
  }
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
        {run.report.forced && ' Applied on purpose by an ADMIN.'}
      </p>
      <Details items={run.report.details} />
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
