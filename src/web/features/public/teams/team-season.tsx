// A team's season on its page (issue 22, part 2): the events it took part in, its rank at each, its awards and its
// record (W-L-T), from FIRST's results; each event links to its page. Server-rendered with the team page.
import { Link } from 'wouter';
import type { TeamSeason as Season } from '../../../../shared/schemas/results';
import { usePublicQuery } from '../../../lib/queries';
import { teamSeasonOverApi } from './team-season-query';
import { formatDateRange } from '../../../../shared/format';
import styles from './team-season.module.css';

// Written here rather than imported from the event page's results-ui: a module shared by two page chunks becomes a
// chunk of its own, whose name /home's app chunk would list (the 100 KB first-visit budget, decision 148).
const placeLabel = (place: number) => (place <= 1 ? 'Câștigător' : `Locul ${place}`);

const played = (r: { wins: number; losses: number; ties: number }) => r.wins + r.losses + r.ties > 0;

function SeasonBody({ season }: { season: Season }) {
  if (season.events.length === 0) {
    return <p className={styles.empty}>Echipa nu a participat încă la un eveniment în acest sezon. Rezultatele apar aici după primele meciuri.</p>;
  }
  return (
    <>
      <p className={styles.record}>
        <span className={styles.recordLabel}>Bilanțul sezonului</span>{' '}
        <strong>
          {season.record.wins}-{season.record.losses}-{season.record.ties}
        </strong>{' '}
        <span className="muted">(victorii-înfrângeri-egaluri în meciurile jucate, fără cele jucate ca înlocuitor)</span>
      </p>
      <ul className={styles.events}>
        {season.events.map((item) => (
          <li key={item.event.id} className={styles.event}>
            <h3>
              <Link href={item.event.href}>{item.event.name}</Link>
            </h3>
            {item.event.dateStart && <p className="muted">{formatDateRange(item.event.dateStart, item.event.dateStart)}</p>}
            <dl className={styles.facts}>
              <div>
                <dt>Loc în clasament</dt>
                <dd>{item.rank ?? '–'}</dd>
              </div>
              <div>
                <dt>
                  <abbr title="Victorii-Înfrângeri-Egaluri">V-Î-E</abbr>
                </dt>
                <dd>{played(item) ? `${item.wins}-${item.losses}-${item.ties}` : '–'}</dd>
              </div>
            </dl>
            {item.awards.length > 0 && (
              <ul className={styles.awards} aria-label={`Premii la ${item.event.name}`}>
                {item.awards.map((a) => (
                  <li key={`${a.name}-${a.place}`}>
                    {a.name} · {placeLabel(a.place)}
                  </li>
                ))}
              </ul>
            )}
            {!played(item) && item.rank === null && item.awards.length === 0 && <p className="muted">Fără rezultate încă.</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function TeamSeason({ teamNumber }: { teamNumber: number }) {
  const { data, error } = usePublicQuery(teamSeasonOverApi(teamNumber));
  if (error || !data?.season) return null;
  return (
    <section className="section section--grey" aria-labelledby="team-season">
      <div className="container">
        <h2 id="team-season">Sezonul {data.season.name}</h2>
        <SeasonBody season={data} />
      </div>
    </section>
  );
}
