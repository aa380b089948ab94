// A team as results name it (the event page, the team page, /about/results): a link to its page when the team is ours, else its number and name with its country.
import { Link } from 'wouter';
import type { ResultTeam } from '../../../shared/schemas/results';
import styles from './result-team.module.css';

export function ResultTeamName({ team, highlight = null }: { team: ResultTeam; highlight?: number | null }) {
  const label = (
    <>
      <span className={styles.number}>{team.number}</span> {team.name ?? ''}
    </>
  );
  const body = team.href ? (
    <Link href={team.href}>{label}</Link>
  ) : (
    <span>
      {label}
      {team.country && <span className={styles.country}> ({team.country})</span>}
    </span>
  );
  return highlight === team.number ? <mark className={styles.mark}>{body}</mark> : body;
}
