// The programme in numbers (spec 01 §2, §9), edited in the site settings; none set, no section.
import { useContentLang, useMessages } from '../../../lib/i18n';
import { homeMessages } from '../../../lib/messages';
import { useSettings } from '../../../lib/settings';
import styles from './home-stats.module.css';

export function HomeStats() {
  const { homeStats } = useSettings();
  const words = useMessages(homeMessages).stats;
  // The figures' labels are the settings' Romanian text (content).
  const contentLang = useContentLang();
  if (!homeStats.length) return null;
  return (
    <section className={`section ${styles.stats}`} aria-labelledby="home-stats-title">
      <div className="container">
        <h2 id="home-stats-title" className={styles.title}>
          {words.title}
        </h2>
        <ul className={styles.grid}>
          {homeStats.map((stat) => (
            <li key={stat.label} className={styles.card}>
              <span className={styles.value}>{stat.value}</span>
              <span className={styles.label} lang={contentLang}>
                {stat.label}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
