// The dashboard Overview's lists (issue 25, point 7) and its sentence on the last FTC sync.
import { describe, expect, it } from 'vitest';
import type { EventOutput } from '../../src/shared/schemas/events';
import type { FtcSyncRun } from '../../src/shared/schemas/ftc-sync';
import type { PostOutput } from '../../src/shared/schemas/posts';
import { overviewItems } from '../../src/web/features/dashboard/overview/overview-items';
import { syncSentence } from '../../src/web/features/dashboard/overview/sync-summary';

const post = (id: number, status: PostOutput['status'], publishAt: string | null, updatedAt = '2026-11-01T10:00:00.000Z') =>
  ({ id, title: `Post ${id}`, status, publishAt, updatedAt, slug: `post-${id}` }) as PostOutput;
const event = (id: number, status: EventOutput['status'], publishAt: string | null, updatedAt = '2026-11-01T10:00:00.000Z') =>
  ({ id, title: `Event ${id}`, status, publishAt, updatedAt, ftcEventCode: null, pageRef: String(id) }) as EventOutput;

describe('overviewItems', () => {
  it('lists scheduled soonest first, drafts last changed first, published newest first, posts and events together', () => {
    const lists = overviewItems(
      [post(1, 'scheduled', '2026-12-05T08:00:00.000Z'), post(2, 'draft', null, '2026-11-20T08:00:00.000Z'), post(3, 'published', '2026-11-10T08:00:00.000Z')],
      [event(4, 'scheduled', '2026-12-01T08:00:00.000Z'), event(5, 'draft', null, '2026-11-25T08:00:00.000Z'), event(6, 'published', '2026-11-12T08:00:00.000Z')],
    );
    expect(lists.scheduled.map((i) => `${i.kind}${i.id}`)).toEqual(['event4', 'post1']);
    expect(lists.drafts.map((i) => `${i.kind}${i.id}`)).toEqual(['event5', 'post2']);
    expect(lists.published.map((i) => `${i.kind}${i.id}`)).toEqual(['event6', 'post3']);
    expect(lists.published[1]).toMatchObject({ tab: 'posts', slug: 'post-3' });
    expect(lists.published[0]).toMatchObject({ tab: 'events', event: { id: 6, ftcEventCode: null, pageRef: '6' } });
  });

  it('orders equal times by the last change, then the newest id', () => {
    const same = '2026-11-10T08:00:00.000Z';
    const lists = overviewItems([post(1, 'published', same), post(2, 'published', same, '2026-11-02T00:00:00.000Z'), post(3, 'published', same)], []);
    expect(lists.published.map((i) => i.id)).toEqual([2, 3, 1]);
  });
});

const run = (over: Partial<FtcSyncRun>): FtcSyncRun => ({
  id: 1,
  trigger: 'schedule',
  userName: null,
  ftcYear: 2025,
  status: 'success',
  startedAt: '2026-11-27T05:00:00.000Z',
  finishedAt: '2026-11-27T05:01:00.000Z',
  progress: { step: 'done', calls: 3, done: 1, total: 1, message: '' },
  report: null,
  error: null,
  ...over,
});

describe('syncSentence', () => {
  const report = {
    ftcYear: 2025,
    events: { added: ['A'], changed: ['B', 'C'], unchanged: 0, skipped: [] },
    teams: { added: [1, 2], changed: [], withdrawn: [], unchanged: 0 },
    eventTeams: { added: 0, removed: 0 },
    warnings: ['w'],
    details: [],
    held: null,
    forced: false,
  };
  it('says what a run did, with English plurals, in Romania time', () => {
    expect(syncSentence(run({ report }), false, true)).toBe('The last sync succeeded 27 Nov 2026, 07:01: 1 event added, 2 changed; 2 teams added, 0 changed; 1 warning.');
  });
  it('says when it failed, was held, runs, never ran or is off', () => {
    expect(syncSentence(run({ status: 'failed', error: 'FIRST answered 401' }), false, true)).toBe('The last sync failed (27 Nov 2026, 07:01): FIRST answered 401');
    expect(syncSentence(run({ report: { ...report, held: 'FIRST listed no events' } }), false, true)).toBe("The last sync (27 Nov 2026, 07:01) held FIRST's answer back: FIRST listed no events");
    expect(syncSentence(undefined, true, true)).toBe('A sync is running now.');
    expect(syncSentence(undefined, false, true)).toBe('No sync has run yet.');
    expect(syncSentence(undefined, false, false)).toBe('The sync is off: the server has no FTC Events API key.');
  });
});
