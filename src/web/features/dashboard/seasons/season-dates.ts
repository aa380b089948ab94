// How the seasons screen shows and edits registration dates. Dates are stored as ISO timestamps at UTC midnight
// and shown in UTC, so a date never shifts by a day with the viewer's time zone.
import type { SeasonOutput } from '../../../../shared/schemas/seasons';

const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const NOT_SET = 'Not set';

export function formatSeasonDate(iso: string | null): string {
  if (!iso) return NOT_SET;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NOT_SET : FORMAT.format(date);
}

/** "1 Jul 2025 – 1 Oct 2025", or 'Not set' when neither date is known. */
export function registrationPeriod(season: Pick<SeasonOutput, 'registrationStart' | 'registrationEnd'>): string {
  if (!season.registrationStart && !season.registrationEnd) return NOT_SET;
  return `${formatSeasonDate(season.registrationStart)} – ${formatSeasonDate(season.registrationEnd)}`;
}

/** The value of an <input type="date"> for a stored timestamp ('' when none). */
export const toDateInput = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');
