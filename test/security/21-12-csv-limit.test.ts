// Issue 21, finding 12 (second half): the teams CSV was documented up to 1 MB while every tRPC body stopped at 64 KB,
// so a file of 700 rows got a bare 413. The import's limit is now one number (TEAM_CSV_MAX_BYTES): the schema, the
// body limit of the two CSV procedures, the import screen and docs/operations.md all follow it, and a file past it is refused
// with its own message. Over real HTTP (app.inject), as the dashboard sends it (alone, and as a one-call batch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_CSV_MAX_BYTES, TEAM_CSV_MESSAGES } from '../../src/shared/schemas/team-csv';
import { CSV_CALL_BODY_LIMIT } from '../../src/server/trpc/large-bodies';
import { JSON_BODY_LIMIT } from '../../src/server/http/request-bodies';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';

const HEADER = 'team_number;name;city;region;school;website;description;status';
let t: TestApp;
let admin: Client;
let seasonId = 0;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.client('ADMIN');
  seasonId = (await (await callerFor(t, 'ADMIN')).seasons.create({ seasonNumber: 10, seasonName: 'DECODE 2025-2026' })).id;
});
afterAll(() => t.close());

/** `rows` valid rows of about 120 bytes each. */
const csvOf = (rows: number, description = 'O echipă de robotică din Brașov, cu mentori voluntari și mulți elevi') =>
  [HEADER, ...Array.from({ length: rows }, (_, i) => `${10_000 + i};Echipa ${i};Brașov;Centru;Colegiul Național;;${description};ACTIVE`)].join('\n');

const messageOf = (body: string) => {
  const parsed = JSON.parse(body) as { message?: string; error?: { message?: string }; [k: number]: { error?: { message?: string } } };
  return parsed.error?.message ?? parsed[0]?.error?.message ?? parsed.message;
};

describe('21.12 the CSV import has one limit, with its own message', () => {
  it('21.12 a file of 800 rows (well over 64 KB, under 1 MB) is previewed, alone and as a one-call batch', async () => {
    const csv = csvOf(800);
    expect(Buffer.byteLength(csv)).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(Buffer.byteLength(csv)).toBeLessThan(TEAM_CSV_MAX_BYTES);
    const alone = await admin.post('/trpc/teams.csvPreview', { seasonId, csv });
    expect(alone.statusCode, alone.body.slice(0, 300)).toBe(200);
    expect(alone.json().result.data.counts).toEqual({ new: 800, changed: 0, unchanged: 0, invalid: 0 });
    const batched = await admin.post('/trpc/teams.csvPreview?batch=1', { 0: { seasonId, csv } });
    expect(batched.statusCode, batched.body.slice(0, 300)).toBe(200);
    expect(batched.json()[0].result.data.counts.new).toBe(800);
  });

  it('21.12 a file just over the limit is refused with the CSV message, not a bare 413', async () => {
    const csv = csvOf(Math.ceil(TEAM_CSV_MAX_BYTES / 100) + 50);
    expect(Buffer.byteLength(csv)).toBeGreaterThan(TEAM_CSV_MAX_BYTES);
    const res = await admin.post('/trpc/teams.csvPreview', { seasonId, csv });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res.body)).toBe(TEAM_CSV_MESSAGES.tooLarge);
    expect(TEAM_CSV_MESSAGES.tooLarge).toBe('The CSV file is larger than 1 MB.');
  });

  it('21.12 the limit counts bytes: a file under a million characters but over 1 MB of UTF-8 is refused', async () => {
    const csv = csvOf(Math.ceil(TEAM_CSV_MAX_BYTES / 150), 'ș'.repeat(60));
    expect(csv.length).toBeLessThan(TEAM_CSV_MAX_BYTES);
    expect(Buffer.byteLength(csv)).toBeGreaterThan(TEAM_CSV_MAX_BYTES);
    const res = await admin.post('/trpc/teams.csvImport', { seasonId, csv });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res.body)).toBe(TEAM_CSV_MESSAGES.tooLarge);
  });

  it('21.12 a body past what any CSV within the limit can take is a 413 with the same message', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/trpc/teams.csvImport',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ seasonId, csv: 'x'.repeat(CSV_CALL_BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: TEAM_CSV_MESSAGES.tooLarge });
  });

  it('21.12 every other tRPC call keeps the 64 KB body limit', async () => {
    const res = await admin.post('/trpc/seasons.create', { seasonNumber: 11, seasonName: 'x'.repeat(JSON_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
  });
});
