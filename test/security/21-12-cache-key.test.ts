// Issue 21, finding 12 (first half): the answer cache had two key forms for one read by id. The lookup (onRequest)
// keyed the path parameters as the router read them (`{"id":"10"}`), the store (onSend, after the schema) as parsed
// (`{"id":10}`): every read by id was a miss that built the answer again. Now both use one form, so the second read of
// the same id is answered from the kept entry (the very same entry, not a rebuilt one) and only one entry exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';

let t: TestApp;
let seasonId = 0;

beforeAll(async () => {
  t = await makeTestApp();
  const admin = await callerFor(t, 'ADMIN');
  seasonId = (await admin.seasons.create({ seasonNumber: 10, seasonName: 'DECODE 2025-2026' })).id;
});
afterAll(() => t.close());

const keysFor = (fragment: string) => [...t.answers.keys()].filter((key) => key.includes(fragment));

describe('21.12 one cache key form for reads by id', () => {
  it('21.12 a second read of /api/seasons/:id is a hit on the entry the first one kept', async () => {
    const first = await t.app.inject({ url: `/api/seasons/${seasonId}` });
    expect(first.statusCode).toBe(200);
    const keys = keysFor('/api/seasons/:id');
    expect(keys).toHaveLength(1);
    const kept = t.answers.get(keys[0]!);
    expect(kept).toBeDefined();

    const second = await t.app.inject({ url: `/api/seasons/${seasonId}` });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A miss would have built the answer again and put a new entry in the old one's place.
    expect(keysFor('/api/seasons/:id')).toEqual(keys);
    expect(t.answers.get(keys[0]!), 'the second read built the answer again (a cache miss)').toBe(kept);
  });

  it('21.12 a revalidation by id is a 304 from the kept entry, under the same single key', async () => {
    const first = await t.app.inject({ url: `/api/seasons/${seasonId}/statistics` });
    expect(first.statusCode).toBe(200);
    const [key] = keysFor('/api/seasons/:id/statistics');
    const kept = t.answers.get(key!);
    const again = await t.app.inject({ url: `/api/seasons/${seasonId}/statistics`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(keysFor('/api/seasons/:id/statistics')).toEqual([key]);
    expect(t.answers.get(key!)).toBe(kept);
  });
});
