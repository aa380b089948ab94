// /about/results (spec 01 §2 "About pages"): programme statistics, world championship achievements, participation in
// global events and three testimonials (static content), after the season's national results from FIRST's data.
import { PageHero } from '../../../components/ui/page-hero';
import { TrophyIllustration } from './art/trophy';
import { GLOBAL_EVENTS, RESULT_STATS, TESTIMONIALS, WORLD_ACHIEVEMENTS } from './results-content';
import { QuoteBlock } from './quote-block';
import { SeasonResults } from './season-results';
import styles from './about.module.css';
import resultStyles from './results.module.css';

export function ResultsPage() {
  return (
    <>
      <PageHero eyebrow="Rezultate" title="Dublă campioană mondială" illustration={<TrophyIllustration />}>
        <p>
          Din 2016, FIRST Tech Challenge România a crescut de la câteva echipe la o comunitate națională, iar echipele noastre
          au devenit campioane mondiale în 2022 și în 2024.
        </p>
      </PageHero>

      <SeasonResults />

      <section className="section" aria-labelledby="results-stats">
        <div className="container">
          <h2 id="results-stats">Programul în cifre</h2>
          <ul className={resultStyles.stats}>
            {RESULT_STATS.map((stat) => (
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
          <h2 id="results-world">La Campionatul Mondial</h2>
          <ol className={resultStyles.timeline}>
            {WORLD_ACHIEVEMENTS.map((item) => (
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
          <h2 id="results-global">Pe scena globală</h2>
          <ul className={resultStyles.global}>
            {GLOBAL_EVENTS.map((item) => (
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
          <h2 id="results-testimonials">Ce spun participanții</h2>
          <ul className={resultStyles.testimonials}>
            {TESTIMONIALS.map((item) => (
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
