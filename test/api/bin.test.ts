// The bin (issue 25, What staff miss 2; decision 198) through the real app: a delete keeps the item and its files for
// BIN_DAYS days (the files no longer served), a restore puts it back with its links, the purge removes it and its files.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_DAYS } from '../../src/shared/schemas/bin';
import { purgeExpired } from '../../src/server/modules/bin/bin.service';
import { BIN_SEASON_GONE } from '../../src/server/modules/bin/event-bin';
import { migrations } from '../../db/migrations/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { migrateWithBackup } from '../../src/server/ops/upgrade';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, refusal, type Caller } from '../helpers/caller';
import { eventInput } from '../helpers/event-fixtures';
import { multipart, samples } from '../helpers/multipart';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let editor: Client;
let visitor: Client;
let editorCall: Caller;
let seasonId: number;

beforeAll(async () => {
  t = await makeTestApp();
  editor = await t.client('EDITOR');
  visitor = await t.client();
  editorCall = await callerFor(t, 'EDITOR');
  seasonId = (await t.deps.db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

async function upload(entityType: string, filename = 'imagine.png'): Promise<{ id: number; path: string }> {
  const body = multipart({ entityType }, { name: 'file', filename, contentType: 'image/png', data: samples.png() });
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message;
}

const onDisk = async (fileId: number) => {
  const row = await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', fileId).executeTakeFirst();
  return !!row && existsSync(path.join(t.uploadsDir, row.storage_key));
};
const binEntry = async (title: string) => (await editorCall.bin.list()).find((e) => e.title === title)!;

describe('posts', () => {
  it('delete keeps the spec answer, hides the post and its images; restore brings back post, address and images', async () => {
    const image = await upload('event_image');
    const inline = await upload('rich_text_image', 'in-text.png');
    const doc = { type: 'doc' as const, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Echipele la start.' }] }, { type: 'image', attrs: { src: inline.path, alt: 'Start' } }] };
    const post = await editorCall.posts.create({ title: 'Kickoff în coș', description: doc, imageId: image.id, status: 'published' });
    expect((await visitor.get(image.path)).statusCode).toBe(200);

    const res = await editor.delete(`/api/home-posts/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: post.id, title: 'Kickoff în coș' });
    expect((await visitor.get(`/api/home-posts/${post.id}`)).statusCode).toBe(404);
    // Kept on disk for the restore, but no longer served to anyone outside.
    expect(await onDisk(image.id)).toBe(true);
    expect(await onDisk(inline.id)).toBe(true);
    expect((await visitor.get(image.path)).statusCode).toBe(404);
    expect((await visitor.get(inline.path)).statusCode).toBe(404);

    const entry = await binEntry('Kickoff în coș');
    expect(entry).toMatchObject({ kind: 'post', itemId: post.id, deletedBy: 'Test EDITOR' });
    expect(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)).toBe(BIN_DAYS * DAY);

    expect(await editorCall.bin.restore({ id: entry.id })).toEqual({ kind: 'post', id: post.id });
    const back = (await visitor.get(`/api/home-posts/${post.id}`)).json().message;
    expect(back).toMatchObject({ id: post.id, title: 'Kickoff în coș', slug: post.slug, image: { id: image.id } });
    expect(back.descriptionDoc).toEqual(post.descriptionDoc);
    expect((await visitor.get(image.path)).statusCode).toBe(200);
    expect((await visitor.get(inline.path)).statusCode).toBe(200);
    expect((await editorCall.bin.list()).find((e) => e.id === entry.id)).toBeUndefined();
  });

  it('a post whose address was taken meanwhile comes back under a new one', async () => {
    const post = await editorCall.posts.create({ title: 'Aceeași adresă', description: 'Prima postare cu acest titlu.', status: 'published' });
    await editorCall.posts.delete({ id: post.id });
    const other = await editorCall.posts.create({ title: 'Aceeași adresă', description: 'A doua postare cu acest titlu.', status: 'published' });
    expect(other.slug).toBe(post.slug);
    // The new post also took the deleted one's id (SQLite reuses the largest): the restored post gets a new one.
    expect(other.id).toBe(post.id);
    const restored = await editorCall.bin.restore({ id: (await binEntry('Aceeași adresă')).id });
    expect(restored.id).not.toBe(post.id);
    const back = await editorCall.posts.byIdForEditor({ id: restored.id });
    expect(back.title).toBe('Aceeași adresă');
    expect(back.slug).not.toBe(post.slug);
    expect((await visitor.get(`/api/home-posts/${restored.id}`)).json().message.slug).toBe(back.slug);
  });
});

describe('events', () => {
  it('restore brings back its teams and sponsor links; a team deleted meanwhile is left out', async () => {
    const image = await upload('event_image');
    const event = await editorCall.events.create({ ...eventInput(seasonId, { title: 'Regionala în coș' }), imageId: image.id });
    const [kept, gone] = await t.deps.db.insertInto('teams').values([{ team_number: 19010, name: 'Rămâne' }, { team_number: 19011, name: 'Pleacă' }]).returning('id').execute();
    await t.deps.db.insertInto('event_teams').values([{ event_id: event.id, team_id: kept!.id }, { event_id: event.id, team_id: gone!.id }]).execute();
    const sponsor = await t.deps.db.insertInto('sponsors').values({ name: 'Delta', size: 'Startup', legal_name: 'Delta SRL' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.insertInto('event_sponsors').values({ event_id: event.id, sponsor_id: sponsor.id }).execute();

    const res = await editor.delete(`/api/events/${event.id}`);
    expect(res.json()).toEqual({ success: true, message: { id: event.id } });
    expect((await visitor.get(`/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await visitor.get(image.path)).statusCode).toBe(404);
    await t.deps.db.deleteFrom('teams').where('id', '=', gone!.id).execute();

    await editorCall.bin.restore({ id: (await binEntry('Regionala în coș')).id });
    const back = (await visitor.get(`/api/events/${event.id}`)).json().message;
    expect(back.partners.map((p: { name: string }) => p.name)).toEqual(['Delta']);
    expect(back.image.id).toBe(image.id);
    expect((await t.deps.db.selectFrom('event_teams').select('team_id').where('event_id', '=', event.id).execute()).map((r) => r.team_id)).toEqual([kept!.id]);
    expect((await visitor.get(image.path)).statusCode).toBe(200);
  });

  it('an event whose season was deleted meanwhile is not restored, and stays in the bin', async () => {
    const old = (await t.deps.db.insertInto('seasons').values({ season_number: 9, season_name: 'INTO THE DEEP', is_current: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    const event = await editorCall.events.create(eventInput(old, { title: 'Sezon șters' }));
    await editorCall.events.delete({ id: event.id });
    await t.deps.db.deleteFrom('seasons').where('id', '=', old).execute();
    const entry = await binEntry('Sezon șters');
    expect(await refusal(editorCall.bin.restore({ id: entry.id }))).toMatchObject({ code: 'CONFLICT', message: BIN_SEASON_GONE });
    expect(await binEntry('Sezon șters')).toBeDefined();
  });
});

describe('bulk publish and delete (to the bin)', () => {
  it('publishes each draft, reports the one that is gone, and refuses a TEAM account', async () => {
    const a = await editorCall.posts.create({ title: 'Ciornă A', description: 'Prima ciornă pentru publicare.', status: 'draft' });
    const b = await editorCall.posts.create({ title: 'Ciornă B', description: 'A doua ciornă pentru publicare.', status: 'draft' });
    const gone = await editorCall.posts.create({ title: 'Ciornă ștearsă', description: 'Ștearsă înainte de publicare.', status: 'draft' });
    await editorCall.posts.delete({ id: gone.id });
    expect((await refusal((await callerFor(t, 'TEAM')).posts.publishMany({ ids: [a.id] }))).code).toBe('FORBIDDEN');
    const result = await editorCall.posts.publishMany({ ids: [a.id, gone.id, b.id] });
    expect(result).toEqual({ done: [a.id, b.id], failed: [{ id: gone.id, message: 'Post not found.' }] });
    for (const id of [a.id, b.id]) expect((await visitor.get(`/api/home-posts/${id}`)).json().message.status).toBe('published');
  });

  it('moves each event to the bin, reporting the one already gone', async () => {
    const a = await editorCall.events.create(eventInput(seasonId, { title: 'Lot A' }));
    const b = await editorCall.events.create(eventInput(seasonId, { title: 'Lot B' }));
    expect(await editorCall.events.deleteMany({ ids: [a.id, b.id, 999_999] })).toEqual({ done: [a.id, b.id], failed: [{ id: 999_999, message: 'Event not found.' }] });
    const titles = (await editorCall.bin.list()).map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(['Lot A', 'Lot B']));
    expect(await editorCall.events.publishMany({ ids: [a.id] })).toEqual({ done: [], failed: [{ id: a.id, message: 'Event not found.' }] });
  });
});

describe('sponsors', () => {
  it('delete keeps the spec answer and hides the sponsor and its logo; restore brings back logo and the events still there', async () => {
    const logo = await upload('sponsor_logo', 'sigla.png');
    const [kept, gone] = await Promise.all(['Regionala cu sponsor', 'Regionala ștearsă'].map((title) => editorCall.events.create({ ...eventInput(seasonId, { title }), status: 'published' })));
    const sponsor = await editorCall.sponsors.create({ name: 'Sponsor în coș', size: 'Startup', legal_name: 'Coș SRL', logoId: logo.id });
    for (const event of [kept!, gone!]) await editorCall.sponsors.linkEvent({ id: sponsor.id, eventId: event.id });
    expect((await visitor.get(logo.path)).statusCode).toBe(200);
    const row = () => t.deps.db.selectFrom('sponsors').selectAll().where('id', '=', sponsor.id).executeTakeFirst();
    const before = await row();

    const res = await editor.delete(`/api/sponsors/${sponsor.id}`);
    expect(res.json()).toEqual({ success: true, message: { id: sponsor.id } });
    expect((await visitor.get(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/events/${kept!.id}`)).json().message.partners).toEqual([]);
    expect((await visitor.get(logo.path)).statusCode).toBe(404);
    expect(await onDisk(logo.id)).toBe(true);
    const entry = await binEntry('Sponsor în coș');
    expect(entry).toMatchObject({ kind: 'sponsor', itemId: sponsor.id });
    // A TEAM account cannot restore it.
    expect((await refusal((await callerFor(t, 'TEAM')).bin.restore({ id: entry.id }))).code).toBe('FORBIDDEN');

    await editorCall.events.delete({ id: gone!.id });
    expect(await editorCall.bin.restore({ id: entry.id })).toEqual({ kind: 'sponsor', id: sponsor.id });
    // The same row: every field, its logo and its id.
    expect(await row()).toEqual(before);
    expect((await visitor.get(`/api/sponsors/${sponsor.id}`)).json().message).toMatchObject({ name: 'Sponsor în coș', logo: { id: logo.id } });
    expect((await visitor.get(`/api/events/${kept!.id}`)).json().message.partners.map((p: { id: number }) => p.id)).toEqual([sponsor.id]);
    expect((await t.deps.db.selectFrom('event_sponsors').select('event_id').where('sponsor_id', '=', sponsor.id).execute()).map((r) => r.event_id)).toEqual([kept!.id]);
    expect((await visitor.get(logo.path)).statusCode).toBe(200);
  });
});

describe('resources, permissions and the purge', () => {
  it('bulk delete moves each resource to the bin, reporting the one already gone', async () => {
    const make = async (subsection: string) => (await editorCall.resources.create({ page: 'team-resources', section: 'Ghiduri', subsection, description: 'Un ghid pentru bulk.', category: 'Link', link: 'https://example.org/ghid', priority: 1 })).id;
    const [a, b] = [await make('Lot resursa A'), await make('Lot resursa B')];
    expect((await refusal((await callerFor(t, 'TEAM')).resources.deleteMany({ ids: [a] }))).code).toBe('FORBIDDEN');
    expect(await editorCall.resources.deleteMany({ ids: [a, 999_999, b] })).toEqual({ done: [a, b], failed: [{ id: 999_999, message: 'Resource not found.' }] });
    for (const id of [a, b]) expect((await visitor.get(`/api/resources/${id}`)).statusCode).toBe(404);
    expect((await editorCall.bin.list()).map((e) => e.title)).toEqual(expect.arrayContaining(['Lot resursa A', 'Lot resursa B']));
  });

  it('a resource comes back with its file; TEAM and visitors cannot see or use the bin', async () => {
    const body = multipart({ page: 'team-resources', section: 'Ghiduri', subsection: 'Ghid în coș', description: 'Un ghid pentru echipele noi.', category: 'Document', priority: '1' }, { name: 'image', filename: 'ghid.pdf', contentType: 'application/pdf', data: samples.pdf() });
    const created = await editor.request({ method: 'POST', url: '/api/resources', payload: body.payload, headers: body.headers });
    expect(created.statusCode).toBe(201);
    const resource = created.json().message;
    expect((await editor.delete(`/api/resources/${resource.id}`)).statusCode).toBe(200);
    const entry = await binEntry('Ghid în coș');
    const team = await callerFor(t, 'TEAM');
    expect((await refusal(team.bin.list())).code).toBe('FORBIDDEN');
    expect((await refusal(team.bin.restore({ id: entry.id }))).code).toBe('FORBIDDEN');
    expect((await refusal((await callerFor(t)).bin.list())).code).toBe('UNAUTHORIZED');
    await editorCall.bin.restore({ id: entry.id });
    expect((await visitor.get(`/api/resources/${resource.id}`)).json().message).toMatchObject({ subsection: 'Ghid în coș' });
  });

  it('delete forever removes the entry and its unused files at once', async () => {
    const image = await upload('event_image');
    const post = await editorCall.posts.create({ title: 'Definitiv', description: 'Ștearsă definitiv din coș.', imageId: image.id, status: 'draft' });
    await editorCall.posts.delete({ id: post.id });
    const entry = await binEntry('Definitiv');
    await editorCall.bin.deleteForever({ id: entry.id });
    expect(await onDisk(image.id)).toBe(false);
    expect((await refusal(editorCall.bin.restore({ id: entry.id }))).code).toBe('NOT_FOUND');
  });
  it('after BIN_DAYS days the purge removes the item and its files; a file another post uses stays', async () => {
    const shared = await upload('event_image', 'comuna.png');
    const own = await upload('event_image', 'proprie.png');
    const doomed = await editorCall.posts.create({ title: 'De curățat', description: 'Va fi ștearsă definitiv.', imageId: own.id, status: 'published' });
    const other = await editorCall.posts.create({ title: 'Păstrată', description: 'Folosește imaginea comună.', imageId: shared.id, status: 'published' });
    const sharing = await editorCall.posts.create({ title: 'Cu imaginea comună', description: 'Și ea folosește imaginea comună.', imageId: shared.id, status: 'published' });
    await editorCall.posts.delete({ id: doomed.id });
    await editorCall.posts.delete({ id: sharing.id });

    t.clock.advance((BIN_DAYS - 1) * DAY);
    expect(await purgeExpired(t.deps)).toBe(0);
    expect(await onDisk(own.id)).toBe(true);
    t.clock.advance(DAY + 1000);
    expect(await purgeExpired(t.deps)).toBeGreaterThanOrEqual(2);
    // Sessions expired with the month: a new sign-in reads the bin.
    expect((await (await callerFor(t, 'EDITOR')).bin.list()).map((e) => e.title)).not.toContain('De curățat');
    expect(await onDisk(own.id)).toBe(false);
    expect(await onDisk(shared.id)).toBe(true);
    expect((await visitor.get(`/api/home-posts/${other.id}`)).json().message.image.id).toBe(shared.id);
    expect((await visitor.get(shared.path)).statusCode).toBe(200);
  });
});

describe('migration 2026-11-30-200-bin-sponsors', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bin-sponsors-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rebuilds the bin for sponsors without losing an entry or the files it holds', async () => {
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-30-200-bin-sponsors'));
    await migrateWithBackup(before.db, { databasePath, migrations: older });
    const file = await before.db.insertInto('files').values({ name: 'a.png', storage_key: 'a.png', mime_type: 'image/png', size: 1, kind: 'image', entity_type: 'event_image', sha256: 'x', uploaded_by: null }).returning('id').executeTakeFirstOrThrow();
    const entry = await before.db.insertInto('bin').values({ kind: 'post', item_id: 7, title: 'Veche', snapshot: '{}', deleted_at: '2026-11-29T10:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    await before.db.insertInto('bin_files').values({ bin_id: entry.id, file_id: file.id }).execute();
    await before.close();

    const after = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads') }) });
    const db = after.deps.db;
    expect(await db.selectFrom('bin').select(['id', 'kind', 'title']).execute()).toEqual([{ id: entry.id, kind: 'post', title: 'Veche' }]);
    expect(await db.selectFrom('bin_files').selectAll().execute()).toEqual([{ bin_id: entry.id, file_id: file.id }]);
    await db.insertInto('bin').values({ kind: 'sponsor', item_id: 3, title: 'Sponsor', snapshot: '{}', deleted_at: '2026-11-29T11:00:00.000Z' }).execute();
    // bin_files refers to the rebuilt bin: removing an entry still removes what it held.
    expect((await sql<{ table: string }>`SELECT "table" FROM pragma_foreign_key_list('bin_files') WHERE "from" = 'bin_id'`.execute(db)).rows).toEqual([{ table: 'bin' }]);
    await db.deleteFrom('bin').where('id', '=', entry.id).execute();
    expect(await db.selectFrom('bin_files').selectAll().execute()).toEqual([]);
    await after.app.close();
  });
});
