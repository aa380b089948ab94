// Before the season's teams are listed (spec 01 §2 "Teams page"): the 'Coming Soon' notice. It names the current
// season's registration dates as staff set them (issue 24, defect 8: never a fixed "după 1 octombrie", never a made-up
// progress bar); without dates it says only that the list is not published yet.
import { useState } from 'react';
import type { Locale } from '../../../../shared/locale';
import type { TeamsMessages } from '../../../../shared/messages/ro/teams';
import type { SeasonOutput } from '../../../../shared/schemas/seasons';
import { formatDateRange } from '../../../../shared/format';
import { useLocale } from '../../../lib/i18n';
import styles from './coming-soon.module.css';

type Words = TeamsMessages['comingSoon'];

/** What the notice says about registration, from the season's dates and the time now, in the words' language. */
export function registrationText(season: SeasonOutput | null, now: number, words: Words, locale: Locale): string {
  const start = season?.registrationStart ? Date.parse(season.registrationStart) : NaN;
  const end = season?.registrationEnd ? Date.parse(season.registrationEnd) : NaN;
  const day = (iso: string) => formatDateRange(iso, null, locale);
  const name = season?.seasonName ?? null;
  if (season?.registrationStart && now < start) {
    return words.opens(name, day(season.registrationStart), season.registrationEnd ? day(season.registrationEnd) : null);
  }
  if (season?.registrationEnd && now <= end) return words.open(name, day(season.registrationEnd));
  if (season?.registrationEnd) return words.closed(name, day(season.registrationEnd));
  return words.unpublished;
}

export function ComingSoon({ season, words }: { season: SeasonOutput | null; words: Words }) {
  const locale = useLocale();
  // The time the page was first rendered (a state's initial value: the same on every render that follows).
  const [now] = useState(() => Date.now());
  return (
    <div className={`card ${styles.card}`}>
      <p className={styles.tag}>{words.tag}</p>
      <h3 className={styles.title}>{words.title}</h3>
      <p>{registrationText(season, now, words, locale)}</p>
    </div>
  );
}
