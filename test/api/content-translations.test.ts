// Content translations (issue 24, What visitors cannot find 1; decision 203): a post's optional English title and
// description, written beside the Romanian ones through REST (form-data) and tRPC, read by the public reads with
// `?lang=en` (each field's language named in contentLang) and shown on the /en pages with lang="ro" on what falls back
// to Romanian. Without `lang` the answers are the spec's, unchanged.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { eventFields } from '../helpers/event-fixtures';
import { seedDatabase } from '../../db/seed/seed';
import { multipart } from '../helpers/multipart';
import { RICH_MESSAGES } from '../../src/shared/rich-text/types';

let t: TestApp;
let editor: Client;
let team: Client;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  editor = await t.client('EDITOR');
  team = await t.client('TEAM');
});
afterAll(async () => t?.close());

interface Post {
  id: number;
  slug: string;
  title: string;
  description: string;
  descriptionDoc: { content: unknown[] };
  contentLang?: { title: string; description: string };
  titleEn?: string | null;
  descriptionEn?: string | null;
}

const create = async (fields: Record<string, string>) => {
  const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart(fields) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as Post;
};
const read = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as Post & Post[];
};
const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const trpcQuery = async <T>(client: Client, name: string, input: unknown) => {
  const res = await client.get(`/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`);
  return { status: res.statusCode, data: res.json().result?.data as T };
};

describe('a post in English (REST)', () => {
  it('keeps the English version beside the Romanian one; ?lang=en reads it, and names each field\'s language', async () => {
    const post = await create({
      title: 'Regionala de la Cluj',
      description: 'Douăzeci de echipe s-au întâlnit la Cluj.',
      titleEn: 'The Cluj regional',
      descriptionEn: 'Twenty teams met in Cluj.',
    });
    // The spec's answer: Romanian, no English fields, no contentLang.
    expect(post).toMatchObject({ title: 'Regionala de la Cluj', slug: 'regionala-de-la-cluj' });
    expect(Object.keys(post)).not.toContain('titleEn');
    expect(Object.keys(post)).not.toContain('contentLang');

    const ro = await read(`/api/home-posts/${post.id}`);
    expect(ro.title).toBe('Regionala de la Cluj');
    expect(Object.keys(ro)).not.toContain('contentLang');

    const en = await read(`/api/home-posts/${post.id}?lang=en`);
    expect(en).toMatchObject({ title: 'The Cluj regional', description: 'Twenty teams met in Cluj.', slug: 'regionala-de-la-cluj', contentLang: { title: 'en', description: 'en' } });
    expect(JSON.stringify(en.descriptionDoc)).toContain('Twenty teams met in Cluj.');
    expect(await read(`/api/home-posts/slug/regionala-de-la-cluj?lang=en`)).toMatchObject({ title: 'The Cluj regional' });
    expect((await read('/api/home-posts?lang=en')).find((p) => p.id === post.id)).toMatchObject({ title: 'The Cluj regional' });
    // ?lang=ro: the Romanian, each field said to be so.
    expect(await read(`/api/home-posts/${post.id}?lang=ro`)).toMatchObject({ title: 'Regionala de la Cluj', contentLang: { title: 'ro', description: 'ro' } });
  });

  it('falls back to Romanian field by field, and an update changes or removes the English version', async () => {
    const post = await create({ title: 'Doar în română', description: 'Un text care nu are încă traducere.', titleEn: 'Only the title' });
    expect(await read(`/api/home-posts/${post.id}?lang=en`)).toMatchObject({
      title: 'Only the title',
      description: 'Un text care nu are încă traducere.',
      contentLang: { title: 'en', description: 'ro' },
    });

    // Fields not sent stay; a description sent sets it.
    let res = await editor.request({ method: 'PUT', url: `/api/home-posts/${post.id}`, ...multipart({ descriptionEn: 'A text that now has its translation.' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(`/api/home-posts/${post.id}?lang=en`)).toMatchObject({ title: 'Only the title', contentLang: { title: 'en', description: 'en' } });

    // Blank removes the English title (the Romanian title sent blank is only "not sent": the spec's rule).
    res = await editor.request({ method: 'PUT', url: `/api/home-posts/${post.id}`, ...multipart({ title: '', titleEn: '' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(`/api/home-posts/${post.id}?lang=en`)).toMatchObject({ title: 'Doar în română', contentLang: { title: 'ro', description: 'en' } });
    // The slug stays the Romanian title's.
    expect((await read(`/api/home-posts/${post.id}?lang=en`)).slug).toBe('doar-in-romana');
  });

  it('refuses bad English text with its own messages, and a bad lang clearly', async () => {
    const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Un titlu bun', description: 'O descriere destul de lungă.', titleEn: 'Hi', descriptionEn: 'Short' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ titleEn: ['English title must be at least 5 characters'], descriptionEn: ['English description must be at least 10 characters'] });
    // Nothing was written.
    expect((await read('/api/home-posts')).some((p) => p.title === 'Un titlu bun')).toBe(false);

    const bad = await t.app.inject({ method: 'GET', url: '/api/home-posts?lang=fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('lang must be one of: ro, en');
  });

  it('sanitises the English description as the Romanian one, storing nothing it refuses', async () => {
    const para = (text: string, marks?: unknown[]) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] });
    const link = [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }];
    const bad = await editor.post('/api/home-posts', { title: 'Cu un link rău', description: 'Un text obișnuit, fără nimic.', descriptionEn: { type: 'doc', content: [para('Click here for the details', link)] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ descriptionEn: [RICH_MESSAGES.link] });
    const html = await editor.post('/api/home-posts', { title: 'Cu un link rău', description: 'Un text obișnuit, fără nimic.', descriptionEn: { type: 'doc', content: [{ type: 'html', text: '<img src=x onerror=alert(1)>' }] } });
    expect(html.json().errors).toEqual({ descriptionEn: [RICH_MESSAGES.unsupported('html')] });
    expect((await read('/api/home-posts')).some((p) => p.title === 'Cu un link rău')).toBe(false);

    // A document is kept as the Romanian one is: sanitised, with its visible text.
    const doc = { type: 'doc', content: [para('Registration on '), para('ftcromania.ro', [{ type: 'bold' }])] };
    const ok = await editor.post('/api/home-posts', { title: 'Cu un document', description: 'Un text obișnuit, fără nimic.', descriptionEn: doc });
    expect(ok.statusCode, ok.body).toBe(201);
    const en = await read(`/api/home-posts/${ok.json().message.id}?lang=en`);
    expect(en.descriptionDoc).toEqual(doc);
    expect(en.description).toBe('Registration on\n\nftcromania.ro');
  });
});

describe('a post in English (tRPC, the dashboard)', () => {
  it('answers the English version to the editor, never to the public, and refuses a TEAM account', async () => {
    const res = await editor.post('/trpc/posts.create', { title: 'Scris în panou', description: 'Un text scris în panoul de control.', titleEn: 'Written in the dashboard', descriptionEn: 'A text written in the dashboard.' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().result.data as Post;
    expect(created).toMatchObject({ titleEn: 'Written in the dashboard', descriptionEn: 'A text written in the dashboard.' });

    const byId = await trpcQuery<Post>(editor, 'posts.byIdForEditor', { id: created.id });
    expect(byId.data).toMatchObject({ title: 'Scris în panou', titleEn: 'Written in the dashboard' });

    const cleared = await editor.post('/trpc/posts.update', { id: created.id, titleEn: null, descriptionEn: null });
    expect(cleared.json().result.data).toMatchObject({ titleEn: null, descriptionEn: null, descriptionEnDoc: null });

    const refused = await team.post('/trpc/posts.update', { id: created.id, titleEn: 'Not allowed here' });
    expect(refused.statusCode).toBe(403);
    const anonymous = await (await t.client()).request({ method: 'PUT', url: `/api/home-posts/${created.id}`, ...multipart({ titleEn: 'Not allowed here' }) });
    expect(anonymous.statusCode).toBe(401);
    expect((await trpcQuery<Post>(editor, 'posts.byIdForEditor', { id: created.id })).data.titleEn).toBeNull();
  });
});

describe('the English version in the history (decision 197)', () => {
  it('an edit of the English version is recorded and an earlier version puts it back, "none" included', async () => {
    const caller = await callerFor(t, 'EDITOR');
    const post = await caller.posts.create({ title: 'Istoria unei știri', description: 'Prima descriere a știrii.', titleEn: 'A story of a post', descriptionEn: 'The first description.' });
    const entries = () => t.deps.db.selectFrom('activity').selectAll().where('entity_type', '=', 'post').where('entity_id', '=', post.id).orderBy('id').execute();
    const first = (await entries()).at(-1)!;
    await caller.posts.update({ id: post.id, titleEn: 'A changed title', descriptionEn: null });
    const changes = JSON.parse((await entries()).at(-1)!.changes!) as Record<string, unknown>;
    expect(Object.keys(changes).sort()).toEqual(['description_en', 'description_en_doc', 'title_en']);

    const restored = await caller.history.restore({ entryId: first.id });
    expect(restored.restored.sort()).toEqual(['descriptionEn', 'titleEn']);
    expect(await caller.posts.byIdForEditor({ id: post.id })).toMatchObject({ titleEn: 'A story of a post', descriptionEn: 'The first description.' });
  });
});

describe('the /en pages and feed show the English version, marking Romanian fallbacks lang="ro" (SSR)', () => {
  /** The lang attribute of the heading (h1-h3) holding `text` (through its link, on a card), or null without one. */
  const headingLang = (html: string, text: string) => {
    const match = new RegExp(`<h[123] class="[^"]*"(?: lang="([a-z]+)")?>(?:<a [^>]*>)?${text}<`).exec(html);
    expect(match, text).not.toBeNull();
    return match![1] ?? null;
  };
  /** The lang attribute of the rich text block whose first paragraph starts with `text`. */
  const textLang = (html: string, text: string) => {
    const match = new RegExp(`<div class="[^"]*"(?: lang="([a-z]+)")?><p>${text}`).exec(html);
    expect(match, text).not.toBeNull();
    return match![1] ?? null;
  };

  beforeAll(async () => {
    await create({ title: 'Finala națională', description: 'Patruzeci de echipe la finala de la București.', titleEn: 'The national final', descriptionEn: 'Forty teams at the Bucharest final.' });
    const partial = await create({ title: 'Atelier de programare', description: 'Un atelier de programare pentru echipele noi.' });
    await editor.post('/trpc/posts.update', { id: partial.id, titleEn: 'Programming workshop' });
  });

  it('/en/news and /en/home: English where there is one, lang="ro" exactly on the Romanian fallbacks', async () => {
    for (const url of ['/en/news', '/en/home']) {
      const html = await page(url);
      expect(headingLang(html, 'The national final'), url).toBeNull();
      expect(textLang(html, 'Forty teams at the Bucharest final.'), url).toBeNull();
      expect(headingLang(html, 'Programming workshop'), url).toBeNull();
      expect(textLang(html, 'Un atelier de programare pentru echipele noi.'), url).toBe('ro');
      expect(html).not.toContain('Finala națională');
      // The card links to the post's one address, from its Romanian title.
      expect(html).toContain('href="/en/news/finala-nationala"');
    }
  });

  it('the Romanian pages stay as they were: Romanian text, no lang marks, the spec\'s read', async () => {
    for (const url of ['/news', '/home']) {
      const html = await page(url);
      expect(headingLang(html, 'Finala națională'), url).toBeNull();
      expect(textLang(html, 'Un atelier de programare pentru echipele noi.'), url).toBeNull();
      for (const english of ['The national final', 'Programming workshop', 'contentLang', '"en"]']) expect(html, english).not.toContain(english);
      expect(html).toContain('"key":["home-posts"]');
    }
    const post = await page('/news/finala-nationala');
    expect(post).toMatch(/<h1 class="[^"]*">Finala națională<\/h1>/);
    expect(post).not.toContain('The national final');
  });

  it("a post's /en page: its English title in the page and its head, the Article in English; a fallback marked", async () => {
    const html = await page('/en/news/finala-nationala');
    expect(headingLang(html, 'The national final')).toBeNull();
    expect(textLang(html, 'Forty teams at the Bucharest final.')).toBeNull();
    expect(html).toContain('<title>The national final · FIRST Tech Challenge Romania</title>');
    expect(html).toContain('<meta property="og:title" content="The national final · FIRST Tech Challenge Romania"');
    expect(html).toContain('<meta name="description" content="Forty teams at the Bucharest final." />');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'Article', headline: 'The national final', inLanguage: 'en' }));

    const fallback = await page('/en/news/atelier-de-programare');
    expect(headingLang(fallback, 'Programming workshop')).toBeNull();
    expect(textLang(fallback, 'Un atelier de programare pentru echipele noi.')).toBe('ro');
    expect(fallback).toContain('"inLanguage":"ro"');
  });

  it('the English feed carries the English versions, a Romanian text marked; the Romanian feed as it was', async () => {
    const en = await page('/en/news/feed.xml');
    expect(en).toContain('<title>The national final</title>');
    expect(en).toContain('<title>Programming workshop</title>');
    expect(en).toContain('&lt;div lang=&quot;ro&quot;&gt;&lt;p&gt;Un atelier de programare');
    expect(en).not.toContain('Finala națională');
    const ro = await page('/news/feed.xml');
    expect(ro).toContain('<title>Finala națională</title>');
    expect(ro).not.toContain('The national final');
    expect(ro).not.toContain('lang=&quot;');
  });
});

describe('an event in English (decision 203, step 2)', () => {
  let seasonId: number;
  const event = (over: Record<string, string>) => eventFields(seasonId, { dateStart: '2027-03-05T08:00:00.000Z', dateEnd: '2027-03-06T16:00:00.000Z', ...over });
  const createEvent = async (fields: Record<string, string>) => {
    const res = await editor.request({ method: 'POST', url: '/api/events', ...multipart(event(fields)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().message as Post;
  };
  /** The lang attribute of the element right around `text` (an event's title or its description's first paragraph). */
  const langAround = (html: string, tag: string, text: string) => {
    const match = new RegExp(`<${tag} class="[^"]*"(?: lang="([a-z]+)")?>(?:<a [^>]*>|<p>|\\s*)${text}`).exec(html);
    expect(match, text).not.toBeNull();
    return match![1] ?? null;
  };

  beforeAll(async () => {
    await seedDatabase(t.deps, { demo: false });
    seasonId = (await t.deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;
  });

  it('REST and tRPC keep the English title and description; ?lang=en reads them; the spec\'s answers unchanged', async () => {
    const created = await createEvent({ title: 'Regionala de Vest', titleEn: 'The Western regional', descriptionEn: 'The western regional stage of the season, in Timișoara.' });
    expect(Object.keys(created)).not.toContain('titleEn');
    const ro = await read(`/api/events/${created.id}`);
    expect(ro.title).toBe('Regionala de Vest');
    expect(Object.keys(ro)).not.toContain('contentLang');
    expect(await read(`/api/events/${created.id}?lang=en`)).toMatchObject({
      title: 'The Western regional',
      description: 'The western regional stage of the season, in Timișoara.',
      contentLang: { title: 'en', description: 'en' },
    });
    expect((await read(`/api/events?seasonId=${seasonId}&lang=en`)).find((e) => e.id === created.id)).toMatchObject({ title: 'The Western regional' });

    const cleared = await editor.post('/trpc/events.update', { id: created.id, descriptionEn: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().result.data).toMatchObject({ titleEn: 'The Western regional', descriptionEn: null });
    expect((await read(`/api/events/${created.id}?lang=en`)).contentLang).toEqual({ title: 'en', description: 'ro' });

    const bad = await editor.request({ method: 'POST', url: '/api/events', ...multipart(event({ titleEn: 'Hi', descriptionEn: 'Too short' })) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ titleEn: ['English title must be at least 5 characters'], descriptionEn: ['English description must be at least 20 characters'] });
    expect((await team.post('/trpc/events.update', { id: created.id, titleEn: 'Not allowed here' })).statusCode).toBe(403);
  });

  it('/en/events and the event\'s /en page show the English version, lang="ro" only on fallbacks; Romanian pages unchanged', async () => {
    const full = await createEvent({ title: 'Campionatul Național', titleEn: 'The National Championship', descriptionEn: 'The national championship of the season, in Bucharest.' });
    await createEvent({ title: 'Demonstrația de la Iași', shortDescription: 'O demonstrație la Iași' });

    const list = await page('/en/events');
    expect(langAround(list, 'h3', 'The National Championship')).toBeNull();
    expect(langAround(list, 'h3', 'Demonstrația de la Iași')).toBe('ro');
    expect(list).not.toContain('>Campionatul Național<');

    const detail = await page(`/en/events/${full.id}`);
    expect(langAround(detail, 'h1', 'The National Championship')).toBeNull();
    expect(langAround(detail, 'div', 'The national championship of the season, in Bucharest.')).toBeNull();
    expect(detail).toContain('<title>The National Championship · FIRST Tech Challenge Romania</title>');
    expect(detail).toContain('<meta name="description" content="The national championship of the season, in Bucharest.');

    const roList = await page('/events');
    expect(langAround(roList, 'h3', 'Campionatul Național')).toBeNull();
    expect(roList).not.toContain('The National Championship');
    expect(roList).toContain('"key":["events-page"]');
    const roDetail = await page(`/events/${full.id}`);
    expect(langAround(roDetail, 'h1', 'Campionatul Național')).toBeNull();
    expect(roDetail).not.toContain('The national championship');
  });
});
