import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from '../../src/web/components/posts/carousel-math';
import { selectHomePosts, sortNewestFirst } from '../../src/web/components/posts/post-selection';

interface P {
  id: number;
  announcement: boolean;
  timestamp: string | null;
}

const post = (id: number, day: number | null, announcement = false): P => ({
  id,
  announcement,
  timestamp: day === null ? null : `2025-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const ids = (posts: readonly P[]) => posts.map((p) => p.id);

describe('sortNewestFirst', () => {
  it('orders by timestamp, newest first, without changing the input', () => {
    const input = [post(1, 3), post(2, 9), post(3, 5)];
    expect(ids(sortNewestFirst(input))).toEqual([2, 3, 1]);
    expect(ids(input)).toEqual([1, 2, 3]);
  });

  it('puts missing or invalid timestamps last and breaks ties by the newer id', () => {
    const broken: P = { id: 9, announcement: false, timestamp: 'not a date' };
    expect(ids(sortNewestFirst([post(1, null), broken, post(2, 4), post(3, 4)]))).toEqual([3, 2, 9, 1]);
  });
});

describe('selectHomePosts', () => {
  it('shows the three newest when there is no announcement', () => {
    expect(ids(selectHomePosts([post(1, 1), post(2, 2), post(3, 3), post(4, 4)]))).toEqual([4, 3, 2]);
  });

  it('puts the newest announcement first, then the two newest others', () => {
    const posts = [post(1, 1, true), post(2, 2), post(3, 3, true), post(4, 4), post(5, 5)];
    expect(ids(selectHomePosts(posts))).toEqual([3, 5, 4]);
  });

  it('keeps an old announcement first even when newer posts exist', () => {
    const posts = [post(1, 1, true), post(2, 20), post(3, 21), post(4, 22)];
    expect(ids(selectHomePosts(posts))).toEqual([1, 4, 3]);
  });

  it('counts other announcements among the next newest', () => {
    const posts = [post(1, 10, true), post(2, 9, true), post(3, 8)];
    expect(ids(selectHomePosts(posts))).toEqual([1, 2, 3]);
  });

  it('shows fewer when there are fewer, nothing when there are none, and honours max', () => {
    expect(ids(selectHomePosts([post(1, 1), post(2, 2, true)]))).toEqual([2, 1]);
    expect(selectHomePosts([])).toEqual([]);
    expect(ids(selectHomePosts([post(1, 1), post(2, 2), post(3, 3, true)], 1))).toEqual([3]);
  });
});

describe('carousel steps', () => {
  it('wraps last to first and first to last', () => {
    expect(wrapIndex(7, 7)).toBe(0);
    expect(wrapIndex(-1, 7)).toBe(6);
    expect(wrapIndex(3, 7)).toBe(3);
    expect(wrapIndex(15, 7)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it('moves one slide for a swipe of more than 50 px', () => {
    expect(swipeStep(-80, 0, 'mouse')).toBe(1);
    expect(swipeStep(80, 0, 'mouse')).toBe(-1);
    expect(swipeStep(-50, 0, 'mouse')).toBe(0);
    expect(swipeStep(30, 0, 'touch')).toBe(0);
  });

  it('counts a touch swipe only when it is mostly horizontal', () => {
    expect(swipeStep(-80, 20, 'touch')).toBe(1);
    expect(swipeStep(-80, 100, 'touch')).toBe(0);
    expect(swipeStep(80, -80, 'touch')).toBe(0);
    expect(swipeStep(-80, 100, 'mouse')).toBe(1);
  });
});
