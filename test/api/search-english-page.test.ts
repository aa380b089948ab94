// /en/search rendered on the server (issue 24, What visitors cannot find 3; decision 205), as curl gets it: the
// results of the English search, English titles where staff wrote them, each Romanian fallback under lang="ro", links
// to the /en pages, and the read the page hydrates from keyed by its language; /search stays the Romanian search.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let translated: string;
let untranslated: string;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  editor = await t.client('EDITOR');
  const create = async (fields: Record<string, string>) => {
    const res = await editor.request({ method: 'POST', url: '/api/home-posts', ...multipart(fields) });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().message as { slug: string }).slug;
  };
  translated = await create({
    title: 'Roboții noștri la Brașov',
    description: 'Echipele au adus roboții la etapa regională de la Brașov.',
    titleEn: 'Our robots in Brașov',
    descriptionEn: 'The teams carried their robots by gondola to the regional stage in Brașov.',
  });
  untranslated = await create({ title: 'Calendarul de la Brașov', description: 'Etapa de la Brașov are loc în martie, la Colegiul Național.' });
});
afterAll(async () => t?.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const state = res.body.indexOf('<script type="application/json" id="ssr-state">');
  return { shown: res.body.slice(0, state), state: res.body.slice(state) };
};

/** Each result's heading: its lang attribute (or none) and its link's address. */
const headings = (html: string) =>
  [...html.matchAll(/<h2 class="[^"]*"(?: lang="([a-z]+)")?><a href="([^"]+)"/g)].map((m) => ({ lang: m[1] ?? null, href: m[2] }));

describe('/en/search on the server', () => {
  it('shows the English search: the English title unmarked, the Romanian fallback lang="ro", links under /en', async () => {
    const { shown, state } = await page('/en/search?q=brasov');
    expect(headings(shown)).toEqual(
      expect.arrayContaining([
        { lang: null, href: `/en/news/${translated}` },
        { lang: 'ro', href: `/en/news/${untranslated}` },
      ]),
    );
    expect(shown).toContain('<mark>Brașov</mark>');
    expect(shown).toContain('<span>Our robots in </span><mark>Brașov</mark>');
    expect(shown).not.toContain('Roboții noștri');
    // The snippets: the English one unmarked, the Romanian one lang="ro".
    expect(shown).toMatch(/<p class="[^"]*"><span>The teams carried/);
    expect(shown).toMatch(/<p class="[^"]*" lang="ro"><span>Etapa de la /);
    // The browser's read takes over from the same key, with the language in it.
    expect(state).toContain('["search","brasov","en"]');
  });

  it('finds an English-only word on /en/search only; /search stays Romanian, its links without /en', async () => {
    expect(headings((await page('/en/search?q=gondola')).shown)).toEqual([{ lang: null, href: `/en/news/${translated}` }]);
    expect(headings((await page('/search?q=gondola')).shown)).toEqual([]);
    const ro = await page('/search?q=brasov');
    expect(headings(ro.shown)).toEqual(
      expect.arrayContaining([
        { lang: null, href: `/news/${translated}` },
        { lang: null, href: `/news/${untranslated}` },
      ]),
    );
    expect(ro.shown).toContain('<span>Roboții noștri la </span><mark>Brașov</mark>');
    expect(ro.state).toContain('["search","brasov"]');
    expect(ro.state).not.toContain('contentLang');
  });
});
