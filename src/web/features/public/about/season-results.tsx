// /about/results: the season's national results from FIRST's data (issue 22, part 2): the national championship's
// winning alliance and its award winners, once they exist; before that, a line saying when they come.
import { Link } from 'wouter';
import type { AwardRow, ResultTeam, SeasonResults as Results } from '../../../../shared/schemas/results';
import { usePublicQuery } from '../../../lib/queries';
import { seasonResultsOverApi } from './season-results-query';
import styles from './results.module.css';

// Written here rather than imported from the event page's results-ui: a module shared by two page chunks becomes a
// chunk of its own, whose name /home's app chunk would list (the 100 KB first-visit budget, decision 148).
const placeLabel = (place: number) => (place <= 1 ? 'Câștigător' : `Locul ${place}`);

function ResultTeamName({ team }: { team: ResultTeam }) {
  const label = `${team.number} ${team.name ?? ''}`.trim();
  if (team.href) return <Link href={team.href}>{label}</Link>;
  return <span>{team.country ? `${label} (${team.country})` : label}</span>;
}

function Awards({ awards }: { awards: AwardRow[] }) {
  return (
    <ul className={styles.nationalAwards}>
      {awards.map((a, i) => (
        <li key={i}>
          <span className={styles.awardName}>{a.name}</span> <span className="muted">· {placeLabel(a.place)}</span>
          <br />
          {a.person && <strong>{a.person}</strong>}
          {a.person && a.team && ', '}
          {a.team && <ResultTeamName team={a.team} />}
        </li>
      ))}
    </ul>
  );
}

function Body({ data }: { data: Results }) {
  const { championship, winningAlliance, awards } = data;
  if (!championship || (!winningAlliance && awards.length === 0)) {
    return <p>Rezultatele Campionatului Național din acest sezon apar aici imediat ce FIRST le publică.</p>;
  }
  return (
    <>
      <p>
        Rezultatele oficiale de la <Link href={championship.href}>{championship.name}</Link>.
      </p>
      {winningAlliance && (
        <div className={`card ${styles.champions}`}>
          <h3>Alianța câștigătoare</h3>
          <ul>
            {winningAlliance.teams.map((team, i) => (
              <li key={team.number}>
                <ResultTeamName team={team} />
                {i === 0 && <span className="muted"> · căpitan</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {awards.length > 0 && (
        <>
          <h3 className={styles.awardsTitle}>Premiile campionatului</h3>
          <Awards awards={awards} />
        </>
      )}
    </>
  );
}

export function SeasonResults() {
  const { data } = usePublicQuery(seasonResultsOverApi());
  if (!data?.season) return null;
  return (
    <section className="section section--grey" aria-labelledby="results-national">
      <div className="container">
        <h2 id="results-national">Campionatul Național {data.season.name}</h2>
        <Body data={data} />
      </div>
    </section>
  );
}
