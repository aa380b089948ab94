// The site's search (issue 24, point 3) over GET /api/search on a real SQLite FTS5 index: case and diacritics folded
// ("Timisoara" finds "Timișoara"), ranked (a title beats a passing mention), the matched words marked, posts, events,
// teams, resources and the about pages alike; a draft never found, whatever writes it, and found once published;
// the query checked (empty, too short, too long, FTS5 syntax taken as words).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX, type SearchHit, type SearchResults } from '../../src/shared/schemas/search';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let visitor: Client;
let draftId: number;

async function createPost(title: string, description: string, over: Record<string, string> = {}) {
  const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title, description, ...over }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; slug: string };
}

beforeAll(async () => {
  t = await makeTestApp();
  [editor, visitor] = await Promise.all([t.client('EDITOR'), t.client()]);
  const db = t.deps.db;
  const season = await db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE 2025-2026', is_current: 1 }).returning('id').executeTakeFirstOrThrow();
  const event = {
    short_description: 'Etapa regională de vest',
    description: 'Echipele din vestul țării concurează.',
    organizer: 'FTC Romania',
    date_start: '2026-02-21T08:00:00.000Z',
    date_end: '2026-02-23T16:00:00.000Z',
    link: '',
    category: 'FTC',
    season_id: season.id,
  };
  await db.insertInto('events').values({ ...event, title: 'Regionala Vest', location: 'Timișoara', ftc_event_code: 'ROWEST' }).execute();
  await db.insertInto('events').values({ ...event, title: 'Eveniment ascuns Timișoara', location: 'Timișoara', status: 'draft' }).execute();
  await db.insertInto('teams').values({ team_number: 19000, name: 'Roboții din Banat', city: 'Timișoara', school: 'Colegiul Național' }).execute();
  await db.insertInto('teams').values({ team_number: 19001, name: 'Șoimii', city: 'Cluj-Napoca', school: 'Liceul Teoretic' }).execute();
  await db
    .insertInto('resources')
    .values([
      { page: 'team-resources', section: 'Programare', subsection: 'Java', description: 'Ghid de programare pentru începători', link: 'https://gm0.org', category: 'Link' },
      { page: 'season-materials', section: 'Regulamente', subsection: 'Manual', description: 'Regulament fără fișier atașat', link: '', category: 'Document' },
      // Both YouTube links; the page embeds only the one with a video id (resource-display), so only it is found.
      { page: 'team-resources', section: 'Video', subsection: 'Canal', description: 'Canalul oficial cu filmulete', link: 'https://www.youtube.com/@FIRSTRobotics', category: 'Video' },
      { page: 'team-resources', section: 'Video', subsection: 'Tutorial', description: 'Tutorial cu filmulete despre senzori', link: 'https://www.youtube.com/watch?v=rvt3aAu6mzg', category: 'Video' },
    ])
    .execute();
  await createPost('Regionala de la Timișoara', 'Peste 40 de echipe s-au întâlnit la etapa regională din vestul țării.');
  await createPost('Calendarul sezonului', 'Etapele sezonului: Piatra Neamț, Pitești, Timișoara și Cluj-Napoca, apoi naționala.');
  draftId = (await createPost('Ciornă secretă despre Timișoara', 'Un text pe care vizitatorii nu îl văd încă.', { status: 'draft' })).id;
});
afterAll(() => t.close());

async function search(q: string): Promise<SearchResults> {
  const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as SearchResults;
}

const marked = (hit: SearchHit) => [...hit.titleParts, ...hit.snippet].filter((p) => p.match).map((p) => p.text);

describe('GET /api/search', () => {
  it('finds Timișoara written without diacritics, in any case, as a prefix, across kinds', async () => {
    const plain = await search('Timisoara');
    const urls = plain.hits.map((h) => h.url);
    expect(urls).toEqual(expect.arrayContaining(['/news/regionala-de-la-timisoara', '/news/calendarul-sezonului', '/events/ROWEST', '/teams/19000', '/concursuri']));
    expect((await search('TIMIȘOARA')).hits.map((h) => h.url)).toEqual(urls);
    expect((await search('timiș')).hits.map((h) => h.url)).toEqual(urls);
    for (const hit of plain.hits) expect(marked(hit).some((word) => /^timișoara$/i.test(word)), hit.url).toBe(true);
  });

  it('ranks a match in the title above a passing mention in the text', async () => {
    const hits = (await search('timisoara')).hits;
    const byUrl = (url: string) => hits.findIndex((h) => h.url === url);
    expect(hits[0]!.url).toBe('/news/regionala-de-la-timisoara');
    expect(byUrl('/news/regionala-de-la-timisoara')).toBeLessThan(byUrl('/news/calendarul-sezonului'));
    const first = hits[0]!;
    expect(first).toMatchObject({ kind: 'post', title: 'Regionala de la Timișoara' });
    expect(first.titleParts).toEqual([
      { text: 'Regionala de la ', match: false },
      { text: 'Timișoara', match: true },
    ]);
    expect(first.date).not.toBeNull();
  });

  it('needs every word: "regionala timisoara" finds the post and the event, not the team', async () => {
    const urls = (await search('regionala timisoara')).hits.map((h) => h.url);
    expect(urls).toContain('/news/regionala-de-la-timisoara');
    expect(urls).toContain('/events/ROWEST');
    expect(urls).not.toContain('/teams/19000');
  });

  it('never finds a draft post or event; finds the post once published and loses it when it is a draft again', async () => {
    const words = async (q: string) => (await search(q)).hits.map((h) => h.title);
    expect(await words('secreta')).toEqual([]);
    expect(await words('ascuns')).toEqual([]);
    const publish = await editor.request({ method: 'PUT', url: `/api/home-posts/${draftId}`, ...multipart({ status: 'published' }) });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await words('secreta')).toEqual(['Ciornă secretă despre Timișoara']);
    await t.deps.db.updateTable('home_posts').set({ status: 'draft' }).where('id', '=', draftId).execute();
    expect(await words('secreta')).toEqual([]);
    await t.deps.db.updateTable('home_posts').set({ status: 'published' }).where('id', '=', draftId).execute();
    expect(await words('secreta')).toEqual(['Ciornă secretă despre Timișoara']);
    expect((await editor.delete(`/api/home-posts/${draftId}`)).statusCode).toBe(200);
    expect(await words('secreta')).toEqual([]);
  });

  it('follows an edit: the new words are found, the old ones no longer', async () => {
    const team = await t.deps.db.selectFrom('teams').select('id').where('team_number', '=', 19001).executeTakeFirstOrThrow();
    expect((await search('soimii')).hits.map((h) => h.url)).toEqual(['/teams/19001']);
    await t.deps.db.updateTable('teams').set({ name: 'Vulturii' }).where('id', '=', team.id).execute();
    expect((await search('soimii')).hits).toEqual([]);
    expect((await search('vulturii')).hits.map((h) => h.url)).toEqual(['/teams/19001']);
  });

  it('finds the about pages and the resources a page shows, not a document without its file', async () => {
    expect((await search('protectia tinerilor')).hits.map((h) => h.url)).toContain('/about/values');
    expect((await search('voluntar')).hits.map((h) => h.url)).toContain('/about/volunteer');
    const programare = (await search('programare')).hits;
    expect(programare.map((h) => [h.kind, h.url])).toContainEqual(['resource', '/resources/team-resources']);
    expect((await search('fisier atasat')).hits).toEqual([]);
  });

  it('finds a Video resource only when its page can embed it: a YouTube link without a video id is not shown, so not found', async () => {
    expect((await search('filmulete')).hits.map((h) => [h.kind, h.title])).toEqual([['resource', 'Tutorial cu filmulete despre senzori']]);
    expect((await search('canalul oficial')).hits).toEqual([]);
  });

  it('refuses an empty, too short or too long query, with its message; FTS5 syntax is only words', async () => {
    const refused = async (url: string, message: string) => {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused('/api/search', SEARCH_MESSAGES.empty);
    await refused('/api/search?q=', SEARCH_MESSAGES.empty);
    await refused('/api/search?q=%20%20', SEARCH_MESSAGES.empty);
    await refused('/api/search?q=a', SEARCH_MESSAGES.tooShort);
    await refused(`/api/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, SEARCH_MESSAGES.tooLong);
    await refused('/api/search?q=%22*%22', SEARCH_MESSAGES.noWords);
    for (const q of ['timisoara OR "', 'NEAR(timisoara', 'title:secret', '"unbalanced', 'a* AND -b', '^timisoara']) {
      const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await search('nimic-de-gasit-aici')).hits).toEqual([]);
  });
});
