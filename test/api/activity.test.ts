// The activity log (issue 15, "History"): every write, from REST, tRPC, the command line or the FTC sync, leaves one
// entry naming who, what and which item, in the transaction of the change; the ADMIN's list and its filters.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { openDatabase } from '../../src/server/db/connection';
import { runAs, systemWho, SYSTEM_ACTORS } from '../../src/server/modules/activity/activity-context';
import type { ActivityListOutput, LastEdits } from '../../src/shared/schemas/activity';
import { SPONSOR_SIZES } from '../../src/shared/constants';
import { EMAILS, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, refusal } from '../helpers/caller';
import { runCliCaptured } from '../helpers/cli-run';
import { eventFields } from '../helpers/event-fixtures';
import { fakeEnv, fakeEvent, fakeTeam, startFakeFtcApi, type FakeFtcApi } from '../helpers/ftc-fake';
import { multipart } from '../helpers/multipart';
import { scaled } from '../helpers/time-scale';

let t: TestApp;
let admin: Client;
let editor: Client;
let fake: FakeFtcApi;
let seasonId: number;

beforeAll(async () => {
  fake = await startFakeFtcApi();
  t = await makeTestApp({ env: fakeEnv(fake), ftcTiming: { timeoutMs: scaled(2000), attempts: 1, backoffMs: 10, maxBackoffMs: 10, maxRetryAfterMs: 100, minIntervalMs: 0 } });
  await seedDatabase(t.deps, { demo: false });
  [admin, editor] = await Promise.all([t.client('ADMIN'), t.client('EDITOR')]);
  seasonId = (await t.deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const trpcData = <T>(body: string): T => (JSON.parse(body) as { result: { data: T } }).result.data;
const query = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;

async function mutate<T>(client: Client, procedure: string, input?: unknown): Promise<T> {
  const res = await client.post(`/trpc/${procedure}`, input);
  expect(res.statusCode, `${procedure}: ${res.body}`).toBe(200);
  return trpcData<T>(res.body);
}

async function list(input: Record<string, unknown> = {}, client: Client = admin): Promise<ActivityListOutput> {
  const res = await client.get(`/trpc/activity.list${query(input)}`);
  expect(res.statusCode, res.body).toBe(200);
  return trpcData<ActivityListOutput>(res.body);
}

/** The newest entries, straight from the table. */
const latest = (n = 1) => t.deps.db.selectFrom('activity').selectAll().orderBy('id', 'desc').limit(n).execute();
const entriesFor = (entityType: string, entityId: number) =>
  t.deps.db.selectFrom('activity').selectAll().where('entity_type', '=', entityType).where('entity_id', '=', entityId).orderBy('id').execute();
const count = async () => Number((await t.deps.db.selectFrom('activity').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('REST writes', () => {
  let postId: number;

  it('a POST records "created" by the signed-in user, with the item and its title', async () => {
    const body = multipart({ title: 'Știri de sezon', description: 'Descriere.', priority: '2', imagePosition: 'LEFT', announcement: 'false' });
    const res = await editor.request({ method: 'POST', url: '/api/home-posts', payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(201);
    postId = res.json().message.id;
    const [entry] = await entriesFor('post', postId);
    expect(entry).toMatchObject({ action: 'created', actor_label: EMAILS.EDITOR, entity_label: 'Știri de sezon', entity_search: 'stiri de sezon' });
    expect(entry!.actor_user_id).toEqual(expect.any(Number));
    expect(entry!.at).toBe(new Date(t.clock.now()).toISOString());
  });

  it('a PUT records "updated" with the columns it changed; a PUT that changes nothing records nothing', async () => {
    const body = multipart({ title: 'Știri noi' });
    const res = await admin.request({ method: 'PUT', url: `/api/home-posts/${postId}`, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesFor('post', postId);
    expect(entries.at(-1)).toMatchObject({ action: 'updated', actor_label: EMAILS.ADMIN, entity_label: 'Știri noi', detail: 'changed: title' });
    const before = await count();
    const same = multipart({ title: 'Știri noi' });
    await admin.request({ method: 'PUT', url: `/api/home-posts/${postId}`, payload: same.payload, headers: same.headers });
    expect(await count()).toBe(before);
  });

  it('a DELETE records "deleted" with the title the item had', async () => {
    const res = await editor.delete(`/api/home-posts/${postId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await entriesFor('post', postId)).at(-1)).toMatchObject({ action: 'deleted', actor_label: EMAILS.EDITOR, entity_label: 'Știri noi' });
  });

  it('a refused write (validation) leaves no entry', async () => {
    const before = await count();
    const body = multipart({ title: '', description: 'x', priority: '2', imagePosition: 'LEFT', announcement: 'false' });
    const res = await editor.request({ method: 'POST', url: '/api/home-posts', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('tRPC mutations of each router', () => {
  it('events, sponsors (and the event\'s sponsor link), seasons (set current), calendar, teams, users, site settings', async () => {
    const event = await mutate<{ id: number }>(editor, 'events.create', { ...eventFields(seasonId), seasonId });
    expect((await entriesFor('event', event.id))[0]).toMatchObject({ action: 'created', actor_label: EMAILS.EDITOR, entity_label: 'Regionala Est' });

    const sponsor = await mutate<{ id: number }>(editor, 'sponsors.create', { name: 'Robotica SRL', size: SPONSOR_SIZES[0], legal_name: 'Robotica SRL', eventId: event.id });
    expect((await entriesFor('sponsor', sponsor.id))[0]).toMatchObject({ action: 'created', entity_label: 'Robotica SRL' });
    expect((await entriesFor('event', event.id)).at(-1)).toMatchObject({ action: 'updated', detail: 'sponsor added: Robotica SRL' });

    const resource = await mutate<{ id: number }>(editor, 'resources.create', {
      page: 'team-resources',
      section: 'Ghiduri',
      subsection: 'Start',
      description: 'Ghidul echipelor noi',
      category: 'Link',
      link: 'https://example.com/ghid',
    });
    expect((await entriesFor('resource', resource.id))[0]).toMatchObject({ action: 'created', entity_label: 'Ghidul echipelor noi' });

    const season = await mutate<{ id: number }>(admin, 'seasons.create', {
      seasonNumber: 11,
      seasonName: 'NEXT 2026-2027',
      registrationStart: '2026-07-01T00:00:00.000Z',
      registrationEnd: '2026-10-01T00:00:00.000Z',
    });
    await mutate(admin, 'seasons.setCurrent', { id: season.id });
    expect((await entriesFor('season', season.id)).map((e) => e.action)).toEqual(['created', 'set-current']);
    // The season that stopped being current is not listed as edited by the switch.
    expect((await entriesFor('season', seasonId)).filter((e) => e.action !== 'created')).toEqual([]);
    await mutate(admin, 'seasons.setCurrent', { id: seasonId });

    const stage = await mutate<{ id: number }>(admin, 'competitions.create', {
      season: '2025-2026',
      stage: 'regional',
      name: 'Etapa Vest',
      city: 'Timișoara',
      dateStart: '2026-02-06',
      dateEnd: '2026-02-08',
    });
    expect((await entriesFor('competition', stage.id))[0]).toMatchObject({ action: 'created', entity_label: 'Etapa Vest (2025-2026)' });

    const team = await mutate<{ id: number }>(admin, 'teams.create', { teamNumber: 19999, name: 'Șoimii' });
    expect((await entriesFor('team', team.id))[0]).toMatchObject({ action: 'created', entity_label: '19999 Șoimii', entity_search: '19999 soimii' });

    const issued = await mutate<{ user: { id: number } }>(admin, 'users.create', { email: 'ana@example.com', name: 'Ana', userType: 'EDITOR' });
    expect((await entriesFor('user', issued.user.id))[0]).toMatchObject({ action: 'created', entity_label: 'ana@example.com', actor_label: EMAILS.ADMIN });
    await mutate(admin, 'users.resetPassword', { id: issued.user.id });
    expect((await entriesFor('user', issued.user.id)).at(-1)!.detail).toContain('password');
    expect((await entriesFor('user', issued.user.id)).at(-1)!.detail).not.toMatch(/scrypt/);

    await mutate(admin, 'events.delete', { id: event.id });
    const eventEntries = await entriesFor('event', event.id);
    expect(eventEntries.at(-1)).toMatchObject({ action: 'deleted', entity_label: 'Regionala Est' });
    // The cascade of its sponsor link is not a second entry.
    expect(eventEntries.filter((e) => e.detail?.startsWith('sponsor removed'))).toEqual([]);
  });

  it('site settings (one entry per changed key) and a teams CSV import ("imported")', async () => {
    const current = await admin.get('/trpc/siteSettings.get');
    const values = trpcData<{ values: Record<string, unknown> }>(current.body).values;
    await mutate(admin, 'siteSettings.update', { ...values, bankName: 'Banca Activității' });
    expect((await latest())[0]).toMatchObject({ entity_type: 'site-settings', action: 'updated', actor_label: EMAILS.ADMIN, detail: 'changed: bankName' });

    const csv = 'team_number;name;city;region;school;website;description;status\n19876;Echipa Importată;Brașov;Centru;;;;ACTIVE\n';
    await mutate(admin, 'teams.csvImport', { seasonId, csv });
    const team = await t.deps.db.selectFrom('teams').select('id').where('team_number', '=', 19876).executeTakeFirstOrThrow();
    const entries = await entriesFor('team', team.id);
    expect(entries[0]).toMatchObject({ action: 'imported', actor_label: EMAILS.ADMIN, entity_label: '19876 Echipa Importată', detail: 'CSV import' });
    expect(entries.some((e) => e.detail?.startsWith('registration '))).toBe(true);
  });

  it('writes running at the same time each name their own caller', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const client = i % 2 ? admin : editor;
        return mutate<{ id: number }>(client, 'posts.create', { title: `Paralel ${i} test`, description: 'Scrise în același timp.', priority: 3, imagePosition: 'LEFT', announcement: false });
      }),
    );
    // A post's own entry is its newest "created": SQLite gives a deleted post's id (an earlier test deletes one) to
    // the next post made, and which of these six gets it depends on their race.
    for (const [i, post] of made.entries()) {
      const created = (await entriesFor('post', post.id)).filter((entry) => entry.action === 'created').at(-1);
      expect(created?.actor_label).toBe(i % 2 ? EMAILS.ADMIN : EMAILS.EDITOR);
    }
  });

  it('signing in records nothing (sessions are not content)', async () => {
    const before = await count();
    await t.client('EDITOR');
    expect(await count()).toBe(before);
  });

  it('a write in a transaction that rolls back leaves no entry', async () => {
    const before = await count();
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await trx.insertInto('regions').values({ name: 'Rolled back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await count()).toBe(before);
  });

  it('a write with no known actor is recorded as "system", and system work names itself', async () => {
    await t.deps.db.insertInto('regions').values({ name: 'Fără actor' }).execute();
    expect((await latest())[0]).toMatchObject({ actor_label: 'system', actor_user_id: null, entity_type: 'region', entity_label: 'Fără actor' });
    await runAs(systemWho(SYSTEM_ACTORS.scheduler), () => t.deps.db.insertInto('regions').values({ name: 'Programat' }).execute());
    expect((await latest())[0]).toMatchObject({ actor_label: 'Scheduler', entity_label: 'Programat' });
  });

  it('createCaller (no HTTP) names the caller too', async () => {
    const caller = await callerFor(t, 'EDITOR');
    const post = await caller.posts.create({ title: 'Prin caller', description: 'Descriere destul de lungă.', priority: 1, imagePosition: 'LEFT', announcement: false });
    expect((await entriesFor('post', post.id))[0]).toMatchObject({ actor_label: EMAILS.EDITOR });
  });
});

describe('the FTC sync', () => {
  it('records its changes as "FTC sync" and one entry for the run with its counts', async () => {
    fake.events = [fakeEvent('ROACT', { name: 'Activitate Cup' })];
    fake.teams = [fakeTeam(21001, { nameShort: 'Sincron' })];
    fake.eventTeams = new Map([['ROACT', [21001]]]);
    const started = await mutate<{ id: number }>(admin, 'ftc.syncNow');
    await expect
      .poll(async () => (await t.deps.db.selectFrom('ftc_sync_runs').select('status').where('id', '=', started.id).executeTakeFirstOrThrow()).status, {
        timeout: scaled(15_000),
        interval: 20,
      })
      .not.toBe('running');
    const run = await entriesFor('ftc-sync', started.id);
    expect(run).toHaveLength(1);
    expect(run[0]).toMatchObject({ action: 'synced', actor_label: 'FTC sync', detail: 'events: 1 added, 0 changed; teams: 1 added, 0 changed, 0 withdrawn' });
    const team = await t.deps.db.selectFrom('teams').select('id').where('team_number', '=', 21001).executeTakeFirstOrThrow();
    expect((await entriesFor('team', team.id))[0]).toMatchObject({ action: 'created', actor_label: 'FTC sync', entity_label: '21001 Sincron' });
  });
});

describe('the command line', () => {
  it('user create and restore each leave an entry by "CLI"', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ftc-activity-cli-'));
    try {
      const env = { DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads') };
      const created = await runCliCaptured(['user', 'create', '--email', 'cli@example.ro', '--name', 'Cli', '--role', 'EDITOR', '--password', 'a long password'], env);
      expect(created.code, created.err.join('\n')).toBe(0);
      const backup = path.join(dir, 'backup.sqlite');
      expect((await runCliCaptured(['backup', backup], env)).code).toBe(0);
      const restored = await runCliCaptured(['restore', backup, '--database-only'], env);
      expect(restored.code, restored.err.join('\n')).toBe(0);
      const handle = openDatabase(env.DATABASE_PATH);
      try {
        const rows = await handle.db.selectFrom('activity').selectAll().orderBy('id').execute();
        expect(rows.map((r) => [r.actor_label, r.action, r.entity_type, r.entity_label])).toEqual([
          ['CLI', 'created', 'user', 'cli@example.ro'],
          ['CLI', 'restored', 'database', 'Backup backup.sqlite'],
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the Activity list (tRPC, ADMIN only)', () => {
  it('is refused to EDITOR, TEAM and visitors', async () => {
    for (const role of ['EDITOR', 'TEAM', undefined] as const) {
      const caller = await callerFor(t, role);
      expect((await refusal(caller.activity.list({}))).status).toBe(role ? 403 : 401);
    }
  });

  it('lists newest first with the filters\' choices, and says which items still exist', async () => {
    const page = await list();
    expect(page.entries.length).toBeGreaterThan(5);
    expect(page.entries.map((e) => e.id)).toEqual([...page.entries.map((e) => e.id)].sort((a, b) => b - a));
    expect(page.actors).toEqual(expect.arrayContaining([EMAILS.ADMIN, EMAILS.EDITOR, 'FTC sync', 'system']));
    expect(page.actions).toEqual(expect.arrayContaining(['created', 'updated', 'deleted', 'set-current', 'synced']));
    const deletedEvent = page.entries.find((e) => e.entityType === 'event' && e.action === 'deleted');
    expect(deletedEvent?.exists).toBe(false);
    const liveTeam = page.entries.find((e) => e.entityType === 'team' && e.entityLabel === '19999 Șoimii');
    expect(liveTeam?.exists).toBe(true);
  });

  it('filters by actor, item type, action, search without diacritics, and dates in Bucharest time', async () => {
    const byEditor = await list({ actor: EMAILS.EDITOR });
    expect(byEditor.entries.length).toBeGreaterThan(0);
    expect(byEditor.entries.every((e) => e.actorLabel === EMAILS.EDITOR)).toBe(true);
    const seasons = await list({ entityType: 'season', action: 'set-current' });
    expect(seasons.entries.length).toBe(2);
    expect(seasons.total).toBe(2);
    const soimii = await list({ q: 'SOIMII' });
    expect(soimii.entries.map((e) => e.entityLabel)).toEqual(['19999 Șoimii']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(t.clock.now()));
    expect((await list({ from: today, to: today })).total).toBe((await list()).total);
    expect((await list({ to: '2001-01-01' })).total).toBe(0);
  });

  it('pages by 50', async () => {
    await runAs(systemWho(SYSTEM_ACTORS.scheduler), async () => {
      for (let i = 0; i < 60; i += 1) await t.deps.db.insertInto('regions').values({ name: `Pagină ${i}` }).execute();
    });
    const first = await list({ actor: 'Scheduler' });
    const second = await list({ actor: 'Scheduler', page: 2 });
    expect(first).toMatchObject({ total: 61, pageSize: 50, page: 1 });
    expect(first.entries).toHaveLength(50);
    expect(second.entries).toHaveLength(11);
  });
});

describe('last edits (the "Last edited by" lines)', () => {
  it('answers the latest entry of each item of a type in one call, to those who may edit that type', async () => {
    const res = await editor.get(`/trpc/activity.lastEdits${query({ entityType: 'event' })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(trpcData<LastEdits>(res.body).length).toBeGreaterThan(0);
    const users = await admin.get(`/trpc/activity.lastEdits${query({ entityType: 'user' })}`);
    const rows = trpcData<LastEdits>(users.body);
    const ana = (await t.deps.db.selectFrom('users').select('id').where('email', '=', 'ana@example.com').executeTakeFirstOrThrow()).id;
    expect(rows.filter((r) => r.entityId === ana)).toEqual([{ entityId: ana, at: expect.any(String), actorLabel: EMAILS.ADMIN }]);
    expect((await editor.get(`/trpc/activity.lastEdits${query({ entityType: 'user' })}`)).statusCode).toBe(403);
  });
});
