// The event's rankings as FIRST publishes them: rank, team, W-L-T, matches, ranking points and tie breaker.
import type { RankingRow } from '../../../../shared/schemas/results';
import { roCount } from '../../../../shared/plural';
import { ResultTeamName } from '../../../components/results/results-ui';
import styles from './event-results.module.css';

const points = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100) / 100));

export function ResultsRankings({ rankings, empty, highlight }: { rankings: RankingRow[]; empty: string; highlight: number | null }) {
  return (
    <section className={styles.block} aria-labelledby="event-rankings">
      <h2 id="event-rankings">Clasament</h2>
      {rankings.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="event-rankings-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="event-rankings-caption" className={styles.caption}>
              Clasamentul după meciurile de calificare: {roCount(rankings.length, 'echipă', 'echipe')}
            </caption>
            <thead>
              <tr>
                <th scope="col">Loc</th>
                <th scope="col">Echipa</th>
                <th scope="col">
                  <abbr title="Victorii-Înfrângeri-Egaluri">V-Î-E</abbr>
                </th>
                <th scope="col">
                  <span className={styles.long}>Meciuri</span>
                  <abbr className={styles.short} title="Meciuri jucate">
                    MJ
                  </abbr>
                </th>
                <th scope="col">
                  <abbr title="Puncte de clasament">PC</abbr>
                </th>
                <th scope="col">
                  <abbr title="Puncte de departajare">PD</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rankings.map((row) => (
                <tr key={row.team.number} className={highlight === row.team.number ? styles.highlighted : undefined}>
                  <td className={styles.rank}>{row.rank}</td>
                  <th scope="row" className={styles.teamCell}>
                    <ResultTeamName team={row.team} highlight={highlight} />
                  </th>
                  <td className={styles.num}>
                    {row.wins}-{row.losses}-{row.ties}
                  </td>
                  <td className={styles.num}>{row.matchesPlayed}</td>
                  <td className={styles.num}>{points(row.rankingPoints)}</td>
                  <td className={styles.num}>{points(row.tieBreakerPoints)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
