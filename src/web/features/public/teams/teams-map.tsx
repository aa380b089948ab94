// The map of the teams (spec 01 §2 "Teams page"): a Google Maps embed of Romania, through the site's Embed.
import { Embed } from '../../../components/ui/embed';
import styles from './teams-map.module.css';

/**
 * The map shown on /teams. The association's own Google My Maps (…/maps/d/embed?mid=…) goes here when it is
 * published; until then, Romania on Google Maps.
 */
export const TEAMS_MAP_URL = 'https://www.google.com/maps?q=Rom%C3%A2nia&z=6&output=embed';

export function TeamsMap() {
  return (
    <section className="section" aria-labelledby="teams-map">
      <div className="container">
        <h2 id="teams-map">Harta echipelor</h2>
        <p className="muted">Echipele FTC din România sunt răspândite în toate regiunile țării, din Timișoara până în Constanța.</p>
        <div className={styles.map}>
          <Embed src={TEAMS_MAP_URL} title="Harta echipelor FTC din România" ratio="16 / 7" />
        </div>
      </div>
    </section>
  );
}
