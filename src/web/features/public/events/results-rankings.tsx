// The event's rankings as FIRST publishes them: rank, team, W-L-T, matches, ranking points and tie breaker.
import type { RankingRow } from '../../../../shared/schemas/results';
import { ResultTeamName } from '../../../components/results/results-ui';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import styles from './event-results.module.css';

const points = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100) / 100));

export function ResultsRankings({ rankings, empty, highlight }: { rankings: RankingRow[]; empty: string; highlight: number | null }) {
  const { rankings: words } = useMessages(eventPageMessages);
  return (
    <section className={styles.block} aria-labelledby="event-rankings">
      <h2 id="event-rankings">{words.title}</h2>
      {rankings.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="event-rankings-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="event-rankings-caption" className={styles.caption}>
              {words.caption(rankings.length)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{words.rank}</th>
                <th scope="col">{words.team}</th>
                <th scope="col">
                  <abbr title={words.record.long}>{words.record.short}</abbr>
                </th>
                <th scope="col">
                  <span className={styles.long}>{words.played.column}</span>
                  <abbr className={styles.short} title={words.played.long}>
                    {words.played.short}
                  </abbr>
                </th>
                <th scope="col">
                  <abbr title={words.rankingPoints.long}>{words.rankingPoints.short}</abbr>
                </th>
                <th scope="col">
                  <abbr title={words.tieBreaker.long}>{words.tieBreaker.short}</abbr>
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
