// The event's matches: the schedule before they are played (Romania time), scores after, the winner named in words as
// well as by colour; playoff matches come with the alliances. A highlighted team's matches stand out.
import type { ReactNode } from 'react';
import type { AllianceRow, MatchRow, ResultTeam } from '../../../../shared/schemas/results';
import { ResultTeamName, romaniaTime } from '../../../components/results/results-ui';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import styles from './event-results.module.css';

/** The tables in order, each with its title's key in the catalogue. */
const LEVELS = [
  { level: 'QUALIFICATION', title: 'qualification' },
  { level: 'PLAYOFF', title: 'playoff' },
] as const;

function Side({ teams, won, highlight, colour }: { teams: ResultTeam[]; won: boolean; highlight: number | null; colour: 'red' | 'blue' }) {
  const words = useMessages(eventPageMessages).matches;
  return (
    <td className={`${styles.side} ${colour === 'red' ? styles.red : styles.blue} ${won ? styles.won : ''}`} data-label={words[colour]}>
      {won && <span className={styles.winBadge}>{words.wins}</span>}
      <ul className={styles.sideTeams}>
        {teams.map((team) => (
          <li key={team.number}>
            <ResultTeamName team={team} highlight={highlight} />
          </li>
        ))}
      </ul>
    </td>
  );
}

function Score({ match }: { match: MatchRow }) {
  const words = useMessages(eventPageMessages).matches;
  if (!match.played) return <td className={styles.score}>–</td>;
  return (
    <td className={styles.score}>
      <span className={match.winner === 'red' ? styles.bold : undefined}>{match.red.score}</span>
      <span aria-hidden="true"> – </span>
      <span className="visually-hidden">{words.to}</span>
      <span className={match.winner === 'blue' ? styles.bold : undefined}>{match.blue.score}</span>
      {match.winner === 'tie' && <span className={styles.tie}>{words.tie}</span>}
    </td>
  );
}

const plays = (match: MatchRow, team: number | null) => team !== null && [...match.red.teams, ...match.blue.teams].some((t) => t.number === team);

function MatchTable({ title, matches, highlight, multiDay }: { title: string; matches: MatchRow[]; highlight: number | null; multiDay: boolean }) {
  const { columns } = useMessages(eventPageMessages).matches;
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.matches}`}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.colMatch}>
              {columns.match}
            </th>
            <th scope="col" className={styles.colTime}>
              {columns.time}
            </th>
            <th scope="col">{columns.red}</th>
            <th scope="col" className={styles.colScore}>
              {columns.score}
            </th>
            <th scope="col">{columns.blue}</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={`${m.series}-${m.matchNumber}`} className={plays(m, highlight) ? styles.highlighted : undefined}>
              <th scope="row" className={styles.matchName}>
                {m.description}
              </th>
              <td className={styles.time}>{m.startTime ? <time dateTime={m.startTime}>{romaniaTime(m.startTime, multiDay)}</time> : '–'}</td>
              <Side teams={m.red.teams} won={m.winner === 'red'} highlight={highlight} colour="red" />
              <Score match={m} />
              <Side teams={m.blue.teams} won={m.winner === 'blue'} highlight={highlight} colour="blue" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Alliances({ alliances, highlight }: { alliances: AllianceRow[]; highlight: number | null }) {
  const words = useMessages(eventPageMessages).matches;
  return (
    <div className={styles.alliancesBlock}>
      <h3>{words.alliances}</h3>
      <ol className={styles.alliances}>
        {alliances.map((a) => (
          <li key={a.number} className={styles.alliance}>
            <strong>{words.alliance(a.number)}</strong>
            <ul>
              {a.teams.map((team, i) => (
                <li key={team.number}>
                  <ResultTeamName team={team} highlight={highlight} />
                  {i === 0 && <span className={styles.role}>{words.captain}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ResultsMatches(props: { matches: MatchRow[]; alliances: AllianceRow[]; empty: string; highlight: number | null; multiDay: boolean; picker: ReactNode }) {
  const { matches, alliances, empty, highlight, multiDay, picker } = props;
  const count = highlight === null ? 0 : matches.filter((m) => plays(m, highlight)).length;
  const words = useMessages(eventPageMessages).matches;
  return (
    <section className={styles.block} aria-labelledby="event-matches">
      <h2 id="event-matches">{words.title}</h2>
      {matches.length === 0 && alliances.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          {picker}
          <p className={styles.note} role="status">
            {highlight === null ? words.timeZone : words.highlighted(highlight, count)}
          </p>
          {LEVELS.map(({ level, title }) => {
            const rows = matches.filter((m) => m.level === level);
            return (
              <div key={level}>
                {level === 'PLAYOFF' && alliances.length > 0 && <Alliances alliances={alliances} highlight={highlight} />}
                {rows.length > 0 && <MatchTable title={words[title]} matches={rows} highlight={highlight} multiDay={multiDay} />}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
