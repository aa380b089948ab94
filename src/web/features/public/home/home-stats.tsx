// The programme in four numbers (spec 01 §2, §9).
import styles from './home-stats.module.css';

export const HOME_STATS = [
  { value: '4500+', label: 'elevi participanți' },
  { value: '220+', label: 'echipe înscrise' },
  { value: '10', label: 'sezoane competiționale' },
  { value: '180+', label: 'voluntari' },
] as const;

export function HomeStats() {
  return (
    <section className={`section ${styles.stats}`} aria-labelledby="home-stats-title">
      <div className="container">
        <h2 id="home-stats-title" className={styles.title}>
          FTC România în cifre
        </h2>
        <ul className={styles.grid}>
          {HOME_STATS.map((stat) => (
            <li key={stat.label} className={styles.card}>
              <span className={styles.value}>{stat.value}</span>
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
