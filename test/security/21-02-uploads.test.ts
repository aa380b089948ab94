// Issue 21, finding 2 (High): "any account uploads without limit, and the site hosts it". A TEAM account uploads a
// team logo only once it is linked to a team; an image must decode in full (bytes that merely begin like a PNG are
// refused, never kept and served); each account has a daily quota of files and bytes (429 past it; none for ADMIN);
// uploads never attached to anything are removed after UPLOAD_UNATTACHED_HOURS, and `check` lists them until then.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../src/shared/schemas/files';
import { checkSite } from '../../src/server/ops/check';
import { removeUnattachedUploads } from '../../src/server/modules/files/upload-upkeep';
import { EMAILS, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { multipart, samples } from '../helpers/multipart';
import { pngOfSize, uploadRoutes, uploadState, type UploadFile } from '../helpers/uploads';
import { scaled } from '../helpers/time-scale';

const HOUR = 60 * 60 * 1000;

const upload = (client: Client, entityType: string, file: UploadFile, extra: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType, ...extra }, { name: 'file', contentType: 'image/png', ...file }) });

/** A PNG signature and a valid header (1x1), then bytes that are no image data at all. */
const fakePng = () => Buffer.concat([samples.png().subarray(0, 33), Buffer.from('<html><script>alert(document.domain)</script></html>'.repeat(20))]);

/** A PNG whose header is fine and whose compressed pixel data is cut off / corrupt. */
function corruptPng(): Buffer {
  const good = samples.png();
  const broken = Buffer.from(good);
  // The IDAT chunk's data starts at 41 (8 signature + 25 IHDR + 8 IDAT length/type): scramble it, keep the CRC.
  for (let i = 41; i < 41 + 10; i += 1) broken[i] = 0xff;
  return broken;
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = scaled(15_000)): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('21-02 a TEAM account uploads a team logo only when linked to a team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('refuses an unlinked TEAM account with a clear 403 and keeps nothing; once linked, the logo is taken', async () => {
    const team = await t.client('TEAM');
    const before = await uploadState(t);
    const refused = await upload(team, 'team_logo', { filename: 'logo.png', data: samples.png() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: FILE_MESSAGES.teamNotLinked });
    expect(await uploadState(t)).toEqual(before);

    // Other kinds of upload stay refused to TEAM, linked or not.
    expect((await upload(team, 'event_image', { filename: 'e.png', data: samples.png() })).statusCode).toBe(403);

    const row = await t.deps.db.insertInto('teams').values({ team_number: 4242, name: 'Robo Test', city: 'Iași' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set({ team_id: row.id }).where('email', '=', EMAILS.TEAM).execute();
    const taken = await upload(team, 'team_logo', { filename: 'logo.png', data: samples.png() });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await upload(team, 'event_image', { filename: 'e.png', data: samples.png() })).statusCode).toBe(403);
  });
});

describe('21-02 every image must decode in full', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('bytes that only begin like a PNG are 415 "The file is not a valid image." on every image route, leaving nothing', async () => {
    const editor = await t.client('EDITOR');
    const routes = (await uploadRoutes(t)).filter((r) => r.kind === 'image');
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const data of [fakePng(), corruptPng()]) {
      for (const route of routes) {
        const before = await uploadState(t);
        const res = await route.send(editor, { filename: 'poza.png', data, contentType: 'image/png' });
        expect(res.statusCode, `${route.label}: ${res.body}`).toBe(415);
        expect(res.json()).toMatchObject({ success: false, message: FILE_MESSAGES.invalidImage });
        expect(await uploadState(t), `${route.label} left something behind`).toEqual(before);
      }
    }
    // A real image on the same routes is still taken.
    const ok = await routes[0]!.send(editor, { filename: 'poza.png', data: samples.png(), contentType: 'image/png' });
    expect(ok.statusCode, ok.body).toBeLessThan(300);
  });

  it('nothing is served for a refused image: its would-be id answers 404', async () => {
    const editor = await t.client('EDITOR');
    const last = await t.deps.db.selectFrom('files').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    expect((await upload(editor, 'event_image', { filename: 'x.png', data: fakePng() })).statusCode).toBe(415);
    const next = Number(last.id ?? 0) + 1;
    expect((await editor.get(`/api/files/public/${next}`)).statusCode).toBe(404);
  });
});

describe('21-02 a daily upload quota per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({
      env: { UPLOAD_DAILY_FILES: '0', UPLOAD_DAILY_MB: '1', UPLOAD_TEAM_DAILY_FILES: '3', UPLOAD_TEAM_DAILY_MB: '0' },
    });
    const row = await t.deps.db.insertInto('teams').values({ team_number: 4243, name: 'Robo Quota', city: 'Cluj' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set({ team_id: row.id }).where('email', '=', EMAILS.TEAM).execute();
  });
  afterAll(() => t.close());

  it('a TEAM account: 3 files a day, the 4th is 429 with a clear message and Retry-After; a day later it may upload again', async () => {
    const team = await t.client('TEAM');
    for (let i = 0; i < 3; i += 1) expect((await upload(team, 'team_logo', { filename: `l${i}.png`, data: samples.png() })).statusCode).toBe(201);
    const before = await uploadState(t);
    const refused = await upload(team, 'team_logo', { filename: 'l4.png', data: samples.png() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have reached your upload limit (3 files in 24 hours). Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await uploadState(t)).toEqual(before);

    t.clock.advance(24 * HOUR + 1000);
    expect((await upload(await t.client('TEAM'), 'team_logo', { filename: 'l5.png', data: samples.png() })).statusCode).toBe(201);
  });

  it('an EDITOR: bytes per day (1 MB here); uploads replaced since still count', async () => {
    const editor = await t.client('EDITOR');
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Quota', description: 'O descriere destul de lungă', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const half = { filename: 'mare.png', data: pngOfSize(600 * 1024) };
    expect((await upload(editor, 'home_post_image', half, { homePostId: String(post.id) })).statusCode).toBe(201);
    // Replaced by the next upload and removed: its bytes still count for the day.
    const refused = await upload(editor, 'home_post_image', half, { homePostId: String(post.id) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have reached your upload limit (1 MB in 24 hours). Please try again later.');
    expect((await upload(editor, 'home_post_image', { filename: 'mic.png', data: samples.png() }, { homePostId: String(post.id) })).statusCode).toBe(201);
  });

  it('ADMIN accounts have no quota', async () => {
    const admin = await t.client('ADMIN');
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(admin, 'event_image', { filename: `a${i}.png`, data: pngOfSize(600 * 1024) })).statusCode).toBe(201);
    }
  });
});

describe('21-02 uploads never attached are removed after the grace period; check lists them until then', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ env: { UPLOAD_UNATTACHED_HOURS: '1' }, uploadUpkeepMs: 50 });
  });
  afterAll(() => t.close());

  it('keeps an unattached upload for UPLOAD_UNATTACHED_HOURS, then the background upkeep removes its row and bytes', async () => {
    const editor = await t.client('EDITOR');
    const post = await t.deps.db.insertInto('home_posts').values({ title: 'Atașat', description: 'O descriere destul de lungă', image_id: null }).returning('id').executeTakeFirstOrThrow();
    const stray = (await upload(editor, 'event_image', { filename: 'stray.png', data: samples.png() })).json().message as { id: number };
    const kept = (await upload(editor, 'home_post_image', { filename: 'kept.png', data: samples.png() }, { homePostId: String(post.id) })).json().message as { id: number };
    const keyOf = async (id: number) => (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirst())?.storage_key;
    const strayKey = (await keyOf(stray.id))!;

    const report = await checkSite({ databasePath: t.deps.config.DATABASE_PATH, uploadsDir: t.uploadsDir, unattachedHours: 1 });
    const line = report.warnings.find((w) => w.includes('used by nothing'));
    expect(line).toContain(`file ${stray.id} "stray.png"`);
    expect(line).toContain('the server removes each 1 h after its upload');
    expect(line).not.toContain(`file ${kept.id} `);

    // Within the grace period a pass keeps it.
    t.clock.advance(30 * 60 * 1000);
    expect(await removeUnattachedUploads(t.deps)).toEqual({ removed: 0 });
    expect(await keyOf(stray.id)).toBe(strayKey);

    // Past it, the server's own upkeep (a background job) removes the row and the bytes; the attached file stays.
    t.clock.advance(31 * 60 * 1000);
    await waitFor(async () => (await keyOf(stray.id)) === undefined && !existsSync(path.join(t.uploadsDir, strayKey)), 'the unattached upload to be removed');
    expect(await keyOf(kept.id)).toBeDefined();
    expect((await editor.get(`/api/files/public/${stray.id}`)).statusCode).toBe(404);
    const after = await checkSite({ databasePath: t.deps.config.DATABASE_PATH, uploadsDir: t.uploadsDir, unattachedHours: 1 });
    expect(after.warnings.filter((w) => w.includes('used by nothing'))).toEqual([]);
  });
});
