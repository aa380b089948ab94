// Issue 6, point 12: every response that carries an uploaded file says `nosniff`, gives the type detected from the
// bytes (never the name's or the uploader's), serves documents as attachments with an RFC 6266 / 5987 name (images
// inline), and carries a sandboxing CSP, so a file can never run as a page of this site.
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '../../src/server/storage/storage';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { readDisposition } from '../helpers/disposition';
import { cspOf } from '../helpers/csp';
import { multipart, samples } from '../helpers/multipart';
import { docxEntries, makeZip, xlsxEntries } from '../helpers/zip';

let t: TestApp;
let editor: Client;
let visitor: Client;

beforeAll(async () => {
  t = await makeTestApp();
  [editor, visitor] = await Promise.all([t.client('EDITOR'), t.client()]);
});
afterAll(() => t.close());

// Real images (issue 21: an image must decode to be taken), made once.
const made: Record<'gif' | 'jpeg' | 'webp', Buffer> = { gif: Buffer.alloc(0), jpeg: Buffer.alloc(0), webp: Buffer.alloc(0) };
beforeAll(async () => {
  const base = () => sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 250, g: 120, b: 20 } } });
  [made.gif, made.jpeg, made.webp] = await Promise.all([base().gif().toBuffer(), base().jpeg().toBuffer(), base().webp().toBuffer()]);
});

const bytes = {
  gif: () => made.gif,
  jpeg: () => made.jpeg,
  webp: () => made.webp,
  /** An OLE compound file (legacy Word): the signature and an empty header sector. */
  doc: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]),
};

const TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function upload(entityType: string, filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType }, { name: 'file', filename, contentType, data }) });
  expect(res.statusCode, `${filename}: ${res.body}`).toBe(201);
  const file = res.json().message as { id: number; name: string; mimeType: string };
  await attach(file.id);
  return file;
}

/** Issue 21: a file is public only once something public uses it; a resource is always public. */
async function attach(fileId: number) {
  await t.deps.db
    .insertInto('resources')
    .values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Fișier atașat.', link: '', category: 'Document', priority: 1, image_id: fileId })
    .execute();
}

/** A multipart upload whose file name travels RFC 5987-encoded (`filename*`), so it may hold quotes and line breaks. */
async function uploadNamed(name: string, data: Buffer, status = 201) {
  const boundary = `----x${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\nresource_file\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode, res.body).toBe(status);
  const file = res.json().message as { id: number; name: string };
  if (status === 201) await attach(file.id);
  return file;
}

const ROUTES = (id: number) => ({ public: `/api/files/public/${id}`, preview: `/api/files/${id}/preview`, download: `/api/files/${id}/download` });
type FileResponse = Awaited<ReturnType<Client['get']>>;

/** Fetches file `id` by every file route as a visitor; each must answer 200 with the detected `type` and the file headers. */
async function fetchEveryWay(id: number, name: string, type: string) {
  const out: Array<{ route: string; res: FileResponse; label: string }> = [];
  for (const [route, url] of Object.entries(ROUTES(id))) {
    const res = await visitor.get(url);
    const label = `${name} via ${route}`;
    expect(res.statusCode, label).toBe(200);
    expect(res.headers['content-type'], label).toBe(type);
    expectFileHeaders(res, label);
    out.push({ route, res, label });
  }
  return out;
}

/**
 * `attachment` with a printable-ASCII fallback name and the RFC 8187 UTF-8 name (only when the name is not plain ASCII),
 * on one line: [fallback, raw filename*, the exact name].
 */
function attachmentNames(header: string): [string, string | null, string] {
  expect(header).toMatch(/^attachment; filename=/);
  expect(header).not.toMatch(/[\r\n\0]/);
  const { ascii, encoded, name } = readDisposition(header);
  expect(ascii, header).toMatch(/^[\x20-\x7e]*$/);
  if (encoded !== null) expect(encoded, header).toMatch(/^UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/);
  return [ascii, encoded, name];
}

/** The headers every file response must carry, whatever the route, the method or the cache state. */
function expectFileHeaders(res: FileResponse, label: string) {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  const csp = cspOf(res, label);
  expect(csp['default-src'], label).toEqual(["'none'"]);
  expect(csp, label).toHaveProperty('sandbox');
  // A sandbox without allow-scripts / allow-same-origin: the file can neither run script nor act as this origin.
  expect(csp.sandbox, label).toEqual([]);
  for (const directive of ['script-src', 'connect-src', 'frame-src', 'object-src']) {
    if (csp[directive]) expect(csp[directive], `${label} ${directive}`).toEqual(["'none'"]);
  }
  expect(res.headers['cross-origin-resource-policy'], label).toBe('same-origin');
}

describe('12 file responses: detected type, nosniff and a sandboxing CSP', () => {
  it('12 images are served inline with the type of their bytes, not their name or declared type', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['poza.jpg', samples.png(), 'image/png'], // PNG bytes named .jpg, declared image/jpeg
      ['poza.png', bytes.gif(), 'image/gif'],
      ['poza.gif', bytes.jpeg(), 'image/jpeg'],
      ['poza.png', bytes.webp(), 'image/webp'],
      ['poza', samples.png(), 'image/png'],
    ];
    for (const [name, data, type] of cases) {
      const file = await upload('event_image', name, data, 'image/jpeg');
      expect(file.mimeType).toBe(type);
      for (const { route, res, label } of await fetchEveryWay(file.id, name, type)) {
        const disposition = String(res.headers['content-disposition']);
        expect(disposition, label).toMatch(route === 'download' ? /^attachment; / : /^inline; /);
        expect(res.rawPayload.equals(data), label).toBe(true);
      }
    }
  });

  it('12 documents are attachments with their detected type; preview shows only PDF and text inline', async () => {
    const cases: Array<[string, Buffer, string, boolean]> = [
      ['Regulament.pdf', samples.pdf(), 'application/pdf', true],
      ['Notă.txt', samples.text(), 'text/plain; charset=utf-8', true],
      ['Ghid.docx', makeZip(docxEntries(Buffer.from('<w:document/>'))), TYPES.docx, false],
      ['Punctaj.xlsx', makeZip(xlsxEntries(Buffer.from('<workbook/>'))), TYPES.xlsx, false],
      ['Kit.zip', makeZip([{ name: 'a.txt', data: Buffer.from('a') }]), 'application/zip', false],
      ['Vechi.doc', bytes.doc(), 'application/msword', false],
    ];
    for (const [name, data, type, previewInline] of cases) {
      const file = await upload('resource_file', name, data, 'text/html');
      expect(file.mimeType, name).toBe(type);
      for (const { route, res, label } of await fetchEveryWay(file.id, name, type)) {
        const inline = route === 'preview' && previewInline;
        expect(String(res.headers['content-disposition']), label).toMatch(inline ? /^inline; filename=/ : /^attachment; filename=/);
      }
    }
  });

  it('12 HEAD, 304 and a file whose bytes are gone still carry nosniff and the sandbox', async () => {
    const file = await upload('event_image', 'cap.png', samples.png(3));
    const url = `/api/files/public/${file.id}`;
    const head = await visitor.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expectFileHeaders(head, 'HEAD');
    const cached = await visitor.request({ method: 'GET', url, headers: { 'if-none-match': String(head.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expectFileHeaders(cached, '304');
    const row = await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', file.id).executeTakeFirstOrThrow();
    await t.deps.storage.remove(row.storage_key);
    const gone = await visitor.get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
    expect(gone.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('12 file responses: RFC 6266 / 5987 file names', () => {
  it('12 a Romanian name with diacritics gets an ASCII fallback and the exact UTF-8 name', async () => {
    const name = 'Regulament național – ediția „2025” ĂÎÂȘȚ ăîâșț.pdf';
    const file = await upload('resource_file', name, samples.pdf());
    expect(file.name).toBe(name);
    const res = await visitor.get(`/api/files/${file.id}/download`);
    const [ascii, encoded, exact] = attachmentNames(String(res.headers['content-disposition']));
    expect(ascii).toBe('Regulament national  editia 2025 AIAST aiast.pdf');
    expect(exact).toBe(name);
    // RFC 5987 attr-char: the encoded form holds no quote, parenthesis, star or space (the apostrophes are its delimiters).
    expect(encoded!.replace(/^UTF-8''/, '')).not.toMatch(/['()* "]/);
  });

  it('12 quotes, backslashes, semicolons and line breaks in a name can neither break nor inject a header', async () => {
    // Through the upload form: quotes and semicolons arrive (and the quotes are dropped from the stored name); a name
    // with a line break is refused by the form parser, so no file is stored under it.
    const file = await uploadNamed('Raport "final"; filename=evil.html.pdf', samples.pdf());
    expect(file.name).toBe('Raport final; filename=evil.html.pdf');
    const filesBefore = (await t.deps.db.selectFrom('files').select('id').execute()).length;
    expect((await uploadNamed('Raport\r\nSet-Cookie: pwned=1.pdf', samples.pdf(), 400)).name).toBeUndefined();
    expect((await t.deps.db.selectFrom('files').select('id').execute()).length).toBe(filesBefore);

    // A name stored by another tool, holding every troublesome character, is served safely too.
    const stored = 'Raport "final"; filename=evil.html\r\nSet-Cookie: pwned=1\\x\u0000.pdf';
    const source = await t.deps.db.selectFrom('files').select(['storage_key', 'size', 'sha256']).where('id', '=', file.id).executeTakeFirstOrThrow();
    const key = newStorageKey('pdf');
    copyFileSync(t.deps.storage.pathOf(source.storage_key), t.deps.storage.pathOf(key));
    const raw = await t.deps.db
      .insertInto('files')
      .values({ ...source, storage_key: key, name: stored, mime_type: 'application/pdf', kind: 'document', entity_type: null, uploaded_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attach(raw.id);
    // Issue 16.5: control characters and quotes are dropped from download names, stored ones included.
    const served = 'Raport final; filename=evil.htmlSet-Cookie: pwned=1\\x.pdf';
    for (const [id, name] of [[file.id, file.name], [raw.id, served]] as const) {
      const res = await visitor.get(`/api/files/${id}/download`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['set-cookie'] ?? '').not.toContain('pwned');
      const [ascii, , exact] = attachmentNames(String(res.headers['content-disposition']));
      expect(ascii).not.toMatch(/["\\;]/);
      expect(exact).toBe(name);
    }
  });
});
