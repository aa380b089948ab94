// The season's registered teams (README decision "Teams page"): an 'only active' switch, a text filter and the
// table; each row opens the team's page. Cities and regions are the database's Romanian names (lang="ro" on /en).
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { TeamsMessages } from '../../../../shared/messages/ro/teams';
import type { TeamListItem } from '../../../../shared/schemas/teams';
import { useContentLang } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { StatusBadge } from './status-badge';
import { filterTeams } from './team-filter';
import styles from './teams-table.module.css';

/** A status's word from the catalogue; a status it does not know shows as FIRST wrote it, in lower case. */
const statusText = (words: TeamsMessages['status'], status: string): string =>
  Object.hasOwn(words, status) ? words[status as keyof typeof words] : status.toLowerCase();

export function TeamsTable({ teams, words }: { teams: TeamListItem[]; words: Pick<TeamsMessages, 'table' | 'status'> }) {
  const { table } = words;
  const { columns } = table;
  const COLUMNS = [columns.number, columns.name, columns.city, columns.region, columns.status] as const;
  const contentLang = useContentLang();
  const [onlyActive, setOnlyActive] = useState(false);
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const searchId = useId();
  const shown = useMemo(() => filterTeams(teams, { onlyActive, text }), [teams, onlyActive, text]);

  // The whole row is a pointer target; keyboard users follow the links in the number and name cells.
  const openRow = (event: MouseEvent<HTMLTableRowElement>, number: number) => {
    if ((event.target as Element).closest('a')) return;
    navigate(paths.team(number));
  };

  return (
    <div>
      <div className={styles.filters}>
        <div className={styles.search}>
          <label htmlFor={searchId}>{table.search}</label>
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder={table.placeholder}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <label className={styles.switch}>
          <input type="checkbox" role="switch" checked={onlyActive} onChange={(e) => setOnlyActive(e.target.checked)} />
          <span className={styles.track} aria-hidden="true" />
          <span>{table.onlyActive}</span>
        </label>
      </div>
      <p className={styles.count} aria-live="polite">
        {shown.length === teams.length ? table.all(teams.length) : table.shown(shown.length, teams.length)}
      </p>
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{table.caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => {
              const number = item.team.internationalNumber;
              return (
                <tr key={item.id} className={styles.row} onClick={(e) => openRow(e, number)} data-status={item.registrationStatus}>
                  <td data-label={COLUMNS[0]} className={styles.number}>
                    <Link href={paths.team(number)} tabIndex={-1} aria-hidden="true">
                      #{number}
                    </Link>
                  </td>
                  <td data-label={COLUMNS[1]} className={styles.name}>
                    <Link href={paths.team(number)}>{item.team.name || item.name}</Link>
                  </td>
                  <td data-label={COLUMNS[2]} lang={contentLang}>{item.city ?? item.team.city ?? '—'}</td>
                  <td data-label={COLUMNS[3]} lang={contentLang}>{item.regionName ?? '—'}</td>
                  <td data-label={COLUMNS[4]}>
                    <StatusBadge status={item.registrationStatus} text={statusText(words.status, item.registrationStatus)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {shown.length === 0 && (
          <p className="state" role="status">
            {table.none(table.onlyActive)}
          </p>
        )}
      </div>
    </div>
  );
}
