// Before the season's teams are listed (spec 01 §2 "Teams page"): the 'Coming Soon' notice. It names the current
// season's registration dates as staff set them (issue 24, defect 8: never a fixed "după 1 octombrie", never a made-up
// progress bar); without dates it says only that the list is not published yet.
import { useState } from 'react';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { formatDateRange } from '../../../../shared/format';
import styles from './coming-soon.module.css';

/** What the notice says about registration, from the season's dates and the time now. */
export function registrationText(season: SeasonOutput | null, now: number): string {
  const start = season?.registrationStart ? Date.parse(season.registrationStart) : NaN;
  const end = season?.registrationEnd ? Date.parse(season.registrationEnd) : NaN;
  const day = (iso: string) => formatDateRange(iso, null);
  const name = season ? ` pentru sezonul ${season.seasonName}` : '';
  if (season?.registrationStart && now < start) {
    const until = season.registrationEnd ? ` și se închid pe ${day(season.registrationEnd)}` : '';
    return `Înscrierile${name} se deschid pe ${day(season.registrationStart)}${until}. Echipele apar aici după confirmarea înscrierii.`;
  }
  if (season?.registrationEnd && now <= end) {
    return `Înscrierile${name} sunt deschise până pe ${day(season.registrationEnd)}. Echipele apar aici după confirmarea înscrierii.`;
  }
  if (season?.registrationEnd) {
    return `Înscrierile${name} s-au încheiat pe ${day(season.registrationEnd)}. Echipele apar aici după confirmarea înscrierii.`;
  }
  return 'Lista echipelor din sezonul curent nu este publicată încă.';
}

export function ComingSoon({ season }: { season: SeasonOutput | null }) {
  // The time the page was first rendered (a state's initial value: the same on every render that follows).
  const [now] = useState(() => Date.now());
  return (
    <div className={`card ${styles.card}`}>
      <p className={styles.tag}>Sezonul nou</p>
      <h3 className={styles.title}>Coming Soon</h3>
      <p>{registrationText(season, now)}</p>
    </div>
  );
}
