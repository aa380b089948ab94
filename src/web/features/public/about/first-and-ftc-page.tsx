// /about/first-and-ftc (spec 01 §2 "About pages"): hero image, FIRST's history, an embedded video, the founder's
// quote and the three programme cards.
import { Embed } from '../../../components/ui/embed';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { aboutFirstMessages } from './about-first-messages';
import { useSettings, youTubeVideoEmbed } from '../../../lib/settings';
import { RobotFieldIllustration } from './art/robot-field';
import { Emphasised } from './first-name';
import { FIRST_PROGRAMMES } from './first-programmes';
import { ProgrammeCard } from './programme-card';
import { QuoteBlock } from './quote-block';
import styles from './about.module.css';
import programmeStyles from './programmes.module.css';

export function FirstAndFtcPage() {
  const { firstVideoId } = useSettings().embeds;
  const { first: words } = useMessages(aboutFirstMessages);
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<RobotFieldIllustration />}>
        <p>
          <Emphasised text={words.lead} />
        </p>
      </PageHero>

      <section className="section" aria-labelledby="first-history">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="first-history">{words.historyTitle}</h2>
            {words.history.map((paragraph) => (
              <p key={paragraph}>
                <Emphasised text={paragraph} />
              </p>
            ))}
          </div>
          {firstVideoId && <Embed src={youTubeVideoEmbed(firstVideoId)} title={words.video} />}
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="first-quote">
        <div className={`container ${styles.narrow}`}>
          <h2 id="first-quote" className="visually-hidden">
            {words.quoteTitle}
          </h2>
          <QuoteBlock
            tone="dark"
            text={words.quote}
            author="Dean Kamen"
            role={words.quoteRole}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="first-programmes">
        <div className="container">
          <h2 id="first-programmes">{words.programmesTitle}</h2>
          <p className={styles.lead}>{words.programmesLead}</p>
          <ul className={programmeStyles.list}>
            {FIRST_PROGRAMMES.map((programme) => (
              <ProgrammeCard key={programme.id} programme={programme} featured={programme.id === 'ftc'} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
