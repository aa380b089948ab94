// The programme in numbers (spec 01 §2, §9), edited in the site settings; none set, no section.
import { useContentLang, useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { useSettings, type SiteSettings } from '../../../lib/settings';
import styles from './home-stats.module.css';

export function HomeStats() {
  const { homeStats } = useSettings();
  const words = useMessages(homeMessages).stats;
  if (!homeStats.length) return null;
  return (
    <section className={`section ${styles.stats}`} aria-labelledby="home-stats-title">
      <div className="container">
        <h2 id="home-stats-title" className={styles.title}>
          {words.title}
        </h2>
        <ul className={styles.grid}>
          {homeStats.map((stat) => (
            <HomeStat key={stat.label} stat={stat} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A label is content: English where staff wrote one, else Romanian, marked lang="ro" on /en (decision 203). */
function HomeStat({ stat }: { stat: SiteSettings['homeStats'][number] }) {
  const lang = useContentLang(stat.contentLang?.label);
  return (
    <li className={styles.card}>
      <span className={styles.value}>{stat.value}</span>
      <span className={styles.label} lang={lang}>
        {stat.label}
      </span>
    </li>
  );
}
