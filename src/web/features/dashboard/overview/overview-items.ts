// The overview's three lists from the editors' lists of posts and events: scheduled (soonest first), drafts (last
// changed first) and published (newest first). Pure, so a unit test reads it without a browser.
import type { EventOutput } from '../../../../shared/schemas/events';
import type { PostOutput } from '../../../../shared/schemas/posts';

export interface OverviewItem {
  kind: 'post' | 'event';
  /** The dashboard tab that edits it. */
  tab: 'posts' | 'events';
  id: number;
  title: string;
  status: PostOutput['status'];
  publishAt: string | null;
  updatedAt: string;
  /** A post's address. */
  slug?: string;
  /** What an event's public address is made of. */
  event?: Pick<EventOutput, 'id' | 'ftcEventCode' | 'pageRef'>;
}

/** Sorts by a time (1: soonest first, -1: newest first); equal times by the last change, then the newest id. */
const byTime = (time: (item: OverviewItem) => string, direction: 1 | -1) => (a: OverviewItem, b: OverviewItem) =>
  direction * (Date.parse(time(a)) - Date.parse(time(b))) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id;

export function overviewItems(posts: readonly PostOutput[], events: readonly EventOutput[]) {
  const items: OverviewItem[] = [
    ...posts.map((p) => ({ kind: 'post' as const, tab: 'posts' as const, id: p.id, title: p.title, status: p.status, publishAt: p.publishAt, updatedAt: p.updatedAt, slug: p.slug })),
    ...events.map((e) => ({
      kind: 'event' as const,
      tab: 'events' as const,
      id: e.id,
      title: e.title,
      status: e.status,
      publishAt: e.publishAt,
      updatedAt: e.updatedAt,
      event: { id: e.id, ftcEventCode: e.ftcEventCode, pageRef: e.pageRef },
    })),
  ];
  return {
    scheduled: items.filter((i) => i.status === 'scheduled').sort(byTime((i) => i.publishAt ?? i.updatedAt, 1)),
    drafts: items.filter((i) => i.status === 'draft').sort(byTime((i) => i.updatedAt, -1)),
    published: items.filter((i) => i.status === 'published').sort(byTime((i) => i.publishAt ?? i.updatedAt, -1)),
  };
}
