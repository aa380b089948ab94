// Drafts, scheduled items and the preview read (issue 15): what the public sees of posts and events in every public
// read (REST lists and by id, the event's teams, the feed, the sitemap, the calendars, the page head), the status
// rules of the writes, the editors-only reads, and the scheduler that publishes at the set time with no request.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import { PUBLISH_MESSAGES } from '../../src/shared/schemas/publishing';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { eventFields } from '../helpers/event-fixtures';
import { multipart } from '../helpers/multipart';
import { scaled } from '../helpers/time-scale';

let t: TestApp;
let editor: Client;
let visitor: Client;
let team: Client;
let calls: { editor: Caller; admin: Caller; team: Caller; visitor: Caller };
let seasonId: number;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  seasonId = (
    await t.deps.db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE 2025-2026', is_current: 1 }).returning('id').executeTakeFirstOrThrow()
  ).id;
  [editor, team, visitor] = await Promise.all([t.client('EDITOR'), t.client('TEAM'), t.client()]);
  const [e, a, tm, v] = await callersForEveryRole(t);
  calls = { editor: e, admin: a, team: tm, visitor: v };
});
afterAll(() => t?.close());

const iso = (ms: number) => new Date(ms).toISOString();
const postFields = (title: string, over: Record<string, string> = {}) => ({ title, description: 'O descriere destul de lungă.', ...over });

async function createPost(fields: Record<string, string>) {
  const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart(fields) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; status: string; publishAt: string | null };
}

async function createEvent(over: Record<string, string>) {
  const res = await editor.request({ method: 'POST', url: '/api/events', ...multipart(eventFields(seasonId, over)) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; status: string; publishAt: string | null; ftcEventCode: string | null };
}

const titles = async (url: string): Promise<string[]> => {
  const res = await visitor.get(url);
  expect(res.statusCode, url).toBe(200);
  return (res.json().message as Array<{ title: string }>).map((item) => item.title);
};
const text = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('status of a write', () => {
  it('a post or an event created through REST without a status is published, as the spec behaves', async () => {
    const post = await createPost(postFields('Postare fără status'));
    expect(post).toMatchObject({ status: 'published', publishAt: iso(t.clock.now()) });
    const event = await createEvent({ title: 'Eveniment fără status', ftcEventCode: 'RONOSTATUS' });
    expect(event.status).toBe('published');
    expect(await titles('/api/home-posts')).toContain('Postare fără status');
    expect(await titles('/api/events')).toContain('Eveniment fără status');
  });

  it('refuses a bad status or publish time with a clear message, and writes nothing', async () => {
    const count = async () => (await t.deps.db.selectFrom('home_posts').select('id').execute()).length;
    const before = await count();
    const cases: Array<[Record<string, string>, string]> = [
      [{ status: 'live' }, PUBLISH_MESSAGES.status],
      [{ status: 'scheduled' }, PUBLISH_MESSAGES.publishAtRequired],
      [{ status: 'scheduled', publishAt: 'mâine' }, PUBLISH_MESSAGES.publishAtInvalid],
      [{ status: 'scheduled', publishAt: iso(t.clock.now() - 60_000) }, PUBLISH_MESSAGES.publishAtPast],
    ];
    for (const [over, message] of cases) {
      const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart(postFields('Postare refuzată', over)) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      const field = over.status === 'live' ? 'status' : 'publishAt';
      expect(res.json().errors[field]).toEqual([message]);
    }
    const badEvent = await editor.request({ method: 'POST', url: '/api/events', ...multipart(eventFields(seasonId, { status: 'scheduled' })) });
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().message).toBe(PUBLISH_MESSAGES.publishAtRequired);
    // @ts-expect-error an unknown status on purpose
    const viaTrpc = await refusal(calls.editor.posts.create({ ...postFields('Postare refuzată'), status: 'secret' }));
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.fieldErrors?.status).toEqual([PUBLISH_MESSAGES.status]);
    expect(await count()).toBe(before);
  });
});

describe('drafts and scheduled items stay out of every public read', () => {
  let draftPost: { id: number };
  let scheduledPost: { id: number };
  let draftEvent: { id: number };
  let scheduledEvent: { id: number };

  beforeAll(async () => {
    draftPost = await createPost(postFields('Ciornă secretă', { status: 'draft' }));
    scheduledPost = await createPost(postFields('Programată secretă', { status: 'scheduled', publishAt: iso(t.clock.now() + 86_400_000) }));
    const start = iso(t.clock.now() + 10 * 86_400_000);
    const end = iso(t.clock.now() + 11 * 86_400_000);
    draftEvent = await createEvent({ title: 'Eveniment ciornă', ftcEventCode: 'RODRAFT', status: 'draft', dateStart: start, dateEnd: end });
    scheduledEvent = await createEvent({
      title: 'Eveniment programat',
      ftcEventCode: 'ROSCHED',
      status: 'scheduled',
      publishAt: iso(t.clock.now() + 86_400_000),
      dateStart: start,
      dateEnd: end,
    });
  });

  it('the REST lists and reads by id or code do not show them (404 by id)', async () => {
    expect(await titles('/api/home-posts')).not.toContain('Ciornă secretă');
    expect(await titles('/api/home-posts')).not.toContain('Programată secretă');
    for (const id of [draftPost.id, scheduledPost.id]) expect((await visitor.get(`/api/home-posts/${id}`)).statusCode).toBe(404);
    for (const url of ['/api/events', '/api/events/upcoming', '/api/events/upcoming/50', '/api/events/category/FTC', `/api/events/season/${seasonId}`]) {
      const listed = await titles(url);
      expect(listed, url).not.toContain('Eveniment ciornă');
      expect(listed, url).not.toContain('Eveniment programat');
    }
    for (const ref of [draftEvent.id, scheduledEvent.id, 'RODRAFT', 'ROSCHED']) {
      expect((await visitor.get(`/api/events/${ref}`)).statusCode, String(ref)).toBe(404);
      expect((await visitor.get(`/api/events/${ref}/teams`)).statusCode, `${ref}/teams`).toBe(404);
    }
    // An editor's bearer token does not open them on a public read either.
    expect((await editor.get(`/api/home-posts/${draftPost.id}`)).statusCode).toBe(404);
  });

  it('the feed, the sitemap, the calendars and the event page do not show them', async () => {
    const feed = await text('/news/feed.xml');
    expect(feed).toContain('Postare fără status');
    expect(feed).not.toContain('secretă');
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).not.toContain('RODRAFT');
    expect(sitemap).not.toContain('ROSCHED');
    const season = await text('/events/calendar.ics');
    expect(season).not.toContain('Eveniment ciornă');
    expect(season).not.toContain('Eveniment programat');
    for (const code of ['RODRAFT', 'ROSCHED']) {
      expect((await t.app.inject({ url: `/events/${code}/calendar.ics` })).statusCode).toBe(404);
      const page = await t.app.inject({ url: `/events/${code}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toMatch(/Eveniment (ciornă|programat)/);
    }
  });

  it('editors read them through the preview procedures; visitors and TEAM users are refused', async () => {
    for (const who of ['editor', 'admin'] as const) {
      expect((await calls[who].posts.byIdForEditor({ id: draftPost.id })).status).toBe('draft');
      expect((await calls[who].events.byIdForEditor({ id: scheduledEvent.id })).status).toBe('scheduled');
      expect((await calls[who].posts.listForEditor()).map((p) => p.title)).toContain('Ciornă secretă');
      expect((await calls[who].events.listForEditor()).map((e) => e.title)).toContain('Eveniment ciornă');
    }
    expect((await refusal(calls.visitor.posts.byIdForEditor({ id: draftPost.id }))).status).toBe(401);
    expect((await refusal(calls.team.posts.byIdForEditor({ id: draftPost.id }))).status).toBe(403);
    expect((await refusal(calls.visitor.events.byIdForEditor({ id: draftEvent.id }))).status).toBe(401);
    expect((await refusal(calls.team.events.listForEditor())).status).toBe(403);
    // Over HTTP: private, never stored, and the refusals carry no content.
    const input = encodeURIComponent(JSON.stringify({ id: draftPost.id }));
    const allowed = await editor.get(`/trpc/posts.byIdForEditor?input=${input}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('private, no-store');
    for (const [client, status] of [[visitor, 401], [team, 403]] as const) {
      const refused = await client.get(`/trpc/posts.byIdForEditor?input=${input}`);
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain('secretă');
    }
    // The dashboard's teams of a draft event: the editor sees them, the public does not.
    expect(await calls.editor.teams.eventTeams({ eventId: 'RODRAFT' })).toEqual([]);
    expect((await refusal(calls.visitor.teams.eventTeams({ eventId: 'RODRAFT' }))).status).toBe(404);
  });

  it("a sponsor of draft events only is not public at all (issue 21); the dashboard's reads see its links", async () => {
    const sponsor = (await calls.editor.sponsors.create({ name: 'Sponsor al ciornei', size: 'Startup', legal_name: 'Sponsor al ciornei SRL' })).id;
    await calls.editor.sponsors.linkEvent({ id: sponsor, eventId: draftEvent.id });
    await calls.editor.sponsors.linkEvent({ id: sponsor, eventId: scheduledEvent.id });
    expect((await visitor.get(`/api/sponsors/${sponsor}`)).statusCode).toBe(404);
    expect(((await visitor.get('/api/sponsors')).json().message as Array<{ id: number }>).filter((s) => s.id === sponsor)).toEqual([]);
    for (const who of ['visitor', 'team'] as const) expect((await calls[who].sponsors.list()).filter((s) => s.id === sponsor), who).toEqual([]);
    // A draft event's sponsors answer as an unknown event's: none.
    for (const id of [draftEvent.id, scheduledEvent.id]) {
      expect((await visitor.get(`/api/sponsors/event/${id}`)).json().message).toEqual([]);
      expect(await calls.visitor.sponsors.byEvent({ eventId: id })).toEqual([]);
    }
    // The dashboard (an editor) sees the links it made.
    expect((await calls.editor.sponsors.list()).find((s) => s.id === sponsor)?.eventIds).toEqual([draftEvent.id, scheduledEvent.id]);
    expect((await calls.admin.sponsors.byEvent({ eventId: draftEvent.id })).map((s) => s.id)).toEqual([sponsor]);
  });

  it('publishing one shows it at once, also in answers that were cached', async () => {
    expect(await titles('/api/home-posts')).not.toContain('Ciornă secretă'); // cached now
    expect(await text('/news/feed.xml')).not.toContain('Ciornă secretă');
    const res = await editor.request({ method: 'PUT', url: `/api/home-posts/${draftPost.id}`, ...multipart({ status: 'published' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({ status: 'published', publishAt: iso(t.clock.now()) });
    expect(await titles('/api/home-posts')).toContain('Ciornă secretă');
    expect((await visitor.get(`/api/home-posts/${draftPost.id}`)).statusCode).toBe(200);
    expect(await text('/news/feed.xml')).toContain('Ciornă secretă');

    const event = await calls.editor.events.update({ id: draftEvent.id, status: 'published' });
    expect(event.status).toBe('published');
    expect(await titles('/api/events/upcoming')).toContain('Eveniment ciornă');
    expect((await t.app.inject({ url: '/events/RODRAFT/calendar.ics' })).statusCode).toBe(200);
    expect(await text('/sitemap.xml')).toContain('RODRAFT');

    // Back to a draft: gone again.
    await calls.editor.posts.update({ id: draftPost.id, status: 'draft' });
    expect(await titles('/api/home-posts')).not.toContain('Ciornă secretă');
  });
});

describe('the scheduler', () => {
  it('publishes a due item at its time with no request, and the cached answers follow', async () => {
    const live = await makeTestApp({ clock: systemClock });
    try {
      const client = await live.client('EDITOR');
      const publishAt = iso(Date.now() + scaled(400)); // time enough to create it and read the list before
      const res = await client.request({
        method: 'POST',
        url: '/api/home-posts',
        ...multipart(postFields('Apare singură', { status: 'scheduled', publishAt })),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().message.id as number;
      const listed = async () => ((await live.app.inject({ url: '/api/home-posts' })).json().message as Array<{ id: number }>).map((p) => p.id);
      expect(await listed()).not.toContain(id); // now cached without it
      // Only the database is read while waiting: no request may trigger the flip.
      await vi.waitFor(
        async () => {
          const row = await live.deps.db.selectFrom('home_posts').select(['status', 'publish_at', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
          expect(row).toEqual({ status: 'published', publish_at: publishAt, updated_at: publishAt });
        },
        { timeout: scaled(10_000), interval: 50 },
      );
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
      expect(await listed()).toContain(id);
      // The history names the scheduler as the one who published it, not the editor who scheduled it.
      const published = await live.deps.db
        .selectFrom('activity')
        .select(['action', 'actor_label', 'actor_user_id'])
        .where('entity_type', '=', 'post')
        .where('entity_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(published).toEqual({ action: 'published', actor_label: 'Scheduler', actor_user_id: null });
    } finally {
      await live.close();
    }
  });

  it('waits past the 24.8 days setTimeout can hold without firing early', async () => {
    const live = await makeTestApp({ clock: systemClock });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const far = await calls.editor.posts.create({ ...postFields('Peste 40 de zile'), status: 'scheduled', publishAt: iso(Date.now() + 40 * 86_400_000) });
      expect(far.status).toBe('scheduled');
      const client = await live.client('EDITOR');
      const res = await client.request({
        method: 'POST',
        url: '/api/home-posts',
        ...multipart(postFields('Peste 40 de zile', { status: 'scheduled', publishAt: iso(Date.now() + 40 * 86_400_000) })),
      });
      expect(res.statusCode).toBe(201);
      // A near item scheduled after it still goes first, so the timer was armed and re-armed in between.
      const near = await client.request({ method: 'POST', url: '/api/home-posts', ...multipart(postFields('Curând', { status: 'scheduled', publishAt: iso(Date.now() + scaled(300)) })) });
      await vi.waitFor(async () => {
        const row = await live.deps.db.selectFrom('home_posts').select('status').where('id', '=', near.json().message.id).executeTakeFirstOrThrow();
        expect(row.status).toBe('published');
      }, { timeout: scaled(10_000), interval: 50 });
      const farRow = await live.deps.db.selectFrom('home_posts').select('status').where('id', '=', res.json().message.id).executeTakeFirstOrThrow();
      expect(farRow.status).toBe('scheduled');
      expect(warnings).not.toContain('TimeoutOverflowWarning');
    } finally {
      process.off('warning', onWarning);
      await live.close();
    }
  });

  it('publishes at start what fell due while the server was down', async () => {
    const first = await makeTestApp({ users: false });
    const databasePath = path.join(first.dir, 'test.sqlite');
    const past = iso(Date.now() - 3_600_000);
    await first.deps.db
      .insertInto('home_posts')
      .values({ title: 'Restantă', description: 'Trebuia publicată acum o oră.', status: 'scheduled', publish_at: past })
      .execute();
    await first.app.close(); // the server stops; its folder stays
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: first.uploadsDir, SEED_DEMO: 'false' });
    const second = await buildApp({ config, clock: systemClock });
    try {
      // Nothing asked yet: the start itself published it.
      const row = await second.deps.db.selectFrom('home_posts').select(['status', 'publish_at']).where('title', '=', 'Restantă').executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'published', publish_at: past });
      const res = await second.app.inject({ url: '/api/home-posts' });
      expect((res.json().message as Array<{ title: string }>).map((p) => p.title)).toContain('Restantă');
    } finally {
      await second.app.close();
      rmSync(first.dir, { recursive: true, force: true });
    }
  });
});
