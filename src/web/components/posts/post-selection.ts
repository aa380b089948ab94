// Which posts the public pages show, and in what order (spec 01 §7 Posts): newest first by timestamp; the home page
// shows the newest announcement first, then the next newest others, at most three in all.
import { HOME_MAX_POSTS } from '../../../shared/constants';

interface Dated {
  id: number;
  announcement: boolean;
  timestamp?: string | null;
}

/** Milliseconds of a timestamp; a missing or invalid one sorts last. */
function timeOf(post: Dated): number {
  const ms = post.timestamp ? Date.parse(post.timestamp) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** A new list, newest first; equal times keep the higher (newer) id first. */
export function sortNewestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => {
    const ta = timeOf(a);
    const tb = timeOf(b);
    if (ta !== tb) return tb > ta ? 1 : -1;
    return b.id - a.id;
  });
}

/** The home page's posts: the newest announcement first, then the newest others, `max` in all. */
export function selectHomePosts<T extends Dated>(posts: readonly T[], max: number = HOME_MAX_POSTS): T[] {
  const sorted = sortNewestFirst(posts);
  const announcement = sorted.find((post) => post.announcement);
  const ordered = announcement ? [announcement, ...sorted.filter((post) => post !== announcement)] : sorted;
  return ordered.slice(0, Math.max(0, max));
}
