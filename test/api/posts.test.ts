import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../src/shared/constants';
import { emptyBin } from '../helpers/bin';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { multipart, samples, type FilePart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let admin: Client;
let team: Client;
let visitor: Client;

beforeAll(async () => {
  t = await makeTestApp();
  [editor, admin, team, visitor] = await Promise.all([t.client('EDITOR'), t.client('ADMIN'), t.client('TEAM'), t.client()]);
});
afterAll(() => t.close());

const image = (data = samples.png(), filename = 'poza.png'): FilePart => ({ name: 'image', filename, contentType: 'image/png', data });
const valid = { title: 'Kickoff 2026', description: 'Sezonul nou începe în septembrie.', priority: '3', imagePosition: 'RIGHT', announcement: 'true' };

function send(client: Client, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart) {
  const body = multipart(fields, file);
  return client.request({ method, url, payload: body.payload, headers: body.headers });
}

const storedFiles = () => readdirSync(t.uploadsDir).filter((f) => f !== '.tmp').sort();
const tempFiles = () => readdirSync(path.join(t.uploadsDir, '.tmp'));
const fileIds = async () => (await t.deps.db.selectFrom('files').select('id').orderBy('id').execute()).map((r) => r.id);
const postCount = async () => (await t.deps.db.selectFrom('home_posts').select('id').execute()).length;
const postRow = (id: number) => t.deps.db.selectFrom('home_posts').selectAll().where('id', '=', id).executeTakeFirst();
const fileKey = async (id: number) => (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;

async function snapshot() {
  return { disk: storedFiles(), ids: await fileIds(), posts: await postCount() };
}
async function expectUnchanged(before: Awaited<ReturnType<typeof snapshot>>) {
  expect(storedFiles()).toEqual(before.disk);
  expect(tempFiles()).toHaveLength(0);
  expect(await fileIds()).toEqual(before.ids);
  expect(await postCount()).toBe(before.posts);
}

describe('home posts over REST', () => {
  it('lists nothing on an empty site', async () => {
    const res = await visitor.get('/api/home-posts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: [] });
  });

  it('creates a post from form-data with an image, as the dashboard sends it', async () => {
    t.clock.set(Date.parse('2026-09-01T10:00:00.000Z'));
    const res = await send(editor, 'POST', '/api/home-posts/', valid, image());
    expect(res.statusCode).toBe(201);
    const post = res.json().message;
    expect(post).toMatchObject({
      title: 'Kickoff 2026',
      description: 'Sezonul nou începe în septembrie.',
      priority: 3,
      imagePosition: 'RIGHT',
      announcement: true,
      timestamp: '2026-09-01T10:00:00.000Z',
      updatedAt: '2026-09-01T10:00:00.000Z',
      image: { name: 'poza.png', mimeType: 'image/png', kind: 'image' },
    });
    expect(post.image.path).toBe(`/api/files/public/${post.image.id}`);
    const row = await postRow(post.id);
    expect(row).toMatchObject({ title: 'Kickoff 2026', priority: 3, image_position: 'RIGHT', announcement: 1, image_id: post.image.id });
    expect(existsSync(path.join(t.uploadsDir, await fileKey(post.image.id)))).toBe(true);
    const served = await visitor.get(post.image.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samples.png())).toBe(true);
  });

  it('applies the defaults: priority 5, LEFT, announcement false (sent as an empty string), no image', async () => {
    t.clock.advance(60_000);
    const res = await send(editor, 'POST', '/api/home-posts', { title: 'Fără imagine', description: 'O postare fără nicio imagine.', announcement: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ priority: 5, imagePosition: 'LEFT', announcement: false, image: null });
  });

  it('accepts JSON as well', async () => {
    t.clock.advance(60_000);
    const res = await admin.post('/api/home-posts', { title: 'Postare JSON', description: 'Trimisă ca JSON de un alt client.', priority: 1, imagePosition: 'BIG', announcement: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ title: 'Postare JSON', priority: 1, imagePosition: 'BIG', announcement: false, image: null });
  });

  it('lists every post newest first, with or without a trailing slash', async () => {
    for (const url of ['/api/home-posts', '/api/home-posts/']) {
      const res = await visitor.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().message.map((p: { title: string }) => p.title)).toEqual(['Postare JSON', 'Fără imagine', 'Kickoff 2026']);
    }
  });

  it('reads one post, 404 for an unknown id, 400 for a bad id', async () => {
    const [first] = (await visitor.get('/api/home-posts')).json().message;
    const one = await visitor.get(`/api/home-posts/${first.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, message: first });
    const missing = await visitor.get('/api/home-posts/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Post not found.' });
    expect((await visitor.get('/api/home-posts/abc')).statusCode).toBe(400);
  });

  it('answers every validation rule with the spec messages and stores nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
      [{}, { title: ['Title is required'], description: ['Description is required'] }],
      [{ title: '   ', description: '' }, { title: ['Title is required'], description: ['Description is required'] }],
      [{ title: 'abcd', description: '123456789' }, { title: ['Title must be at least 5 characters'], description: ['Description must be at least 10 characters'] }],
      [{ ...valid, priority: '' }, { priority: ['Priority is required'] }],
      [{ ...valid, priority: '0' }, { priority: ['Priority must be at least 1'] }],
      [{ ...valid, priority: '6' }, { priority: ['Priority must be at most 5'] }],
      [{ ...valid, imagePosition: 'TOP' }, { imagePosition: ['Image position must be LEFT, RIGHT or BIG'] }],
    ];
    for (const [fields, errors] of cases) {
      const res = await send(editor, 'POST', '/api/home-posts', fields, image());
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors).toEqual(errors);
      expect(body.message).toBe(Object.values(errors)[0]![0]);
    }
    await expectUnchanged(before);
  });

  it('refuses a file that is not an image (by its bytes) and one byte over 5MB, leaving nothing behind', async () => {
    const before = await snapshot();
    const html = await send(editor, 'POST', '/api/home-posts', valid, image(samples.html(), 'poza.png'));
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Please select an image file');
    const pdf = await send(editor, 'POST', '/api/home-posts', valid, { name: 'image', filename: 'doc.pdf', data: samples.pdf() });
    expect(pdf.statusCode).toBe(415);
    const big = await send(editor, 'POST', '/api/home-posts', valid, image(samples.png(UPLOAD_LIMITS.image - samples.png().length + 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size must be less than 5MB');
    await expectUnchanged(before);
    const exact = await send(editor, 'POST', '/api/home-posts', valid, image(samples.png(UPLOAD_LIMITS.image - samples.png().length)));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().message.image.size).toBe(UPLOAD_LIMITS.image);
    expect((await editor.delete(`/api/home-posts/${exact.json().message.id}`)).statusCode).toBe(200);
  });

  it('refuses writes from a visitor (401) and from TEAM (403), before touching anything', async () => {
    const [post] = (await visitor.get('/api/home-posts')).json().message;
    const before = await snapshot();
    for (const [client, status] of [[visitor, 401], [team, 403]] as const) {
      expect((await send(client, 'POST', '/api/home-posts', valid, image())).statusCode).toBe(status);
      expect((await client.post('/api/home-posts', { title: 'Titlu valid', description: 'Descriere validă aici' })).statusCode).toBe(status);
      expect((await send(client, 'PUT', `/api/home-posts/${post.id}`, { title: 'Schimbat de altcineva' }, image())).statusCode).toBe(status);
      expect((await client.delete(`/api/home-posts/${post.id}`)).statusCode).toBe(status);
    }
    await expectUnchanged(before);
    expect((await postRow(post.id))!.title).toBe(post.title);
  });

  it('updates only the fields sent; blank text is skipped; announcement "" is false', async () => {
    const created = (await send(editor, 'POST', '/api/home-posts', valid)).json().message;
    t.clock.advance(5_000);
    const res = await send(editor, 'PUT', `/api/home-posts/${created.id}/`, { title: 'Titlu schimbat', description: '   ', announcement: '' });
    expect(res.statusCode).toBe(200);
    const updated = res.json().message;
    expect(updated).toMatchObject({ id: created.id, title: 'Titlu schimbat', description: valid.description, priority: 3, imagePosition: 'RIGHT', announcement: false });
    expect(updated.timestamp).toBe(created.timestamp);
    expect(updated.updatedAt).toBe(new Date(t.clock.now()).toISOString());
    const json = await editor.put(`/api/home-posts/${created.id}`, { priority: 2 });
    expect(json.json().message).toMatchObject({ title: 'Titlu schimbat', priority: 2, announcement: false });
    expect(await postRow(created.id)).toMatchObject({ title: 'Titlu schimbat', priority: 2, announcement: 0, image_position: 'RIGHT' });

    const bad = await send(editor, 'PUT', `/api/home-posts/${created.id}`, { title: 'abc', priority: '9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ title: ['Title must be at least 5 characters'], priority: ['Priority must be at most 5'] });
    expect((await send(editor, 'PUT', '/api/home-posts/999999', { title: 'Titlu schimbat' })).statusCode).toBe(404);
  });

  it('replacing the image removes the old file; a refused replacement keeps it', async () => {
    const created = (await send(editor, 'POST', '/api/home-posts', valid, image())).json().message;
    const oldKey = await fileKey(created.image.id);
    const before = await snapshot();
    const refused = await send(editor, 'PUT', `/api/home-posts/${created.id}`, { title: 'Nu se schimbă' }, image(samples.html()));
    expect(refused.statusCode).toBe(415);
    await expectUnchanged(before);
    expect((await postRow(created.id))!.title).toBe(valid.title);

    const res = await send(editor, 'PUT', `/api/home-posts/${created.id}`, {}, image(samples.png(100), 'noua.png'));
    expect(res.statusCode).toBe(200);
    const image2 = res.json().message.image;
    expect(image2).toMatchObject({ name: 'noua.png', size: samples.png(100).length });
    expect(image2.id).not.toBe(created.image.id);
    expect(existsSync(path.join(t.uploadsDir, oldKey))).toBe(false);
    expect(await fileIds()).not.toContain(created.image.id);
    expect((await postRow(created.id))!.image_id).toBe(image2.id);
  });

  it('deletes a post (to the bin), its image file with it once the bin is emptied; 404 afterwards; works with the JSON content type and no body', async () => {
    const created = (await send(editor, 'POST', '/api/home-posts', valid, image())).json().message;
    const key = await fileKey(created.image.id);
    const res = await admin.request({ method: 'DELETE', url: `/api/home-posts/${created.id}/`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: { id: created.id } });
    expect(await postRow(created.id)).toBeUndefined();
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(true);
    await emptyBin(t);
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(false);
    expect(await fileIds()).not.toContain(created.image.id);
    expect((await visitor.get(`/api/home-posts/${created.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/home-posts/${created.id}`)).statusCode).toBe(404);
  });
});

describe('home posts over tRPC', () => {
  let editorCall: Caller;
  let adminCall: Caller;
  let teamCall: Caller;
  let visitorCall: Caller;
  beforeAll(async () => {
    [editorCall, adminCall, teamCall, visitorCall] = await callersForEveryRole(t);
  });

  it('lists and reads posts for anyone over REST (the public read; the dashboard has its own list)', async () => {
    const rest = (await visitor.get('/api/home-posts')).json().message;
    expect(rest.length).toBeGreaterThan(0);
    expect((await visitor.get(`/api/home-posts/${rest[0].id}`)).json().message).toEqual(rest[0]);
    const missing = await visitor.get('/api/home-posts/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Post not found.');
  });

  it('creates with an uploaded image id, updates partially, removes the image with null, deletes', async () => {
    const uploadBody = multipart({ entityType: 'event_image' }, { name: 'file', filename: 'din-panou.png', data: samples.png(7) });
    const uploaded = (await editor.request({ method: 'POST', url: '/api/files/upload', payload: uploadBody.payload, headers: uploadBody.headers })).json().message;

    const post = await editorCall.posts.create({ title: 'Din dashboard', description: 'Creată prin tRPC cu imagine.', imageId: uploaded.id });
    expect(post).toMatchObject({ title: 'Din dashboard', priority: 5, imagePosition: 'LEFT', announcement: false, image: { id: uploaded.id, name: 'din-panou.png' } });

    const updated = await editorCall.posts.update({ id: post.id, announcement: true, priority: 1 });
    expect(updated).toMatchObject({ title: 'Din dashboard', announcement: true, priority: 1, image: { id: uploaded.id } });

    const key = await fileKey(uploaded.id);
    const cleared = await editorCall.posts.update({ id: post.id, imageId: null });
    expect(cleared.image).toBeNull();
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(false);
    expect(await fileIds()).not.toContain(uploaded.id);

    await adminCall.posts.delete({ id: post.id });
    expect(await postRow(post.id)).toBeUndefined();
  });

  it('keeps a file that another post still uses when one post is deleted', async () => {
    const a = (await send(editor, 'POST', '/api/home-posts', valid, image())).json().message;
    const b = await editorCall.posts.create({ title: 'Aceeași imagine', description: 'Folosește imaginea altei postări.', imageId: a.image.id });
    expect(b.image?.id).toBe(a.image.id);
    await editorCall.posts.delete({ id: a.id });
    expect(await fileIds()).toContain(a.image.id);
    await editorCall.posts.delete({ id: b.id });
    expect(await fileIds()).toContain(a.image.id);
    await emptyBin(t);
    expect(await fileIds()).not.toContain(a.image.id);
  });

  it('answers validation with field messages and refuses a non-image file id', async () => {
    const res = await refusal(editorCall.posts.create({ title: 'abc', description: 'scurt' }));
    expect(res.status).toBe(400);
    expect(res.fieldErrors).toEqual({ title: ['Title must be at least 5 characters'], description: ['Description must be at least 10 characters'] });
    const docBody = multipart({ entityType: 'resource_file' }, { name: 'file', filename: 'r.pdf', data: samples.pdf() });
    const doc = (await editor.request({ method: 'POST', url: '/api/files/upload', payload: docBody.payload, headers: docBody.headers })).json().message;
    const wrongKind = await refusal(editorCall.posts.create({ title: 'Cu document', description: 'Un PDF nu este o imagine.', imageId: doc.id }));
    expect(wrongKind.status).toBe(415);
    expect(wrongKind.message).toBe('Please select an image file');
    expect((await refusal(editorCall.posts.update({ id: 999999, title: 'Nu există' }))).status).toBe(404);
  });

  it('refuses mutations from a visitor (401) and TEAM (403)', async () => {
    const [post] = (await visitor.get('/api/home-posts')).json().message;
    for (const [caller, status] of [[visitorCall, 401], [teamCall, 403]] as const) {
      expect((await refusal(caller.posts.create({ title: 'Titlu valid', description: 'Descriere validă aici' }))).status).toBe(status);
      expect((await refusal(caller.posts.update({ id: post.id, title: 'Schimbat' }))).status).toBe(status);
      expect((await refusal(caller.posts.delete({ id: post.id }))).status).toBe(status);
    }
    expect(await postRow(post.id)).toMatchObject({ title: post.title });
  });
});
