// The closing call to action of the home page (spec 01 §2): 'Get started with a team', to the get-started guide.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import styles from './home-cta.module.css';

export function HomeCta() {
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="home-cta-title" className={styles.title}>
            Vrei o echipă FTC în liceul tău?
          </h2>
          <p className={styles.text}>
            O echipă are între 5 și 15 elevi de 13-18 ani și 2-3 mentori. Înscrierile pentru noul sezon sunt deschise în
            fiecare an între 1 iulie și 1 octombrie.
          </p>
        </div>
        <Link href={paths.getStarted} className="btn btn--primary">
          Get started with a team
        </Link>
      </div>
    </section>
  );
}
