// Before the season's teams are registered (spec 01 §2 "Teams page"): the 'Coming Soon' notice with its
// progress bar at 65%.
import styles from './coming-soon.module.css';

const PROGRESS = 65;

export function ComingSoon() {
  return (
    <div className={`card ${styles.card}`}>
      <p className={styles.tag}>Sezonul nou</p>
      <h3 className={styles.title}>Coming Soon</h3>
      <p>
        Lista echipelor înscrise în noul sezon va fi disponibilă după 1 octombrie. Înscrierile sunt deschise între 1 iulie și 1 octombrie,
        iar din 1 octombrie echipele sunt contactate pentru confirmare.
      </p>
      <p id="season-progress-label" className={styles.label}>
        Preparing for the new season...
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="season-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={PROGRESS}
        aria-valuetext={`${PROGRESS}%`}
      >
        <div className={styles.fill} style={{ width: `${PROGRESS}%` }} />
      </div>
      <p className={styles.value} aria-hidden="true">
        {PROGRESS}%
      </p>
    </div>
  );
}
