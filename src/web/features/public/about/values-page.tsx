// /about/values (spec 01 §2 "About pages"): hero banner, youth protection and code of conduct, the documents (new
// tab) and three embedded training videos.
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { PageHero } from '../../../components/ui/page-hero';
import { useMessages } from '../../../lib/i18n';
import { aboutValuesMessages } from './about-values-messages';
import { useSettings, youTubeVideoEmbed } from '../../../lib/settings';
import { ShieldIllustration } from './art/shield';
import { Emphasised } from './first-name';
import { VALUES_DOCUMENTS } from './values-documents';
import styles from './about.module.css';
import valuesStyles from './values.module.css';

export function ValuesPage() {
  const words = useMessages(aboutValuesMessages);
  // The training videos' titles in the order the settings list their ids.
  const videos = useSettings().embeds.trainingVideoIds.map((id, i) => ({ id, title: words.videos[i] ?? words.video }));
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} illustration={<ShieldIllustration />}>
        <p>{words.lead}</p>
      </PageHero>

      <section className="section" aria-labelledby="values-intro">
        <div className={`container ${styles.split}`}>
          <div className={styles.prose}>
            <h2 id="values-intro">{words.introTitle}</h2>
            {words.intro.map((paragraph) => (
              <p key={paragraph}>
                <Emphasised text={paragraph} />
              </p>
            ))}
          </div>
          <ul className={styles.highlights} aria-label={words.principlesLabel}>
            {words.principles.map((item) => (
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
          <h2 id="values-documents">{words.documentsTitle}</h2>
          <p className={styles.lead}>{words.documentsLead}</p>
          <ul className={valuesStyles.documents}>
            {VALUES_DOCUMENTS.map((doc) => (
              <li key={doc.key}>
                <ExternalLinkButton href={doc.href} name={words.documents[doc.key]} ariaLabel={words.newTab(words.documents[doc.key])} icon={doc.icon} fullWidth />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {videos.length > 0 && (
      <section className="section" aria-labelledby="values-videos">
        <div className="container">
          <h2 id="values-videos">{words.videosTitle}</h2>
          <p className={styles.lead}>{words.videosLead}</p>
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
