// Every public page as curl gets it (no JavaScript): the server render holds the page's heading and its main content
// (issue 14), its data for the browser in a JSON element (no inline script), its stylesheets inlined and the list of
// its own chunks, a 404 page for what does not exist, hostile text as text, compressed answers with their own tags,
// and a page cache that keeps a page until its content changes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { listPartners } from '../../src/server/modules/sponsors/sponsors.service';
import { listEvents } from '../../src/server/modules/events/events.service';
import { listPosts } from '../../src/server/modules/posts/posts.service';
import { listByPage } from '../../src/server/modules/resources/resources.service';
import { getCurrentSeason } from '../../src/server/modules/seasons/seasons.service';
import { listTeams } from '../../src/server/modules/teams/teams.service';
import { formatDateRange } from '../../src/shared/format';
import { paths } from '../../src/shared/site-pages';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';

const HOSTILE = '</script><script>alert(1)</script>';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Text as HTML writes it (React escapes &, <, >, and " in attributes). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What is inside <div id="root">: the rendered app. */
const rootOf = (body: string) => {
  const start = body.indexOf('<div id="root">');
  const end = body.indexOf('<script type="application/json" id="ssr-state">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return body.slice(start, end);
};

const h1Of = (root: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1]?.replace(/<[^>]+>/g, '') ?? null;

interface State {
  reads: Array<{ key: unknown[]; at: number; data?: unknown; error?: { message: string; status: number } }>;
  pages: string[];
}
const stateOf = (body: string): State => JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(body)![1]!) as State;

async function page(url: string, status = 200) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  const root = rootOf(res.body);
  return { body: res.body, root, h1: h1Of(root), state: stateOf(res.body) };
}

describe('server render of the public pages', () => {
  it('/home holds its heading and the newest posts, with the posts in its state as GET /api/home-posts answers them', async () => {
    const { root, h1, state } = await page(paths.home);
    expect(h1).toContain('Construim roboți');
    const posts = (await listPosts(t.deps)).sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    expect(root).toContain(html(posts[0]!.title));
    const api = JSON.parse((await get('/api/home-posts')).body) as { message: unknown };
    const cached = state.reads.find((r) => JSON.stringify(r.key) === '["home-posts"]');
    expect(cached?.data).toEqual(api.message);
    // The settings (navbar, footer) came along too.
    expect(state.reads.some((r) => JSON.stringify(r.key) === '["site-settings"]')).toBe(true);
  });

  it('/news lists every post', async () => {
    const { root, h1 } = await page(paths.news);
    expect(h1).toBe('Toate postările');
    for (const post of await listPosts(t.deps)) expect(root).toContain(html(post.title));
  });

  it("/events lists the current season's events", async () => {
    const { root, h1 } = await page(paths.events);
    expect(h1).toBeTruthy();
    const season = await getCurrentSeason(t.deps);
    const events = await listEvents(t.deps, { seasonId: season.id });
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(root).toContain(html(event.title));
  });

  it("an event's page holds its title, dates and description", async () => {
    const event = (await listEvents(t.deps)).find((e) => e.ftcEventCode)!;
    const { root, h1, state } = await page(paths.event(event.ftcEventCode!));
    expect(h1).toBe(html(event.title));
    expect(root).toContain(html(formatDateRange(event.dateStart, event.dateEnd)));
    expect(root).toContain(html(event.description));
    expect(root).toContain('Echipe participante');
    expect(state.pages).toEqual(expect.arrayContaining(['features/public/events/event-detail-page.tsx']));
  });

  it('/teams and a team page hold the teams', async () => {
    const teams = await listTeams(t.deps);
    const list = await page(paths.teams);
    expect(list.h1).toBe('Harta și lista echipelor FTC din România');
    const team = teams[0]!;
    expect(list.root).toContain(html(team.name));
    const one = await page(paths.team(team.internationalNumber));
    expect(one.root).toContain(html(team.name));
    expect(one.root).toContain(String(team.internationalNumber));
  });

  it('/concursuri, the resource pages, /about/* and /contribute/* render their headings and content', async () => {
    const competitions = await page(paths.competitions);
    expect(competitions.h1).toBeTruthy();
    expect(competitions.root).toContain('2025-2026');

    for (const [url, key] of [
      [paths.seasonMaterials, 'season-materials'],
      [paths.teamResources, 'team-resources'],
    ] as const) {
      const { root, h1 } = await page(url);
      expect(h1, url).toBeTruthy();
      const resources = await listByPage(t.deps, key);
      expect(resources.length).toBeGreaterThan(0);
      // Those the page shows (a video without its YouTube link is left out).
      expect(resources.filter((r) => root.includes(html(r.description))).length, url).toBeGreaterThan(resources.length / 2);
    }
    for (const url of [paths.getStarted, paths.about, paths.aboutNatie, paths.aboutFirst, paths.aboutGlobal, paths.contact, paths.volunteer, paths.results, paths.values, paths.contribute, paths.companies]) {
      const { h1 } = await page(url);
      expect(h1, url).toBeTruthy();
    }
    const sponsors = await page(paths.sponsors);
    const partners = await listPartners(t.deps);
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) expect(sponsors.root).toContain(html(partner.name));
  });

  it('renders the not-found page with 404 for an unknown path, a missing event, a missing team and an unknown child', async () => {
    for (const url of ['/no-such-page', '/about/no-such-page', '/resources/nope', '/contribute/nope']) {
      const { h1 } = await page(url, 404);
      expect(h1, url).toBe('Pagina nu a fost găsită');
    }
    const event = await page('/events/NO-SUCH-EVENT', 404);
    expect(event.root).not.toContain('Se încarcă detaliile evenimentului...');
    expect(event.h1).toBe('Evenimentul nu a fost găsit');
    // The missing event travels as its failure, so the browser hydrates the same "not found" (lib/read-store.ts).
    expect(event.state.reads.find((r) => JSON.stringify(r.key) === '["event","NO-SUCH-EVENT"]')?.error).toMatchObject({ status: 404 });
    const team = await page('/teams/999999', 404);
    expect(team.h1).toBe('Echipa nu a fost găsită');
  });

  it('inlines the stylesheets of the app and the page, and lists the page\'s own chunks for boot.ts', async () => {
    const { body } = await page(paths.events);
    const head = body.slice(0, body.indexOf('</head>'));
    // No stylesheet to fetch before the first paint: each is a <style> with the file's very text, named by a disabled
    // link (not fetched) so that Vite's loader does not add it again when the page's chunk is imported.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    const inlined = [...head.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)];
    expect(inlined.map((m) => m[1])).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/), expect.stringMatching(/^\/assets\/events-page-[\w-]+\.css$/)]));
    expect(inlined[0]![1]).toMatch(/\/index-/); // the app's global rules first, the page's after them
    for (const [, href, css, marker] of inlined) {
      expect(marker).toBe(href);
      expect(css).toBe(readFileSync(path.join('dist/client', href!), 'utf8'));
    }
    // One script, boot.ts, naming the app; the page's chunks are a list that boot.ts asks for after the first paint.
    expect([...body.matchAll(/<script type="module"[^>]*src="([^"]+)" data-app="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      [expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)],
    ]);
    expect(body).not.toContain('rel="modulepreload"');
    const chunks = JSON.parse(/<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(body)![1]!) as string[];
    expect(chunks.some((p) => /events-page-[\w-]+\.js$/.test(p))).toBe(true);
    for (const file of [...chunks, ...inlined.map((m) => m[1]!)]) expect(existsSync(path.join('dist/client', file)), file).toBe(true);
    // No dashboard code on a public page.
    expect(chunks.some((p) => /account-routes|\/index-/.test(p))).toBe(false);
  });

  it('leaves the account screens and the dashboard to the browser: the frame and a note without script, no state (issue 24)', async () => {
    for (const url of [paths.login, paths.register, paths.dashboard, paths.myAccount]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('<div id="root"></div>');
      expect(res.body, url).toContain('aria-label="Navigare principală"');
      expect(res.body, url).toContain('Realizat cu drag de FTC Romania ALUMNI');
      expect(res.body, url).toMatch(/<noscript>[\s\S]*Această pagină are nevoie de JavaScript[\s\S]*<\/noscript>/);
      // No state: the browser renders the page anew instead of hydrating it.
      expect(res.body, url).not.toContain('id="ssr-state"');
      expect(res.body, url).not.toContain('id="page-chunks"');
    }
  });

  it('keeps a hostile post title as text in the markup and in the state', async () => {
    const editor = await callerFor(t, 'EDITOR');
    const post = await editor.posts.create({ title: HOSTILE, description: `Descriere ${HOSTILE}`, priority: 1, imagePosition: 'LEFT', announcement: false });
    try {
      const { body, root, state } = await page(paths.news);
      expect(root).toContain(html(HOSTILE));
      expect(body).not.toContain('<script>alert(1)');
      // Exactly the page's own scripts: the module, the JSON-LD blocks and the state, none made from the title.
      const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.every((s) => /type="(module|application\/json|application\/ld\+json)"/.test(s))).toBe(true);
      const posts = state.reads.find((r) => JSON.stringify(r.key) === '["home-posts"]')!.data as Array<{ title: string }>;
      expect(posts.some((p) => p.title === HOSTILE)).toBe(true);
    } finally {
      await editor.posts.delete({ id: post.id });
    }
  });
});

describe('answers of rendered pages', () => {
  it('are compressed as the client accepts (br, gzip), each coding with its own tag, and answer 304 to it', async () => {
    const plain = await get(paths.home);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const br = await get(paths.home, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(paths.home, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect((await get(paths.home, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
    // The HTML budget of /home: at most 60 KB gzip.
    expect(gz.rawPayload.length).toBeLessThan(60 * 1024);
  });

  it('keep a page until its content changes', async () => {
    const first = await get(paths.news);
    const again = await get(paths.news);
    expect(again.body).toBe(first.body);
    const editor = await callerFor(t, 'EDITOR');
    const post = await editor.posts.create({ title: 'O postare nouă pentru cache', description: 'Descriere.', priority: 1, imagePosition: 'LEFT', announcement: false });
    const after = await get(paths.news);
    expect(rootOf(after.body)).toContain('O postare nouă pentru cache');
    await editor.posts.delete({ id: post.id });
    expect(rootOf((await get(paths.news)).body)).not.toContain('O postare nouă pentru cache');
  });
});
