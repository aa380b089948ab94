// /about/results (spec 01 §2 "About pages"): programme statistics, world championship achievements, participation in
// global events and three testimonials (static content, its words in messages/<locale>/about-results.ts), after the
// season's national results from FIRST's data.
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { aboutResultsMessages } from './about-results-messages';
import { TrophyIllustration } from './art/trophy';
import { QuoteBlock } from './quote-block';
import { SeasonResults } from './season-results';
import styles from './about.module.css';
import resultStyles from './results.module.css';

export function ResultsPage() {
  const words = useMessages(aboutResultsMessages);
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<TrophyIllustration />}>
        <p>{words.lead}</p>
      </PageHero>

      <SeasonResults />

      <section className="section" aria-labelledby="results-stats">
        <div className="container">
          <h2 id="results-stats">{words.statsTitle}</h2>
          <ul className={resultStyles.stats}>
            {words.stats.map((stat) => (
              <li key={stat.label} className={`card ${styles.fact}`}>
                <strong className={styles.factValue}>{stat.value}</strong>
                <span className={styles.factLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="results-world">
        <div className="container">
          <h2 id="results-world">{words.worldTitle}</h2>
          <ol className={resultStyles.timeline}>
            {words.world.map((item) => (
              <li key={item.year} className="card">
                <span className={resultStyles.year}>{item.year}</span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="results-global">
        <div className="container">
          <h2 id="results-global">{words.globalTitle}</h2>
          <ul className={resultStyles.global}>
            {words.global.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="results-testimonials">
        <div className="container">
          <h2 id="results-testimonials">{words.testimonialsTitle}</h2>
          <ul className={resultStyles.testimonials}>
            {words.testimonials.map((item) => (
              <li key={item.author}>
                <QuoteBlock text={item.text} author={item.author} compact />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
