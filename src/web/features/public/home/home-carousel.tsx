// The home carousel (spec 01 §2, §4, §9): 7 slides, auto-advance every 7000 ms, swipe threshold 50 px.
import { CAROUSEL_INTERVAL_MS } from '../../../components/posts/carousel-math';
import { Slideshow } from '../../../components/posts/slideshow';
import { HOME_SLIDES } from './home-slides';

export function HomeCarousel() {
  return (
    <section className="section" aria-labelledby="home-gallery-title">
      <div className="container">
        <h2 id="home-gallery-title">Din sezoanele FTC România</h2>
        <p className="muted">Competiții, ateliere și oamenii care fac programul posibil.</p>
        <Slideshow label="Imagini din sezoanele FTC România" slides={HOME_SLIDES} intervalMs={CAROUSEL_INTERVAL_MS} />
      </div>
    </section>
  );
}
