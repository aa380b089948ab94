// The home banner (spec 01 §2, §9 banner 2787 x 1029): the illustration full width with the programme's headline
// over its calm left part on wide screens, below it on narrow ones.
import { Link } from 'wouter';
import { useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { paths } from '../../../lib/paths';
import styles from './home-hero.module.css';

export function HomeHero() {
  const words = useMessages(homeMessages).hero;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      {/* The banner: the stylesheet's background (art/svg/hero-banner.svg), decorative. */}
      <div className={styles.art} />
      <div className={styles.overlay}>
        <div className={`container ${styles.inner}`}>
          <p className={styles.eyebrow}>{words.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {words.title}
          </h1>
          <p className={styles.lead}>{words.lead}</p>
          <div className={styles.actions}>
            <Link href={paths.getStarted} className="btn btn--primary">
              {words.start}
            </Link>
            <Link href={paths.aboutNatie} className="btn btn--light">
              {words.about}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
