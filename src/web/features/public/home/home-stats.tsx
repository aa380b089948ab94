// The programme in numbers (spec 01 §2, §9), edited in the site settings; none set, no section.
import { useSettings } from '../../../lib/settings';
import styles from './home-stats.module.css';

export function HomeStats() {
  const { homeStats } = useSettings();
  if (!homeStats.length) return null;
  return (
    <section className={`section ${styles.stats}`} aria-labelledby="home-stats-title">
      <div className="container">
        <h2 id="home-stats-title" className={styles.title}>
          FTC România în cifre
        </h2>
        <ul className={styles.grid}>
          {homeStats.map((stat) => (
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
