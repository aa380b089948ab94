// Issue 6, point 10: every route that takes a file refuses disguised and dangerous files (415), takes a file of exactly
// the size limit and refuses one byte more (413), refuses archive bombs, and a refusal leaves the uploads folder
// (with its .tmp) and the database exactly as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../src/shared/constants';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { samples } from '../helpers/multipart';
import { hostile, pdfOfSize, pngOfSize, uploadRoutes, uploadState, zipBombs, type UploadFile, type UploadRoute } from '../helpers/uploads';
import { docxEntries, makeZip, xlsxEntries } from '../helpers/zip';

let t: TestApp;
let editor: Client;
let routes: UploadRoute[];

beforeAll(async () => {
  t = await makeTestApp();
  editor = await t.client('EDITOR');
  routes = await uploadRoutes(t);
});
afterAll(() => t.close());

const imageRoutes = () => routes.filter((r) => r.kind === 'image');
const documentRoutes = () => routes.filter((r) => r.kind === 'document');

/** Sends the file and checks the status, the error envelope, and that nothing on disk or in the database changed. */
async function expectRefused(route: UploadRoute, file: UploadFile, status: number) {
  const before = await uploadState(t);
  const res = await route.send(editor, file);
  expect(res.statusCode, `${route.label} with ${file.filename}: ${res.body}`).toBe(status);
  expect(res.json().success).toBe(false);
  expect(await uploadState(t), `${route.label} with ${file.filename} left something behind`).toEqual(before);
}

const imageHostiles: UploadFile[] = [
  { filename: 'poza.png', data: hostile.html(), contentType: 'image/png' },
  { filename: 'poza.jpg', data: hostile.html(), contentType: 'image/jpeg' },
  { filename: 'logo.svg', data: hostile.svg(), contentType: 'image/svg+xml' },
  { filename: 'logo.png', data: hostile.svg(), contentType: 'image/png' },
  { filename: 'logo.svg', data: hostile.svgWithProlog(), contentType: 'image/svg+xml' },
  { filename: 'poza.png', data: hostile.elf(), contentType: 'image/png' },
  { filename: 'poza.png', data: hostile.pe(), contentType: 'image/png' },
  { filename: 'setup.exe', data: hostile.pe(), contentType: 'application/x-msdownload' },
  { filename: 'poza.png', data: hostile.zip(), contentType: 'image/png' },
];

const documentHostiles: UploadFile[] = [
  { filename: 'regulament.pdf', data: hostile.html(), contentType: 'application/pdf' },
  { filename: 'pagina.html', data: hostile.html(), contentType: 'text/html' },
  { filename: 'nota.txt', data: hostile.html(), contentType: 'text/plain' },
  { filename: 'regulament.pdf', data: hostile.zip(), contentType: 'application/pdf' },
  { filename: 'ghid.docx', data: hostile.zip() },
  { filename: 'logo.svg', data: hostile.svg(), contentType: 'image/svg+xml' },
  { filename: 'logo.txt', data: hostile.svg(), contentType: 'text/plain' },
  { filename: 'logo.txt', data: hostile.svgWithProlog(), contentType: 'text/plain' },
  { filename: 'manual.pdf', data: hostile.elf(), contentType: 'application/pdf' },
  { filename: 'manual.txt', data: hostile.elf(), contentType: 'text/plain' },
  { filename: 'setup.exe', data: hostile.pe() },
  { filename: 'manual.doc', data: hostile.pe(), contentType: 'application/msword' },
  { filename: 'kit.zip', data: hostile.pe(), contentType: 'application/zip' },
];

describe('10 uploads: disguised and dangerous files are 415 and leave nothing behind', () => {
  it('10 every image route refuses HTML named .png, any SVG, ELF and PE executables, zip bytes and a PDF', async () => {
    expect(imageRoutes().length).toBeGreaterThanOrEqual(10);
    for (const route of imageRoutes()) {
      for (const file of imageHostiles) await expectRefused(route, file, 415);
      await expectRefused(route, { filename: 'poza.png', data: samples.pdf() }, 415);
    }
  });

  it('10 every document route refuses HTML, zip bytes named .pdf, any SVG, ELF and PE executables', async () => {
    expect(documentRoutes().length).toBe(3);
    for (const route of documentRoutes()) {
      for (const file of documentHostiles) await expectRefused(route, file, 415);
    }
  });

  it('10 every document route refuses docx, xlsx and zip archives with an absurd size, entry count or ratio', async () => {
    for (const route of documentRoutes()) {
      for (const [filename, data] of zipBombs()) await expectRefused(route, { filename, data }, 415);
    }
  });

  it('10 the same formats with ordinary contents are taken (the refusals above are about the bytes, not the format)', async () => {
    const ordinary: UploadFile[] = [
      { filename: 'kit.zip', data: makeZip([{ name: 'readme.txt', data: Buffer.from('Salut') }, { name: 'cad/part.step', data: Buffer.alloc(2000, 65), deflate: true }]) },
      { filename: 'Ghid.docx', data: makeZip(docxEntries(Buffer.from('<w:document/>'))) },
      { filename: 'Punctaj.xlsx', data: makeZip(xlsxEntries(Buffer.from('<workbook/>'))) },
      { filename: 'nota.txt', data: samples.text() },
    ];
    for (const route of documentRoutes()) {
      for (const file of ordinary) {
        const res = await route.send(editor, file);
        expect(res.statusCode, `${route.label} with ${file.filename}: ${res.body}`).toBeLessThan(300);
      }
    }
  });
});

describe('10 uploads: size limits', () => {
  const lastFile = () => t.deps.db.selectFrom('files').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it(`10 every image route takes a PNG of exactly ${UPLOAD_LIMITS.image} bytes and answers 413 to one byte more`, async () => {
    for (const route of imageRoutes()) {
      const exact = pngOfSize(UPLOAD_LIMITS.image);
      const res = await route.send(editor, { filename: 'mare.png', data: exact, contentType: 'image/png' });
      expect(res.statusCode, `${route.label}: ${res.body}`).toBeLessThan(300);
      expect(await lastFile()).toMatchObject({ size: UPLOAD_LIMITS.image, kind: 'image', mime_type: 'image/png' });
      await expectRefused(route, { filename: 'mare.png', data: pngOfSize(UPLOAD_LIMITS.image + 1), contentType: 'image/png' }, 413);
    }
  });

  it(`10 every document route takes a PDF of exactly ${UPLOAD_LIMITS.document} bytes and answers 413 to one byte more`, async () => {
    for (const route of documentRoutes()) {
      const res = await route.send(editor, { filename: 'mare.pdf', data: pdfOfSize(UPLOAD_LIMITS.document), contentType: 'application/pdf' });
      expect(res.statusCode, `${route.label}: ${res.body}`).toBeLessThan(300);
      expect(await lastFile()).toMatchObject({ size: UPLOAD_LIMITS.document, kind: 'document', mime_type: 'application/pdf' });
      await expectRefused(route, { filename: 'mare.pdf', data: pdfOfSize(UPLOAD_LIMITS.document + 1), contentType: 'application/pdf' }, 413);
    }
  });

  it('10 an image over its own limit is 413 on a route that also takes (larger) documents', async () => {
    const route = routes.find((r) => r.label.includes('resource_file'))!;
    await expectRefused(route, { filename: 'mare.png', data: pngOfSize(UPLOAD_LIMITS.image + 1) }, 413);
  });
});
