// Issue 16, finding 5: a download's name is not taken on trust. An image uploaded as `a.html`, `.hta` or `.exe`, or
// with a right-to-left override in its name, was downloaded under that name; now an image's name ends with the
// extension of its detected type, and every name (documents too) loses control and bidi/format characters. Rows
// stored before the rule are cleaned when they are downloaded.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { readDisposition } from '../helpers/disposition';
import { multipart, samples } from '../helpers/multipart';

// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

let t: TestApp;
let editor: Client;
beforeAll(async () => {
  t = await makeTestApp();
  editor = await t.client('EDITOR');
});
afterAll(() => t.close());

async function upload(entityType: string, filename: string, data: Buffer): Promise<number> {
  const form = multipart({ entityType }, { name: 'file', filename, contentType: 'application/octet-stream', data });
  const res = await editor.request({ method: 'POST', url: '/api/files/upload', payload: form.payload, headers: form.headers });
  expect(res.statusCode, `${JSON.stringify(filename)}: ${res.body}`).toBe(201);
  const id = res.json().message.id as number;
  // Issue 21: public (its metadata readable by anyone) once something public uses it; a resource always is.
  await t.deps.db.insertInto('resources').values({ page: 'team-resources', section: 'S', subsection: 'T', description: 'Fișier.', link: '', category: 'Document', priority: 1, image_id: id }).execute();
  return id;
}

/** The exact name of a Content-Disposition (filename*, or filename when the name is plain ASCII) and its ASCII fallback. */
function namesOf(res: LightMyRequestResponse): { utf8: string; ascii: string } {
  const { name, ascii } = readDisposition(res.headers['content-disposition']);
  return { utf8: name, ascii };
}

async function downloadNames(id: number) {
  const names = [];
  for (const url of [`/api/files/${id}/download`, `/api/files/public/${id}`, `/api/files/${id}/preview`]) {
    const res = await editor.get(url);
    expect(res.statusCode, url).toBe(200);
    names.push(namesOf(res));
  }
  return names;
}

describe('16.5 download names', () => {
  it('16.5 an image named .html, .hta, .exe or with no extension is downloaded as what its bytes are', async () => {
    const cases: Array<[string, string]> = [
      ['a.html', 'a.png'],
      ['a.hta', 'a.png'],
      ['setup.exe', 'setup.png'],
      ['poza.HTM.', 'poza.HTM.png'],
      ['fara-extensie', 'fara-extensie.png'],
      ['poza.PNG', 'poza.PNG'],
    ];
    for (const [uploaded, expected] of cases) {
      const id = await upload('event_image', uploaded, samples.png());
      for (const { utf8, ascii } of await downloadNames(id)) {
        expect(utf8, uploaded).toBe(expected);
        expect(ascii, uploaded).toBe(expected);
      }
    }
  });

  it('16.5 control and bidi characters are removed from image and document names (a right-to-left override cannot disguise .exe)', async () => {
    const cases: Array<[string, string, Buffer, string]> = [
      ['event_image', 'photo\u202Egnp.exe', samples.png(), 'photognp.png'],
      ['event_image', 'logo\u2067\u200f\u0085.png', samples.png(), 'logo.png'],
      ['resource_file', 'Raport\u202Efdp.txt', samples.text(), 'Raportfdp.txt'],
      ['resource_file', 'Ghid\u2066 \u200bnațional\u0007.pdf', samples.pdf(), 'Ghid național.pdf'],
    ];
    for (const [entityType, uploaded, data, expected] of cases) {
      const id = await upload(entityType, uploaded, data);
      const meta = (await editor.get(`/api/files/${id}`)).json().message;
      expect(meta.name, JSON.stringify(uploaded)).toBe(expected);
      for (const { utf8 } of await downloadNames(id)) {
        expect(utf8, JSON.stringify(uploaded)).toBe(expected);
        expect(HIDDEN.test(utf8), JSON.stringify(uploaded)).toBe(false);
      }
    }
  });

  it('16.5 a name stored before the rule is cleaned when it is downloaded', async () => {
    const id = await upload('event_image', 'x.png', samples.png());
    await t.deps.db.updateTable('files').set({ name: 'old\u202Egnp.html' }).where('id', '=', id).execute();
    for (const { utf8 } of await downloadNames(id)) expect(utf8).toBe('oldgnp.png');
  });
});
