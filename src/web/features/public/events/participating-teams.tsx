// The teams registered for a coded event (README decision "Participating teams"): ID, Name, Institution, City,
// Region. A click on a row opens the team; the name is also a link, so the keyboard reaches every team.
import { Link, useLocation } from 'wouter';
import type { ParticipatingTeam } from '../../../../shared/schemas/teams';
import { paths } from '../../../lib/paths';
import { queries, usePublicQuery } from '../../../lib/queries';
import styles from './participating-teams.module.css';

const COLUMNS = ['ID', 'Name', 'Institution', 'City', 'Region'] as const;

function TeamRow({ team, onOpen }: { team: ParticipatingTeam; onOpen: (href: string) => void }) {
  const href = paths.team(team.id);
  return (
    <tr className={styles.row} onClick={() => onOpen(href)}>
      <td data-label="ID" className={styles.number}>
        {team.id}
      </td>
      <td data-label="Name">
        <Link href={href} className={styles.name} onClick={(event) => event.stopPropagation()}>
          {team.name}
        </Link>
      </td>
      <td data-label="Institution">{team.institution ?? '–'}</td>
      <td data-label="City">{team.city ?? '–'}</td>
      <td data-label="Region">{team.region ?? team.country ?? '–'}</td>
    </tr>
  );
}

export function ParticipatingTeams({ code }: { code: string }) {
  const { data, error, loading } = usePublicQuery(queries.eventTeams(code));
  const [, navigate] = useLocation();

  let body;
  if (loading) body = <StateRow text="Loading participating teams..." />;
  else if (error) body = <StateRow text="Unable to load participating teams. Please try again later." error />;
  else if (!data || data.length === 0) body = <StateRow text="No teams registered yet" />;
  else body = data.map((team) => <TeamRow key={team.teamId} team={team} onOpen={navigate} />);

  return (
    <section className="section" aria-labelledby="event-teams">
      <div className="container">
        <h2 id="event-teams">Participating Teams</h2>
        <div className={styles.frame}>
          <table className={styles.table}>
            <caption className="visually-hidden">Echipele înscrise la eveniment</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody aria-live="polite">{body}</tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function StateRow({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <tr className={styles.stateRow}>
      <td colSpan={COLUMNS.length} className={error ? 'state--error' : undefined} role={error ? 'alert' : undefined}>
        {text}
      </td>
    </tr>
  );
}
