// The carousel's arithmetic (spec 01 §4, §9), kept pure so it can be unit-tested: wrapping indexes and deciding
// whether a pointer gesture was a swipe.

/** Carousel constants of spec 01 §9. */
export const CAROUSEL_INTERVAL_MS = 7000;
export const SWIPE_THRESHOLD_PX = 50;

/** An index moved into 0..count-1, wrapping both ways (last -> first, first -> last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The step a gesture asks for: +1 (next) for a move to the left of more than the threshold, -1 (previous) for a move
 * to the right, 0 otherwise. A touch or pen swipe counts only when it is mostly horizontal (|dx| > |dy|); a mouse
 * drag only looks at the horizontal distance.
 */
export function swipeStep(dx: number, dy: number, pointerType: string, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold) return 0;
  if (pointerType !== 'mouse' && Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
