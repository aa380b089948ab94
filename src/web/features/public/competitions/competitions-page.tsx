// /concursuri (spec 01 §2 "Competitions page"): hero, two numbered notes about the official competitions, a link
// to the official events platform, and the calendar of the last four seasons in tabs.
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { competitionsMessages } from './competitions-messages';
import { OFFICIAL_EVENTS_PLATFORM } from '../../../lib/site-links';
import { CompetitionsCalendar } from './competitions-calendar';
import { TrophyIllustration } from './competitions-illustrations';
import styles from './competitions.module.css';

export function CompetitionsPage() {
  const words = useMessages(competitionsMessages);
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title} illustration={<TrophyIllustration />}>
        <p>{words.hero.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="notes-title">
        <div className="container">
          <h2 id="notes-title">{words.notesTitle}</h2>
          <ol className={styles.notes}>
            {words.notes.map((note, index) => (
              <li key={index} className={styles.note}>
                <span className={styles.noteNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <p>{note}</p>
              </li>
            ))}
          </ol>
          <ExternalLinkButton href={OFFICIAL_EVENTS_PLATFORM} name={words.platform} ariaLabel={words.platformLabel} icon="external" />
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="calendar-title">
        <div className="container">
          <h2 id="calendar-title">{words.calendarTitle}</h2>
          <p className={styles.lead}>{words.calendarLead}</p>
          <CompetitionsCalendar />
        </div>
      </section>
    </>
  );
}
