// Readers who ask at once for a public answer that is not built yet (the burst after a write) wait for the one
// request that builds it, instead of each building and serializing the same answer (public-reads.ts). The cache's
// `set` is watched through a spy that calls the real one: how many times an answer was built and stored is the
// figure, every answer is real.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type TestApp } from '../helpers/app';

const READERS = 10;
let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

const together = (app: TestApp, url: string) => Promise.all(Array.from({ length: READERS }, () => app.app.inject({ url })));

describe('public answers asked for at once', () => {
  it('are built once for everyone asking, and once again after a write', async () => {
    t = await makeTestApp({ users: false });
    await seedDatabase(t.deps, { demo: true });
    const stores = vi.spyOn(t.answers, 'set');

    const first = await together(t, '/api/home-posts');
    expect(first.map((r) => r.statusCode)).toEqual(Array(READERS).fill(200));
    expect(new Set(first.map((r) => r.body)).size).toBe(1);
    expect(new Set(first.map((r) => r.headers.etag)).size).toBe(1);
    expect(stores).toHaveBeenCalledTimes(1);

    // A write bumps the content versions: the next burst builds the new answer, once, and nobody gets the old one.
    const [post] = first[0]!.json().message as Array<{ id: number; title: string }>;
    await t.deps.db.updateTable('home_posts').set({ title: 'Titlu schimbat' }).where('id', '=', post!.id).execute();
    const second = await together(t, '/api/home-posts');
    expect(second.map((r) => r.statusCode)).toEqual(Array(READERS).fill(200));
    expect(new Set(second.map((r) => r.body)).size).toBe(1);
    expect(second[0]!.json().message[0].title).toBe('Titlu schimbat');
    expect(stores).toHaveBeenCalledTimes(2);
  });

  it('an answer the cache does not keep is still given to everyone who waited', async () => {
    // Every answer is larger than half of 100 bytes: none is kept, so each waiting reader builds its own.
    t = await makeTestApp({ users: false, cacheLimits: { maxEntries: 10, maxBytes: 100 } });
    await seedDatabase(t.deps, { demo: true });
    const answers = await together(t, '/api/home-posts');
    expect(answers.map((r) => r.statusCode)).toEqual(Array(READERS).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(t.answers.size).toBe(0);
  });

  it('a read that fails leaves no one waiting', async () => {
    t = await makeTestApp({ users: false });
    await seedDatabase(t.deps, { demo: true });
    const missing = await together(t, '/api/home-posts/999999');
    expect(missing.map((r) => r.statusCode)).toEqual(Array(READERS).fill(404));
    // The same key answers again at once, and the list beside it is unaffected.
    expect((await t.app.inject({ url: '/api/home-posts/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/home-posts' })).statusCode).toBe(200);
  });
});
