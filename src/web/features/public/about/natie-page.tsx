// /about/natie-prin-educatie (spec 01 §2 "About pages"): banner, the association's description, a founder quote and
// a button to the FIRST and FTC page.
import { Link } from 'wouter';
import { Icon } from '../../../components/ui/icon';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { aboutFirstMessages } from './about-first-messages';
import { paths } from '../../../lib/paths';
import { RomaniaMapIllustration } from './art/romania-map';
import { Emphasised } from './first-name';
import { QuoteBlock } from './quote-block';
import styles from './about.module.css';

function CapIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6" />
    </svg>
  );
}

const HIGHLIGHT_MARKS = { partner: '2016', competitions: <Icon name="mapPin" />, universities: <CapIcon />, funding: '€' } as const;
const HIGHLIGHTS = ['partner', 'competitions', 'universities', 'funding'] as const;

export function NatiePage() {
  const { natie: words } = useMessages(aboutFirstMessages);
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<RomaniaMapIllustration />}>
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="natie-about">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="natie-about">{words.aboutTitle}</h2>
            {words.about.map((paragraph) => (
              <p key={paragraph}>
                <Emphasised text={paragraph} />
              </p>
            ))}
          </div>
          <ul className={styles.highlights} aria-label={words.highlightsLabel}>
            {HIGHLIGHTS.map((key) => (
              <li key={key}>
                <span className={styles.highlightIcon} aria-hidden="true">
                  <strong>{HIGHLIGHT_MARKS[key]}</strong>
                </span>
                <div>
                  <strong>{words.highlights[key].title}</strong>
                  <span>{words.highlights[key].text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="natie-quote">
        <div className={`container ${styles.narrow}`}>
          <h2 id="natie-quote" className="visually-hidden">
            {words.quoteTitle}
          </h2>
          <QuoteBlock
            text={words.quote}
            author={words.quoteAuthor}
          />
          <div className={styles.actions}>
            <Link href={paths.aboutFirst} className="btn btn--primary">
              {words.discover}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
