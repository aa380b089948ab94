// The slideshow of spec 01 §2 and the home carousel of §4: one slide at a time (image and caption), clickable dots,
// previous/next buttons (hidden at 768px or less), swipe or mouse drag of more than 50 px, optional auto-advance
// with a pause button. The slide logic lives in useCarousel; the gesture rule in swipeStep.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { useMessages } from '../../lib/i18n';
import { postsMessages } from './posts-messages';
import { swipeStep } from './carousel-math';
import { useCarousel } from './use-carousel';
import styles from './slideshow.module.css';

export interface Slide {
  id: string;
  caption: string;
  /** Text alternative of the picture. */
  alt: string;
  /** The picture: a decorative (aria-hidden) SVG illustration with a fixed viewBox, or an <img> with alt="". */
  art: ReactNode;
  /** The caption's and alt's language where it is not the page's (an uploaded slide's Romanian caption on an English page). */
  lang?: string;
}

interface SlideshowProps {
  /** Accessible name of the whole slideshow. */
  label: string;
  slides: readonly Slide[];
  /** Auto-advance period; none when null. */
  intervalMs?: number | null;
}

interface Drag {
  id: number;
  x: number;
  y: number;
  type: string;
}

export function Slideshow({ label, slides, intervalMs = null }: SlideshowProps) {
  const count = slides.length;
  const words = useMessages(postsMessages).slideshow;
  const carousel = useCarousel(count, intervalMs);
  const { index, next, prev, goTo } = carousel;
  const drag = useRef<Drag | null>(null);
  const track = useRef<HTMLDivElement>(null);
  useEagerWhenNear(track);

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    drag.current = null;
    track.current?.style.removeProperty('--drag');
    track.current?.removeAttribute('data-dragging');
    if (cancelled) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, start.type);
    if (step === 1) next();
    else if (step === -1) prev();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (event.pointerType === 'mouse') event.preventDefault(); // no text selection while dragging
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, type: event.pointerType };
    try {
      // Keep receiving the moves and the release when the pointer leaves the picture.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (synthetic events): the gesture still works without capture.
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId || !track.current) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (start.type !== 'mouse' && Math.abs(dy) > Math.abs(dx)) return;
    track.current.setAttribute('data-dragging', '');
    track.current.style.setProperty('--drag', `${dx}px`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') prev();
    else return;
    event.preventDefault();
  };

  return (
    <section className={styles.slideshow} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div
          className={styles.viewport}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => endDrag(e, false)}
          onPointerCancel={(e) => endDrag(e, true)}
        >
          <div ref={track} className={styles.track} style={{ transform: `translateX(calc(${-index * 100}% + var(--drag, 0px)))` }} aria-live={carousel.playing ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              // A group of the WAI-ARIA carousel pattern: a <div>, as a <figure> with a <figcaption> may not take that role.
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={words.position(i + 1, count)}
                aria-hidden={i !== index}
                inert={i !== index}
                data-active={i === index ? '' : undefined}
              >
                <div className={styles.art} role="img" aria-label={slide.alt} lang={slide.lang}>
                  {slide.art}
                </div>
                <p className={styles.caption} lang={slide.lang}>
                  {slide.caption}
                </p>
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} onClick={prev} aria-label={words.previous}>
              <Glyph d="M15 5l-7 7 7 7" />
            </button>
            <button type="button" className={styles.arrow} onClick={next} aria-label={words.next}>
              <Glyph d="M9 5l7 7-7 7" />
            </button>
          </div>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {intervalMs ? (
            <button
              type="button"
              className={styles.pause}
              onClick={() => carousel.setPlaying(!carousel.playing)}
              aria-label={carousel.playing ? words.pause : words.play}
            >
              <Glyph d={carousel.playing ? 'M8 5v14M16 5v14' : 'M7 4l13 8-13 8z'} />
            </button>
          ) : null}
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                onClick={() => goTo(i)}
                aria-label={words.show(i + 1, slide.caption)}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** How far below the window the slideshow starts loading every slide's picture. */
const NEAR_MARGIN = '400px 0px';

/**
 * The slides' pictures are lazy images, but those beside the one shown sit outside the slideshow's clipped box, where
 * the browser's lazy loading never sees them: a slide would appear empty while its picture loads. Once the slideshow
 * comes near the window, every lazy picture in it is switched to eager, so each slide is ready before it is shown.
 */
function useEagerWhenNear(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        for (const img of element.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
        observer.disconnect();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
}

function Glyph({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
