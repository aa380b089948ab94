// The 'All Seasons' table: number, name, registration period, status, and the row actions. Edit, set-current and
// delete are disabled on the current season and while a form is open (the spec); the current season has
// 'Correct dates' for its registration window instead (issue 15); statistics are always available.
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { registrationPeriod } from './season-dates';
import styles from './seasons.module.css';

interface Props {
  seasons: SeasonOutput[];
  formOpen: boolean;
  /** The season whose statistics are loading, if any. */
  loadingStatsId: number | null;
  onStatistics: (season: SeasonOutput) => void;
  onEdit: (season: SeasonOutput) => void;
  onSetCurrent: (season: SeasonOutput) => void;
  onDelete: (season: SeasonOutput) => void;
}

export function SeasonTable({ seasons, formOpen, loadingStatsId, onStatistics, onEdit, onSetCurrent, onDelete }: Props) {
  return (
    <table className={`dash-table ${styles.table}`}>
      <thead>
        <tr>
          <th scope="col">Season #</th>
          <th scope="col">Name</th>
          <th scope="col">Registration Period</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {seasons.map((season) => {
          const locked = season.isCurrent || formOpen;
          const name = season.seasonName;
          return (
            <tr key={season.id}>
              <td data-label="Season #" className={styles.number}>
                {season.seasonNumber}
              </td>
              <td data-label="Name" className={styles.name}>
                <span id={`season-${season.id}-name`} data-row-title>
                  {name}
                </span>
              </td>
              <td data-label="Registration">{registrationPeriod(season)}</td>
              <td data-label="Status">
                {season.isCurrent ? <span className="dash-badge dash-badge--green">Current</span> : <span className="dash-badge dash-badge--low">Inactive</span>}
              </td>
              <td data-label="Actions">
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="dash-btn dash-btn--small"
                    aria-label={`Statistics of ${name}`}
                    aria-busy={loadingStatsId === season.id}
                    onClick={() => loadingStatsId === null && onStatistics(season)}
                  >
                    {loadingStatsId === season.id ? 'Loading...' : 'Statistics'}
                  </button>
                  <button type="button" className="dash-btn dash-btn--small" aria-label={`Edit ${name}`} disabled={locked} onClick={() => onEdit(season)}>
                    Edit
                  </button>
                  {season.isCurrent && (
                    <button type="button" className="dash-btn dash-btn--small" aria-label={`Correct dates of ${name}`} disabled={formOpen} onClick={() => onEdit(season)}>
                      Correct dates
                    </button>
                  )}
                  <button
                    type="button"
                    className="dash-btn dash-btn--small"
                    aria-label={`Set current: ${name}`}
                    disabled={locked}
                    onClick={() => onSetCurrent(season)}
                  >
                    Set current
                  </button>
                  <button
                    type="button"
                    className="dash-btn dash-btn--small dash-btn--danger"
                    aria-label={`Delete ${name}`}
                    disabled={locked}
                    onClick={() => onDelete(season)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
