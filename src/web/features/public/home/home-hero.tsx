// The home banner (spec 01 §2, §9 banner 2787 x 1029): the illustration full width with the programme's headline
// over its calm left part on wide screens, below it on narrow ones.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      {/* The banner: the stylesheet's background (art/svg/hero-banner.svg), decorative. */}
      <div className={styles.art} />
      <div className={styles.overlay}>
        <div className={`container ${styles.inner}`}>
          <p className={styles.eyebrow}>FIRST Tech Challenge România</p>
          <h1 id="home-title" className={styles.title}>
            Construim roboți. Formăm inovatorii de mâine.
          </h1>
          <p className={styles.lead}>
            Programul național de robotică pentru liceeni: echipe de 5-15 elevi proiectează, construiesc și programează
            roboți pentru competiții regionale, naționale și internaționale.
          </p>
          <div className={styles.actions}>
            <Link href={paths.getStarted} className="btn btn--primary">
              Înființează o echipă
            </Link>
            <Link href={paths.aboutNatie} className="btn btn--light">
              Despre program
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
