// The home carousel's fixed list of 7 slides (spec 01 §3 "Slide", §9): self-made illustrations with their captions
// (the captions and descriptions are the page's words, in its language).
// The illustrations are SVG files (art/home-art-files.tsx), loaded lazily below the fold; the five that draw words
// have a file per language (issue 24: RED and BLUE on /en/home, ROȘU and ALBASTRU on /home).
import type { Locale } from '../../../../shared/locale';
import type { HomeMessages } from '../../../../shared/messages/ro/home';
import type { Slide } from '../../../components/posts/slideshow';
import awards from './art/svg/slide-awards.svg?no-inline';
import fieldEn from './art/svg/slide-field-en.svg?no-inline';
import field from './art/svg/slide-field.svg?no-inline';
import kickoffEn from './art/svg/slide-kickoff-en.svg?no-inline';
import kickoff from './art/svg/slide-kickoff.svg?no-inline';
import nationalsEn from './art/svg/slide-nationals-en.svg?no-inline';
import nationals from './art/svg/slide-nationals.svg?no-inline';
import pitEn from './art/svg/slide-pit-en.svg?no-inline';
import pit from './art/svg/slide-pit.svg?no-inline';
import volunteersEn from './art/svg/slide-volunteers-en.svg?no-inline';
import volunteers from './art/svg/slide-volunteers.svg?no-inline';
import workshop from './art/svg/slide-workshop.svg?no-inline';

/** A slide's illustration: decorative (the slide's own box carries the text alternative). */
const art = (src: string) => <img src={src} alt="" width={1600} height={800} loading="lazy" decoding="async" />;

/** Each language's files, in the slides' order. */
const ART: Record<Locale, Record<keyof HomeMessages['slides'], string>> = {
  ro: { field, pit, awards, workshop, volunteers, nationals, kickoff },
  en: { field: fieldEn, pit: pitEn, awards, workshop, volunteers: volunteersEn, nationals: nationalsEn, kickoff: kickoffEn },
};

/** The 7 slides in their order, with their words and drawings in the page's language (messages/<locale>/home.ts). */
export const homeSlides = (words: HomeMessages['slides'], locale: Locale): readonly Slide[] =>
  (Object.keys(ART.ro) as Array<keyof HomeMessages['slides']>).map((id) => ({ id, caption: words[id].caption, alt: words[id].alt, art: art(ART[locale][id]) }));
