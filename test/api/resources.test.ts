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

const png = (data = samples.png(), filename = 'poza.png'): FilePart => ({ name: 'image', filename, contentType: 'image/png', data });
const pdf = (data = samples.pdf(), filename = 'manual.pdf'): FilePart => ({ name: 'image', filename, contentType: 'application/pdf', data });
const link = {
  page: 'team-resources' as const,
  section: 'Programare',
  subsection: 'Java',
  description: 'Ghid de programare pentru începători.',
  link: 'https://docs.example.ro/java',
  category: 'Link' as 'Link' | 'Document' | 'Video',
  priority: '2',
};
const document = { ...link, section: 'Regulamente', subsection: 'Manual', description: 'Manualul competiției, partea 1.', category: 'Document' as const, link: '' };

function send(client: Client, method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart) {
  const body = multipart(fields, file);
  return client.request({ method, url, payload: body.payload, headers: body.headers });
}
const create = async (fields: Record<string, string>, file?: FilePart) => {
  const res = await send(editor, 'POST', '/api/resources', fields, file);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().message;
};
async function uploadFile(file: FilePart, entityType = 'resource_file') {
  const body = multipart({ entityType }, { ...file, name: 'file' });
  return (await editor.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers })).json().message;
}

const storedFiles = () => readdirSync(t.uploadsDir).filter((f) => f !== '.tmp').sort();
const tempFiles = () => readdirSync(path.join(t.uploadsDir, '.tmp'));
const fileIds = async () => (await t.deps.db.selectFrom('files').select('id').orderBy('id').execute()).map((r) => r.id);
const resourceRows = () => t.deps.db.selectFrom('resources').selectAll().orderBy('id').execute();
const resourceRow = (id: number) => t.deps.db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
const fileKey = async (id: number) => (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;
const fileGone = async (id: number, key: string) => !(await fileIds()).includes(id) && !existsSync(path.join(t.uploadsDir, key));

async function snapshot() {
  return { disk: storedFiles(), ids: await fileIds(), rows: await resourceRows() };
}
async function expectUnchanged(before: Awaited<ReturnType<typeof snapshot>>) {
  expect(storedFiles()).toEqual(before.disk);
  expect(tempFiles()).toHaveLength(0);
  expect(await fileIds()).toEqual(before.ids);
  expect(await resourceRows()).toEqual(before.rows);
}

describe('resources over REST: create and read', () => {
  it('creates a Link with a picture, as the dashboard sends it', async () => {
    t.clock.set(Date.parse('2026-10-01T08:00:00.000Z'));
    const res = await send(editor, 'POST', '/api/resources/', link, png());
    expect(res.statusCode).toBe(201);
    const resource = res.json().message;
    expect(resource).toMatchObject({
      page: 'team-resources',
      section: 'Programare',
      subsection: 'Java',
      description: 'Ghid de programare pentru începători.',
      link: 'https://docs.example.ro/java',
      category: 'Link',
      priority: 2,
      timestamp: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-01T08:00:00.000Z',
      image: { kind: 'image', mimeType: 'image/png', name: 'poza.png' },
    });
    expect(resource.image.path).toBe(`/api/files/public/${resource.image.id}`);
    expect(await resourceRow(resource.id)).toMatchObject({ category: 'Link', link: 'https://docs.example.ro/java', image_id: resource.image.id, priority: 2 });
  });

  it('creates a Document with its file; the link is cleared; priority defaults to 1', async () => {
    const { priority: _p, ...fields } = document;
    const res = await send(editor, 'POST', '/api/resources', { ...fields, link: 'https://ignored.example.ro' }, pdf());
    expect(res.statusCode).toBe(201);
    const resource = res.json().message;
    expect(resource).toMatchObject({ category: 'Document', link: '', priority: 1, image: { kind: 'document', mimeType: 'application/pdf', name: 'manual.pdf' } });
    expect((await resourceRow(resource.id))!.link).toBe('');
    const served = await visitor.get(resource.image.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samples.pdf())).toBe(true);
  });

  it('accepts a Video as JSON', async () => {
    const res = await admin.post('/api/resources', { ...link, page: 'season-materials', section: 'Kickoff', subsection: 'Video', category: 'Video', link: 'https://youtu.be/abc', priority: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ page: 'season-materials', category: 'Video', link: 'https://youtu.be/abc', image: null });
  });

  it('lists all resources and one page in page, section, subsection, priority order (trailing slash too)', async () => {
    await create({ ...link, section: 'Programare', subsection: 'Java', priority: '1', description: 'Prima resursă Java, prioritate 1.' });
    await create({ ...link, section: 'Mecanică', subsection: 'Roți', priority: '3', description: 'Roți și transmisii pentru robot.' });
    await create({ ...link, section: 'Programare', subsection: 'Blocks', priority: '5', description: 'Programare vizuală cu blocuri.' });
    const page = await visitor.get('/api/resources/page/team-resources/');
    expect(page.statusCode).toBe(200);
    const order = page.json().message.map((r: { section: string; subsection: string; priority: number }) => `${r.section}/${r.subsection}/${r.priority}`);
    expect(order).toEqual(['Mecanică/Roți/3', 'Programare/Blocks/5', 'Programare/Java/1', 'Programare/Java/2', 'Regulamente/Manual/1']);
    const all = (await visitor.get('/api/resources/')).json().message;
    expect(all).toHaveLength(6);
    expect(all.map((r: { page: string }) => r.page)).toEqual(['season-materials', ...Array(5).fill('team-resources')]);
    const season = (await visitor.get('/api/resources/page/season-materials')).json().message;
    expect(season.map((r: { category: string }) => r.category)).toEqual(['Video']);
  });

  it('refuses an unknown page with 400, reads one resource, 404 for an unknown id', async () => {
    const bad = await visitor.get('/api/resources/page/get-started');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Page must be one of: team-resources, season-materials');
    const [first] = (await visitor.get('/api/resources')).json().message;
    const one = await visitor.get(`/api/resources/${first.id}/`);
    expect(one.json()).toEqual({ success: true, message: first });
    const missing = await visitor.get('/api/resources/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Resource not found.' });
  });
});

describe('resources over REST: rules', () => {
  it('answers every validation rule with the spec messages and stores nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, string>, string, Record<string, string[]>]> = [
      [{}, 'Page is required', { page: ['Page is required'], section: ['Section is required'], subsection: ['Subsection is required'], description: ['Description is required'], category: ['Category is required'] }],
      [{ ...link, page: '', section: ' ', subsection: '', category: '' }, 'Page is required', { page: ['Page is required'], section: ['Section is required'], subsection: ['Subsection is required'], category: ['Category is required'] }],
      [{ ...link, description: '123456789' }, 'Description must be at least 10 characters', { description: ['Description must be at least 10 characters'] }],
      [{ ...link, priority: '' }, 'Priority is required', { priority: ['Priority is required'] }],
      [{ ...link, priority: '0' }, 'Priority must be at least 1', { priority: ['Priority must be at least 1'] }],
      [{ ...link, link: 'www.example.ro' }, 'Please enter a valid URL', { link: ['Please enter a valid URL'] }],
      [{ ...link, link: '' }, 'Please provide a link for Link category', { _: ['Please provide a link for Link category'], link: ['Link is required'] }],
      [{ ...link, category: 'Video', link: '' }, 'Please provide a link for Video category', { _: ['Please provide a link for Video category'], link: ['Link is required'] }],
      [{ ...link, category: 'Podcast' }, 'Category must be one of: Video, Document, Link', { category: ['Category must be one of: Video, Document, Link'] }],
    ];
    for (const [fields, message, errors] of cases) {
      const res = await send(editor, 'POST', '/api/resources', fields, png());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors });
    }
    const noFile = await send(editor, 'POST', '/api/resources', document);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ success: false, message: 'Please select a file for Document category', errors: { image: ['Please select a file for Document category'] } });
    await expectUnchanged(before);
  });

  it('checks the file kind by the category, by bytes and size, leaving nothing behind', async () => {
    const before = await snapshot();
    const refusals: Array<[Record<string, string>, FilePart, number, string]> = [
      [document, png(), 415, 'Please select a valid document file (PDF, DOC, PPT, XLS, ZIP, etc.)'],
      [document, pdf(samples.html(), 'manual.pdf'), 415, 'Please select a valid document file (PDF, DOC, PPT, XLS, ZIP, etc.)'],
      [document, pdf(samples.pdf(UPLOAD_LIMITS.document - samples.pdf().length + 1)), 413, 'File size must be less than 10MB'],
      [link, pdf(), 415, 'Please select an image file'],
      [link, png(samples.html()), 415, 'Please select an image file'],
      [link, png(samples.png(UPLOAD_LIMITS.image - samples.png().length + 1)), 413, 'File size must be less than 5MB'],
    ];
    for (const [fields, file, status, message] of refusals) {
      const res = await send(editor, 'POST', '/api/resources', fields, file);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await expectUnchanged(before);
    for (const [fields, file] of [
      [document, { name: 'image', filename: 'notite.txt', data: samples.text() }],
      [document, { name: 'image', filename: 'arhiva.zip', data: samples.zip() }],
      [document, pdf(samples.pdf(UPLOAD_LIMITS.document - samples.pdf().length))],
    ] as const) {
      const made = await create(fields, file);
      expect(made.image.kind).toBe('document');
      await editor.delete(`/api/resources/${made.id}`);
    }
  });

  it('refuses writes from a visitor (401) and from TEAM (403), before touching anything', async () => {
    const [resource] = (await visitor.get('/api/resources')).json().message;
    const before = await snapshot();
    for (const [client, status] of [[visitor, 401], [team, 403]] as const) {
      expect((await send(client, 'POST', '/api/resources', link, png())).statusCode).toBe(status);
      expect((await client.post('/api/resources', { ...link })).statusCode).toBe(status);
      expect((await send(client, 'PUT', `/api/resources/${resource.id}`, { section: 'Altceva' }, png())).statusCode).toBe(status);
      expect((await client.delete(`/api/resources/${resource.id}`)).statusCode).toBe(status);
    }
    await expectUnchanged(before);
  });
});

describe('resources over REST: update and delete', () => {
  it('updates only the fields sent and skips blank text', async () => {
    const made = await create(link, png());
    t.clock.advance(10_000);
    const res = await send(editor, 'PUT', `/api/resources/${made.id}/`, { description: 'O descriere nouă, mai lungă.', section: '', subsection: '  ', link: '', priority: '' });
    expect(res.statusCode).toBe(200);
    const updated = res.json().message;
    expect(updated).toMatchObject({ ...made, description: 'O descriere nouă, mai lungă.', updatedAt: new Date(t.clock.now()).toISOString() });
    expect(await resourceRow(made.id)).toMatchObject({ section: 'Programare', subsection: 'Java', link: link.link, priority: 2, image_id: made.image.id });
    const bad = await send(editor, 'PUT', `/api/resources/${made.id}`, { description: 'scurt', link: 'ftp://x', priority: '0', page: 'acasa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      description: ['Description must be at least 10 characters'],
      link: ['Please enter a valid URL'],
      priority: ['Priority must be at least 1'],
      page: ['Page must be one of: team-resources, season-materials'],
    });
    expect((await send(editor, 'PUT', '/api/resources/999999', { section: 'X' })).statusCode).toBe(404);
  });

  it('replaces the picture and removes the old file; a refused replacement keeps everything', async () => {
    const made = await create(link, png());
    const oldKey = await fileKey(made.image.id);
    const before = await snapshot();
    const refused = await send(editor, 'PUT', `/api/resources/${made.id}`, { section: 'Nu' }, pdf());
    expect(refused.statusCode).toBe(415);
    await expectUnchanged(before);
    const res = await send(editor, 'PUT', `/api/resources/${made.id}`, {}, png(samples.png(3), 'alta.png'));
    expect(res.json().message.image).toMatchObject({ name: 'alta.png' });
    expect(await fileGone(made.image.id, oldKey)).toBe(true);
  });

  it('Document -> Link needs a link, drops the PDF and discards it', async () => {
    const doc = await create(document, pdf());
    const key = await fileKey(doc.image.id);
    const noLink = await send(editor, 'PUT', `/api/resources/${doc.id}`, { category: 'Link' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json()).toEqual({ success: false, message: 'Please provide a link for Link category', errors: { _: ['Please provide a link for Link category'], link: ['Link is required'] } });
    const res = await send(editor, 'PUT', `/api/resources/${doc.id}`, { category: 'Link', link: 'https://ftc.example.ro' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ category: 'Link', link: 'https://ftc.example.ro', image: null });
    expect(await fileGone(doc.image.id, key)).toBe(true);
  });

  it('Link -> Document needs a document file; the picture and the link go', async () => {
    const made = await create(link, png());
    const key = await fileKey(made.image.id);
    const noFile = await send(editor, 'PUT', `/api/resources/${made.id}`, { category: 'Document' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please select a file for Document category');
    const wrongKind = await send(editor, 'PUT', `/api/resources/${made.id}`, { category: 'Document' }, png());
    expect(wrongKind.statusCode).toBe(415);
    expect(wrongKind.json().message).toBe('Please select a valid document file (PDF, DOC, PPT, XLS, ZIP, etc.)');
    expect(await resourceRow(made.id)).toMatchObject({ category: 'Link', image_id: made.image.id });
    const res = await send(editor, 'PUT', `/api/resources/${made.id}`, { category: 'Document', link: 'https://ignored.example.ro' }, pdf());
    expect(res.json().message).toMatchObject({ category: 'Document', link: '', image: { kind: 'document' } });
    expect(await fileGone(made.image.id, key)).toBe(true);
    // A Document cannot lose its file.
    const cleared = await editor.put(`/api/resources/${made.id}`, { imageId: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe('Please select a file for Document category');
  });

  it('deletes a resource and its file; 404 afterwards; works with the JSON content type and no body', async () => {
    const doc = await create(document, pdf());
    const key = await fileKey(doc.image.id);
    const res = await admin.request({ method: 'DELETE', url: `/api/resources/${doc.id}/`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: doc.id, category: 'Document' });
    expect(await resourceRow(doc.id)).toBeUndefined();
    expect(await fileGone(doc.image.id, key)).toBe(false); // in the bin with its resource (decision 198)
    await emptyBin(t);
    expect(await fileGone(doc.image.id, key)).toBe(true);
    expect((await visitor.get(`/api/resources/${doc.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/resources/${doc.id}`)).statusCode).toBe(404);
  });
});

describe('resources over tRPC', () => {
  let editorCall: Caller;
  let adminCall: Caller;
  let teamCall: Caller;
  let visitorCall: Caller;
  beforeAll(async () => {
    [editorCall, adminCall, teamCall, visitorCall] = await callersForEveryRole(t);
  });

  it('filters by page, category and a case-insensitive text over description, section and subsection', async () => {
    await create({ ...link, section: 'ȘCOALĂ de vară', subsection: 'Atelier', description: 'Atelier pentru mentori noi.' });
    // The dashboard's list (staff only: each resource with its English version, decision 204); the spec's fields of it.
    const list = async (filter: Parameters<Caller['resources']['listForEditor']>[0]) =>
      (await editorCall.resources.listForEditor(filter)).map(({ sectionEn: _s, subsectionEn: _ss, descriptionEn: _d, ...spec }) => spec);
    const all = await list({});
    expect(all).toEqual((await visitor.get('/api/resources')).json().message);
    const byPage = await list({ page: 'season-materials' });
    expect(byPage.map((r) => r.category)).toEqual(['Video']);
    const docs = await list({ category: 'Document' });
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.category === 'Document')).toBe(true);
    const school = await list({ search: 'școală' });
    expect(school.map((r) => r.section)).toEqual(['ȘCOALĂ de vară']);
    const java = await list({ page: 'team-resources', search: 'JAVA' });
    expect(java.length).toBeGreaterThan(0);
    expect(java.every((r) => /java/i.test(r.subsection + r.description))).toBe(true);
    expect(await list({ search: 'nimic-nu-se-potrivește' })).toEqual([]);
    expect((await refusal(visitorCall.resources.listForEditor({}))).status).toBe(401);
    expect((await refusal(teamCall.resources.listForEditor({}))).status).toBe(403);
    // A page's resources and one resource are public REST reads (the pages'); they answer what the dashboard's filter does.
    expect((await visitor.get('/api/resources/page/season-materials')).json().message).toEqual(byPage);
    expect((await visitor.get('/api/resources/page/home')).statusCode).toBe(400);
    expect((await visitor.get(`/api/resources/${all[0]!.id}`)).json().message).toEqual(all[0]);
    expect((await visitor.get('/api/resources/999999')).statusCode).toBe(404);
  });

  it('creates a Document from an uploaded file id, updates it, deletes it', async () => {
    const file = await uploadFile(pdf());
    const noFile = await refusal(editorCall.resources.create({ ...document, priority: 1 }));
    expect(noFile.status).toBe(400);
    expect(noFile.message).toBe('Please select a file for Document category');
    const resource = await editorCall.resources.create({ ...document, priority: 4, imageId: file.id });
    expect(resource).toMatchObject({ category: 'Document', link: '', priority: 4, image: { id: file.id, kind: 'document' } });
    const updated = await editorCall.resources.update({ id: resource.id, priority: 7, subsection: 'Manual nou' });
    expect(updated).toMatchObject({ priority: 7, subsection: 'Manual nou', image: { id: file.id } });
    const key = await fileKey(file.id);
    await adminCall.resources.delete({ id: resource.id });
    expect(await resourceRow(resource.id)).toBeUndefined();
    await emptyBin(t);
    expect(await fileGone(file.id, key)).toBe(true);
  });

  it('answers validation with field messages; a picture id for a Document is refused; imageId null removes a picture', async () => {
    // @ts-expect-error fields left out on purpose: each gets its message
    const bad = await refusal(editorCall.resources.create({ page: 'team-resources', category: 'Video', description: 'scurt' }));
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toEqual({
      section: ['Section is required'],
      subsection: ['Subsection is required'],
      description: ['Description must be at least 10 characters'],
      _: ['Please provide a link for Video category'],
      link: ['Link is required'],
    });
    const picture = await uploadFile(png(), 'event_image');
    expect((await refusal(editorCall.resources.create({ ...document, priority: 1, imageId: picture.id }))).status).toBe(415);
    const made = await editorCall.resources.create({ ...link, priority: 1, imageId: picture.id });
    expect(made.image?.id).toBe(picture.id);
    const key = await fileKey(picture.id);
    const cleared = await editorCall.resources.update({ id: made.id, imageId: null });
    expect(cleared.image).toBeNull();
    expect(await fileGone(picture.id, key)).toBe(true);
    expect((await refusal(editorCall.resources.update({ id: 999999, section: 'X' }))).status).toBe(404);
  });

  it('refuses mutations from a visitor (401) and TEAM (403)', async () => {
    const [resource] = (await visitor.get('/api/resources')).json().message;
    for (const [caller, status] of [[visitorCall, 401], [teamCall, 403]] as const) {
      expect((await refusal(caller.resources.create({ ...link, priority: 1 }))).status).toBe(status);
      expect((await refusal(caller.resources.update({ id: resource.id, section: 'Schimbat' }))).status).toBe(status);
      expect((await refusal(caller.resources.delete({ id: resource.id }))).status).toBe(status);
    }
    expect(await resourceRow(resource.id)).toMatchObject({ section: resource.section });
  });
});
