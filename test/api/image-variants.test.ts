// Images the right size (issue 14): an uploaded image gets WebP and AVIF copies at a few widths, never wider than it,
// recorded and served, removed with it; an image sharp cannot decode is refused (issue 21); check --fix
// makes the variants that images stored before are missing.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileOutput } from '../../src/shared/schemas/files';
import { emptyBin } from '../helpers/bin';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { runCliCaptured } from '../helpers/cli-run';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;

beforeAll(async () => {
  t = await makeTestApp();
  editor = await t.client('EDITOR');
});
afterAll(() => t.close());

/** A picture with some detail (a gradient and shapes), so encoders have something to do. */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0B1F3A"/><stop offset="1" stop-color="#F57E25"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#0066B3"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

async function upload(data: Buffer, filename: string, contentType: string, fields: Record<string, string> = { entityType: 'event_image' }): Promise<FileOutput> {
  const body = multipart(fields, { name: 'file', filename, contentType, data });
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(201);
  const file = res.json().message as FileOutput;
  // Issue 21: public once something public uses it (a resource always is); a post's image is attached by the upload.
  if (fields.entityType === 'event_image') {
    await t.deps.db.insertInto('resources').values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Poză.', link: 'https://x.ro', category: 'Link', priority: 1, image_id: file.id }).execute();
  }
  return file;
}

const storedFiles = () => readdirSync(t.uploadsDir).filter((f) => f !== '.tmp');

describe('image variants at upload', () => {
  it.each([
    ['png', 'image/png', 2000, 1200],
    ['jpeg', 'image/jpeg', 1000, 700],
    ['webp', 'image/webp', 1700, 500],
    ['gif', 'image/gif', 300, 200],
  ] as const)('makes AVIF and WebP copies of a %s, never wider than the original, and serves them', async (format, mime, width, height) => {
    const file = await upload(await picture(width, height, format), `poza.${format}`, mime);
    expect(file).toMatchObject({ width, height, mimeType: mime });
    const widths = [480, 960, 1600].filter((w) => w < width);
    if (width < 1600) widths.push(width);
    expect(file.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(widths.flatMap((w) => [`avif@${w}`, `webp@${w}`]).sort());
    for (const variant of file.variants) {
      expect(variant.width).toBeLessThanOrEqual(width);
      expect(variant.height).toBe(Math.round((height * variant.width) / width));
      const res = await t.app.inject({ method: 'GET', url: variant.path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${variant.format}`);
      // Issue 21: revalidated on each use (visible as its original is), never immutable.
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      const again = await t.app.inject({ method: 'GET', url: variant.path, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    // The original is kept and served as it came.
    const original = await t.app.inject({ method: 'GET', url: file.path });
    expect(original.headers['content-type']).toBe(mime);
    // The public answers carry the same fields.
    const meta = await t.app.inject({ method: 'GET', url: `/api/files/${file.id}` });
    expect(meta.json().message).toEqual(file);
  });

  it('removes the variants with the image', async () => {
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Cu poză', description: 'O descriere destul de lungă', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const before = storedFiles().length;
    const image = await upload(await picture(1000, 500, 'png'), 'sters.png', 'image/png', { entityType: 'home_post_image', homePostId: String(post.id) });
    expect(storedFiles().length).toBe(before + 1 + image.variants.length);
    expect((await editor.request({ method: 'DELETE', url: `/api/home-posts/${post.id}` })).statusCode).toBe(200);
    // In the bin (decision 198) the image and its variants wait on disk; the purge removes them together.
    expect(storedFiles().length).toBe(before + 1 + image.variants.length);
    await emptyBin(t);
    expect(storedFiles().length).toBe(before);
    expect(await t.deps.db.selectFrom('image_variants').where('file_id', '=', image.id).selectAll().execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.variants[0]!.path })).statusCode).toBe(404);
  });

  it('refuses an image whose body cannot be decoded (issue 21: never kept and served as uploaded)', async () => {
    const good = await picture(800, 600, 'jpeg');
    const corrupt = Buffer.concat([good.subarray(0, 200), Buffer.alloc(good.length - 200, 0x55)]);
    const before = storedFiles().length;
    const body = multipart({ entityType: 'event_image' }, { name: 'file', filename: 'stricat.jpg', contentType: 'image/jpeg', data: corrupt });
    const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The file is not a valid image.');
    expect(storedFiles().length).toBe(before);
  });
});

describe('check --fix', () => {
  it('makes the variants of images stored before, and then has nothing to do', async () => {
    const a = await upload(await picture(1200, 800, 'png'), 'veche.png', 'image/png');
    const b = await upload(await picture(600, 400, 'jpeg'), 'veche.jpg', 'image/jpeg');
    // As an older version left them: no size, no variants (and the bytes of one of b's variants lost).
    const keys = await t.deps.db.selectFrom('image_variants').select('storage_key').where('file_id', '=', a.id).execute();
    await t.deps.db.deleteFrom('image_variants').where('file_id', '=', a.id).execute();
    for (const { storage_key } of keys) rmSync(path.join(t.uploadsDir, storage_key));
    await t.deps.db.updateTable('files').set({ width: null, height: null, variants_at: null }).where('id', '=', a.id).execute();
    const lost = await t.deps.db.selectFrom('image_variants').select('storage_key').where('file_id', '=', b.id).executeTakeFirstOrThrow();
    rmSync(path.join(t.uploadsDir, lost.storage_key));

    const env = { DATABASE_PATH: t.deps.config.DATABASE_PATH, UPLOADS_DIR: t.uploadsDir };
    const warned = await runCliCaptured(['check'], env);
    expect(warned.out.some((line) => line.startsWith('WARNING  image variants: 1 image(s) without variants yet, 1 variant file(s) missing'))).toBe(true);

    const fixed = await runCliCaptured(['check', '--fix'], env);
    expect(fixed.code, fixed.out.join('\n')).toBe(0);
    expect(fixed.out[0]).toBe('Fixed: image variants made for 2 of 2 image(s).');
    expect(fixed.out).toContain('ok       image variants: every image has its variants on disk');
    const after = await t.app.inject({ method: 'GET', url: `/api/files/${a.id}` });
    expect(after.json().message).toMatchObject({ width: 1200, height: 800 });
    expect((after.json().message as FileOutput).variants).toHaveLength(6);
    const rows = await t.deps.db.selectFrom('image_variants').selectAll().execute();
    for (const row of rows) expect(existsSync(path.join(t.uploadsDir, row.storage_key))).toBe(true);
    // No file on disk is left over from the replaced variants.
    const named = new Set([...(await t.deps.db.selectFrom('files').select('storage_key').execute()).map((r) => r.storage_key), ...rows.map((r) => r.storage_key)]);
    expect(storedFiles().filter((f) => !named.has(f))).toEqual([]);

    const again = await runCliCaptured(['check', '--fix'], env);
    expect(again.out[0]).toBe('Fixed: every image already has its variants.');
  });
});
