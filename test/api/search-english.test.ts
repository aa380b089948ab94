// The English search (issue 24, What visitors cannot find 3; decision 205) over GET /api/search?lang=en, on the real
// SQLite FTS5 index `search_index_en`: an English text found by its English words (stemmed: "robots" finds "robot"),
// an untranslated one by its Romanian words with its fields named Romanian, diacritics folded, addresses under /en,
// drafts never found; the triggers follow every write of the English fields; a lang other than ro or en is a 400; and
// without lang the answer is the Romanian search's, unchanged. The migration indexes what was there before it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { openDatabase } from '../../src/server/db/connection';
import { migrateWithBackup } from '../../src/server/ops/upgrade';
import type { SearchHit, SearchResults } from '../../src/shared/schemas/search';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let visitor: Client;
let translatedSlug: string;
let translatedId: number;
let eventId: number;

async function createPost(fields: Record<string, string>) {
  const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart(fields) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; slug: string };
}

beforeAll(async () => {
  t = await makeTestApp();
  [editor, visitor] = await Promise.all([t.client('EDITOR'), t.client()]);
  const db = t.deps.db;
  const season = await db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE 2025-2026', is_current: 1 }).returning('id').executeTakeFirstOrThrow();
  eventId = (
    await db
      .insertInto('events')
      .values({
        title: 'Regionala Vest',
        title_en: 'West Regional',
        short_description: 'Etapa regională de vest',
        description: 'Echipele din vestul țării concurează.',
        description_en: 'The teams of the western counties compete for the championship.',
        organizer: 'FTC Romania',
        date_start: '2026-02-21T08:00:00.000Z',
        date_end: '2026-02-23T16:00:00.000Z',
        link: '',
        category: 'FTC',
        location: 'Timișoara',
        ftc_event_code: 'ROWEST',
        season_id: season.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('teams').values({ team_number: 19000, name: 'Roboții din Banat', city: 'Timișoara', school: 'Colegiul Național' }).execute();
  await db
    .insertInto('resources')
    .values({ page: 'team-resources', section: 'Programare', subsection: 'Java', description: 'Ghid de programare pentru începători', link: 'https://gm0.org', category: 'Link' })
    .execute();
  const translated = await createPost({
    title: 'Roboții noștri la Timișoara',
    description: 'Echipele au construit mașinării uimitoare pentru etapa regională.',
    titleEn: 'Our robots in Timișoara',
    descriptionEn: 'The teams built astonishing machines for the regional stage.',
  });
  [translatedSlug, translatedId] = [translated.slug, translated.id];
  await createPost({ title: 'Calendarul sezonului', description: 'Etapele sezonului: Piatra Neamț, Pitești și Cluj-Napoca, apoi naționala.' });
  await createPost({ title: 'Ciornă secretă', description: 'Un text pe care vizitatorii nu îl văd încă.', titleEn: 'Hidden draft about gizmos', status: 'draft' });
});
afterAll(() => t.close());

async function search(q: string, lang?: string): Promise<SearchResults> {
  const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as SearchResults;
}
const english = (q: string) => search(q, 'en');
const urls = (results: SearchResults) => results.hits.map((h) => h.url);
const hitAt = (results: SearchResults, url: string): SearchHit => {
  const hit = results.hits.find((h) => h.url === url);
  expect(hit, `${url} in ${JSON.stringify(urls(results))}`).toBeDefined();
  return hit!;
};
const marked = (hit: SearchHit) => [...hit.titleParts, ...hit.snippet].filter((p) => p.match).map((p) => p.text);

describe('GET /api/search?lang=en', () => {
  it('finds a translated post by an English-only word, with its English title and snippet, at its /en address', async () => {
    const found = await english('astonishing');
    expect(urls(found)).toEqual([`/en/news/${translatedSlug}`]);
    expect(found.hits[0]).toMatchObject({ kind: 'post', title: 'Our robots in Timișoara', contentLang: { title: 'en', snippet: 'en' } });
    expect(marked(found.hits[0]!)).toEqual(['astonishing']);
    // The Romanian search knows only the Romanian text.
    expect((await search('astonishing')).hits).toEqual([]);
    expect((await english('uimitoare')).hits).toEqual([]);
  });

  it('stems English words: "robot" finds "robots", "machine" finds "machines", "competing" and "championships" find "compete" and "championship"', async () => {
    expect(urls(await english('robot'))).toContain(`/en/news/${translatedSlug}`);
    expect(marked(hitAt(await english('robot'), `/en/news/${translatedSlug}`))).toEqual(['robots']);
    expect(urls(await english('machine'))).toEqual([`/en/news/${translatedSlug}`]);
    expect(urls(await english('competing'))).toContain('/en/events/ROWEST');
    expect(marked(hitAt(await english('championships'), '/en/events/ROWEST'))).toEqual(['championship']);
  });

  it('finds an untranslated post by its Romanian words and names its fields Romanian', async () => {
    const found = await english('calendarul sezonului');
    expect(found.hits[0]).toMatchObject({ kind: 'post', url: '/en/news/calendarul-sezonului', title: 'Calendarul sezonului', contentLang: { title: 'ro', snippet: 'ro' } });
    expect(hitAt(await english('pitesti'), '/en/news/calendarul-sezonului').contentLang).toEqual({ title: 'ro', snippet: 'ro' });
  });

  it('folds diacritics and case: "TIMISOARA" finds the English post, the event, the team and the competitions page, all under /en', async () => {
    const found = await english('TIMISOARA');
    expect(urls(found)).toEqual(expect.arrayContaining([`/en/news/${translatedSlug}`, '/en/events/ROWEST', '/en/teams/19000', '/en/concursuri']));
    for (const hit of found.hits) expect(hit.url, hit.title).toMatch(/^\/en\//);
    expect(hitAt(found, '/en/events/ROWEST')).toMatchObject({ kind: 'event', title: 'West Regional', contentLang: { title: 'en', snippet: 'en' } });
    expect(hitAt(found, '/en/teams/19000')).toMatchObject({ kind: 'team', contentLang: { title: 'en', snippet: 'ro' } });
    expect(urls(await english('timiș'))).toEqual(urls(found));
  });

  it('a resource: found by its English description and section once staff write them (marked en), by its Romanian text again once removed', async () => {
    const { id } = await t.deps.db.selectFrom('resources').select('id').where('section', '=', 'Programare').executeTakeFirstOrThrow();
    const update = (fields: Record<string, unknown>) => editor.post('/trpc/resources.update', { id, ...fields });
    expect(urls(await english('începători'))).toContain('/en/resources/team-resources');
    expect((await update({ descriptionEn: 'A programming guide for beginners', sectionEn: 'Programming' })).statusCode).toBe(200);
    const hit = hitAt(await english('programming beginner'), '/en/resources/team-resources');
    expect(hit).toMatchObject({ kind: 'resource', title: 'A programming guide for beginners', contentLang: { title: 'en', snippet: 'en' } });
    expect(urls(await english('începători'))).not.toContain('/en/resources/team-resources');
    // The Romanian index keeps the Romanian text.
    expect(urls(await search('programare'))).toContain('/resources/team-resources');
    expect((await update({ descriptionEn: null, sectionEn: null })).statusCode).toBe(200);
    expect(hitAt(await english('programare'), '/en/resources/team-resources')).toMatchObject({ contentLang: { title: 'ro', snippet: 'ro' } });
    expect(urls(await english('beginners'))).not.toContain('/en/resources/team-resources');
  });

  it('finds the resources (by their Romanian text where they have no English) and the about pages by their English texts', async () => {
    expect(hitAt(await english('programare'), '/en/resources/team-resources')).toMatchObject({ kind: 'resource', contentLang: { title: 'ro', snippet: 'ro' } });
    const values = hitAt(await english('youth protection'), '/en/about/values');
    expect(values).toMatchObject({ kind: 'page', title: 'Values', contentLang: { title: 'en', snippet: 'en' } });
    expect(urls(await english('volunteers'))).toContain('/en/about/volunteer');
    expect(urls(await english('Dean Kamen'))).toContain('/en/about/first-and-ftc');
    // Their Romanian keywords are the Romanian index's only.
    expect(urls(await english('protectia tinerilor'))).not.toContain('/en/about/values');
  });

  it('never finds a draft, in either language of its text', async () => {
    expect((await english('gizmos')).hits).toEqual([]);
    expect((await english('secreta')).hits).toEqual([]);
  });

  it('refuses a language other than ro or en, with its message', async () => {
    for (const lang of ['fr', 'EN', '']) {
      const res = await visitor.get(`/api/search?q=robot&lang=${lang}`);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { lang: ['lang must be one of: ro, en'] } });
    }
  });

  it('answers without lang exactly the Romanian search: Romanian addresses and no contentLang', async () => {
    const plain = await visitor.get('/api/search?q=timisoara');
    const ro = await visitor.get('/api/search?q=timisoara&lang=ro');
    expect(plain.body).not.toContain('contentLang');
    expect(plain.body).not.toContain('/en/');
    const withoutLangs = (ro.json().message as SearchResults).hits.map(({ contentLang, ...hit }) => (expect(contentLang).toEqual({ title: 'ro', snippet: 'ro' }), hit));
    expect(plain.json().message.hits).toEqual(withoutLangs);
    expect(plain.json().message.hits[0]).toMatchObject({ title: 'Roboții noștri la Timișoara', url: `/news/${translatedSlug}` });
  });
});

describe('the English index follows every write (triggers)', () => {
  it('a post: English title set, changed and removed, published and unpublished, deleted', async () => {
    const url = `/en/news/${translatedSlug}`;
    const update = async (fields: Record<string, string>) => {
      const res = await editor.request({ method: 'PUT', url: `/api/home-posts/${translatedId}`, ...multipart(fields) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await update({ titleEn: 'Our gearboxes in Timișoara' });
    expect(urls(await english('gearboxes'))).toEqual([url]);
    expect(urls(await english('robots'))).not.toContain(url);
    // Removing the translation: the Romanian title is found again, named Romanian.
    await update({ titleEn: '' });
    expect((await english('gearboxes')).hits).toEqual([]);
    expect(hitAt(await english('robotii nostri'), url)).toMatchObject({ title: 'Roboții noștri la Timișoara', contentLang: { title: 'ro', snippet: 'en' } });
    // Whoever writes: a plain UPDATE (the scheduler's way) takes it out and puts it back.
    await t.deps.db.updateTable('home_posts').set({ status: 'draft', description_en: 'Sprockets and chains everywhere.' }).where('id', '=', translatedId).execute();
    expect((await english('sprockets')).hits).toEqual([]);
    await t.deps.db.updateTable('home_posts').set({ status: 'published' }).where('id', '=', translatedId).execute();
    expect(urls(await english('sprockets'))).toEqual([url]);
    expect((await editor.delete(`/api/home-posts/${translatedId}`)).statusCode).toBe(200);
    expect((await english('sprockets')).hits).toEqual([]);
    expect((await english('robotii nostri')).hits).toEqual([]);
  });

  it('an event: its English description replaced, removed (the Romanian one comes back), the event deleted', async () => {
    const set = (values: { description_en?: string | null; title_en?: string | null }) => t.deps.db.updateTable('events').set(values).where('id', '=', eventId).execute();
    await set({ description_en: 'Hovercraft of three countries on one field.' });
    expect(urls(await english('hovercraft'))).toEqual(['/en/events/ROWEST']);
    expect((await english('western')).hits).toEqual([]);
    await set({ description_en: null, title_en: null });
    expect((await english('hovercraft')).hits).toEqual([]);
    expect(hitAt(await english('vestul tarii'), '/en/events/ROWEST')).toMatchObject({ title: 'Regionala Vest', contentLang: { title: 'ro', snippet: 'ro' } });
    await t.deps.db.deleteFrom('events').where('id', '=', eventId).execute();
    expect((await english('vestul tarii')).hits).toEqual([]);
  });
});

describe('migrations 2026-11-30-320-search-index-en and 330-search-resources-en', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ftc-search-en-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('indexes the published posts written before it, English where set, drafts left out', async () => {
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-30-320'));
    await migrateWithBackup(before.db, { databasePath, migrations: older });
    await before.db
      .insertInto('home_posts')
      .values([
        { title: 'Postare veche', description: 'O descriere destul de lungă', title_en: 'Old news about telescopes', status: 'published' },
        { title: 'Ciornă veche', description: 'O descriere destul de lungă', title_en: 'Draft about telescopes', status: 'draft' },
      ])
      .execute();
    await migrateWithBackup(before.db, { databasePath, migrations });
    const { rows: found } = await sql<{ title: string; title_lang: string }>`
      SELECT title, title_lang FROM search_index_en WHERE search_index_en MATCH 'telescope'`.execute(before.db);
    expect(found).toEqual([{ title: 'Old news about telescopes', title_lang: 'en' }]);
    await before.close();
  });

  it('330 indexes the resources written before it by their English text, and its down step puts the Romanian back', async () => {
    const databasePath = path.join(dir, 'resources.sqlite');
    const handle = openDatabase(databasePath);
    const upTo = (last: string) => Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
    await migrateWithBackup(handle.db, { databasePath, migrations: upTo('2026-11-30-320-search-index-en') });
    await handle.db
      .insertInto('resources')
      .values({ page: 'team-resources', section: 'Mecanică', subsection: 'Șasiu', description: 'Ghid despre șasiuri', section_en: 'Mechanics', description_en: 'A guide to chassis building', link: 'https://gm0.org', category: 'Link' })
      .execute();
    const indexed = async () =>
      (await sql<{ title: string; body: string; title_lang: string; body_lang: string }>`SELECT title, body, title_lang, body_lang FROM search_index_en WHERE rowid % 8 = 4`.execute(handle.db)).rows;
    expect(await indexed()).toEqual([{ title: 'Ghid despre șasiuri', body: 'Mecanică Șasiu', title_lang: 'ro', body_lang: 'ro' }]);
    await migrateWithBackup(handle.db, { databasePath, migrations: upTo('2026-11-30-330-search-resources-en') });
    expect(await indexed()).toEqual([{ title: 'A guide to chassis building', body: 'Mechanics Șasiu', title_lang: 'en', body_lang: 'en' }]);
    await migrations['2026-11-30-330-search-resources-en']!.down!(handle.db);
    expect(await indexed()).toEqual([{ title: 'Ghid despre șasiuri', body: 'Mecanică Șasiu', title_lang: 'ro', body_lang: 'ro' }]);
    await handle.close();
  });
});
