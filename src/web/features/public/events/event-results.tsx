// The event page's results (issue 22, part 2): rankings, matches with the alliances, awards, read from FIRST through
// the sync. Server-rendered with the page; while the event runs the query asks again every minute (decision 148).
// Empty states say what a visitor can expect before the event, and that nothing came after it.
import { useId, useState } from 'react';
import type { EventOutput } from '../../../../shared/schemas/events';
import type { EventResults as Results } from '../../../../shared/schemas/results';
import { usePublicQuery } from '../../../lib/queries';
import { eventResultsOverApi } from './event-results-query';
import { eventTiming, type EventTiming } from './event-timing';
import { ResultsAwards } from './results-awards';
import { romaniaTime } from '../../../components/results/results-ui';
import { ResultsMatches } from './results-matches';
import { ResultsRankings } from './results-rankings';
import styles from './event-results.module.css';

const EMPTY: Record<'rankings' | 'matches' | 'awards', Record<EventTiming, string>> = {
  rankings: {
    upcoming: 'Clasamentul apare aici după primele meciuri de calificare.',
    ongoing: 'Clasamentul apare aici după primele meciuri de calificare.',
    past: 'FIRST nu a publicat un clasament pentru acest eveniment.',
  },
  matches: {
    upcoming: 'Programul meciurilor apare aici când FIRST îl publică, de obicei în ziua evenimentului.',
    ongoing: 'Programul meciurilor nu a fost publicat încă; pagina îl aduce singură când apare.',
    past: 'FIRST nu a publicat meciurile acestui eveniment.',
  },
  awards: {
    upcoming: 'Premiile se anunță la ceremonia de închidere și apar aici imediat după.',
    ongoing: 'Premiile se anunță la ceremonia de închidere și apar aici imediat după.',
    past: 'FIRST nu a publicat premiile acestui eveniment.',
  },
};

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
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>Evidențiază o echipă</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">Nicio echipă</option>
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

  if (loading || error || !data) {
    return (
      <section className="section section--grey" aria-labelledby="event-results">
        <div className="container">
          <h2 id="event-results">Rezultate</h2>
          <p className={error ? 'state--error' : styles.empty} role={error ? 'alert' : 'status'}>
            {error ? 'Rezultatele nu au putut fi încărcate. Încearcă din nou mai târziu.' : 'Se încarcă rezultatele...'}
          </p>
        </div>
      </section>
    );
  }
  const timing = eventTiming(event, loadedAt);
  return (
    <section className="section section--grey" aria-label="Rezultatele evenimentului">
      <div className="container">
        {data.syncedAt && (
          <p className={styles.synced}>
            Rezultate oficiale FIRST, actualizate la <time dateTime={data.syncedAt}>{romaniaTime(data.syncedAt, true)}</time> (ora României).
            {data.live && ' În timpul evenimentului se actualizează singure, fără reîncărcarea paginii.'}
          </p>
        )}
        <ResultsRankings rankings={data.rankings} empty={EMPTY.rankings[timing]} highlight={highlight} />
        <ResultsMatches
          matches={data.matches}
          alliances={data.alliances}
          empty={EMPTY.matches[timing]}
          highlight={highlight}
          multiDay={multiDay(event)}
          picker={<TeamPicker results={data} value={highlight} onChange={setHighlight} />}
        />
        <ResultsAwards awards={data.awards} empty={EMPTY.awards[timing]} highlight={highlight} />
      </div>
    </section>
  );
}

/** The page's sections, as links (the results sections only for an event FIRST knows). */
export function EventSectionsNav({ results }: { results: boolean }) {
  return (
    <nav className={`container ${styles.sectionsNav}`} aria-label="Secțiunile paginii">
      <ul>
        <li>
          <a href="#event-teams">Echipe</a>
        </li>
        {results && (
          <>
            <li>
              <a href="#event-rankings">Clasament</a>
            </li>
            <li>
              <a href="#event-matches">Meciuri</a>
            </li>
            <li>
              <a href="#event-awards">Premii</a>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
