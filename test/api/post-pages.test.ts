// A news post's page as curl gets it (issue 24, point 2): 200 with its own head (title, description, canonical, Open
// Graph article with the post's image, Article JSON-LD) and the post in the server-rendered body; an old slug answers
// 301 to the current address; a draft's address and an unknown slug answer 404; the search page is never indexed.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart, samples } from '../helpers/multipart';

const ORIGIN = 'https://ftc.example.ro';
let t: TestApp;
let editor: Client;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client'), env: { PUBLIC_URL: `${ORIGIN}/` } });
  editor = await t.client('EDITOR');
});
afterAll(async () => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('/news/{slug}', () => {
  it('answers the post with its own head and body, and 301 from an old slug', async () => {
    const created = await editor.request({
      method: 'POST',
      url: '/api/home-posts',
      ...multipart({ title: 'Campionatul național de la Pitești', description: 'Patruzeci de echipe s-au întâlnit la Pitești.\n\nFelicitări tuturor!' }, { name: 'image', filename: 'p.png', contentType: 'image/png', data: samples.png() }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().message as { id: number; slug: string; image: { path: string } };
    expect(post.slug).toBe('campionatul-national-de-la-pitesti');

    const res = await page('/news/campionatul-national-de-la-pitesti');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Campionatul național de la Pitești · FIRST Tech Challenge Romania</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/news/campionatul-national-de-la-pitesti" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${post.image.path}" />`);
    expect(html).toContain('<meta name="description" content="Patruzeci de echipe s-au întâlnit la Pitești. Felicitări tuturor!" />');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(ld).toContainEqual(
      expect.objectContaining({ '@type': 'Article', headline: 'Campionatul național de la Pitești', url: `${ORIGIN}/news/campionatul-national-de-la-pitesti`, image: [`${ORIGIN}${post.image.path}`] }),
    );
    expect(html).not.toContain('name="robots"');
    // The server-rendered body: the heading and both paragraphs.
    expect(html).toMatch(/<h1[^>]*>Campionatul național de la Pitești<\/h1>/);
    expect(html).toContain('Felicitări tuturor!');

    await editor.request({ method: 'PUT', url: `/api/home-posts/${post.id}`, ...multipart({ title: 'Naționala de la Pitești' }) });
    const moved = await page('/news/campionatul-national-de-la-pitesti');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/news/nationala-de-la-pitesti');
    expect((await page('/news/nationala-de-la-pitesti')).statusCode).toBe(200);
  });

  it('answers 404 for a draft, an unknown slug and what is no slug', async () => {
    const draft = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Ciornă ascunsă', description: 'O descriere destul de lungă.', status: 'draft' }) });
    expect(draft.json().message.slug).toBe('ciorna-ascunsa');
    // The last: longer than any slug the server makes.
    for (const url of ['/news/ciorna-ascunsa', '/news/nu-exista', '/news/Majuscule', `/news/${'a'.repeat(95)}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('name="robots" content="noindex"');
    }
  });
});

describe('/search', () => {
  it('is rendered on the server with the results of its query, never indexed nor kept', async () => {
    await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart({ title: 'Regionala de la Timișoara', description: 'Etapa de vest a sezonului.' }) });
    const res = await page('/search?q=timisoara');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="robots" content="noindex"');
    expect(res.body).toMatch(/<mark>Timișoara<\/mark>/);
    const other = await page('/search?q=vest');
    expect(other.body).toMatch(/<mark>vest<\/mark>/);
    expect(other.body).not.toMatch(/<mark>Timișoara<\/mark>/);
    expect((await page('/search?q=a')).body).toContain('Scrie cel puțin 2 caractere.');
  });
});
