// The event page's results (issue 22, part 2): rankings, matches with the alliances, awards, read from FIRST through
// the sync. Server-rendered with the page; while the event runs the query asks again every minute (decision 148).
// Empty states say what a visitor can expect before the event, and that nothing came after it (the catalogue's
// results.empty, by the event's timing).
import { useId, useState } from 'react';
import type { EventOutput } from '../../../../shared/schemas/events';
import type { EventResults as Results } from '../../../../shared/schemas/results';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import { usePublicQuery } from '../../../lib/queries';
import { eventResultsOverApi } from './event-results-query';
import { eventTiming } from './event-timing';
import { ResultsAwards } from './results-awards';
import { romaniaTime } from '../../../components/results/results-ui';
import { ResultsMatches } from './results-matches';
import { ResultsRankings } from './results-rankings';
import styles from './event-results.module.css';

/** Every team named in the results, by number, for the highlight picker. */
function teamsOf(results: Results) {
  const teams = new Map<number, string>();
  const add = (t: { number: number; name: string | null }) => teams.set(t.number, t.name ? `${t.number} · ${t.name}` : String(t.number));
  results.rankings.forEach((r) => add(r.team));
  results.matches.forEach((m) => [...m.red.teams, ...m.blue.teams].forEach(add));
  return [...teams].sort((a, b) => a[0] - b[0]);
}

function TeamPicker({ results, value, onChange }: { results: Results; value: number | null; onChange: (team: number | null) => void }) {
  const id = useId();
  const { picker } = useMessages(eventPageMessages).results;
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{picker.label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{picker.none}</option>
        {teamsOf(results).map(([number, label]) => (
          <option key={number} value={number}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

const multiDay = (event: EventOutput) => romaniaTime(event.dateStart, true).slice(0, 5) !== romaniaTime(event.dateEnd, true).slice(0, 5);

export function EventResults({ event }: { event: EventOutput }) {
  const { data, error, loading, loadedAt } = usePublicQuery(eventResultsOverApi(event.pageRef));
  const [highlight, setHighlight] = useState<number | null>(null);
  const { results } = useMessages(eventPageMessages);

  if (loading || error || !data) {
    return (
      <section className="section section--grey" aria-labelledby="event-results">
        <div className="container">
          <h2 id="event-results">{results.title}</h2>
          <p className={error ? 'state--error' : styles.empty} role={error ? 'alert' : 'status'}>
            {error ? results.failed : results.loading}
          </p>
        </div>
      </section>
    );
  }
  const timing = eventTiming(event, loadedAt);
  const [syncedBefore, syncedAfter] = results.synced;
  return (
    <section className="section section--grey" aria-label={results.label}>
      <div className="container">
        {data.syncedAt && (
          <p className={styles.synced}>
            {syncedBefore}
            <time dateTime={data.syncedAt}>{romaniaTime(data.syncedAt, true)}</time>
            {syncedAfter}
            {data.live && results.live}
          </p>
        )}
        <ResultsRankings rankings={data.rankings} empty={results.empty.rankings[timing]} highlight={highlight} />
        <ResultsMatches
          matches={data.matches}
          alliances={data.alliances}
          empty={results.empty.matches[timing]}
          highlight={highlight}
          multiDay={multiDay(event)}
          picker={<TeamPicker results={data} value={highlight} onChange={setHighlight} />}
        />
        <ResultsAwards awards={data.awards} empty={results.empty.awards[timing]} highlight={highlight} />
      </div>
    </section>
  );
}

/** The page's sections, as links (the results sections only for an event FIRST knows). */
export function EventSectionsNav({ results }: { results: boolean }) {
  const { sections } = useMessages(eventPageMessages);
  return (
    <nav className={`container ${styles.sectionsNav}`} aria-label={sections.label}>
      <ul>
        <li>
          <a href="#event-teams">{sections.teams}</a>
        </li>
        {results && (
          <>
            <li>
              <a href="#event-rankings">{sections.rankings}</a>
            </li>
            <li>
              <a href="#event-matches">{sections.matches}</a>
            </li>
            <li>
              <a href="#event-awards">{sections.awards}</a>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
