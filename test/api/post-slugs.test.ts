// A page per news post (issue 24, point 2), its data side: every post gets a slug from its title (diacritics folded,
// unique with -2, -3), a new title gives a new slug and the old one keeps answering (the REST read by slug names the
// current one), a draft is never found by its slug, and the feed and the sitemap link the post pages. Existing posts
// get their slugs in the migration. The pages themselves (301, 404, head, server render): post-pages.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { migrateWithBackup } from '../../src/server/ops/upgrade';
import { slugify } from '../../src/shared/slug';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let visitor: Client;

beforeAll(async () => {
  t = await makeTestApp();
  [editor, visitor] = await Promise.all([t.client('EDITOR'), t.client()]);
});
afterAll(() => t.close());

interface Post {
  id: number;
  slug: string;
  title: string;
  status: string;
}

async function create(title: string, over: Record<string, string> = {}): Promise<Post> {
  const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title, description: 'O descriere destul de lungă.', ...over }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as Post;
}

async function rename(id: number, title: string): Promise<Post> {
  const res = await editor.request({ method: 'PUT', url: `/api/home-posts/${id}`, ...multipart({ title }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message as Post;
}

const bySlug = (slug: string) => visitor.get(`/api/home-posts/slug/${slug}`);

describe('slugify', () => {
  it('folds Romanian diacritics (both spellings), lower-cases and joins words with hyphens', () => {
    expect(slugify('Regionala de la Timișoara: ședință în Țara Făgărașului!')).toBe('regionala-de-la-timisoara-sedinta-in-tara-fagarasului');
    expect(slugify('Ştiinţă şi ÎNVĂȚARE — 2025/2026')).toBe('stiinta-si-invatare-2025-2026');
    expect(slugify('  ...  ')).toBe('postare');
    expect(slugify('2026')).toBe('postare-2026');
  });

  it('cuts a long title at a hyphen, at most 80 characters', () => {
    const slug = slugify('Un titlu foarte lung despre competiția națională de robotică '.repeat(4));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('post slugs over REST', () => {
  it('gives a new post the slug of its title, in its public answers', async () => {
    const post = await create('Etapa regională Timișoara');
    expect(post.slug).toBe('etapa-regionala-timisoara');
    const list = (await visitor.get('/api/home-posts')).json().message as Post[];
    expect(list.find((p) => p.id === post.id)?.slug).toBe('etapa-regionala-timisoara');
    expect((await visitor.get(`/api/home-posts/${post.id}`)).json().message.slug).toBe('etapa-regionala-timisoara');
    const res = await bySlug('etapa-regionala-timisoara');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: post.id, title: 'Etapa regională Timișoara', slug: 'etapa-regionala-timisoara' });
  });

  it('makes a taken slug unique with -2, -3', async () => {
    const a = await create('Kickoff DECODE');
    const b = await create('Kickoff DECODE');
    const c = await create('KICKOFF: decode');
    expect([a.slug, b.slug, c.slug]).toEqual(['kickoff-decode', 'kickoff-decode-2', 'kickoff-decode-3']);
    expect((await bySlug('kickoff-decode-2')).json().message.id).toBe(b.id);
  });

  it('gives a new title a new slug; the old one still answers the post, naming the current slug', async () => {
    const post = await create('Atelier pentru mentori');
    const renamed = await rename(post.id, 'Atelier gratuit pentru mentori');
    expect(renamed.slug).toBe('atelier-gratuit-pentru-mentori');
    const old = await bySlug('atelier-pentru-mentori');
    expect(old.statusCode).toBe(200);
    expect(old.json().message).toMatchObject({ id: post.id, slug: 'atelier-gratuit-pentru-mentori' });
    // A title that gives the same slug keeps it.
    expect((await rename(post.id, 'Atelier GRATUIT pentru mentori!')).slug).toBe('atelier-gratuit-pentru-mentori');
    // Another post cannot take an old slug (it still leads to the first post).
    expect((await create('Atelier pentru mentori')).slug).toBe('atelier-pentru-mentori-2');
    // Back to the first title: the post takes its own old slug back, without a suffix.
    expect((await rename(post.id, 'Atelier pentru mentori')).slug).toBe('atelier-pentru-mentori');
    const rows = await t.deps.db.selectFrom('post_slugs').select('slug').where('post_id', '=', post.id).orderBy('slug').execute();
    expect(rows.map((r) => r.slug)).toEqual(['atelier-gratuit-pentru-mentori', 'atelier-pentru-mentori']);
  });

  it('never finds a draft or a scheduled post by its slug, and finds it once published', async () => {
    const draft = await create('Ciornă despre campionat', { status: 'draft' });
    expect(draft.slug).toBe('ciorna-despre-campionat');
    expect((await bySlug('ciorna-despre-campionat')).statusCode).toBe(404);
    const scheduled = await create('Anunț programat', { status: 'scheduled', publishAt: new Date(t.clock.now() + 86_400_000).toISOString() });
    expect((await bySlug(scheduled.slug)).statusCode).toBe(404);
    const res = await editor.request({ method: 'PUT', url: `/api/home-posts/${draft.id}`, ...multipart({ status: 'published' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bySlug('ciorna-despre-campionat')).statusCode).toBe(200);
  });

  it('answers 400 for what is no slug and 404 for a slug nobody has', async () => {
    expect((await bySlug('Nu-Este-Slug')).statusCode).toBe(400);
    expect((await bySlug('nimeni-nu-are-adresa-asta')).statusCode).toBe(404);
  });

  it('gives a row inserted without a slug (not through the service) its id as one', async () => {
    const row = await t.deps.db.insertInto('home_posts').values({ title: 'Scris direct', description: 'O descriere destul de lungă' }).returning('id').executeTakeFirstOrThrow();
    const res = await bySlug(String(row.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ id: row.id, slug: String(row.id) });
  });

  it('frees a deleted post\'s slugs', async () => {
    const post = await create('Postare de șters');
    expect((await editor.delete(`/api/home-posts/${post.id}`)).statusCode).toBe(200);
    expect((await bySlug('postare-de-sters')).statusCode).toBe(404);
    expect((await create('Postare de șters')).slug).toBe('postare-de-sters');
  });

  it('links the post pages from the feed and the sitemap', async () => {
    const post = await create('Noutate pentru cititorii fluxului');
    const feed = (await visitor.get('/news/feed.xml')).body;
    expect(feed).toMatch(new RegExp(`<link>http://localhost(:80)?/news/${post.slug}</link>`));
    expect(feed).not.toMatch(/<link>[^<]*#post-/);
    const sitemap = (await visitor.get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/news/${post.slug}</loc>`);
    expect(sitemap).not.toContain('/news/ciorna-despre-campionat-never');
  });
});

describe('2026-11-27-200-post-slugs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ftc-slugs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives existing posts unique slugs from their titles', async () => {
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-27-200'));
    await migrateWithBackup(before.db, { databasePath, migrations: older });
    await before.db
      .insertInto('home_posts')
      .values([
        { title: 'Naționala de la Pitești', description: 'O descriere destul de lungă' },
        { title: 'Naționala de la Pitești', description: 'O descriere destul de lungă' },
        { title: '2025', description: 'O descriere destul de lungă' },
      ])
      .execute();
    await before.close();

    const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads') });
    const after = await buildApp({ config });
    const rows = await after.deps.db.selectFrom('home_posts').select(['id', 'slug']).orderBy('id').execute();
    const history = await after.deps.db.selectFrom('post_slugs').select(['slug', 'post_id']).orderBy('post_id').execute();
    await after.app.close();
    expect(rows.map((r) => r.slug)).toEqual(['nationala-de-la-pitesti', 'nationala-de-la-pitesti-2', 'postare-2025']);
    expect(history).toEqual(rows.map((r) => ({ slug: r.slug, post_id: r.id })));
  });
});
