// The event's awards, in FIRST's order, each with its winners by place (a person's award names the person and team).
import type { AwardRow } from '../../../../shared/schemas/results';
import { placeLabel, ResultTeamName } from '../../../components/results/results-ui';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import styles from './event-results.module.css';

/** Awards by name, in the order FIRST gives them. */
function grouped(awards: AwardRow[]): Array<[string, AwardRow[]]> {
  const groups = new Map<string, AwardRow[]>();
  for (const award of awards) groups.set(award.name, [...(groups.get(award.name) ?? []), award]);
  return [...groups];
}

export function ResultsAwards({ awards, empty, highlight }: { awards: AwardRow[]; empty: string; highlight: number | null }) {
  const { awards: words } = useMessages(eventPageMessages);
  return (
    <section className={styles.block} aria-labelledby="event-awards">
      <h2 id="event-awards">{words.title}</h2>
      {awards.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.awards}>
          {grouped(awards).map(([name, winners]) => (
            <li key={name} className={styles.award}>
              <h3>{name}</h3>
              <ul>
                {winners.map((w, i) => (
                  <li key={i}>
                    <span className={styles.place}>{placeLabel(w.place, words)}</span>{' '}
                    <span>
                      {w.person && <strong>{w.person}</strong>}
                      {w.person && w.team && ', '}
                      {w.team && <ResultTeamName team={w.team} highlight={highlight} />}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
