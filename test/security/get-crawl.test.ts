// Point 8 (second half): no GET changes data. On a database with the demo content and uploaded files, every GET
// route of the app (REST, pages and assets, from the app's own route list) and every tRPC query is called with real
// ids by a visitor, a TEAM, an EDITOR and an ADMIN, also as HEAD; tRPC mutations and unsafe REST paths are tried with
// GET too. Afterwards every row of every table and every file under uploads is exactly as before. The sign-ins
// (sessions, refresh tokens) happen before the first snapshot.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart, samples } from '../helpers/multipart';
import { callContext, mutationInput, senderRole, sendTrpc } from '../helpers/route-calls';
import { allRoutes, fillPath, fillUrl, isUnsafe, queryInput, restRoutes, seededIds, trpcProcedures, trpcUrl, type RouteIds } from '../helpers/routes';
import { snapshot, type Snapshot } from '../helpers/snapshot';
import { PAGE_REDIRECTS } from '../../src/shared/site-pages';

const WHO = ['visitor', 'TEAM', 'EDITOR', 'ADMIN'] as const;
type Who = (typeof WHO)[number];

let t: TestApp;
let ids: RouteIds;
let before: Snapshot;
const clients = {} as Record<Who, Client>;
const mutationCalls: Array<{ path: string; input: unknown }> = [];

/** Every GET URL to crawl: API routes with real ids (and their filters), pages and assets. */
function getUrls(): string[] {
  const urls = allRoutes(t.app)
    .filter((r) => r.method === 'GET' && !r.url.startsWith('/trpc/'))
    .map((r) => fillUrl(r, ids));
  urls.push(`/api/events?seasonId=${ids.season}&category=${encodeURIComponent(ids.eventCategory)}`, `/api/teams/all?seasonId=${ids.season}`);
  urls.push(`/api/events/${encodeURIComponent(ids.eventCode)}`, `/api/events/${encodeURIComponent(ids.eventCode)}/teams`);
  urls.push('/home', '/dashboard', '/events', `/teams/${ids.teamNumber}`); // SPA fallback pages
  return urls;
}

beforeAll(async () => {
  t = await makeTestApp({ clientDir: path.resolve('dist/client') });
  await seedDatabase(t.deps, { demo: true });
  ids = await seededIds(t.deps);
  for (const who of WHO) clients[who] = await t.client(who === 'visitor' ? undefined : who);
  // One more file uploaded through the API, attached to a resource, besides the seeded ones.
  const form = multipart({ entityType: 'resource_file', resourceId: String(ids.resource) }, { name: 'file', filename: 'regulament.pdf', data: samples.pdf() });
  const upload = await clients.EDITOR.request({ method: 'POST', url: '/api/files/upload', payload: form.payload, headers: form.headers });
  expect(upload.statusCode).toBe(201);
  const cx = callContext(ids, await t.client('ADMIN'), t.deps);
  for (const p of trpcProcedures().filter((p) => p.type === 'mutation')) mutationCalls.push({ path: p.path, input: await mutationInput(p.path, cx) });
  before = await snapshot(t.deps, t.uploadsDir);
  expect(before.uploads.length).toBeGreaterThan(5);
});
afterAll(() => t.close());

describe('8.2 GET crawl: reading never writes', () => {
  it('8.2 every GET route and tRPC query, as each role, answers without a server error; ADMIN reads them all (a TEAM its own)', async () => {
    const failures: string[] = [];
    const urls = getUrls();
    const queries = trpcProcedures().filter((p) => p.type === 'query');
    expect(urls.length).toBeGreaterThan(40);
    for (const who of WHO) {
      const c = clients[who];
      for (const url of urls) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await c.request({ method, url });
          // `/` and `/resources` are the server's redirects (issue 24): a 301 to the page they name.
          const refused = url in PAGE_REDIRECTS ? res.statusCode !== 301 : res.statusCode >= 300;
          if (res.statusCode >= 500 || (who === 'ADMIN' && refused)) failures.push(`${who} ${method} ${url}: ${res.statusCode}`);
        }
      }
      for (const q of queries) {
        const res = await sendTrpc(c, q.path, 'query', queryInput(q.path, ids));
        // Every query is answered to its reader: an ADMIN, or the TEAM account for a TEAM-only one (teamRequests.mine).
        if (res.statusCode >= 500 || (who === senderRole(q.path) && res.statusCode >= 300)) failures.push(`${who} query ${q.path}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('8.2 a tRPC mutation called by GET (alone or batched) is refused, and an unsafe REST path read by GET writes nothing', async () => {
    const failures: string[] = [];
    for (const { path: p, input } of mutationCalls) {
      const res = await clients.ADMIN.request({ method: 'GET', url: trpcUrl(p, input) });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`GET ${p}: ${res.statusCode}`);
    }
    const [first, second] = mutationCalls;
    const batch = await clients.ADMIN.request({
      method: 'GET',
      url: `/trpc/${first!.path},${second!.path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: first!.input, 1: second!.input }))}`,
    });
    if (batch.statusCode < 400 || batch.statusCode >= 500) failures.push(`GET batch: ${batch.statusCode}`);
    for (const route of restRoutes(t.app).filter(isUnsafe)) {
      const res = await clients.ADMIN.request({ method: 'GET', url: fillPath(route.url, ids) });
      if (res.statusCode >= 500) failures.push(`GET ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('8.2 every row of every table and every uploaded file is exactly as before the crawl', async () => {
    const after = await snapshot(t.deps, t.uploadsDir);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
    expect(after.uploads).toEqual(before.uploads);
  });
});
