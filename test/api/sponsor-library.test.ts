// Issue 13, the sponsor library: one sponsor supports many events (links, not copies), the association's partners
// carry a tier and an order (ADMIN only) and reach /about/sponsors through GET /api/partners, deletes leave no file
// behind, `check` reports a stored file nothing uses, and migration 020 moves the old per-event rows without loss.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { checkSite } from '../../src/server/ops/check';
import { migrateWithBackup } from '../../src/server/ops/upgrade';
import { SPONSOR_MESSAGES } from '../../src/shared/schemas/sponsors';
import { emptyBin } from '../helpers/bin';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { eventRow } from '../helpers/event-fixtures';
import { multipart, samples } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let visitor: Client;
let editorCall: Caller;
let adminCall: Caller;
let teamCall: Caller;
let visitorCall: Caller;
let season: number;

beforeAll(async () => {
  t = await makeTestApp();
  season = (await t.deps.db.insertInto('seasons').values({ season_number: 10, season_name: 'DECODE 2025-2026', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  [editor, visitor] = await Promise.all([t.client('EDITOR'), t.client()]);
  [editorCall, adminCall, teamCall, visitorCall] = await callersForEveryRole(t);
});
afterAll(() => t.close());

let n = 0;
const newEvent = async () =>
  (await t.deps.db.insertInto('events').values(eventRow(season, { title: `Etapa ${++n}`, ftc_event_code: `ROLIB${n}` })).returning('id').executeTakeFirstOrThrow()).id;

async function sponsorWithLogo(name: string, eventId?: number) {
  const fields: Record<string, string> = { name, size: 'Startup', legal_name: `${name} SRL`, link: 'https://example.org' };
  if (eventId) fields.eventId = String(eventId);
  const res = await editor.request({ method: 'POST', url: '/api/sponsors', ...multipart(fields, { name: 'logo', filename: 'logo.png', contentType: 'image/png', data: samples.png() }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; logo: { id: number }; eventIds: number[] };
}

const keyOf = async (fileId: number) => (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow()).storage_key;
const partnerNames = async () => ((await visitor.get('/api/partners')).json().message as Array<{ name: string; tier: string }>).map((p) => `${p.tier} ${p.name}`);

describe('one sponsor, many events', () => {
  it('links one library sponsor to two events; each event lists it; unlinking one keeps the other', async () => {
    const [a, b] = [await newEvent(), await newEvent()];
    const sponsor = await sponsorWithLogo('Orizont', a);
    const linked = await editor.post(`/api/sponsors/${sponsor.id}/link-event`, { eventId: b });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().message).toMatchObject({ eventId: b, eventIds: [a, b] });
    for (const eventId of [a, b]) {
      expect((await visitor.get(`/api/sponsors/event/${eventId}`)).json().message.map((s: { id: number }) => s.id)).toEqual([sponsor.id]);
      expect((await visitor.get(`/api/events/${eventId}`)).json().message.partners.map((s: { id: number }) => s.id)).toEqual([sponsor.id]);
    }
    // One row in the library, not a copy per event.
    expect((await visitor.get('/api/sponsors')).json().message.filter((s: { name: string }) => s.name === 'Orizont')).toHaveLength(1);

    // Editing it once changes it for every event.
    await editorCall.sponsors.update({ id: sponsor.id, name: 'Orizont Digital' });
    for (const eventId of [a, b]) expect((await visitor.get(`/api/sponsors/event/${eventId}`)).json().message[0].name).toBe('Orizont Digital');

    expect(await editorCall.sponsors.unlinkEvent({ id: sponsor.id, eventId: a })).toMatchObject({ eventIds: [b], eventId: b });
    expect((await visitor.get(`/api/sponsors/event/${a}`)).json().message).toEqual([]);
    // The spec's call with an empty body: off every event.
    const all = await editor.request({ method: 'POST', url: `/api/sponsors/${sponsor.id}/unlink-event`, headers: { 'content-type': 'application/json' } });
    expect(all.json().message).toMatchObject({ eventId: null, eventIds: [] });
  });

  it('deleting an event keeps its library sponsors and their logos, and removes the event image from disk', async () => {
    const res = await editor.request({
      method: 'POST',
      url: '/api/events',
      ...multipart(
        { title: 'Regionala Test', shortDescription: 'Scurtă descriere', description: 'O descriere destul de lungă a etapei.', location: 'Cluj', organizer: 'Asociația', dateStart: '2026-02-01T09:00', dateEnd: '2026-02-01T17:00', link: 'https://example.org/e', category: 'FTC', seasonId: String(season) },
        { name: 'image', filename: 'event.png', contentType: 'image/png', data: samples.png(3) },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json().message as { id: number; image: { id: number } };
    const imageKey = await keyOf(event.image.id);
    const sponsor = await sponsorWithLogo('Arcadia', event.id);
    const logoKey = await keyOf(sponsor.logo.id);

    expect((await editor.delete(`/api/events/${event.id}`)).statusCode).toBe(200);
    // The event waits in the bin with its image (decision 198); the purge removes the image from disk.
    expect(readdirSync(t.uploadsDir)).toContain(imageKey);
    await emptyBin(t);
    expect(readdirSync(t.uploadsDir)).not.toContain(imageKey);
    expect(readdirSync(t.uploadsDir)).toContain(logoKey);
    // Kept in the library with its logo; linked to no published event any more, it is no longer public (issue 21).
    expect(await t.deps.db.selectFrom('sponsors').select('logo_id').where('id', '=', sponsor.id).executeTakeFirst()).toEqual({ logo_id: sponsor.logo.id });
    expect((await visitor.get(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(404);

    // Deleting the sponsor moves it to the bin with its logo (decision 198); emptying the bin removes row and bytes.
    expect((await editor.delete(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(200);
    expect(readdirSync(t.uploadsDir)).toContain(logoKey);
    await emptyBin(t);
    expect(readdirSync(t.uploadsDir)).not.toContain(logoKey);
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', sponsor.logo.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a logo that is not an image and a link that is not http(s), changing nothing', async () => {
    const before = await t.deps.db.selectFrom('sponsors').select('id').execute();
    const notImage = await editor.request({
      method: 'POST',
      url: '/api/sponsors',
      ...multipart({ name: 'Fals', size: 'Startup', legal_name: 'Fals SRL' }, { name: 'logo', filename: 'logo.png', contentType: 'image/png', data: samples.pdf() }),
    });
    expect(notImage.statusCode).toBe(415);
    const ftp = await editor.post('/api/sponsors', { name: 'Fals', size: 'Startup', legal_name: 'Fals SRL', link: 'ftp://fals.ro' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().errors).toEqual({ link: [SPONSOR_MESSAGES.link] });
    const viaTrpc = await refusal(editorCall.sponsors.create({ name: 'Fals', size: 'Startup', legal_name: 'Fals SRL', link: 'javascript:alert(1)' }));
    expect(viaTrpc).toMatchObject({ status: 400, fieldErrors: { link: [SPONSOR_MESSAGES.link] } });
    expect(await t.deps.db.selectFrom('sponsors').select('id').execute()).toEqual(before);
  });
});

describe('partner tiers', () => {
  it('only an ADMIN sets a tier; GET /api/partners lists them by tier, then order', async () => {
    const ids: Record<string, number> = {};
    for (const name of ['Silver B', 'Silver A', 'Gold', 'Platinum', 'Not a partner']) ids[name] = (await editorCall.sponsors.create({ name, size: 'Startup', legal_name: `${name} SRL` })).id;
    expect(await partnerNames()).toEqual([]);

    expect((await refusal(editorCall.sponsors.setTier({ id: ids.Gold!, tier: 'GOLD', tierOrder: 1 }))).status).toBe(403);
    expect((await refusal(teamCall.sponsors.setTier({ id: ids.Gold!, tier: 'GOLD', tierOrder: 1 }))).status).toBe(403);
    expect((await refusal(visitorCall.sponsors.setTier({ id: ids.Gold!, tier: 'GOLD', tierOrder: 1 }))).status).toBe(401);
    // @ts-expect-error an unknown tier on purpose
    const bad = await refusal(adminCall.sponsors.setTier({ id: ids.Gold!, tier: 'BRONZE', tierOrder: -1 }));
    expect(bad).toMatchObject({ status: 400, fieldErrors: { tier: [SPONSOR_MESSAGES.tier], tierOrder: [SPONSOR_MESSAGES.tierOrder] } });
    expect((await refusal(adminCall.sponsors.setTier({ id: 999999, tier: 'GOLD', tierOrder: 1 }))).status).toBe(404);
    expect(await partnerNames()).toEqual([]);

    await adminCall.sponsors.setTier({ id: ids['Silver B']!, tier: 'SILVER', tierOrder: 2 });
    await adminCall.sponsors.setTier({ id: ids['Silver A']!, tier: 'SILVER', tierOrder: 1 });
    await adminCall.sponsors.setTier({ id: ids.Gold!, tier: 'GOLD', tierOrder: 5 });
    expect(await adminCall.sponsors.setTier({ id: ids.Platinum!, tier: 'PLATINUM', tierOrder: 9 })).toMatchObject({ tier: 'PLATINUM', tierOrder: 9 });
    expect(await partnerNames()).toEqual(['PLATINUM Platinum', 'GOLD Gold', 'SILVER Silver A', 'SILVER Silver B']);
    expect((await visitor.get('/api/partners')).json().message[0]).toEqual({ id: ids.Platinum, name: 'Platinum', link: null, logo: null, tier: 'PLATINUM' });

    // An EDITOR's edit of the sponsor keeps its tier; no tier takes it off the page.
    await editorCall.sponsors.update({ id: ids.Gold!, name: 'Gold Renamed' });
    await adminCall.sponsors.setTier({ id: ids['Silver B']!, tier: null, tierOrder: 0 });
    expect(await partnerNames()).toEqual(['PLATINUM Platinum', 'GOLD Gold Renamed', 'SILVER Silver A']);
  });
});

describe('check', () => {
  it('reports a stored file that nothing uses, and is quiet once it is used', async () => {
    const options = { databasePath: t.deps.config.DATABASE_PATH, uploadsDir: t.uploadsDir, unattachedHours: t.deps.config.UPLOAD_UNATTACHED_HOURS };
    const up = await editor.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'sponsor_logo' }, { name: 'file', filename: 'stray.png', contentType: 'image/png', data: samples.png(9) }) });
    expect(up.statusCode, up.body).toBe(201);
    const stray = up.json().message as { id: number };
    const report = await checkSite(options);
    expect(report.ok).toBe(true);
    expect(report.warnings.some((w) => w.startsWith('1 stored file(s) are used by nothing') && w.includes(`file ${stray.id} "stray.png"`))).toBe(true);

    await editorCall.sponsors.create({ name: 'Uses it', size: 'Startup', legal_name: 'Uses it SRL', logoId: stray.id });
    const after = await checkSite(options);
    expect(after.warnings.filter((w) => w.includes('used by nothing'))).toEqual([]);
    expect(after.lines).toContain('ok       files: every stored file is used by a row');
  });
});

describe('migration 2026-11-24-020-sponsor-library', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sponsor-library-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves each old sponsor row and its event into the library without loss', async () => {
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    const upTo002 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '2026-11-24-002'));
    await migrateWithBackup(before.db, { databasePath, migrations: upTo002 });
    const s = (await before.db.insertInto('seasons').values({ season_number: 9, season_name: 'INTO THE DEEP 2024-2025', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    const e = (await before.db.insertInto('events').values(eventRow(s, { title: 'Etapa veche', ftc_event_code: 'ROOLD' })).returning('id').executeTakeFirstOrThrow()).id;
    await before.db
      .insertInto('sponsors')
      .values([
        { name: 'Vechi Unu', size: 'Startup', legal_name: 'Vechi Unu SRL', email: 'a@b.ro', link: 'https://unu.ro', event_id: e },
        { name: 'Vechi Doi', size: 'Enterprise', legal_name: 'Vechi Doi SA', event_id: null },
      ])
      .execute();
    await before.close();

    const after = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads') }) });
    try {
      const list = (await after.app.inject({ url: '/api/sponsors' })).json().message;
      // Issue 21: the public list has only sponsors of published events, without their e-mail; the rows are all there.
      expect(list.map((x: Record<string, unknown>) => [x.name, x.email, x.link, x.eventId, x.eventIds, x.tier])).toEqual([['Vechi Unu', null, 'https://unu.ro', e, [e], null]]);
      expect(await after.deps.db.selectFrom('sponsors').select(['name', 'email', 'link']).orderBy('id').execute()).toEqual([
        { name: 'Vechi Unu', email: 'a@b.ro', link: 'https://unu.ro' },
        { name: 'Vechi Doi', email: null, link: null },
      ]);
      expect((await after.app.inject({ url: `/api/sponsors/event/${e}` })).json().message.map((x: { name: string }) => x.name)).toEqual(['Vechi Unu']);
    } finally {
      await after.app.close();
    }
    expect(existsSync(databasePath)).toBe(true);
  });
});
