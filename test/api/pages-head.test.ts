// Every public page as curl gets it (no JavaScript): its own title, description, canonical, Open Graph and Twitter
// tags, JSON-LD where it has one, and its true status (404 for what does not exist, with the same shell; the server render's body is ssr-pages.test.ts's).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { listEvents } from '../../src/server/modules/events/events.service';
import { listTeams } from '../../src/server/modules/teams/teams.service';
import { paths } from '../../src/shared/site-pages';
import { fixedPublicPages } from '../helpers/public-routes';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';

const ORIGIN = 'https://ftc.example.ro';
const HOSTILE = `Finala </script><script>alert("x")</script> 'ghilimele' & <b>`;
let t: TestApp;
let eventPath: string;
let teamPath: string;

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client'), env: { PUBLIC_URL: `${ORIGIN}/` } });
  await seedDatabase(t.deps, { demo: true });
  const event = (await listEvents(t.deps)).find((e) => e.ftcEventCode)!;
  eventPath = paths.event(event.ftcEventCode!);
  teamPath = paths.team((await listTeams(t.deps))[0]!.internationalNumber);
});
afterAll(async () => t?.close());

interface Head {
  title: string;
  meta: Record<string, string>;
  links: Array<Record<string, string>>;
  jsonLd: Array<Record<string, unknown>>;
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));

/** The head as a crawler reads it: the first <title>, every meta by name or property, links, JSON-LD blocks. */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  expect(titles).toHaveLength(1);
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attrs(m[0]);
    const key = a.name ?? a.property;
    if (key) {
      expect(meta[key], `one ${key}`).toBeUndefined();
      meta[key] = a.content ?? '';
    }
  }
  return {
    title: decode(titles[0]![1]!),
    meta,
    links: [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

async function pageHead(url: string): Promise<Head> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<div id="root">');
  return readHead(res.body);
}

describe('each public page has its own head', () => {
  it('title, description, canonical, Open Graph and Twitter tags; no two pages share a title', async () => {
    // The site's own pages (my account depends on who asks: its head is tested below).
    const routes = [...fixedPublicPages().filter((route) => route.kind === 'site').map((route) => route.path), eventPath, teamPath];
    const titles = new Map<string, string>();
    for (const url of routes) {
      const head = await pageHead(url);
      expect(head.title, url).toMatch(/ · FIRST Tech Challenge Romania$/);
      expect(titles.get(head.title), `${url} shares its title with ${titles.get(head.title)}`).toBeUndefined();
      titles.set(head.title, url);
      expect(head.meta.description!.length, url).toBeGreaterThan(40);
      expect(head.meta.description!.length, url).toBeLessThanOrEqual(160);
      const canonical = head.links.find((l) => l.rel === 'canonical')?.href;
      expect(canonical, url).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(canonical).toBe(`${ORIGIN}${url}`);
      expect(head.meta['og:title']).toBe(head.title);
      expect(head.meta['og:description']).toBe(head.meta.description);
      expect(head.meta['og:url']).toBe(canonical);
      expect(head.meta['og:locale']).toBe('ro_RO');
      expect(head.meta['og:image']).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(head.meta['og:image:alt']).toBeTruthy();
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
      expect(head.links.find((l) => l.rel === 'alternate' && l.type === 'application/rss+xml')?.href).toBe(`${ORIGIN}/news/feed.xml`);
    }
    // The old single title is gone: every page names itself.
    expect(titles.size).toBe(routes.length);
  });

  it('the brand image is served, 1200×630, for pages without their own', async () => {
    const head = await pageHead(paths.news);
    expect(head.meta['og:image']).toBe(`${ORIGIN}/og-image.png`);
    expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1200', '630']);
    const png = await get('/og-image.png');
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);
  });

  it('JSON-LD: Organization on home, Event on an event page, SportsTeam on a team page', async () => {
    expect((await pageHead(paths.home)).jsonLd).toMatchObject([{ '@type': 'Organization', url: `${ORIGIN}/home` }]);
    const [event] = (await pageHead(eventPath)).jsonLd;
    expect(event).toMatchObject({ '@type': 'Event', url: `${ORIGIN}${eventPath}`, eventStatus: 'https://schema.org/EventScheduled' });
    for (const key of ['name', 'startDate', 'endDate', 'location', 'organizer', 'image']) expect(event, key).toHaveProperty(key);
    expect(event!.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
    const [team] = (await pageHead(teamPath)).jsonLd;
    expect(team).toMatchObject({ '@type': 'SportsTeam', url: `${ORIGIN}${teamPath}` });
  });

  it("an event's page speaks of the event: its title, its own description, its image", async () => {
    const editor = await callerFor(t, 'EDITOR');
    const season = (await listEvents(t.deps))[0]!.seasonId;
    const event = await editor.events.create({
      title: 'Regionala de test',
      shortDescription: 'Etapa regională de test, cu douăzeci de echipe din Moldova.',
      description: 'O descriere lungă a etapei regionale de test.',
      location: 'Iași',
      organizer: 'Nație prin Educație',
      dateStart: '2026-01-17T08:00:00.000Z',
      dateEnd: '2026-01-18T16:00:00.000Z',
      link: 'https://ftcromania.ro',
      category: 'FTC',
      seasonId: season,
    });
    const head = await pageHead(paths.event(event.id));
    expect(head.title).toBe('Regionala de test · FIRST Tech Challenge Romania');
    // Its own short text, with its dates and place since the text is short.
    expect(head.meta.description).toMatch(/^Etapa regională de test, cu douăzeci de echipe din Moldova\. · 17 - 18 ianuarie 2026, Iași$/);
    expect(head.jsonLd[0]).toMatchObject({ name: 'Regionala de test', startDate: '2026-01-17T10:00:00+02:00', location: { name: 'Iași' } });
    await editor.events.delete({ id: event.id });
    expect((await get(paths.event(event.id))).statusCode).toBe(404);
  });

  it('text from the data cannot break out of the head (HTML and JSON-LD escaped)', async () => {
    const editor = await callerFor(t, 'EDITOR');
    const season = (await listEvents(t.deps))[0]!.seasonId;
    const event = await editor.events.create({
      title: HOSTILE,
      shortDescription: `Descriere ${HOSTILE}`,
      description: `Descrierea lungă ${HOSTILE}`,
      location: `Loc "${HOSTILE}"`,
      organizer: HOSTILE,
      dateStart: '2026-02-07T08:00:00.000Z',
      dateEnd: '2026-02-09T16:00:00.000Z',
      link: 'https://ftcromania.ro',
      category: 'FTC',
      seasonId: season,
    });
    const res = await get(paths.event(event.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>');
    // One JSON-LD script element, and it closes where it should: the text comes back whole. The others: the boot
    // module, the page's data for hydration and its chunk list (JSON, escaped the same way).
    expect(res.body.match(/<script[^>]*>/g)?.map((tag) => tag.match(/type="([^"]+)"/)?.[1])).toEqual([
      'application/ld+json',
      'module',
      'application/json',
      'application/json',
    ]);
    expect(res.body.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    const head = readHead(res.body);
    expect(head.title).toBe(`${HOSTILE} · FIRST Tech Challenge Romania`);
    expect(head.jsonLd[0]).toMatchObject({ name: HOSTILE, organizer: { name: HOSTILE } });
    await editor.events.delete({ id: event.id });
  });
});

describe('true status codes', () => {
  it('404 with the same shell for an unknown URL, a missing event or team, an unknown child page', async () => {
    const missing = ['/nothing-here', '/noutati', '/events/NOPE123', '/events/999999', '/teams/99999', '/teams/abc', '/about/nope', '/resources/nope', '/contribute/nope', '/home/extra'];
    for (const url of missing) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
      const head = readHead(res.body);
      expect(head.title).toBe('Pagina nu a fost găsită · FIRST Tech Challenge Romania');
      expect(head.meta.robots).toBe('noindex');
      expect(head.links.find((l) => l.rel === 'canonical')).toBeUndefined();
    }
  });

  it("the spec's pages keep 200, with or without a trailing slash or a query", async () => {
    for (const url of ['/about', '/about/', '/contribute/companies', '/teams/00000', '/my-account', '/events?x=1', '/login', '/register', '/dashboard/posts']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    for (const url of ['/login', '/dashboard', '/my-account']) expect(readHead((await get(url)).body).meta.robots, url).toBe('noindex');
  });

  it('/ and /resources answer a server redirect (301) to their page, query kept, for GET and HEAD (issue 24)', async () => {
    const cases: Array<[string, string]> = [
      ['/', '/home'],
      ['/resources', '/resources/season-materials'],
      ['/resources/', '/resources/season-materials'],
      ['/?utm_source=x&a=1', '/home?utm_source=x&a=1'],
      ['/resources?x=1', '/resources/season-materials?x=1'],
    ];
    for (const [from, to] of cases) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: from });
        expect(res.statusCode, `${method} ${from}`).toBe(301);
        expect(res.headers.location, from).toBe(to);
        expect(res.headers['cache-control'], from).toBe('public, max-age=86400');
      }
    }
    // Where they lead is a page of its own.
    expect((await get('/home')).statusCode).toBe(200);
    expect((await get('/resources/season-materials')).statusCode).toBe(200);
  });

  it('pages answer 304 to their ETag, and a write changes the page', async () => {
    const first = await get(paths.home);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get(paths.home, { 'if-none-match': etag })).statusCode).toBe(304);
    const editor = await callerFor(t, 'EDITOR');
    const event = (await listEvents(t.deps)).find((e) => e.ftcEventCode)!;
    const before = await get(eventPath);
    await editor.events.update({ id: event.id, title: `${event.title} (actualizat)` });
    const after = await get(eventPath);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(readHead(after.body).title).toBe(`${event.title} (actualizat) · FIRST Tech Challenge Romania`);
    await editor.events.update({ id: event.id, title: event.title });
  });

  it('without PUBLIC_URL the absolute URLs name the host the page was asked on', async () => {
    const local = await makeTestApp({ clientDir: path.resolve('dist/client'), users: false });
    try {
      const res = await local.app.inject({ url: '/news', headers: { host: 'site.test:8080' } });
      expect(readHead(res.body).links.find((l) => l.rel === 'canonical')?.href).toBe('http://site.test:8080/news');
    } finally {
      await local.close();
    }
  });
});
