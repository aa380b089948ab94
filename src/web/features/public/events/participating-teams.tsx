// The teams registered for a coded event (README decision "Participating teams"): ID, Name, Institution, City,
// Region. A click on a row opens the team; the name is also a link, so the keyboard reaches every team. Each cell's
// column name is its data-label (the rows become cards on a phone).
import { Link, useLocation } from 'wouter';
import type { ParticipatingTeam } from '../../../../shared/schemas/teams';
import { useContentLang, useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import { paths } from '../../../lib/paths';
import { usePublicQuery } from '../../../lib/queries';
import { eventTeamsOverApi } from './event-queries';
import styles from './participating-teams.module.css';

const COLUMNS = ['id', 'name', 'institution', 'city', 'region'] as const;

function TeamRow({ team, onOpen }: { team: ParticipatingTeam; onOpen: (href: string) => void }) {
  const { columns } = useMessages(eventPageMessages).teams;
  // The school's name is Romanian content on an English page (decision 200).
  const contentLang = useContentLang();
  const href = paths.team(team.id);
  return (
    <tr className={styles.row} onClick={() => onOpen(href)}>
      <td data-label={columns.id} className={styles.number}>
        {team.id}
      </td>
      <td data-label={columns.name}>
        <Link href={href} className={styles.name} onClick={(event) => event.stopPropagation()}>
          {team.name}
        </Link>
      </td>
      <td data-label={columns.institution} className={styles.institution}>{team.institution ? <span lang={contentLang}>{team.institution}</span> : '–'}</td>
      <td data-label={columns.city}>{team.city ?? '–'}</td>
      <td data-label={columns.region}>{team.region ?? team.country ?? '–'}</td>
    </tr>
  );
}

export function ParticipatingTeams({ code }: { code: string }) {
  const { data, error, loading } = usePublicQuery(eventTeamsOverApi(code));
  const [, navigate] = useLocation();
  const { teams } = useMessages(eventPageMessages);

  let body;
  if (loading) body = <StateRow text={teams.loading} />;
  else if (error) body = <StateRow text={teams.failed} error />;
  else if (!data || data.length === 0) body = <StateRow text={teams.none} />;
  else body = data.map((team) => <TeamRow key={team.teamId} team={team} onOpen={navigate} />);

  return (
    <section className="section" aria-labelledby="event-teams">
      <div className="container">
        <h2 id="event-teams">{teams.title}</h2>
        <div className={styles.frame}>
          <table className={styles.table}>
            <caption className="visually-hidden">{teams.caption}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {teams.columns[column]}
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
