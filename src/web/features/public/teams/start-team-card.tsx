// Always on /teams: how to start a team, with the Get Started button to the guide.
import { Link } from 'wouter';
import type { TeamsMessages } from '../../../../shared/messages/ro/teams';
import { paths } from '../../../lib/paths';
import styles from './start-team-card.module.css';

export function StartTeamCard({ words }: { words: TeamsMessages['start'] }) {
  return (
    <section className="section" aria-labelledby="start-team">
      <div className="container">
        <div className={styles.card}>
          <div>
            <h2 id="start-team" className={styles.title}>
              {words.title}
            </h2>
            <p className={styles.text}>{words.text}</p>
          </div>
          <Link href={paths.getStarted} className="btn btn--primary">
            {words.button}
          </Link>
        </div>
      </div>
    </section>
  );
}
