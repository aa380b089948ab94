// The closing call to action of the home page (spec 01 §2): 'Get started with a team' (in Romanian 'Pornește o
// echipă'), to the get-started guide.
import { Link } from 'wouter';
import { useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { paths } from '../../../lib/paths';
import styles from './home-cta.module.css';

export function HomeCta() {
  const words = useMessages(homeMessages).cta;
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="home-cta-title" className={styles.title}>
            {words.title}
          </h2>
          <p className={styles.text}>{words.text}</p>
        </div>
        <Link href={paths.getStarted} className="btn btn--primary">
          {words.button}
        </Link>
      </div>
    </section>
  );
}
