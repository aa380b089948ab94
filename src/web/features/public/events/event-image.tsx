// An event's picture: its uploaded image (a path under assets/ is used as is), else the default illustration.
// Always the same 400x240 frame, so nothing shifts while it loads.
import type { EventOutput } from '../../../../shared/schemas/events';
import { fileUrl } from '../../../lib/api';
import { DefaultEventImage, EVENT_IMAGE } from './default-event-image';

function imageSource(image: EventOutput['image']): string | null {
  if (!image) return null;
  if (image.path?.startsWith('assets/')) return `/${image.path}`;
  return fileUrl(image.id);
}

export function EventImage({ event, className, eager }: { event: EventOutput; className?: string; eager?: boolean }) {
  const src = imageSource(event.image);
  if (!src) return <DefaultEventImage className={className} label={`Ilustrație pentru evenimentul ${event.title}`} />;
  return (
    <img
      className={className}
      src={src}
      alt={`Afișul evenimentului ${event.title}`}
      width={EVENT_IMAGE.width}
      height={EVENT_IMAGE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
