// The home carousel's fixed list of 7 slides (spec 01 §3 "Slide", §9): self-made illustrations with their captions
// (the captions and descriptions are the page's words, in its language).
// The illustrations are SVG files (art/home-art-files.tsx), loaded lazily below the fold.
import type { HomeMessages } from '../../../../shared/messages/ro/home';
import type { Slide } from '../../../components/posts/slideshow';
import awards from './art/svg/slide-awards.svg?no-inline';
import field from './art/svg/slide-field.svg?no-inline';
import kickoff from './art/svg/slide-kickoff.svg?no-inline';
import nationals from './art/svg/slide-nationals.svg?no-inline';
import pit from './art/svg/slide-pit.svg?no-inline';
import volunteers from './art/svg/slide-volunteers.svg?no-inline';
import workshop from './art/svg/slide-workshop.svg?no-inline';

/** A slide's illustration: decorative (the slide's own box carries the text alternative). */
const art = (src: string) => <img src={src} alt="" width={1600} height={800} loading="lazy" decoding="async" />;

const ART = { field, pit, awards, workshop, volunteers, nationals, kickoff } as const;

/** The 7 slides in their order, with their words in the page's language (messages/<locale>/home.ts). */
export const homeSlides = (words: HomeMessages['slides']): readonly Slide[] =>
  (Object.keys(ART) as Array<keyof typeof ART>).map((id) => ({ id, caption: words[id].caption, alt: words[id].alt, art: art(ART[id]) }));
