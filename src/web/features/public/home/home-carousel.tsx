// The home carousel (spec 01 §2, §4, §9): auto-advance every 7000 ms, swipe threshold 50 px. The slides uploaded in
// the site settings (image and caption, in their order); with none, the 7 built-in illustrated slides.
import { CAROUSEL_INTERVAL_MS } from '../../../components/posts/carousel-math';
import { Slideshow, type Slide } from '../../../components/posts/slideshow';
import { UploadedImage } from '../../../components/ui/uploaded-image';
import { contentLangOn, useLocale, useMessages } from '../../../lib/i18n';
import { homeMessages } from './home-messages';
import { useSettings } from '../../../lib/settings';
import { homeSlides } from './home-slides';

/** The slideshow spans the container (at most 1200 px wide). */
const CAROUSEL_SIZES = '(min-width: 1248px) 1200px, calc(100vw - 48px)';

export function HomeCarousel() {
  const { slides } = useSettings();
  const words = useMessages(homeMessages);
  const locale = useLocale();
  const shown: readonly Slide[] = slides.length
    ? slides.map((s) => ({
        id: `upload-${s.id}`,
        caption: s.caption,
        alt: s.caption,
        // English where staff wrote one, else Romanian, marked lang="ro" on /en (decision 203).
        lang: contentLangOn(locale, s.contentLang?.caption),
        // Below the hero and the posts on /home: loaded lazily, at the width the slideshow shows.
        art: <UploadedImage file={s} src={s.src} alt="" sizes={CAROUSEL_SIZES} box={{ width: 1200, height: 675 }} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />,
      }))
    : homeSlides(words.slides, locale);
  return (
    <section className="section" aria-labelledby="home-gallery-title">
      <div className="container">
        <h2 id="home-gallery-title">{words.gallery.title}</h2>
        <p className="muted">{words.gallery.text}</p>
        <Slideshow label={words.gallery.label} slides={shown} intervalMs={CAROUSEL_INTERVAL_MS} />
      </div>
    </section>
  );
}
