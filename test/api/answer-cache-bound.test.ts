// Issue 11: the cache of public answers stays within its bounds (entries and bytes) however many distinct URLs are
// read, drops the least recently used first, and still answers right after the flood.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type TestApp } from '../helpers/app';

const LIMITS = { maxEntries: 300, maxBytes: 200 * 1024 };
let t: TestApp;
const future = (ms: number) => new Date(Date.UTC(2040, 0, 1) + ms).toISOString();

beforeAll(async () => {
  t = await makeTestApp({ cacheLimits: LIMITS });
  await seedDatabase(t.deps, { demo: true });
});
afterAll(() => t.close());

describe('the answer cache', () => {
  it('holds at most its entries and bytes while 4,000 distinct URLs are read, and keeps the most recently used', async () => {
    const big = (await t.app.inject({ url: '/api/home-posts' })).body.length;
    expect(big).toBeGreaterThan(2_000); // a hundred of these would pass the byte bound: it bites before the count
    let largest = { size: 0, bytes: 0 };
    for (let i = 0; i < 3_000; i++) {
      // Distinct keys: a query string the posts route ignores (the whole list each), and event filters matching nothing.
      // (events starting after some moment of 2040)
      const url = i % 3 === 0 ? `/api/home-posts?flood=${i}` : `/api/events?dateStart=${future(i)}`;
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      largest = { size: Math.max(largest.size, t.answers.size), bytes: Math.max(largest.bytes, t.answers.bytes) };
    }
    expect(largest.size).toBeLessThanOrEqual(LIMITS.maxEntries);
    expect(largest.bytes).toBeLessThanOrEqual(LIMITS.maxBytes);
    expect(largest.bytes).toBeGreaterThan(LIMITS.maxBytes * 0.9); // it did fill up: the byte bound held it

    // Small answers only: now the count is what holds it.
    for (let i = 0; i < 1_000; i++) {
      expect((await t.app.inject({ url: `/api/events?dateStart=${future(10_000 + i)}` })).statusCode).toBe(200);
      expect(t.answers.size).toBeLessThanOrEqual(LIMITS.maxEntries);
      expect(t.answers.bytes).toBeLessThanOrEqual(LIMITS.maxBytes);
    }
    expect(t.answers.size).toBe(LIMITS.maxEntries);

    // The last URL read is still kept (its ETag comes back as a 304 with no handler run), the first is long gone.
    const last = `/api/events?dateStart=${future(10_999)}`;
    const tag = (await t.app.inject({ url: last })).headers.etag as string;
    expect(t.answers.get(last)?.etag).toBe(tag);
    expect(t.answers.get('/api/home-posts?flood=0')).toBeUndefined();
    // And answers after the flood are still the database's.
    expect((await t.app.inject({ url: '/api/home-posts?flood=0' })).body).toBe((await t.app.inject({ url: '/api/home-posts' })).body);
  });

  it('does not keep one answer larger than half its bytes', async () => {
    // The events answer is several KB; the site settings' is about 1.5 KB (issue 13 made it longer than 500 bytes).
    const small = await makeTestApp({ cacheLimits: { maxEntries: 10, maxBytes: 4_000 } });
    try {
      await seedDatabase(small.deps, { demo: true });
      expect((await small.app.inject({ url: '/api/events' })).statusCode).toBe(200);
      expect(small.answers.size).toBe(0);
      expect((await small.app.inject({ url: '/api/site/settings' })).statusCode).toBe(200);
      expect(small.answers.size).toBe(1);
    } finally {
      await small.close();
    }
  });
});
