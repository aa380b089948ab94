// English under /en (issue 24, What visitors cannot find 1; decision 200), as curl gets it: every page of the route
// table in both languages with its <html lang>, canonical and the hreflang trio both ways, the English shell, an
// English 404, the /en redirects and the sitemap listing both languages.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { listPosts } from '../../src/server/modules/posts/posts.service';
import { listTeams } from '../../src/server/modules/teams/teams.service';
import { listedPaths, paths } from '../../src/shared/site-pages';
import { makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  origin = 'http://localhost:80';
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const langOf = (body: string) => /<html lang="([a-z]+)">/.exec(body)?.[1];
const hreflangs = (body: string) =>
  Object.fromEntries([...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], new URL(m[2]!).pathname]));
const canonicalOf = (body: string) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
  return href ? new URL(href).pathname : null;
};

describe('English pages under /en (decision 200)', () => {
  it('every listed page answers 200 in both languages, with its lang, canonical and hreflang ro, en and x-default', async () => {
    for (const page of listedPaths()) {
      for (const [address, lang] of [
        [page, 'ro'],
        [`/en${page}`, 'en'],
      ] as const) {
        const res = await get(address);
        expect(res.statusCode, address).toBe(200);
        expect(langOf(res.body), address).toBe(lang);
        expect(canonicalOf(res.body), address).toBe(address);
        expect(hreflangs(res.body), address).toEqual({ ro: page, en: `/en${page}`, 'x-default': page });
        expect(res.body, address).toContain(`<meta property="og:locale" content="${lang === 'en' ? 'en_GB' : 'ro_RO'}" />`);
      }
    }
  });

  it('a page named by its data (a post, a team) is in English too, its canonical under /en', async () => {
    const [post] = await listPosts(t.deps);
    const [team] = await listTeams(t.deps);
    for (const page of [paths.post(post!.slug), paths.team(team!.internationalNumber)]) {
      const res = await get(`/en${page}`);
      expect(res.statusCode, page).toBe(200);
      expect(langOf(res.body)).toBe('en');
      expect(canonicalOf(res.body)).toBe(`/en${page}`);
      expect(hreflangs(res.body)).toEqual({ ro: page, en: `/en${page}`, 'x-default': page });
    }
  });

  it('the English page has the English head and shell, and none of the shell Romanian words', async () => {
    const res = await get('/en/home');
    expect(res.body).toContain('<title>Home · FIRST Tech Challenge Romania</title>');
    expect(res.body).toContain('aria-label="Main navigation"');
    expect(res.body).toContain('Skip to content');
    expect(res.body).toContain('placeholder="Search..."');
    expect(res.body).toContain('action="/en/search"');
    // Links stay in English: the router's base is /en.
    expect(res.body).toContain('href="/en/events"');
    expect(res.body).toContain('href="/en/about/contact-us"');
    for (const romanian of ['Navigare principală', 'Sari la conținut', 'Caută pe site', 'Legături în subsol', 'Programul național FIRST Tech Challenge'])
      expect(res.body, romanian).not.toContain(romanian);
    // The Romanian page is as it was.
    const ro = await get('/home');
    expect(ro.body).toContain('<title>Acasă · FIRST Tech Challenge Romania</title>');
    expect(ro.body).toContain('aria-label="Navigare principală"');
    expect(ro.body).not.toContain('href="/en/events"');
  });

  it('/en/home is in English, its posts and figures (Romanian content) marked lang="ro" (step 2: the home page)', async () => {
    const { home: ro } = await import('../../src/shared/messages/ro/home');
    const { home: en } = await import('../../src/shared/messages/en/home');
    const res = await get('/en/home');
    for (const text of [en.hero.title, en.posts.title, en.stats.title, en.gallery.title, en.profiles.title, en.cta.title, en.slides.field.caption])
      expect(res.body, text).toContain(text.replace(/&/g, '&amp;'));
    for (const text of [ro.hero.title, ro.hero.lead, ro.posts.title, ro.posts.all, ro.stats.title, ro.gallery.title, ro.profiles.title, ro.profiles.student.text, ro.cta.title, ro.cta.text, ro.slides.field.caption, ro.slides.field.alt, 'Imaginea următoare', 'Anunț'])
      expect(res.body, text).not.toContain(text);
    // A post's title and text and a figure's label are content: Romanian, so marked.
    const [post] = await listPosts(t.deps);
    expect(res.body).toMatch(new RegExp(`<h[23] class="[^"]*" lang="ro">(<a [^>]*>)?${post!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(res.body).toContain('lang="ro">elevi participanți</span>');
    // The date in English.
    expect(res.body).toMatch(/<time [^>]*>\d{1,2} [A-Z][a-z]{2,3} \d{4}<\/time>/);
    // The Romanian home page is as it was, no lang marks of content.
    const roPage = await get('/home');
    for (const text of [ro.hero.title, ro.posts.title, ro.cta.title]) expect(roPage.body).toContain(text);
    expect(roPage.body.split(' lang="ro"').length - 1, 'only <html lang="ro">').toBe(1);
  });

  it('/en/news and a post\'s page are in English, the posts marked lang="ro" (step 2: news)', async () => {
    const { news: ro } = await import('../../src/shared/messages/ro/news');
    const { news: en } = await import('../../src/shared/messages/en/news');
    const [post] = await listPosts(t.deps);
    const list = await get('/en/news');
    expect(list.body).toContain(`<h1`);
    for (const text of [en.list.title, en.list.lead]) expect(list.body, text).toContain(text);
    for (const text of [ro.list.lead, 'Se încarcă postările']) expect(list.body, text).not.toContain(text);
    const page = await get(`/en${paths.post(post!.slug)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`← ${en.post.all}`);
    expect(page.body).not.toContain(`← ${ro.post.all}`);
    expect(page.body).toMatch(/<h1 class="[^"]*" lang="ro">/);
    expect(page.body).toMatch(/<time [^>]*>\d{1,2} [A-Z][a-z]{2,3} \d{4}<\/time>/);
    // A missing post: the English message.
    const missing = await get('/en/news/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(en.post.missingTitle);
  });

  it('/en/events is in English, events marked lang="ro", dates and counts in English (step 2: events list)', async () => {
    const { events: ro } = await import('../../src/shared/messages/ro/events');
    const { events: en } = await import('../../src/shared/messages/en/events');
    const res = await get('/en/events');
    // What the page shows (the data for hydration after it holds the API's Romanian dateRange).
    const shown = res.body.slice(0, res.body.indexOf('<script type="application/json" id="ssr-state">'));
    for (const text of [en.hero.title, en.hero.lead, en.subscribe.button, en.subscribe.download]) expect(shown, text).toContain(text);
    for (const text of [ro.hero.lead, ro.subscribe.text, ro.subscribe.button, 'Mai multe informații despre', 'de evenimente', 'ianuarie', 'februarie', 'martie'])
      expect(shown, text).not.toContain(text);
    expect(res.body).toMatch(/<span class="visually-hidden">\d+ events?<\/span>/);
    expect(res.body).toMatch(/<h3 class="[^"]*" lang="ro">/);
    expect(res.body).toMatch(/aria-label="More info about [^"]+"/);
    // Romanian stays as it was.
    const roPage = await get('/events');
    for (const text of [ro.hero.lead, ro.subscribe.button, 'Mai multe informații despre']) expect(roPage.body, text).toContain(text);
  });

  it('/en/concursuri is in English, month names in English, stages marked lang="ro" (step 2: competitions)', async () => {
    const { competitions: ro } = await import('../../src/shared/messages/ro/competitions');
    const { competitions: en } = await import('../../src/shared/messages/en/competitions');
    const res = await get('/en/concursuri');
    const shown = res.body.slice(0, res.body.indexOf('<script type="application/json" id="ssr-state">'));
    for (const text of [en.hero.title, en.notesTitle, en.calendarTitle, en.groups.regional, `aria-label="${en.platformLabel}"`]) expect(shown, text).toContain(text);
    for (const text of [ro.hero.title, ro.notes[0]!, ro.calendarLead, ro.groups.regional, 'se deschide într-o filă nouă', ...ro.months.map((m) => ` ${m} `)])
      expect(shown, text).not.toContain(text);
    expect(shown).toMatch(/\d{1,2}(-\d{1,2})? (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    expect(shown).toMatch(/<p class="[^"]*" lang="ro">/);
    const roPage = await get('/concursuri');
    for (const text of [ro.hero.title, ro.groups.regional, ro.platformLabel]) expect(roPage.body, text).toContain(text);
  });

  it('/en/search is in English: its form, counts, kinds and the query\'s messages (step 2: search)', async () => {
    const { search: ro } = await import('../../src/shared/messages/ro/search');
    const { search: en } = await import('../../src/shared/messages/en/search');
    const res = await get('/en/search?q=robot');
    const shown = res.body.slice(0, res.body.indexOf('<script type="application/json" id="ssr-state">'));
    expect(shown).toContain(`<h1 class="`);
    for (const text of [en.label, 'action="/en/search"']) expect(shown, text).toContain(text);
    expect(shown).toMatch(/\d+ results? for “robot”/);
    for (const text of [ro.label, 'pentru „robot”', ro.kinds.post, ro.kinds.event]) expect(shown, text).not.toContain(`>${text}<`);
    expect(shown).toMatch(/<h2 class="[^"]*" lang="ro">/);
    expect((await get('/en/search?q=x')).body).toContain(en.problems.tooShort);
    expect((await get('/en/search?q=qqqqzzzz')).body).toContain(en.none('qqqqzzzz'));
    const roPage = await get('/search?q=robot');
    expect(roPage.body).toContain(ro.label);
    expect(roPage.body).toMatch(/rezultate? pentru „robot”|un rezultat pentru „robot”/);
    expect((await get('/search?q=x')).body).toContain(ro.problems.tooShort);
  });

  it('the language switch links each page to itself in the other language, its query kept', async () => {
    const switchOf = (body: string) => /<a href="([^"]*)" hrefLang="([a-z]+)" lang="([a-z]+)"[^>]*>(EN|RO)</.exec(body)?.slice(1);
    expect(switchOf((await get('/home')).body)).toEqual(['/en/home', 'en', 'en', 'EN']);
    expect(switchOf((await get('/en/events')).body)).toEqual(['/events', 'ro', 'ro', 'RO']);
    expect(switchOf((await get('/en/search?q=robot')).body)).toEqual(['/search?q=robot', 'ro', 'ro', 'RO']);
    // Not a page (or not in English): the other language's home page.
    expect(switchOf((await get('/en/no-such-page')).body)).toEqual(['/home', 'ro', 'ro', 'RO']);
  });

  it('an unknown address under /en is the English 404, never indexed', async () => {
    for (const address of ['/en/no-such-page', '/en/login', '/en/dashboard', '/en/my-account', '/EN/home']) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(404);
      if (address.startsWith('/en/')) {
        expect(langOf(res.body), address).toBe('en');
        expect(res.body).toContain('<h1>Page not found</h1>');
        expect(res.body).toContain('<title>Page not found · FIRST Tech Challenge Romania</title>');
      }
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    const ro = await get('/no-such-page');
    expect(langOf(ro.body)).toBe('ro');
    expect(ro.body).toContain('<h1>Pagina nu a fost găsită</h1>');
  });

  it('/en and /en/resources redirect on the server, as / and /resources do', async () => {
    for (const [from, to] of [
      ['/en', '/en/home'],
      ['/en/', '/en/home'],
      ['/en/resources', '/en/resources/season-materials'],
      ['/en?x=1', '/en/home?x=1'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('the news feed per language: /en/news/feed.xml links the English pages, says language en, and English pages name it', async () => {
    const [post] = await listPosts(t.deps);
    const en = await get('/en/news/feed.xml');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('application/rss+xml');
    expect(en.body).toContain('<language>en</language>');
    expect(en.body).toContain('<title>News · FIRST Tech Challenge Romania</title>');
    expect(en.body).toContain(`<link>${origin}/en/news</link>`);
    expect(en.body).toContain(`<link>${origin}/en${paths.post(post!.slug)}</link>`);
    expect(en.body).toContain(`href="${origin}/en/news/feed.xml" rel="self"`);
    const ro = await get('/news/feed.xml');
    expect(ro.body).toContain('<language>ro</language>');
    expect(ro.body).toContain(`<link>${origin}${paths.post(post!.slug)}</link>`);
    expect(ro.body).not.toContain('/en/');
    // Each page names its language's feed.
    expect((await get('/en/events')).body).toContain(`<link rel="alternate" type="application/rss+xml" title="FIRST Tech Challenge Romania news" href="${origin}/en/news/feed.xml" />`);
    expect((await get('/events')).body).toContain(`<link rel="alternate" type="application/rss+xml" title="Noutăți FIRST Tech Challenge Romania" href="${origin}/news/feed.xml" />`);
  });

  it('the sitemap lists every page in both languages, each with its alternates', async () => {
    const res = await get('/sitemap.xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const page of listedPaths()) {
      expect(locs).toContain(page);
      expect(locs).toContain(`/en${page}`);
    }
    expect(locs.filter((l) => l.startsWith('/en/')).length).toBe(locs.length / 2);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/news"/>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/news"/>`);
  });
});
