// The media library (issue 25, point 5; decision 199) through real HTTP on a temp database and uploads folder: the
// list with sizes and where each image is used, the alt text, deleting only what nothing uses, and the roles.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_REFERENCES } from '../../src/server/modules/files/files.repository';
import { removeUnattachedUploads } from '../../src/server/modules/files/upload-upkeep';
import { ALT_TEXT_MAX, MEDIA_MESSAGES, MEDIA_USE_KINDS, type MediaItem } from '../../src/shared/schemas/media';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let admin: Client;
let team: Client;

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#f57e25' } }).png().toBuffer();
const withInput = (p: string, input: unknown) => `/trpc/${p}?input=${encodeURIComponent(JSON.stringify(input))}`;

async function upload(client: Client, fields: Record<string, string>, filename: string, data: Buffer) {
  const body = multipart(fields, { name: 'file', filename, contentType: 'image/png', data });
  const res = await client.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
  return res;
}

async function list(client: Client, input: Record<string, unknown> = {}) {
  const res = await client.get(withInput('media.list', input));
  expect(res.statusCode).toBe(200);
  return res.json().result.data as { items: MediaItem[]; total: number; page: number; pageSize: number };
}

const storageKey = async (id: number) => (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;

beforeAll(async () => {
  t = await makeTestApp();
  [editor, admin, team] = await Promise.all([t.client('EDITOR'), t.client('ADMIN'), t.client('TEAM')]);
});
afterAll(() => t.close());

describe('media library', () => {
  it('lists every uploaded image with its size, dimensions and where it is used', async () => {
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Post cu imagine', description: 'Descriere', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const used = (await upload(editor, { entityType: 'home_post_image', homePostId: String(post.id) }, 'robot.png', await png(40, 30))).json().message;
    const loose = await upload(editor, { entityType: 'library_image' }, 'teren.png', await png(20, 10));
    expect(loose.statusCode).toBe(201);
    const free = loose.json().message;

    const all = await list(editor);
    const byId = new Map(all.items.map((item) => [item.file.id, item]));
    expect(byId.get(used.id)).toMatchObject({ file: { name: 'robot.png', width: 40, height: 30, size: used.size }, usedBy: [{ kind: 'post', id: post.id, label: 'Post cu imagine' }] });
    expect(byId.get(free.id)).toMatchObject({ file: { name: 'teren.png', width: 20, height: 10 }, usedBy: [] });
    expect(all.items[0]!.file.id).toBe(free.id); // newest first

    const unused = await list(editor, { unusedOnly: true });
    expect(unused.items.map((i) => i.file.id)).toContain(free.id);
    expect(unused.items.map((i) => i.file.id)).not.toContain(used.id);
    expect((await list(editor, { search: 'ROBOT' })).items.map((i) => i.file.id)).toEqual([used.id]);
    // LIKE's wildcards are plain characters in a search.
    expect((await list(editor, { search: '%' })).total).toBe(0);
  });

  it('names every kind of holder the files module knows', () => {
    // A new holder in FILE_REFERENCES fails here until usesOf (media.repository.ts) shows it as "used by" too.
    expect(FILE_REFERENCES.map((r) => r.table)).toEqual(['home_posts', 'resources', 'events', 'sponsors', 'site_setting_files', 'teams', 'rich_text_images', 'bin_files']);
    expect(MEDIA_USE_KINDS).toHaveLength(9);
  });

  it('stores the alt text once per image and refuses one that is too long', async () => {
    const file = (await upload(editor, { entityType: 'library_image' }, 'alt.png', await png(8, 8))).json().message;
    const res = await editor.post('/trpc/media.updateAlt', { id: file.id, altText: '  Echipa la masa de joc  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ id: file.id, altText: 'Echipa la masa de joc' });
    expect((await list(admin, { search: 'alt.png' })).items[0]!.altText).toBe('Echipa la masa de joc');

    const long = await editor.post('/trpc/media.updateAlt', { id: file.id, altText: 'x'.repeat(ALT_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(MEDIA_MESSAGES.altTooLong);
    expect((await list(editor, { search: 'alt.png' })).items[0]!.altText).toBe('Echipa la masa de joc');
    expect((await editor.post('/trpc/media.updateAlt', { id: 999_999, altText: 'x' })).statusCode).toBe(404);
  });

  it('refuses to delete an image that is used, with a clear message, and keeps it', async () => {
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Folosită', description: 'Descriere', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const file = (await upload(editor, { entityType: 'home_post_image', homePostId: String(post.id) }, 'folosita.png', await png(8, 8))).json().message;
    const key = await storageKey(file.id);
    const res = await editor.post('/trpc/media.delete', { id: file.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MEDIA_MESSAGES.inUse);
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(true);
    expect((await list(editor, { search: 'folosita' })).total).toBe(1);
  });

  it('shows the image of a binned post as used by the bin, and keeps it until the bin lets it go', async () => {
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'În coș', description: 'Descriere', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const file = (await upload(editor, { entityType: 'home_post_image', homePostId: String(post.id) }, 'in-cos.png', await png(8, 8))).json().message;
    expect((await editor.request({ method: 'DELETE', url: `/api/home-posts/${post.id}` })).statusCode).toBe(200);
    const binId = (await t.deps.db.selectFrom('bin').select('id').where('kind', '=', 'post').where('item_id', '=', post.id).executeTakeFirstOrThrow()).id;

    expect((await list(editor, { search: 'in-cos' })).items[0]).toMatchObject({ usedBy: [{ kind: 'bin', id: binId, label: 'În coș' }] });
    expect((await list(editor, { unusedOnly: true, search: 'in-cos' })).total).toBe(0);
    const res = await editor.post('/trpc/media.delete', { id: file.id });
    expect(res.statusCode).toBe(409);
    expect(existsSync(path.join(t.uploadsDir, await storageKey(file.id)))).toBe(true);
  });

  it('deletes an unused image: its row, its bytes and its variants leave the disk', async () => {
    const file = (await upload(editor, { entityType: 'library_image' }, 'sterge.png', await png(900, 600))).json().message;
    const key = await storageKey(file.id);
    const variants = (await t.deps.db.selectFrom('image_variants').select('storage_key').where('file_id', '=', file.id).execute()).map((v) => v.storage_key);
    expect(variants.length).toBeGreaterThan(0);
    const before = readdirSync(t.uploadsDir).length;
    const res = await editor.post('/trpc/media.delete', { id: file.id });
    expect(res.statusCode).toBe(200);
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(false);
    for (const v of variants) expect(existsSync(path.join(t.uploadsDir, v))).toBe(false);
    expect(readdirSync(t.uploadsDir).length).toBe(before - 1 - variants.length);
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined();
    expect((await editor.get(`/api/files/public/${file.id}`)).statusCode).toBe(404);
  });

  it('shows nothing to a TEAM account or a visitor and refuses their writes', async () => {
    const file = (await upload(editor, { entityType: 'library_image' }, 'echipa.png', await png(8, 8))).json().message;
    expect((await team.get(withInput('media.list', {}))).statusCode).toBe(403);
    expect((await team.post('/trpc/media.updateAlt', { id: file.id, altText: 'x' })).statusCode).toBe(403);
    expect((await team.post('/trpc/media.delete', { id: file.id })).statusCode).toBe(403);
    expect((await upload(team, { entityType: 'library_image' }, 'echipa2.png', await png(8, 8))).statusCode).toBe(403);
    const visitor = await t.client();
    expect((await visitor.get(withInput('media.list', {}))).statusCode).toBe(401);
    expect((await list(admin, { search: 'echipa' })).items.map((i) => i.altText)).toEqual(['']);
  });
  // Last: it moves the clock past every session's lifetime.
  it('keeps library images that nothing uses past the upkeep of unattached uploads', async () => {
    const kept = (await upload(editor, { entityType: 'library_image' }, 'pastrata.png', await png(8, 8))).json().message;
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Temporar', description: 'Descriere', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const loose = (await upload(editor, { entityType: 'event_image' }, 'neatasata.png', await png(8, 8))).json().message;
    t.clock.advance((t.deps.config.UPLOAD_UNATTACHED_HOURS + 1) * 60 * 60 * 1000);
    await removeUnattachedUploads(t.deps);
    editor = await t.client('EDITOR'); // signed in again: the clock passed the session's lifetime
    const ids = (await list(editor)).items.map((i) => i.file.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(loose.id);
    // A library image picked for a post and then replaced stays in the library.
    await t.deps.db.updateTable('home_posts').set({ image_id: kept.id }).where('id', '=', post.id).execute();
    await upload(editor, { entityType: 'home_post_image', homePostId: String(post.id) }, 'noua.png', await png(8, 8));
    expect((await list(editor)).items.map((i) => i.file.id)).toContain(kept.id);
  });

});
