// Always on /teams: how to start a team, with the Get Started button to the guide.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import styles from './start-team-card.module.css';

export function StartTeamCard() {
  return (
    <section className="section" aria-labelledby="start-team">
      <div className="container">
        <div className={styles.card}>
          <div>
            <h2 id="start-team" className={styles.title}>
              Find out how to start a team
            </h2>
            <p className={styles.text}>
              O echipă are între 5 și 15 elevi de 13-18 ani și 2-3 mentori, dintre care cel puțin un profesor. Află ce presupune, cât costă și
              care sunt pașii de înscriere.
            </p>
          </div>
          <Link href={paths.getStarted} className="btn btn--primary">
            Get Started
          </Link>
        </div>
      </div>
    </section>
  );
}
