// Issue 11: no public answer is ever stale after a write returns. The app under test keeps its public answers in
// memory; a second app on the same database file keeps none (cache bounds of zero), so it always shows what the
// database holds. Before every write the first app's cache is filled with every public read; after the write each
// public read must be byte for byte the second app's. Writes: every unsafe REST route, every tRPC mutation, and
// another process writing the database (as the command line or a sync does).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { isPublicRead } from '../../src/server/http/public-reads';
import { makeTestApp, type TestApp } from '../helpers/app';
import { eventFields } from '../helpers/event-fixtures';
import { UNREACHABLE_FTC_ENV } from '../helpers/ftc-fake';
import { UNREACHABLE_SMTP_ENV } from '../helpers/smtp-sink';
import { callContext, mutationInput, sendRest, senderRole, sendTrpc, unsafeRestCall, type CallContext } from '../helpers/route-calls';
import { fillUrl, isUnsafe, restRoutes, routeKey, seededIds, trpcProcedures } from '../helpers/routes';
import { scaled } from '../helpers/time-scale';

let t: TestApp;
let reference: BuiltApp;
let cx: CallContext;
let publicUrls: string[];

beforeAll(async () => {
  // Sync credentials and e-mail settings that lead nowhere: "Sync now" and "Forgot password?" are accepted (their
  // work fails in the background and changes nothing public).
  t = await makeTestApp({ env: { ...UNREACHABLE_FTC_ENV, ...UNREACHABLE_SMTP_ENV } });
  await seedDatabase(t.deps, { demo: true });
  reference = await buildApp({ config: t.deps.config, clock: t.clock, cacheLimits: { maxEntries: 0, maxBytes: 0 } });
  const ids = await seededIds(t.deps);
  cx = callContext(ids, await t.client('ADMIN'), t.deps);
  const lists = ['/api/events?seasonId=' + ids.season, `/api/teams/all?seasonId=${ids.season}`, '/api/resources/page/team-resources'];
  publicUrls = [...restRoutes(t.app).filter((r) => isPublicRead(r.method, r.url)).map((r) => fillUrl(r, ids)), ...lists];
}, scaled(120_000));
afterAll(async () => {
  await reference?.app.close();
  await t.close();
});

async function warm() {
  for (const url of publicUrls) await t.app.inject({ url });
  expect(t.answers.size).toBeGreaterThan(publicUrls.length / 2);
}

/** The public reads where the cached app and the database disagree. */
async function stale(): Promise<string[]> {
  const differ: string[] = [];
  for (const url of publicUrls) {
    const [cached, truth] = await Promise.all([t.app.inject({ url }), reference.app.inject({ url })]);
    if (cached.statusCode !== truth.statusCode || cached.body !== truth.body) differ.push(url);
  }
  return differ;
}

describe('after a write returns, the next public read shows it', () => {
  it('every unsafe REST route', async () => {
    const problems: string[] = [];
    for (const route of restRoutes(t.app).filter(isUnsafe)) {
      const key = routeKey(route);
      const call = await unsafeRestCall(key, cx);
      const client = await t.client('ADMIN');
      await warm();
      const res = await sendRest(client, call);
      if (res.statusCode >= 300) problems.push(`${key}: the write answered ${res.statusCode} ${res.body.slice(0, 120)}`);
      for (const url of await stale()) problems.push(`${key}: ${url} is stale`);
    }
    expect(problems).toEqual([]);
  }, scaled(300_000));

  it('every tRPC mutation', async () => {
    const problems: string[] = [];
    for (const { path: procedure } of trpcProcedures().filter((p) => p.type === 'mutation')) {
      const input = await mutationInput(procedure, cx);
      const client = await t.client(senderRole(procedure));
      await warm();
      const res = await sendTrpc(client, procedure, 'mutation', input);
      if (res.statusCode >= 300) problems.push(`${procedure}: the write answered ${res.statusCode} ${res.body.slice(0, 120)}`);
      for (const url of await stale()) problems.push(`${procedure}: ${url} is stale`);
    }
    expect(problems).toEqual([]);
  }, scaled(300_000));

  it('another process writing the database (the command line, a sync)', async () => {
    await warm();
    const before = (await t.app.inject({ url: '/api/home-posts' })).json().message.length;
    // A separate Node process with its own connection, writing through the repositories as an operator command would.
    const script = `
      import { openDatabase } from ${JSON.stringify(path.resolve('src/server/db/connection.ts'))};
      import { insertPost } from ${JSON.stringify(path.resolve('src/server/modules/posts/posts.repository.ts'))};
      import { updateTeam } from ${JSON.stringify(path.resolve('src/server/modules/teams/teams.repository.ts'))};
      const handle = openDatabase(process.env.DATABASE_PATH);
      const now = new Date().toISOString();
      await insertPost(handle.db, { title: 'Scris de alt proces', description: 'Un rând scris din afara serverului.', created_at: now, updated_at: now });
      await updateTeam(handle.db, ${cx.ids.team}, { name: 'Echipa redenumită din alt proces' });
      await handle.close();`;
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, DATABASE_PATH: t.deps.config.DATABASE_PATH },
        stdio: 'inherit',
      });
      child.once('exit', resolve);
    });
    expect(code).toBe(0);
    const posts = (await t.app.inject({ url: '/api/home-posts' })).json().message;
    expect(posts).toHaveLength(before + 1);
    expect(posts.map((p: { title: string }) => p.title)).toContain('Scris de alt proces');
    expect(await stale()).toEqual([]);
  });

  it('the scheduler publishing a post and an event at their time (issue 15)', async () => {
    const editor = await t.client('EDITOR');
    const at = new Date(t.clock.now() + 60_000).toISOString();
    const post = await editor.post('/api/home-posts', { title: 'Programată pentru prospețime', description: 'Apare la ora ei.', status: 'scheduled', publishAt: at });
    expect(post.statusCode, post.body).toBe(201);
    // A season of its own: the tests above may have deleted the seeded ones.
    const season = await t.deps.db.insertInto('seasons').values({ season_number: 99, season_name: 'Sezon de test' }).returning('id').executeTakeFirstOrThrow();
    const event = await editor.post('/api/events', { ...eventFields(season.id, { title: 'Eveniment programat' }), status: 'scheduled', publishAt: at });
    expect(event.statusCode, event.body).toBe(201);
    await warm();
    expect(await stale()).toEqual([]);
    // Its time comes (the test clock moves; the server's own timer would have fired), and the scheduler flips it.
    t.clock.advance(60_000);
    expect(await t.deps.publisher!.runNow()).toBe(2);
    expect(await stale()).toEqual([]);
    expect((await t.app.inject({ url: `/api/home-posts/${post.json().message.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/events/${event.json().message.id}` })).statusCode).toBe(200);
  });
});
