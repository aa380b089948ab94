// The map of the teams (spec 01 §2 "Teams page"): the association's Google Maps embed from the site settings, through
// the site's Embed; none set, no map (never an empty frame).
import type { TeamsMessages } from '../../../../shared/messages/ro/teams';
import { Embed } from '../../../components/ui/embed';
import { useSettings } from '../../../lib/settings';
import styles from './teams-map.module.css';

export function TeamsMap({ words }: { words: TeamsMessages['map'] }) {
  const { teamMapUrl } = useSettings().embeds;
  if (!teamMapUrl) return null;
  return (
    <section className="section" aria-labelledby="teams-map">
      <div className="container">
        <h2 id="teams-map">{words.title}</h2>
        <p className="muted">{words.lead}</p>
        <div className={styles.map}>
          <Embed src={teamMapUrl} title={words.frame} ratio="16 / 7" />
        </div>
      </div>
    </section>
  );
}
