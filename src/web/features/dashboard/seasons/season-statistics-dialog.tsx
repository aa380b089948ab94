// The statistics modal of a season: name, number, registration range and the Teams / Events / Regions counters.
// A native modal dialog: focus moves into it, Escape and the close button close it, focus then returns.
import { useEffect, useRef } from 'react';
import type { SeasonStatistics } from '../../../../shared/schemas/seasons';
import { registrationPeriod } from './season-dates';
import styles from './seasons.module.css';

interface Props {
  statistics: SeasonStatistics;
  onClose: () => void;
}

export function SeasonStatisticsDialog({ statistics, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { season } = statistics;

  useEffect(() => {
    const dialog = dialogRef.current;
    const returnFocus = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      returnFocus?.focus?.();
    };
  }, []);

  const counters = [
    { label: 'Teams', value: statistics.teamCount },
    { label: 'Events', value: statistics.eventCount },
    { label: 'Regions', value: statistics.regionCount },
  ];

  return (
    <dialog
      ref={dialogRef}
      className="dash-dialog"
      aria-labelledby="season-stats-title"
      aria-describedby="season-stats-meta"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="season-stats-title" className="dash-dialog__title">
        {season.seasonName}
      </h2>
      <div id="season-stats-meta">
        <p className={styles.dialogMeta}>Season #{season.seasonNumber}</p>
        <p className={styles.dialogMeta}>
          Registration: <span className={styles.nowrap}>{registrationPeriod(season)}</span>
        </p>
      </div>
      <div className={styles.counters}>
        {counters.map((counter) => (
          <div key={counter.label} className={styles.counter}>
            <strong>{counter.value}</strong>
            <span>{counter.label}</span>
          </div>
        ))}
      </div>
      <div className="dash-actions">
        <button type="button" className="dash-btn dash-btn--primary" autoFocus onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
