// /concursuri (spec 01 §2 "Competitions page"): hero, two numbered notes about the official competitions, a link
// to the official events platform, and the calendar of the last four seasons in tabs.
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { OFFICIAL_EVENTS_PLATFORM } from '../../../lib/site-links';
import { CompetitionsCalendar } from './competitions-calendar';
import { TrophyIllustration } from './competitions-illustrations';
import styles from './competitions.module.css';

const NOTES = [
  'Concursurile oficiale FIRST Tech Challenge din România sunt organizate de Asociația Nație prin Educație. Etapele regionale califică echipele la Campionatul Național, iar cele mai bune echipe de acolo merg la Campionatul Mondial FIRST din Houston.',
  'Programul fiecărui concurs, echipele înscrise, meciurile și rezultatele în timp real sunt publicate pe platforma oficială FIRST Tech Challenge Events. Datele din calendar se pot schimba: verifică mereu platforma oficială înainte de un eveniment.',
];

export function CompetitionsPage() {
  return (
    <>
      <PageHero eyebrow="Calendar competițional" title="Concursuri FIRST Tech Challenge România" illustration={<TrophyIllustration />}>
        <p>
          De la etapele regionale la Campionatul Național și până la Campionatul Mondial: toate competițiile oficiale
          ale sezonului, cu orașele și datele lor.
        </p>
      </PageHero>

      <section className="section" aria-labelledby="notes-title">
        <div className="container">
          <h2 id="notes-title">Despre concursurile oficiale</h2>
          <ol className={styles.notes}>
            {NOTES.map((note, index) => (
              <li key={index} className={styles.note}>
                <span className={styles.noteNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <p>{note}</p>
              </li>
            ))}
          </ol>
          <ExternalLinkButton href={OFFICIAL_EVENTS_PLATFORM} name="Platforma oficială FTC Events" icon="external" />
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="calendar-title">
        <div className="container">
          <h2 id="calendar-title">Calendarul competițiilor</h2>
          <p className={styles.lead}>Etapele regionale, etapa națională și etapa internațională din ultimele patru sezoane.</p>
          <CompetitionsCalendar />
        </div>
      </section>
    </>
  );
}
