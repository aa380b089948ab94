// /about/first-and-ftc (spec 01 §2 "About pages"): hero image, FIRST's history, an embedded video, the founder's
// quote and the three programme cards.
import { Embed } from '../../../components/ui/embed';
import { PageHero } from '../../../components/ui/page-hero';
import { useSettings, youTubeVideoEmbed } from '../../../lib/settings';
import { RobotFieldIllustration } from './art/robot-field';
import { FIRST_PROGRAMMES } from './first-programmes';
import { ProgrammeCard } from './programme-card';
import { QuoteBlock } from './quote-block';
import styles from './about.module.css';
import programmeStyles from './programmes.module.css';

export function FirstAndFtcPage() {
  const { firstVideoId } = useSettings().embeds;
  return (
    <>
      <PageHero eyebrow="FIRST și FTC" title="Inspirăm tinerii prin știință și tehnologie" illustration={<RobotFieldIllustration />}>
        <p>
          <em>FIRST</em> (For Inspiration and Recognition of Science and Technology) pregătește, prin robotică, următoarea
          generație de inovatori.
        </p>
      </PageHero>

      <section className="section" aria-labelledby="first-history">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="first-history">Povestea FIRST</h2>
            <p>
              <em>FIRST</em> a fost fondată în 1989 de inventatorul american Dean Kamen, ca organizație non-profit, cu un scop
              simplu: să-i facă pe tineri să privească știința și tehnologia cu același entuziasm cu care privesc sportul.
            </p>
            <p>
              De la o singură competiție, <em>FIRST</em> a crescut într-o mișcare globală, cu programe pentru copii de la
              grădiniță până la liceu, susținute de mii de voluntari, mentori și companii.
            </p>
            <p>
              <em>FIRST</em> Tech Challenge, programul organizat în România de Asociația Nație prin Educație, îi provoacă pe
              liceeni să proiecteze, să construiască și să programeze un robot pentru jocul fiecărui sezon, lucrând în echipă
              și respectând valorile Gracious Professionalism® și Coopertition®.
            </p>
          </div>
          {firstVideoId && <Embed src={youTubeVideoEmbed(firstVideoId)} title="Video: programele FIRST" />}
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="first-quote">
        <div className={`container ${styles.narrow}`}>
          <h2 id="first-quote" className="visually-hidden">
            Cuvântul fondatorului FIRST
          </h2>
          <QuoteBlock
            tone="dark"
            text="FIRST înseamnă mai mult decât roboți. Roboții sunt vehiculul prin care elevii învață abilități importante pentru viață."
            author="Dean Kamen"
            role="Fondatorul FIRST"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="first-programmes">
        <div className="container">
          <h2 id="first-programmes">Programele FIRST</h2>
          <p className={styles.lead}>Trei programe, de la primele piese de construcție până la roboți de dimensiuni industriale.</p>
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
