// The green 'Current Active Season' card: number, name and the registration window of the current season.
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { formatSeasonDate } from './season-dates';
import styles from './seasons.module.css';

interface Props {
  season: SeasonOutput | null | undefined;
  loading: boolean;
}

export function CurrentSeasonCard({ season, loading }: Props) {
  return (
    <section className={styles.current} aria-labelledby="current-season-title">
      <h2 id="current-season-title">Current Active Season</h2>
      {loading ? (
        <p className={styles.none} role="status">
          Loading current season...
        </p>
      ) : season ? (
        <dl className={styles.facts}>
          <div>
            <dt>Season #</dt>
            <dd>{season.seasonNumber}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{season.seasonName}</dd>
          </div>
          <div>
            <dt>Registration start</dt>
            <dd>{formatSeasonDate(season.registrationStart)}</dd>
          </div>
          <div>
            <dt>Registration end</dt>
            <dd>{formatSeasonDate(season.registrationEnd)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.none}>No current season has been set. Create a season or set one as current.</p>
      )}
    </section>
  );
}
