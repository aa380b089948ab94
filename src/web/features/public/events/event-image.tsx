// An event's picture: its uploaded image (a path under assets/ is used as is), else the default illustration.
// Always the same 400x240 frame, so nothing shifts while it loads. Its alternative text from the page's catalogue (the
// list's or the event page's: each page downloads only its own words).
import type { EventImageWords } from '../../../../shared/messages/ro/events';
import type { EventOutput } from '../../../../shared/schemas/events';
import { UploadedImage } from '../../../components/ui/uploaded-image';
import { fileUrl } from '../../../lib/api';
import { DefaultEventImage, EVENT_IMAGE } from './default-event-image';

function imageSource(image: EventOutput['image']): string | null {
  if (!image) return null;
  if (image.path?.startsWith('assets/')) return `/${image.path}`;
  return fileUrl(image.id);
}

interface EventImageProps {
  event: EventOutput;
  words: EventImageWords;
  className?: string;
  eager?: boolean;
  sizes?: string;
}

export function EventImage({ event, words, className, eager, sizes = '(min-width: 769px) 400px, 100vw' }: EventImageProps) {
  const src = imageSource(event.image);
  if (!src || !event.image) return <DefaultEventImage className={className} label={words.illustration(event.title)} />;
  // The frame is always 400x240 (object-fit: cover): its size is the one to reserve. `eager` marks the largest image
  // above the fold (the event page's banner, the first card on /events).
  return (
    <UploadedImage
      className={className}
      file={{ ...event.image, width: null, height: null }}
      src={src}
      alt={words.poster(event.title)}
      sizes={sizes}
      box={EVENT_IMAGE}
      priority={eager}
    />
  );
}
