// Small formatting rules of the results sections: Romanian counts ("1 meci", "3 meciuri", "21 de meciuri") and FIRST's
// times in Romania time, written out by hand so the server render and the browser agree to the character.
import { isoToBucharestInput } from '../../../shared/bucharest-time';

/** "1 echipă", "5 echipe", "21 de echipe", "101 echipe" (Romanian takes "de" from 20 on, per hundred). */
export function roCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const rest = n % 100;
  return n !== 0 && (rest === 0 || rest >= 20) ? `${n} de ${many}` : `${n} ${many}`;
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

/** An award's place as people say it: 1 = the award itself, 2 = "Locul 2"... (FIRST's Judges' Choice may be 0). */
export const placeLabel = (place: number): string => (place <= 1 ? 'Câștigător' : `Locul ${place}`);
