// /about/first-global (spec 01 §2 "About pages"): hero; what the challenge is (over 190 countries, one team per
// country, 3 vs 3 international alliances); the 2025 edition; the social media challenges; the Romanian team's quote.
import { Icon } from '../../../components/ui/icon';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { aboutFirstGlobalMessages } from './about-first-global-messages';
import { GlobeIllustration } from './art/globe';
import { QuoteBlock } from './quote-block';
import styles from './about.module.css';
import globalStyles from './first-global.module.css';

function LeafIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l8-8" />
    </svg>
  );
}

export function FirstGlobalPage() {
  const words = useMessages(aboutFirstGlobalMessages);
  const { edition } = words;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<GlobeIllustration />}>
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="global-what">
        <div className="container">
          <h2 id="global-what">{words.whatTitle}</h2>
          <p className={styles.lead}>{words.what}</p>
          <ul className={styles.facts}>
            {words.facts.map((fact) => (
              <li key={fact.label} className={`card ${styles.fact}`}>
                <strong className={styles.factValue}>{fact.value}</strong>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${globalStyles.edition}`} aria-labelledby="global-2025">
        <div className={`container ${globalStyles.editionInner}`}>
          <div>
            <p className={globalStyles.eyebrow}>{edition.eyebrow}</p>
            <h2 id="global-2025">{edition.title}</h2>
            <p>{edition.text}</p>
          </div>
          <dl className={globalStyles.details}>
            <div>
              <dt>
                <Icon name="mapPin" /> {edition.place}
              </dt>
              <dd>{edition.placeValue}</dd>
            </div>
            <div>
              <dt>
                <Icon name="calendar" /> {edition.dates}
              </dt>
              <dd>{edition.datesValue}</dd>
            </div>
            <div>
              <dt>
                <LeafIcon /> {edition.theme}
              </dt>
              <dd>Eco Equilibrium</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="global-social">
        <div className="container">
          <h2 id="global-social">{words.socialTitle}</h2>
          <p className={styles.lead}>{words.social}</p>
          <ul className={globalStyles.challenges}>
            {words.challenges.map((challenge, index) => (
              <li key={challenge.title} className="card">
                <span className={globalStyles.step} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{challenge.title}</h3>
                <p>{challenge.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="global-quote">
        <div className={`container ${styles.narrow}`}>
          <h2 id="global-quote">{words.quoteTitle}</h2>
          <QuoteBlock text={words.quote} author={words.quoteAuthor} role="FIRST Global Challenge" />
        </div>
      </section>
    </>
  );
}
