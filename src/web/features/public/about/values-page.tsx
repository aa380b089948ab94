// /about/values (spec 01 §2 "About pages"): hero banner, youth protection and code of conduct, the documents (new
// tab) and three embedded training videos.
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { useSettings, youTubeVideoEmbed } from '../../../lib/settings';
import { ShieldIllustration } from './art/shield';
import { VALUES_DOCUMENTS } from './values-documents';
import styles from './about.module.css';
import valuesStyles from './values.module.css';

const PRINCIPLES = [
  { title: 'Gracious Professionalism®', text: 'Concurăm din toate puterile, dar cu respect și bunătate față de ceilalți.' },
  { title: 'Coopertition®', text: 'Ne ajutăm adversarii chiar și atunci când concurăm cu ei.' },
  { title: 'Siguranța tinerilor', text: 'Fiecare adult din program este verificat, instruit și urmează reguli clare.' },
];

/** Titles of the three training videos, in the order the settings list their ids. */
const TRAINING_TITLES = [
  'Protecția tinerilor în programele FIRST',
  'Video de instruire pentru voluntari și mentori',
  'Keeping Kids Safe: pentru adulții care lucrează cu tineri',
];
const trainingVideos = (ids: string[]) => ids.map((id, i) => ({ id, title: TRAINING_TITLES[i] ?? 'Video de instruire' }));

export function ValuesPage() {
  const videos = trainingVideos(useSettings().embeds.trainingVideoIds);
  return (
    <>
      <PageHero eyebrow="Valori" title="Valorile noastre și protecția tinerilor" illustration={<ShieldIllustration />}>
        <p>Un mediu sigur, respectuos și incluziv pentru fiecare elev care intră într-o echipă FTC.</p>
      </PageHero>

      <section className="section" aria-labelledby="values-intro">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="values-intro">Protecția tinerilor și codul de conduită</h2>
            <p>
              Programele <em>FIRST</em> se desfășoară după Youth Protection Program, un set de reguli care îi protejează pe
              elevi în toate activitățile: la atelier, la competiții și în călătoriile echipei. Mentorii și voluntarii care
              lucrează cu minori parcurg instruirea și respectă aceste reguli.
            </p>
            <p>
              Codul de conduită se aplică tuturor: elevi, mentori, părinți, voluntari și spectatori. Comportamentul
              nerespectuos, hărțuirea sau discriminarea nu au loc în comunitatea noastră, iar orice îngrijorare poate fi
              semnalată folosind formularele de mai jos.
            </p>
          </div>
          <ul className={styles.highlights} aria-label="Principii">
            {PRINCIPLES.map((item) => (
              <li key={item.title}>
                <div>
                  <strong>{item.title}</strong>
                  <span>{item.text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--grey" aria-labelledby="values-documents">
        <div className="container">
          <h2 id="values-documents">Documente și formulare</h2>
          <p className={styles.lead}>Documentele se deschid într-o filă nouă.</p>
          <ul className={valuesStyles.documents}>
            {VALUES_DOCUMENTS.map((doc) => (
              <li key={doc.name}>
                <ExternalLinkButton href={doc.href} name={doc.name} icon={doc.icon} fullWidth />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {videos.length > 0 && (
      <section className="section" aria-labelledby="values-videos">
        <div className="container">
          <h2 id="values-videos">Video-uri de instruire</h2>
          <p className={styles.lead}>Recomandate tuturor mentorilor, voluntarilor și părinților care însoțesc echipele.</p>
          <div className={styles.videos}>
            {videos.map((video) => (
              <div key={video.id}>
                <Embed src={youTubeVideoEmbed(video.id)} title={`Video: ${video.title}`} />
                <h3>{video.title}</h3>
              </div>
            ))}
          </div>
        </div>
      </section>
      )}
    </>
  );
}
