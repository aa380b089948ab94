// Issue 6, point 11: `../`, encoded and double-encoded traversal, backslashes, absolute paths and NUL bytes, in file
// ids, page and asset paths and uploaded file names, never read or write outside the uploads folder. A sentinel file
// sits next to the uploads folder (and next to the built client): it must never be served, and nothing may appear
// outside the uploads folder.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { readDisposition } from '../helpers/disposition';
import { walkFolder } from '../helpers/folder-walk';
import { multipart, samples } from '../helpers/multipart';
import { folderListing } from '../helpers/uploads';

const SENTINEL = 'SENTINEL-11-must-never-be-served';
let t: TestApp;
let editor: Client;
let visitor: Client;
let sentinelPath: string;
/** 1: the first upload, which the `1?...` ids name. */
let fileId: number;

/** Everything in the test folder outside the uploads folder (the database files change size; their names must not). */
function outside(): string[] {
  return walkFolder(t.dir, (full) => full === t.uploadsDir).map((e) => e.rel);
}

let clientBase: string;

beforeAll(async () => {
  // The built client's folder, with a sentinel next to it too: static files and the page fallback must not reach it.
  clientBase = mkdtempSync(path.join(tmpdir(), 'ftc-traversal-client-'));
  const clientDir = path.join(clientBase, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><head><!--page-head--></head><div id="root"><!--page-html--></div><!--page-data-->');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientBase, 'client-sentinel.txt'), SENTINEL);
  t = await makeTestApp({ clientDir });
  sentinelPath = path.join(t.dir, 'secret.txt');
  writeFileSync(sentinelPath, SENTINEL);
  writeFileSync(path.join(t.uploadsDir, '..', 'secret.png'), SENTINEL);
  editor = await t.client('EDITOR');
  visitor = await t.client();
  const body = multipart({ entityType: 'event_image' }, { name: 'file', filename: 'poza.png', data: samples.png() });
  fileId = (await editor.request({ method: 'POST', url: '/api/files/upload', ...body })).json().message.id;
  if (fileId !== 1) throw new Error(`expected the first upload to be file 1, got ${fileId}`);
  await attach(fileId);
});

/** Issue 21: a file is public once something public uses it (a resource always is). */
async function attach(id: number) {
  await t.deps.db.insertInto('resources').values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Poză.', link: 'https://x.ro', category: 'Link', priority: 1, image_id: id }).execute();
}
afterAll(async () => {
  await t.close();
  rmSync(clientBase, { recursive: true, force: true });
});

/** Traversal spellings for one path segment, each aiming at the sentinel next to the uploads folder or at /etc/passwd. */
const hostileIds = () => [
  '../secret.txt',
  '..%2fsecret.txt',
  '..%2Fsecret.txt',
  '%2e%2e%2fsecret.txt',
  '%2e%2e/secret.txt',
  '.%2e/secret.txt',
  '..%252fsecret.txt',
  '%252e%252e%252fsecret.txt',
  '..%5csecret.txt',
  '..%255csecret.txt',
  '..\\secret.txt',
  '....//secret.txt',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  '//etc/passwd',
  encodeURIComponent(sentinelPath),
  `1%00`,
  `1%00.png`,
  '%00',
  `1%00..%2fsecret.txt`,
  '%c0%ae%c0%ae%c0%afsecret.txt',
  '1;../secret.txt',
  '1?../secret.txt',
  '1#../secret.txt',
  `${'..%2f'.repeat(40)}etc%2fpasswd`,
];

const FILE_ROUTES = ['/api/files/public/{id}', '/api/files/{id}', '/api/files/{id}/preview', '/api/files/{id}/download'];

function expectNotLeaked(res: Awaited<ReturnType<Client['get']>>, label: string) {
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.body, label).not.toContain(SENTINEL);
  expect(res.body, label).not.toMatch(/root:.*:0:0:/);
}

describe('11 traversal in file ids', () => {
  it('11 every file route refuses ../, encoded, double-encoded, backslash, absolute and NUL ids with 4xx JSON', async () => {
    const before = outside();
    for (const route of FILE_ROUTES) {
      for (const id of hostileIds()) {
        const url = route.replace('{id}', id);
        const res = await visitor.get(url);
        expectNotLeaked(res, url);
        // A file id is a positive integer: anything else is never served. Only `1?...` and `1#...` name file 1 (the
        // rest is a query or a fragment), and then what is served is file 1 itself.
        if (/^1[?#]/.test(id)) {
          expect(res.statusCode, url).toBe(200);
          continue;
        }
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.headers['content-type'], url).toContain('application/json');
      }
    }
    expect(outside()).toEqual(before);
  });

  it('11 the real file is still served by its id (the refusals above are not a broken route)', async () => {
    for (const route of FILE_ROUTES) {
      const res = await visitor.get(route.replace('{id}', String(fileId)));
      expect(res.statusCode, route).toBe(200);
    }
  });

  it('11 a files row whose storage key was tampered with to point outside is never followed', async () => {
    for (const key of ['../secret.txt', '../secret.png', sentinelPath, '/etc/passwd', `..${path.sep}..${path.sep}etc${path.sep}passwd`, 'a'.repeat(32) + '.png/../../secret.txt']) {
      const row = await t.deps.db
        .insertInto('files')
        .values({ name: 'x.png', storage_key: key, size: 10, mime_type: 'image/png', kind: 'image', entity_type: null, sha256: 'x', uploaded_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const route of FILE_ROUTES) {
        const res = await visitor.get(route.replace('{id}', String(row.id)));
        expectNotLeaked(res, `${route} with key ${key}`);
      }
      const served = await visitor.get(`/api/files/public/${row.id}`);
      expect(served.statusCode, key).toBe(404);
    }
    // The storage itself refuses any key it did not make, for reading, checking and removing.
    for (const key of ['../secret.txt', sentinelPath, 'x/../../secret.txt', `${'a'.repeat(32)}.png\u0000`, '']) {
      expect(() => t.deps.storage.pathOf(key), key).toThrow();
      expect(() => t.deps.storage.read(key), key).toThrow();
      expect(await t.deps.storage.exists(key), key).toBe(false);
      await expect(t.deps.storage.remove(key), key).rejects.toThrow();
    }
    await expect(t.deps.storage.commit(sentinelPath, `${'a'.repeat(32)}.png`)).rejects.toThrow();
    await t.deps.storage.discardTemp(sentinelPath);
    expect(existsSync(sentinelPath)).toBe(true);
  });
});

describe('11 traversal in page and asset paths', () => {
  it('11 page, asset and API paths with traversal never serve the sentinel or /etc/passwd', async () => {
    const before = outside();
    const prefixes = ['/', '/assets/', '/api/', '/api/files/public/', '/trpc/', '/events/'];
    const tails = [...hostileIds(), '..%2fclient-sentinel.txt', '../client-sentinel.txt', '..%2f..%2fclient-sentinel.txt', '%2e%2e%2fclient-sentinel.txt', '..%5cclient-sentinel.txt'];
    for (const prefix of prefixes) {
      for (const tail of tails) {
        const url = `${prefix}${tail}`;
        expectNotLeaked(await visitor.get(url), url);
      }
    }
    expect(outside()).toEqual(before);
  });
});

/** Path separators and control characters in a file name (there must be none). */
const unsafeNameChars = (name: string) => [...name].filter((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

describe('11 traversal in uploaded file names', () => {
  const names = [
    '../../evil-a.png',
    '..\\..\\evil-b.png',
    '/tmp/evil-c.png',
    '/etc/evil-d.png',
    'C:\\Windows\\evil-e.png',
    '%2e%2e%2fevil-f.png',
    '..%2f..%2fevil-g.png',
    '....//....//evil-h.png',
    'a/../../../evil-i.png',
    'evil-j\u0000.png',
    '../\u0000/evil-k.png',
    '..',
    '.',
    '../',
    '.tmp/../../evil-l.png',
  ];

  it('11 the stored key is random, the display name has no path, and nothing is written outside the uploads folder', async () => {
    const before = outside();
    const beforeTmp = readdirSync(path.dirname(t.dir));
    for (const filename of names) {
      const body = multipart({ entityType: 'event_image' }, { name: 'file', filename, contentType: 'image/png', data: samples.png(1) });
      const res = await editor.request({ method: 'POST', url: '/api/files/upload', ...body });
      expect(res.statusCode, `${JSON.stringify(filename)}: ${res.body}`).toBe(201);
      const file = res.json().message;
      const row = await t.deps.db.selectFrom('files').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
      expect(row.storage_key).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(unsafeNameChars(row.name), row.name).toEqual([]);
      expect(row.name).not.toBe('..');
      expect(row.name).not.toBe('.');
      expect(existsSync(path.join(t.uploadsDir, row.storage_key))).toBe(true);
      await attach(file.id);
      const served = await visitor.get(file.path);
      expect(served.statusCode).toBe(200);
      const disposition = readDisposition(served.headers['content-disposition']);
      expect(disposition.type, String(served.headers['content-disposition'])).toBe('inline');
      for (const shown of [disposition.ascii, disposition.name]) expect(unsafeNameChars(shown), shown).toEqual([]);
    }
    expect(outside()).toEqual(before);
    // No file named after an upload anywhere near: not in the temp folder above the test folder either.
    const added = readdirSync(path.dirname(t.dir)).filter((n) => !beforeTmp.includes(n));
    expect(added.filter((n) => n.includes('evil'))).toEqual([]);
    for (const listing of [folderListing(t.uploadsDir), outside()]) {
      expect(listing.filter((n) => n.includes('evil'))).toEqual([]);
    }
    // The uploads folder holds only server-made keys and the .tmp folder, which is empty.
    for (const name of readdirSync(t.uploadsDir)) expect(name).toMatch(/^([a-f0-9]{32}\.[a-z0-9]+|\.tmp)$/);
    expect(readdirSync(path.join(t.uploadsDir, '.tmp'))).toEqual([]);
  });

  it('11 hostile names in the other form fields are refused, not used as paths', async () => {
    const before = outside();
    for (const entityType of ['../../x', 'event_image/../../x', 'event_image\u0000']) {
      const body = multipart({ entityType }, { name: 'file', filename: 'a.png', data: samples.png() });
      const res = await editor.request({ method: 'POST', url: '/api/files/upload', ...body });
      expect(res.statusCode, entityType).toBe(400);
    }
    for (const homePostId of ['../1', '1/../2', '%2e%2e', '1\u0000']) {
      const body = multipart({ entityType: 'home_post_image', homePostId }, { name: 'file', filename: 'a.png', data: samples.png() });
      const res = await editor.request({ method: 'POST', url: '/api/files/upload', ...body });
      expect(res.statusCode, homePostId).toBe(400);
    }
    expect(outside()).toEqual(before);
    expect(readdirSync(path.join(t.uploadsDir, '.tmp'))).toEqual([]);
  });
});
