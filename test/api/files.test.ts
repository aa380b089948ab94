import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart, samples } from '../helpers/multipart';
import { docxEntries, makeZip } from '../helpers/zip';

let t: TestApp;
let editor: Client;
let post: { id: number };
const MB = 1024 * 1024;

const storedFiles = () => readdirSync(t.uploadsDir).filter((f) => f !== '.tmp');
const tempFiles = () => readdirSync(`${t.uploadsDir}/.tmp`);
const fileRows = async () => (await t.deps.db.selectFrom('files').select('id').execute()).length;

async function upload(client: Client, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) {
  const body = multipart(fields, file);
  return client.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
}

beforeAll(async () => {
  t = await makeTestApp();
  editor = await t.client('EDITOR');
  post = await t.deps.db
    .insertInto('home_posts')
    .values({ title: 'Un titlu', description: 'O descriere destul de lungă', image_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

async function expectNothingLeft(before: { disk: number; rows: number }) {
  expect(storedFiles()).toHaveLength(before.disk);
  expect(tempFiles()).toHaveLength(0);
  expect(await fileRows()).toBe(before.rows);
}

describe('file upload and serving', () => {
  it('stores a post image, attaches it to the post and serves it by id', async () => {
    const res = await upload(editor, { entityType: 'home_post_image', homePostId: String(post.id) }, { name: 'file', filename: 'poza.png', contentType: 'image/png', data: samples.png() });
    expect(res.statusCode).toBe(201);
    const file = res.json().message;
    expect(file).toMatchObject({ name: 'poza.png', mimeType: 'image/png', kind: 'image', path: `/api/files/public/${file.id}` });
    const row = await t.deps.db.selectFrom('home_posts').select('image_id').where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.image_id).toBe(file.id);

    const served = await editor.get(`/api/files/public/${file.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    // Issue 21: revalidated on each use (its visibility follows its post), never immutable.
    expect(served.headers['cache-control']).toBe('public, no-cache');
    expect(served.rawPayload.equals(samples.png())).toBe(true);
    const again = await editor.request({ method: 'GET', url: `/api/files/public/${file.id}`, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const meta = await editor.get(`/api/files/${file.id}`);
    expect(meta.json()).toMatchObject({ success: true, message: { id: file.id, size: samples.png().length } });
  });

  it('replacing the image removes the old file from disk', async () => {
    const before = storedFiles().length;
    const res = await upload(editor, { entityType: 'home_post_image', homePostId: String(post.id) }, { name: 'file', filename: 'noua.png', data: samples.png(10) });
    expect(res.statusCode).toBe(201);
    expect(storedFiles()).toHaveLength(before);
    expect(await fileRows()).toBe(1);
  });

  it('serves documents as attachments with an RFC 6266 name', async () => {
    const res = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'Regulament național ăș.pdf', data: samples.pdf() });
    expect(res.statusCode).toBe(201);
    const id = res.json().message.id;
    const served = await editor.get(`/api/files/public/${id}`);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Regulament national as.pdf"; filename*=UTF-8''Regulament%20na%C8%9Bional%20%C4%83%C8%99.pdf`,
    );
    const download = await editor.get(`/api/files/${id}/download`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const preview = await editor.get(`/api/files/${id}/preview`);
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('accepts plain text documents and refuses text that is not', async () => {
    expect((await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'note.txt', data: samples.text() })).statusCode).toBe(201);
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const binary = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'note.txt', data: Buffer.from([0, 1, 2, 3, 0xff]) });
    expect(binary.statusCode).toBe(415);
    await expectNothingLeft(before);
  });

  it.each([
    ['HTML named .png', 'event_image', 'x.png', samples.html(), 'Please select an image file'],
    ['SVG', 'event_image', 'logo.svg', samples.svg(), 'Please select an image file'],
    ['an executable', 'sponsor_logo', 'logo.png', samples.elf(), 'Please select an image file'],
    ['a PDF as a post image', 'home_post_image', 'x.png', samples.pdf(), 'Please select an image file'],
  ])('refuses %s with 415 and leaves nothing behind', async (_label, entityType, filename, data, message) => {
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const fields: Record<string, string> = { entityType };
    if (entityType === 'home_post_image') fields.homePostId = String(post.id);
    const res = await upload(editor, fields, { name: 'file', filename, contentType: 'image/png', data });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message });
    await expectNothingLeft(before);
  });

  it('takes an image of exactly 5 MB and refuses one byte more with 413', async () => {
    const exact = samples.png(5 * MB - samples.png().length);
    expect((await upload(editor, { entityType: 'event_image' }, { name: 'file', filename: 'big.png', data: exact })).statusCode).toBe(201);
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const over = await upload(editor, { entityType: 'event_image' }, { name: 'file', filename: 'big.png', data: samples.png(5 * MB - samples.png().length + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('File size must be less than 5MB');
    await expectNothingLeft(before);
  });

  it('takes a 10 MB document and refuses 10 MB + 1 with 413', async () => {
    const base = samples.pdf().length;
    expect((await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'doc.pdf', data: samples.pdf(10 * MB - base) })).statusCode).toBe(201);
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const over = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'doc.pdf', data: samples.pdf(10 * MB - base + 1) });
    expect(over.statusCode).toBe(413);
    await expectNothingLeft(before);
  });

  it('needs homePostId for home_post_image and a known post', async () => {
    const missing = await upload(editor, { entityType: 'home_post_image' }, { name: 'file', filename: 'a.png', data: samples.png() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.homePostId).toEqual(['homePostId is required for home_post_image']);
    const unknown = await upload(editor, { entityType: 'home_post_image', homePostId: '9999' }, { name: 'file', filename: 'a.png', data: samples.png() });
    expect(unknown.statusCode).toBe(404);
    expect(tempFiles()).toHaveLength(0);
  });

  it('refuses uploads from visitors (401) and TEAM users (403) before storing anything', async () => {
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const visitor = await t.client();
    expect((await upload(visitor, { entityType: 'event_image' }, { name: 'file', filename: 'a.png', data: samples.png() })).statusCode).toBe(401);
    const team = await t.client('TEAM');
    expect((await upload(team, { entityType: 'event_image' }, { name: 'file', filename: 'a.png', data: samples.png() })).statusCode).toBe(403);
    await expectNothingLeft(before);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers or try to escape the folder', async () => {
    expect((await editor.get('/api/files/public/123456')).statusCode).toBe(404);
    for (const bad of ['..%2f..%2fetc%2fpasswd', '1.png', '-1', '%2e%2e']) {
      const res = await editor.get(`/api/files/public/${bad}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('accepts an ordinary zip and docx, and refuses archives whose size, entry count or ratio is absurd', async () => {
    const zipOk = makeZip([{ name: 'readme.txt', data: Buffer.from('Salut') }, { name: 'cad/part.step', data: Buffer.alloc(2000, 65), deflate: true }]);
    expect((await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'kit.zip', data: zipOk })).statusCode).toBe(201);
    const docx = makeZip(docxEntries(Buffer.from('<w:document/>')));
    const docxRes = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'Ghid.docx', data: docx });
    expect(docxRes.statusCode).toBe(201);
    expect(docxRes.json().message.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const before = { disk: storedFiles().length, rows: await fileRows() };
    const bombs: Array<[string, Buffer]> = [
      ['ratio.zip', makeZip([{ name: 'zeros.bin', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }])],
      ['huge.zip', makeZip([{ name: 'claims.bin', data: Buffer.from('x'), declaredSize: 0xfffffff0 }])],
      ['many.zip', makeZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: Buffer.alloc(0) })))],
      ['bomb.docx', makeZip(docxEntries(Buffer.alloc(20 * 1024 * 1024, 0x20)))],
      ['broken.zip', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 1)])],
    ];
    for (const [filename, data] of bombs) {
      const res = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename, data });
      expect(res.statusCode, filename).toBe(415);
    }
    await expectNothingLeft(before);
  });

  it('refuses a document whose name does not say what its bytes are (zip bytes named .pdf)', async () => {
    const before = { disk: storedFiles().length, rows: await fileRows() };
    const zip = makeZip([{ name: 'a.txt', data: Buffer.from('a') }]);
    const res = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'regulament.pdf', data: zip });
    expect(res.statusCode).toBe(415);
    const pdfAsDocx = await upload(editor, { entityType: 'resource_file' }, { name: 'file', filename: 'ghid.docx', data: samples.pdf() });
    expect(pdfAsDocx.statusCode).toBe(415);
    await expectNothingLeft(before);
  });
});
