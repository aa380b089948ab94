// A team's season on its page (issue 22, part 2): the events it took part in, its rank at each, its awards and its
// record (W-L-T), from FIRST's results; each event links to its page. Server-rendered with the team page.
// The words: the team page's catalogue (messages/<locale>/team-page.ts, `season`); the events' names are the
// database's (lang="ro" on /en).
import { Link } from 'wouter';
import type { TeamPageMessages } from '../../../../shared/messages/ro/team-page';
import type { TeamSeason as Season } from '../../../../shared/schemas/results';
import { useContentLang, useLocale, useMessages } from '../../../lib/i18n';
import { teamPageMessages } from './team-page-messages';
import { usePublicQuery } from '../../../lib/queries';
import { teamSeasonOverApi } from './team-season-query';
import { formatDateRange } from '../../../../shared/format';
import styles from './team-season.module.css';

const played = (r: { wins: number; losses: number; ties: number }) => r.wins + r.losses + r.ties > 0;

function SeasonBody({ season, words }: { season: Season; words: TeamPageMessages['season'] }) {
  const locale = useLocale();
  const contentLang = useContentLang();
  if (season.events.length === 0) {
    return <p className={styles.empty}>{words.empty}</p>;
  }
  return (
    <>
      <p className={styles.record}>
        <span className={styles.recordLabel}>{words.record}</span>{' '}
        <strong>
          {season.record.wins}-{season.record.losses}-{season.record.ties}
        </strong>{' '}
        <span className="muted">{words.recordNote}</span>
      </p>
      <ul className={styles.events}>
        {season.events.map((item) => (
          <li key={item.event.id} className={styles.event}>
            <h3 lang={contentLang}>
              <Link href={item.event.href}>{item.event.name}</Link>
            </h3>
            {item.event.dateStart && <p className="muted">{formatDateRange(item.event.dateStart, item.event.dateStart, locale)}</p>}
            <dl className={styles.facts}>
              <div>
                <dt>{words.rank}</dt>
                <dd>{item.rank ?? '–'}</dd>
              </div>
              <div>
                <dt>
                  <abbr title={words.wltTitle}>{words.wlt}</abbr>
                </dt>
                <dd>{played(item) ? `${item.wins}-${item.losses}-${item.ties}` : '–'}</dd>
              </div>
            </dl>
            {item.awards.length > 0 && (
              <ul className={styles.awards} aria-label={words.awardsAt(item.event.name)}>
                {item.awards.map((a) => (
                  <li key={`${a.name}-${a.place}`}>
                    {a.name} · {words.place(a.place)}
                  </li>
                ))}
              </ul>
            )}
            {!played(item) && item.rank === null && item.awards.length === 0 && <p className="muted">{words.noResults}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function TeamSeason({ teamNumber }: { teamNumber: number }) {
  const words = useMessages(teamPageMessages).season;
  const { data, error } = usePublicQuery(teamSeasonOverApi(teamNumber));
  if (error || !data?.season) return null;
  return (
    <section className="section section--grey" aria-labelledby="team-season">
      <div className="container">
        <h2 id="team-season">{words.title(data.season.name)}</h2>
        <SeasonBody season={data} words={words} />
      </div>
    </section>
  );
}
