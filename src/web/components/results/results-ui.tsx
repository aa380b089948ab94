// What the results sections of the event page, the team page and /about/results share, in one module (one lazy chunk:
// each chunk's name is listed in the app chunk that /home downloads): a team as results name it (a link to its page
// when the team is ours, else its number and name with its country), Romanian counts and Romania time.
import { Link } from 'wouter';
import { SITE_TIME_ZONE } from '../../../shared/bucharest-time';
import type { ResultTeam } from '../../../shared/schemas/results';
import styles from './results-ui.module.css';

export function ResultTeamName({ team, highlight = null }: { team: ResultTeam; highlight?: number | null }) {
  const label = (
    <>
      <span className={styles.number}>{team.number}</span> {team.name ?? ''}
    </>
  );
  const body = team.href ? (
    <Link href={team.href}>{label}</Link>
  ) : (
    <span>
      {label}
      {team.country && <span className={styles.country}> ({team.country})</span>}
    </span>
  );
  return highlight === team.number ? <mark className={styles.mark}>{body}</mark> : body;
}

// Romanian counts ("1 meci", "3 meciuri", "21 de meciuri") and FIRST's times in Romania time, written out from the
// numeric parts so the server render and the browser agree to the character.
const WALL = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** "YYYY-MM-DDTHH:mm" in Romania time; '' for an unreadable instant. */
function isoToBucharestInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(WALL.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "11:30", or "21.02, 11:30" when `withDay`: Romania time. */
export function romaniaTime(iso: string, withDay = false): string {
  const wall = isoToBucharestInput(iso);
  if (!wall) return '';
  const time = wall.slice(11, 16);
  return withDay ? `${wall.slice(8, 10)}.${wall.slice(5, 7)}, ${time}` : time;
}

/** A date as "21.02.2025" in Romania time. */
export function romaniaDate(iso: string): string {
  const wall = isoToBucharestInput(iso);
  return wall ? `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)}` : '';
}

/** An award's place as people say it: 1 = the award itself ("Câștigător"), 2 = "Locul 2"... (FIRST's Judges' Choice
 * may be 0), in the page's words. */
export const placeLabel = (place: number, words: { winner: string; place: (n: number) => string }): string => (place <= 1 ? words.winner : words.place(place));
