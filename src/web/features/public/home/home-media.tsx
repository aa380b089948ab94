// The team map and the video playlist of the home page (spec 01 §2), both third-party embeds.
import { Embed, youTubeEmbedUrl } from '../../../components/ui/embed';
import styles from './home-media.module.css';

/** The programme's public map of teams (Google My Maps) and its YouTube playlist. */
export const TEAM_MAP_EMBED = 'https://www.google.com/maps/d/embed?mid=1k2VfQ8xR3tYbN5mZ0aLcJ7uWdHs9PeGi&ehbc=2E312F';
export const PLAYLIST_URL = 'https://www.youtube.com/playlist?list=PLq6ftcRoM9fZ2x1k7QwV4eDhF3nYtC8bA';

export function HomeMedia() {
  const playlist = youTubeEmbedUrl(PLAYLIST_URL);
  return (
    <section className="section section--grey" aria-labelledby="home-media-title">
      <div className="container">
        <h2 id="home-media-title">Echipele și momentele lor</h2>
        <div className={styles.grid}>
          <div>
            <h3>Harta echipelor din România</h3>
            <p className="muted">Liceele cu echipe FTC, din toate regiunile țării.</p>
            <Embed src={TEAM_MAP_EMBED} title="Harta echipelor FTC din România (Google Maps)" ratio="4 / 3" />
          </div>
          <div>
            <h3>Video din competiții</h3>
            <p className="muted">Meciuri, interviuri și rezumate de la etapele regionale și naționale.</p>
            {playlist && <Embed src={playlist} title="Lista de redare FTC România pe YouTube" ratio="4 / 3" />}
          </div>
        </div>
      </div>
    </section>
  );
}
