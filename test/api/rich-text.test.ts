// Rich-text descriptions (issue 25 point 1, decision 196) through the real app: REST clients keep sending plain text,
// the dashboard's tRPC sends the editor's document; the server keeps a sanitised document beside the visible text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { migrateWithBackup } from '../../src/server/ops/upgrade';
import { RICH_MESSAGES } from '../../src/shared/rich-text/types';
import { POST_MESSAGES } from '../../src/shared/schemas/posts';
import { EVENT_MESSAGES } from '../../src/shared/schemas/events';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, type Caller } from '../helpers/caller';
import { eventInput } from '../helpers/event-fixtures';
import { multipart, samples } from '../helpers/multipart';

const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (t: string, marks?: unknown[]) => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const DOC = {
  type: 'doc' as const,
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Program')] },
    para(text('Înscrieri pe '), text('ftcromania.ro', [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://ftcromania.ro', target: '_blank' } }])),
    { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('Vineri: inspecția tehnică'))] }] },
  ],
};

let t: TestApp;
let editor: Client;
let editorCaller: Caller;
let seasonId: number;

beforeAll(async () => {
  t = await makeTestApp();
  editor = await t.client('EDITOR');
  editorCaller = await callerFor(t, 'EDITOR');
  seasonId = (await t.deps.db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('posts', () => {
  it('a REST client sends plain text: it reads as paragraphs with **bold** and links, the text keeps its meaning', async () => {
    const res = await editor.post('/api/home-posts', { title: 'Kickoff 2026', description: 'Detalii pe **ftcromania.ro**.\nScrieți la https://ftcromania.ro/contact' });
    expect(res.statusCode).toBe(201);
    const post = res.json().message;
    expect(post.description).toBe('Detalii pe ftcromania.ro.\nScrieți la https://ftcromania.ro/contact');
    expect(post.descriptionDoc.content[0].content).toEqual([
      text('Detalii pe '),
      text('ftcromania.ro', [{ type: 'bold' }]),
      text('.'),
      { type: 'hardBreak' },
      text('Scrieți la '),
      text('https://ftcromania.ro/contact', [{ type: 'link', attrs: { href: 'https://ftcromania.ro/contact' } }]),
    ]);
    expect((await (await t.client()).get(`/api/home-posts/${post.id}`)).json().message.descriptionDoc).toEqual(post.descriptionDoc);
  });

  it('a document is sanitised and stored with its visible text', async () => {
    const res = await editor.post('/api/home-posts', { title: 'Program de sezon', description: DOC });
    expect(res.statusCode).toBe(201);
    const post = res.json().message;
    expect(post.description).toBe('Program\n\nÎnscrieri pe ftcromania.ro\n\n- Vineri: inspecția tehnică');
    expect(post.descriptionDoc.content[1].content[1].marks).toEqual([{ type: 'bold' }, { type: 'link', attrs: { href: 'https://ftcromania.ro' } }]);
    const row = await t.deps.db.selectFrom('home_posts').select(['description', 'description_doc']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.description_doc!)).toEqual(post.descriptionDoc);
  });

  it('the deepest document allowed comes back whole through the declared answer', async () => {
    const item = (...content: unknown[]) => ({ type: 'listItem', content });
    let node: unknown = para(text('Nivelul cel mai adânc', [{ type: 'italic' }]));
    for (let i = 0; i < 3; i++) node = { type: i === 1 ? 'orderedList' : 'bulletList', content: [item(node)] };
    const doc = { type: 'doc' as const, content: [node, para(text('Încheiere'))] };
    const res = await editor.post('/api/home-posts', { title: 'Liste imbricate', description: doc });
    expect(res.statusCode).toBe(201);
    expect((await (await t.client()).get(`/api/home-posts/${res.json().message.id}`)).json().message.descriptionDoc).toEqual(doc);
  });

  it('refuses a javascript: link and a too short visible text with field messages, storing nothing', async () => {
    const count = async () => (await t.deps.db.selectFrom('home_posts').select('id').execute()).length;
    const before = await count();
    const bad = { type: 'doc', content: [para(text('Apăsați aici pentru detalii', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))] };
    const res = await editor.post('/api/home-posts', { title: 'Kickoff 2026', description: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ description: [RICH_MESSAGES.link] });
    const short = await editor.post('/api/home-posts', { title: 'Kickoff 2026', description: { type: 'doc', content: [para(text('Scurt', [{ type: 'bold' }]))] } });
    expect(short.json().errors).toEqual({ description: [POST_MESSAGES.descriptionMin] });
    const html = await editor.post('/api/home-posts', { title: 'Kickoff 2026', description: { type: 'doc', content: [{ type: 'html', text: '<img src=x onerror=alert(1)>' }] } });
    expect(html.json().errors).toEqual({ description: [RICH_MESSAGES.unsupported('html')] });
    expect(await count()).toBe(before);
  });
});

describe('images in a description', () => {
  const uploadImage = async (client: Client) => {
    const body = multipart({ entityType: 'rich_text_image' }, { name: 'file', filename: 'echipa.png', contentType: 'image/png', data: samples.png() });
    return client.request({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: body.headers });
  };
  const withImage = (src: string) => ({ type: 'doc' as const, content: [para(text('Echipa la etapa regională.')), { type: 'image', attrs: { src, alt: 'Echipa pe scenă' } }] });

  it('an uploaded image is kept with its post, public only while the post is published, removed when no longer shown', async () => {
    expect((await uploadImage(await t.client('TEAM'))).statusCode).toBe(403);
    const uploaded = await uploadImage(editor);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json().message as { id: number; path: string };
    const visitor = await t.client();
    const publicBytes = async () => (await visitor.get(file.path)).statusCode;
    expect(await publicBytes()).toBe(404);

    const draft = await editorCaller.posts.create({ title: 'Cu imagine', description: withImage(file.path), status: 'draft' });
    expect(draft.descriptionDoc.content[1]).toEqual({ type: 'image', attrs: { src: file.path, alt: 'Echipa pe scenă' } });
    expect(await publicBytes()).toBe(404);
    await editorCaller.posts.update({ id: draft.id, status: 'published' });
    expect(await publicBytes()).toBe(200);

    await editorCaller.posts.update({ id: draft.id, description: 'Fără imagine de data aceasta.' });
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined();
  });

  it('an image from elsewhere, or without alt text, is refused', async () => {
    const foreign = await editor.post('/api/home-posts', { title: 'Imagine străină', description: withImage('https://evil.example/x.png') });
    expect(foreign.json().errors).toEqual({ description: [RICH_MESSAGES.image] });
    const noAlt = { type: 'doc', content: [para(text('Echipa la etapa regională.')), { type: 'image', attrs: { src: '/api/files/public/1', alt: '' } }] };
    expect((await editor.post('/api/home-posts', { title: 'Fără alt', description: noAlt })).json().errors).toEqual({ description: [RICH_MESSAGES.alt] });
  });
});

describe('events over tRPC', () => {
  it('the dashboard saves the editor document; the length rule counts the visible text', async () => {
    const created = await editorCaller.events.create(eventInput(seasonId, { description: DOC }));
    expect(created.descriptionDoc).toEqual(
      expect.objectContaining({ content: expect.arrayContaining([{ type: 'heading', attrs: { level: 2 }, content: [text('Program')] }]) }),
    );
    expect(created.description).toContain('- Vineri: inspecția tehnică');
    await expect(editorCaller.events.update({ id: created.id, description: { type: 'doc', content: [para(text('Prea scurt'))] } })).rejects.toThrow(EVENT_MESSAGES.description);
  });
});

describe('migration 2026-11-28-300-rich-text', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rich-text-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('turns the stored plain descriptions into documents without change of meaning', async () => {
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    // The migrations before this one only (a later one run first would make the order invalid).
    const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-28-300-rich-text'));
    await migrateWithBackup(before.db, { databasePath, migrations: older });
    // The table as it was before this migration, in SQL: today's row type has columns (description_doc) it did not have.
    const old = 'Primul paragraf pe **ftcromania.ro**.\nA doua linie.\n\nAl doilea paragraf: https://firstinspires.org.';
    await sql`INSERT INTO home_posts (title, description, slug) VALUES ('Vechi', ${old}, 'vechi')`.execute(before.db);
    await before.close();

    const after = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads') }) });
    const row = await after.deps.db.selectFrom('home_posts').select(['description', 'description_doc']).executeTakeFirstOrThrow();
    await after.app.close();
    expect(row.description).toBe('Primul paragraf pe ftcromania.ro.\nA doua linie.\n\nAl doilea paragraf: https://firstinspires.org.');
    expect(JSON.parse(row.description_doc!)).toEqual({
      type: 'doc',
      content: [
        para(text('Primul paragraf pe '), text('ftcromania.ro', [{ type: 'bold' }]), text('.'), { type: 'hardBreak' }, text('A doua linie.')),
        para(text('Al doilea paragraf: '), text('https://firstinspires.org', [{ type: 'link', attrs: { href: 'https://firstinspires.org' } }]), text('.')),
      ],
    });
  });
});
