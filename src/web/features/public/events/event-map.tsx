// The event's map: an embedded map of its coordinates, or a note when it has none.
import type { Coordinates } from '../../../../shared/schemas/events';
import { Embed } from '../../../components/ui/embed';
import { Icon } from '../../../components/ui/icon';
import styles from './event-map.module.css';

export const mapEmbedUrl = ({ lat, lng }: Coordinates): string => `https://www.google.com/maps?q=${lat},${lng}&z=14&output=embed`;

export function EventMap({ coordinates, location }: { coordinates: Coordinates | null; location: string }) {
  if (!coordinates) {
    return (
      <div className={styles.unavailable}>
        <Icon name="mapPin" size={32} />
        <p>Map location not available</p>
      </div>
    );
  }
  return <Embed src={mapEmbedUrl(coordinates)} title={`Harta locației: ${location}`} ratio="4 / 3" />;
}
