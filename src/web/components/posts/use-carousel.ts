// The one implementation of the slide logic (spec 01 §4): the current index, wrapping steps, and an auto-advance
// timer that restarts after every change, manual or automatic, and can be paused. A visitor who asks for reduced
// motion gets it paused until they press play (issue 24; WCAG 2.2.2).
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { wrapIndex } from './carousel-math';

interface CarouselState {
  index: number;
  /** Bumped on every change, so the timer restarts even when a dot re-selects the current slide. */
  changes: number;
}

export interface Carousel {
  index: number;
  goTo(index: number): void;
  next(): void;
  prev(): void;
  /** False when the visitor paused the auto-advance (or there is none). */
  playing: boolean;
  setPlaying(playing: boolean): void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's reduced-motion preference (false on the server and while hydrating, then the browser's). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** `intervalMs` null or 0: no auto-advance. */
export function useCarousel(count: number, intervalMs: number | null = null): Carousel {
  const [state, setState] = useState<CarouselState>({ index: 0, changes: 0 });
  // null: the visitor has not chosen; it plays unless they prefer reduced motion.
  const [paused, setPaused] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const autoAdvance = Boolean(intervalMs) && count > 1;
  const playing = autoAdvance && !(paused ?? reducedMotion);

  const move = useCallback(
    (target: (current: number) => number) => setState((s) => ({ index: wrapIndex(target(s.index), count), changes: s.changes + 1 })),
    [count],
  );

  useEffect(() => {
    if (!playing || !intervalMs) return;
    const timer = window.setTimeout(() => move((i) => i + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, intervalMs, move, state]);

  return {
    index: wrapIndex(state.index, count),
    goTo: useCallback((index: number) => move(() => index), [move]),
    next: useCallback(() => move((i) => i + 1), [move]),
    prev: useCallback(() => move((i) => i - 1), [move]),
    playing,
    setPlaying: useCallback((value: boolean) => setPaused(!value), []),
  };
}
