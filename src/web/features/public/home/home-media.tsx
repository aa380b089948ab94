// The team map and the video playlist of the home page (spec 01 §2), both third-party embeds named in the site
// settings; an embed left empty hides its block, and with neither the section is not shown.
import { Embed } from '../../../components/ui/embed';
import { useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { useSettings, youTubePlaylistEmbed } from '../../../lib/settings';
import styles from './home-media.module.css';

export function HomeMedia() {
  const { teamMapUrl, playlistId } = useSettings().embeds;
  const words = useMessages(homeMessages).media;
  if (!teamMapUrl && !playlistId) return null;
  return (
    <section className="section section--grey" aria-labelledby="home-media-title">
      <div className="container">
        <h2 id="home-media-title">{words.title}</h2>
        <div className={styles.grid}>
          {teamMapUrl && (
            <div>
              <h3>{words.mapTitle}</h3>
              <p className="muted">{words.mapText}</p>
              <Embed src={teamMapUrl} title={words.mapFrame} ratio="4 / 3" />
            </div>
          )}
          {playlistId && (
            <div>
              <h3>{words.videoTitle}</h3>
              <p className="muted">{words.videoText}</p>
              <Embed src={youTubePlaylistEmbed(playlistId)} title={words.videoFrame} ratio="4 / 3" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
