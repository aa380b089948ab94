// /resources/get-started (spec 01 §2 "Get-started page"): what a team is, what to know before starting, a video
// and the registration steps. Registration goes through the LOGIN / account button at the top right of the site.
import { Link } from 'wouter';
import { AppLink } from '../../../components/layout/app-link';
import { Embed } from '../../../components/ui/embed';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { shellMessages } from '../../../lib/messages';
import { resourcesMessages } from './resources-messages';
import { paths } from '../../../lib/paths';
import { useSettings, youTubeVideoEmbed } from '../../../lib/settings';
import { TeamRobotIllustration } from './get-started-illustrations';
import styles from './get-started-page.module.css';

export function GetStartedPage() {
  const words = useMessages(resourcesMessages).getStarted;
  const { newTab } = useMessages(shellMessages).ui;
  const { teamPortalUrl, embeds } = useSettings();
  const video = embeds.getStartedVideoId ? youTubeVideoEmbed(embeds.getStartedVideoId) : null;
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        illustration={<TeamRobotIllustration />}
        actions={
          <a href="#registration-steps" className="btn btn--primary">
            {words.seeSteps}
          </a>
        }
      >
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="team-title">
        <div className={`container ${styles.split}`}>
          <div>
            <h2 id="team-title">{words.teamTitle}</h2>
            {words.team.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className={styles.activities}>
            {words.activities.map((activity, index) => (
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
          <h2 id="before-title">{words.beforeTitle}</h2>
          <ul className={styles.facts}>
            {words.facts.map((fact) => (
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
            <h2 id="video-title">{words.videoTitle}</h2>
            <Embed src={video} title={words.videoFrame} />
          </div>
        </section>
      )}

      <section id="registration-steps" className={`section section--grey ${styles.stepsSection}`} aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{words.stepsTitle}</h2>
          <p className={styles.note}>
            {words.stepsNote.before}
            <strong>{words.stepsNote.button}</strong>
            {words.stepsNote.after}
          </p>
          <ol className={styles.steps}>
            {words.steps.map((step, index) => (
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
                {words.createAccount}
                <span className="visually-hidden">{newTab}</span>
              </a>
            ) : (
              // The account screens are only at their one address: a plain link from an English page.
              <AppLink href={paths.register} className="btn btn--primary">
                {words.createAccount}
              </AppLink>
            )}
            <Link href={paths.contact} className="btn btn--outline">
              {words.questions}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
