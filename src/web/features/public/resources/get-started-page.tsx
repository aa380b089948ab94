// /resources/get-started (spec 01 §2 "Get-started page"): what a team is, what to know before starting, a video
// and the registration steps. Registration goes through the LOGIN / account button at the top right of the site.
import { Link } from 'wouter';
import { Embed } from '../../../components/ui/embed';
import { paths } from '../../../lib/paths';
import { useSettings, youTubeVideoEmbed } from '../../../lib/settings';
import { PageHero } from '../../../components/ui/page-hero';
import { BEFORE_YOU_START, REGISTRATION_STEPS, TEAM_ACTIVITIES } from './get-started-content';
import { TeamRobotIllustration } from './get-started-illustrations';
import styles from './get-started-page.module.css';

export function GetStartedPage() {
  const { teamPortalUrl, embeds } = useSettings();
  const video = embeds.getStartedVideoId ? youTubeVideoEmbed(embeds.getStartedVideoId) : null;
  return (
    <>
      <PageHero
        eyebrow="Resurse"
        title="Pornește o echipă FIRST Tech Challenge"
        illustration={<TeamRobotIllustration />}
        actions={
          <a href="#registration-steps" className="btn btn--primary">
            Vezi pașii de înscriere
          </a>
        }
      >
        <p>Tot ce trebuie să știi ca să înființezi o echipă de robotică în liceul tău: cine participă, cât costă, cât timp cere și cum te înscrii.</p>
      </PageHero>

      <section className="section" aria-labelledby="team-title">
        <div className={`container ${styles.split}`}>
          <div>
            <h2 id="team-title">Ce este o echipă FTC?</h2>
            <p>
              O echipă FIRST Tech Challenge este un grup de liceeni care, alături de mentorii lor, proiectează, construiesc
              și programează un robot pentru jocul fiecărui sezon. Robotul joacă în alianțe cu alte echipe, la etapele
              regionale, la Campionatul Național și, pentru cei mai buni, la Campionatul Mondial.
            </p>
            <p>Dincolo de robot, echipa funcționează ca un mic start-up: își face un plan, își caută sponsori și își prezintă munca în fața juriului.</p>
          </div>
          <ul className={styles.activities}>
            {TEAM_ACTIVITIES.map((activity, index) => (
              <li key={activity.title}>
                <span className={styles.activityNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <strong>{activity.title}</strong>
                <span>{activity.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="before-title">
        <div className="container">
          <h2 id="before-title">Ce trebuie să știi înainte să începi</h2>
          <ul className={styles.facts}>
            {BEFORE_YOU_START.map((fact) => (
              <li key={fact.title} className="card">
                <p className={styles.factValue}>{fact.value}</p>
                <h3 className={styles.factTitle}>{fact.title}</h3>
                <p className={styles.factText}>{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {video && (
        <section className="section" aria-labelledby="video-title">
          <div className={`container ${styles.video}`}>
            <h2 id="video-title">FIRST Tech Challenge în câteva minute</h2>
            <Embed src={video} title="Video: ce este FIRST Tech Challenge" />
          </div>
        </section>
      )}

      <section id="registration-steps" className={`section section--grey ${styles.stepsSection}`} aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">Pașii de înscriere</h2>
          <p className={styles.note}>
            Înscrierea se face din contul echipei: folosește butonul <strong>LOGIN</strong> din dreapta sus a site-ului.
          </p>
          <ol className={styles.steps}>
            {REGISTRATION_STEPS.map((step, index) => (
              <li key={step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          <div className={styles.actions}>
            {teamPortalUrl ? (
              <a href={teamPortalUrl} className="btn btn--primary" target="_blank" rel="noopener noreferrer">
                Creează contul echipei
                <span className="visually-hidden"> (se deschide într-o filă nouă)</span>
              </a>
            ) : (
              <Link href={paths.register} className="btn btn--primary">
                Creează contul echipei
              </Link>
            )}
            <Link href={paths.contact} className="btn btn--outline">
              Ai întrebări? Scrie-ne
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
