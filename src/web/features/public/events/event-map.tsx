// The event's map: an embedded map of its coordinates, or a note when it has none.
import type { Coordinates } from '../../../../shared/schemas/events';
import { Embed } from '../../../components/ui/embed';
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import styles from './event-map.module.css';

export const mapEmbedUrl = ({ lat, lng }: Coordinates): string => `https://www.google.com/maps?q=${lat},${lng}&z=14&output=embed`;

export function EventMap({ coordinates, location }: { coordinates: Coordinates | null; location: string }) {
  const { map } = useMessages(eventPageMessages);
  if (!coordinates) {
    return (
      <div className={styles.unavailable}>
        <Icon name="mapPin" size={32} />
        <p>{map.unavailable}</p>
      </div>
    );
  }
  return <Embed src={mapEmbedUrl(coordinates)} title={map.title(location)} ratio="4 / 3" />;
}
