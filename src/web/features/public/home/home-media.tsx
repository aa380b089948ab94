// The team map and the video playlist of the home page (spec 01 §2), both third-party embeds named in the site
// settings; an embed left empty hides its block, and with neither the section is not shown.
import { Embed } from '../../../components/ui/embed';
import { useSettings, youTubePlaylistEmbed } from '../../../lib/settings';
import styles from './home-media.module.css';

export function HomeMedia() {
  const { teamMapUrl, playlistId } = useSettings().embeds;
  if (!teamMapUrl && !playlistId) return null;
  return (
    <section className="section section--grey" aria-labelledby="home-media-title">
      <div className="container">
        <h2 id="home-media-title">Echipele și momentele lor</h2>
        <div className={styles.grid}>
          {teamMapUrl && (
            <div>
              <h3>Harta echipelor din România</h3>
              <p className="muted">Liceele cu echipe FTC, din toate regiunile țării.</p>
              <Embed src={teamMapUrl} title="Harta echipelor FTC din România (Google Maps)" ratio="4 / 3" />
            </div>
          )}
          {playlistId && (
            <div>
              <h3>Video din competiții</h3>
              <p className="muted">Meciuri, interviuri și rezumate de la etapele regionale și naționale.</p>
              <Embed src={youTubePlaylistEmbed(playlistId)} title="Lista de redare FTC România pe YouTube" ratio="4 / 3" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
