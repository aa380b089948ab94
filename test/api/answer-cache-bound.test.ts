// Issue 11: the cache of public answers stays within its bounds (entries and bytes) however many distinct URLs are
// read, drops the least recently used first, and still answers right after the flood.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type TestApp } from '../helpers/app';

const LIMITS = { maxEntries: 300, maxBytes: 200 * 1024 };
let t: TestApp;
const future = (ms: number) => new Date(Date.UTC(2040, 0, 1) + ms).toISOString();
const past = (ms: number) => new Date(Date.UTC(1990, 0, 1) + ms).toISOString();

beforeAll(async () => {
  t = await makeTestApp({ cacheLimits: LIMITS });
  await seedDatabase(t.deps, { demo: true });
});
afterAll(() => t.close());

describe('the answer cache', () => {
  it('keeps one entry for URLs that differ only in what the route does not read (query names, path spelling)', async () => {
    const before = t.answers.size;
    const posts = await t.app.inject({ url: '/api/home-posts' });
    for (let i = 0; i < 500; i++) {
      const res = await t.app.inject({ url: `/api/home-posts?flood=${i}&page=${i}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(posts.body);
    }
    // The router decodes the path and ignores a trailing slash: one route, one answer.
    for (const url of ['/api/home-posts/', '/api/h%6Fme-posts', '/api/home-p%6fsts/?x=1']) expect((await t.app.inject({ url })).body).toBe(posts.body);
    expect(t.answers.size).toBe(before + 1);

    // The events list reads its filters: each filter value is its own answer, a name it does not read is not.
    const all = await t.app.inject({ url: '/api/events' });
    const ftc = await t.app.inject({ url: '/api/events?category=FTC' });
    expect(ftc.json().message.every((e: { category: string }) => e.category === 'FTC')).toBe(true);
    expect(ftc.json().message.length).toBeLessThan(all.json().message.length);
    expect(t.answers.size).toBe(before + 3);
    for (let i = 0; i < 200; i++) {
      expect((await t.app.inject({ url: `/api/events?category=FTC&flood=${i}` })).body).toBe(ftc.body);
      expect((await t.app.inject({ url: `/api/events?flood=${i}` })).body).toBe(all.body);
    }
    expect(t.answers.size).toBe(before + 3);
    // A name given twice is another value (here one the filter refuses): never the answer of the single one.
    expect((await t.app.inject({ url: '/api/events?category=FTC&category=FTC' })).statusCode).toBe(400);
  });

  it('holds at most its entries and bytes while 4,000 distinct URLs are read, and keeps the most recently used', async () => {
    const big = (await t.app.inject({ url: `/api/events?dateStart=${past(0)}` })).body.length;
    expect(big).toBeGreaterThan(2_000); // a hundred of these would pass the byte bound: it bites before the count
    let largest = { size: 0, bytes: 0 };
    for (let i = 0; i < 3_000; i++) {
      // Distinct keys: a filter the events route reads, giving the whole list (events from some moment of 1990 on) or
      // nothing (from some moment of 2040 on).
      const url = i % 3 === 0 ? `/api/events?dateStart=${past(i)}` : `/api/events?dateStart=${future(i)}`;
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
    const keys = [...t.answers.keys()];
    const lastKey = keys.find((k) => k.includes(future(10_999)));
    expect(lastKey && t.answers.get(lastKey)?.etag).toBe(tag);
    expect(keys.some((k) => k.includes(past(0)))).toBe(false);
    // And answers after the flood are still the database's.
    expect((await t.app.inject({ url: `/api/events?dateStart=${past(0)}` })).body).toBe((await t.app.inject({ url: '/api/events' })).body);
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
