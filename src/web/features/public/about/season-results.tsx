// /about/results: the season's national results from FIRST's data (issue 22, part 2): the national championship's
// winning alliance and its award winners, once they exist; before that, a line saying when they come.
import { Link } from 'wouter';
import type { AwardRow, ResultTeam, SeasonResults as Results } from '../../../../shared/schemas/results';
import type { AboutResultsMessages } from '../../../../shared/messages/ro/about-results';
import { useContentLang, useMessages } from '../../../lib/i18n';
import { aboutResultsMessages } from './about-results-messages';
import { usePublicQuery } from '../../../lib/queries';
import { seasonResultsOverApi } from './season-results-query';
import styles from './results.module.css';

// Written here rather than imported from the event page's results-ui: a module shared by two page chunks becomes a
// chunk of its own, whose name /home's app chunk would list (the 100 KB first-visit budget, decision 148).
const placeLabel = (place: number, words: AboutResultsMessages['national']) => (place <= 1 ? words.winner : words.place(place));

function ResultTeamName({ team }: { team: ResultTeam }) {
  const label = `${team.number} ${team.name ?? ''}`.trim();
  if (team.href) return <Link href={team.href}>{label}</Link>;
  return <span>{team.country ? `${label} (${team.country})` : label}</span>;
}

function Awards({ awards, words }: { awards: AwardRow[]; words: AboutResultsMessages['national'] }) {
  return (
    <ul className={styles.nationalAwards}>
      {awards.map((a, i) => (
        <li key={i}>
          <span className={styles.awardName}>{a.name}</span> <span className="muted">· {placeLabel(a.place, words)}</span>
          <br />
          {a.person && <strong>{a.person}</strong>}
          {a.person && a.team && ', '}
          {a.team && <ResultTeamName team={a.team} />}
        </li>
      ))}
    </ul>
  );
}

function Body({ data, words }: { data: Results; words: AboutResultsMessages['national'] }) {
  const { championship, winningAlliance, awards } = data;
  // The championship's name is its event's Romanian title on an English page (decision 200).
  const contentLang = useContentLang();
  if (!championship || (!winningAlliance && awards.length === 0)) {
    return <p>{words.pending}</p>;
  }
  const [before, after] = words.official;
  return (
    <>
      <p>
        {before}
        <Link href={championship.href} lang={contentLang}>
          {championship.name}
        </Link>
        {after}
      </p>
      {winningAlliance && (
        <div className={`card ${styles.champions}`}>
          <h3>{words.winners}</h3>
          <ul>
            {winningAlliance.teams.map((team, i) => (
              <li key={team.number}>
                <ResultTeamName team={team} />
                {i === 0 && <span className="muted">{words.captain}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {awards.length > 0 && (
        <>
          <h3 className={styles.awardsTitle}>{words.awards}</h3>
          <Awards awards={awards} words={words} />
        </>
      )}
    </>
  );
}

export function SeasonResults() {
  const { data } = usePublicQuery(seasonResultsOverApi());
  const words = useMessages(aboutResultsMessages).national;
  if (!data?.season) return null;
  return (
    <section className="section section--grey" aria-labelledby="results-national">
      <div className="container">
        <h2 id="results-national">{words.title(data.season.name)}</h2>
        <Body data={data} words={words} />
      </div>
    </section>
  );
}
