import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../src/shared/constants';
import { emptyBin } from '../helpers/bin';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { eventRow } from '../helpers/event-fixtures';
import { multipart, samples, type FilePart } from '../helpers/multipart';

let t: TestApp;
let editor: Client;
let admin: Client;
let team: Client;
let visitor: Client;
let editorCall: Caller;
let adminCall: Caller;
let teamCall: Caller;
let visitorCall: Caller;
let eventA: number;
let eventB: number;
let registration: number;

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.deps.db;
  const season = await db.insertInto('seasons').values({ season_number: 9, season_name: 'INTO THE DEEP', is_current: 1 }).returning('id').executeTakeFirstOrThrow();
  const event = (title: string, code: string) => eventRow(season.id, { title, ftc_event_code: code });
  eventA = (await db.insertInto('events').values(event('Regionala Sud', 'ROSOUTH')).returning('id').executeTakeFirstOrThrow()).id;
  eventB = (await db.insertInto('events').values(event('Regionala Vest', 'ROWEST')).returning('id').executeTakeFirstOrThrow()).id;
  const teamRow = await db.insertInto('teams').values({ team_number: 18000, name: 'RoboSud' }).returning('id').executeTakeFirstOrThrow();
  registration = (await db.insertInto('team_registrations').values({ team_id: teamRow.id, season_id: season.id }).returning('id').executeTakeFirstOrThrow()).id;
  [editor, admin, team, visitor] = await Promise.all([t.client('EDITOR'), t.client('ADMIN'), t.client('TEAM'), t.client()]);
  [editorCall, adminCall, teamCall, visitorCall] = await callersForEveryRole(t);
});
afterAll(() => t.close());

/** The events a sponsor is linked to in the library's link table, oldest link first. */
const linkedEvents = async (sponsorId: number) =>
  (await t.deps.db.selectFrom('event_sponsors').select('event_id').where('sponsor_id', '=', sponsorId).orderBy('id').execute()).map((r) => r.event_id);

const fields = (over: Record<string, string> = {}): Record<string, string> => ({
  name: 'Dacia',
  size: 'Large (250+)',
  legal_name: 'Automobile Dacia SA',
  email: 'csr@dacia.ro',
  link: 'https://www.dacia.ro',
  eventId: String(eventA),
  ...over,
});

const logo = (extra = 0): FilePart => ({ name: 'logo', filename: 'dacia.png', contentType: 'image/png', data: samples.png(extra) });
const send = (c: Client, method: 'POST' | 'PUT', url: string, body: Record<string, string>, file?: FilePart) =>
  c.request({ method, url, ...multipart(body, file) });

async function create(over: Record<string, string> = {}, file?: FilePart) {
  const res = await send(editor, 'POST', '/api/sponsors', fields(over), file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message;
}

async function storageState() {
  const rows = await t.deps.db.selectFrom('files').select('id').orderBy('id').execute();
  return {
    files: rows.map((r) => r.id),
    disk: readdirSync(t.uploadsDir).sort(),
    tmp: readdirSync(path.join(t.uploadsDir, '.tmp')),
    sponsors: await t.deps.db.selectFrom('sponsors').selectAll().orderBy('id').execute(),
  };
}

const storageKey = async (fileId: number) =>
  (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow()).storage_key;


describe('sponsors: create and read', () => {
  it('creates a sponsor from the multipart form with a logo, as the spec client reads it', async () => {
    const res = await send(editor, 'POST', '/api/sponsors', fields(), logo());
    expect(res.statusCode, res.body).toBe(201);
    const sponsor = res.json().message;
    expect(sponsor).toEqual({
      id: expect.any(Number),
      name: 'Dacia',
      size: 'Large (250+)',
      legal_name: 'Automobile Dacia SA',
      email: 'csr@dacia.ro',
      link: 'https://www.dacia.ro',
      logo: expect.objectContaining({ id: expect.any(Number), name: 'dacia.png', mimeType: 'image/png', size: samples.png().length }),
      eventId: eventA,
      eventIds: [eventA],
      teamSeasonId: null,
      tier: null,
      tierOrder: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(sponsor.logo.path).toBe(`/api/files/public/${sponsor.logo.id}`);
    expect((await visitor.get(sponsor.logo.path)).statusCode).toBe(200);
    const row = await t.deps.db.selectFrom('sponsors').selectAll().where('id', '=', sponsor.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Dacia', legal_name: 'Automobile Dacia SA', logo_id: sponsor.logo.id });
    expect(await linkedEvents(sponsor.id)).toEqual([eventA]);
  });

  it('creates from JSON with only the required fields', async () => {
    const res = await admin.post('/api/sponsors', { name: 'Bosch', size: 'Enterprise', legal_name: 'Robert Bosch SRL', email: '', link: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({ name: 'Bosch', email: null, link: null, logo: null, eventId: null, teamSeasonId: null });
  });

  it('answers every rule with the spec messages and writes nothing', async () => {
    const before = await storageState();
    const empty = await editor.post('/api/sponsors', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: ['Company name is required and must be at least 2 characters'],
      size: ['Company size is required'],
      legal_name: ['Legal company name is required and must be at least 2 characters'],
    });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: 'A' }, 'name', 'Company name is required and must be at least 2 characters'],
      [{ size: 'Huge' }, 'size', 'Company size is required'],
      [{ legal_name: 'X' }, 'legal_name', 'Legal company name is required and must be at least 2 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ link: 'www.dacia.ro' }, 'link', 'Please enter a valid URL starting with http:// or https://'],
      [{ link: 'javascript:alert(1)' }, 'link', 'Please enter a valid URL starting with http:// or https://'],
      [{ eventId: '999999' }, 'eventId', 'The selected event does not exist.'],
      [{ teamSeasonId: '999999' }, 'teamSeasonId', 'The selected team registration does not exist.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(editor, 'POST', '/api/sponsors', fields(over), logo());
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    }
    expect((await send(editor, 'POST', '/api/sponsors', fields({ eventId: 'abc' }))).statusCode).toBe(400);
    expect(await storageState()).toEqual(before);
  });

  it('reads all, one, by event and by team registration, with or without a trailing slash', async () => {
    const linked = await create({ name: 'Linked to B', eventId: String(eventB) });
    const teamSponsor = await create({ name: 'Team sponsor', eventId: '', teamSeasonId: String(registration) });
    const all = await visitor.get('/api/sponsors/');
    expect(all.statusCode).toBe(200);
    expect(all.json().message.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([linked.id, teamSponsor.id]));
    // Issue 21: public reads carry no legal name or e-mail.
    const publicLinked = { ...linked, legal_name: null, email: null };
    expect((await visitor.get(`/api/sponsors/${linked.id}`)).json()).toEqual({ success: true, message: publicLinked });
    const byEvent = await visitor.get(`/api/sponsors/event/${eventB}/`);
    expect(byEvent.json()).toEqual({ success: true, message: [publicLinked] });
    expect((await visitor.get('/api/sponsors/event/424242')).json()).toEqual({ success: true, message: [] });
    expect((await visitor.get('/api/sponsors/event/abc')).statusCode).toBe(400);
    const byTeam = await visitor.get(`/api/sponsors/team-season/${registration}`);
    expect(byTeam.json().message).toEqual([expect.objectContaining({ id: teamSponsor.id, teamSeasonId: registration, eventId: null })]);
    const missing = await visitor.get('/api/sponsors/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Sponsor not found.' });
  });
});

describe('sponsors: permissions', () => {
  it('refuses every write to a visitor (401) and to a TEAM user (403)', async () => {
    const sponsor = await create();
    for (const [c, caller, status] of [
      [visitor, visitorCall, 401],
      [team, teamCall, 403],
    ] as const) {
      expect((await send(c, 'POST', '/api/sponsors', fields(), logo())).statusCode).toBe(status);
      expect((await send(c, 'PUT', `/api/sponsors/${sponsor.id}`, { name: 'Hijacked' })).statusCode).toBe(status);
      expect((await c.delete(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(status);
      expect((await c.post(`/api/sponsors/${sponsor.id}/link-event`, { eventId: eventB })).statusCode).toBe(status);
      expect((await c.post(`/api/sponsors/${sponsor.id}/unlink-event`)).statusCode).toBe(status);
      for (const [proc, call] of [
        ['create', () => caller.sponsors.create({ name: 'Dacia', size: 'Large (250+)', legal_name: 'Automobile Dacia SA' })],
        ['update', () => caller.sponsors.update({ id: sponsor.id, name: 'Hijacked' })],
        ['delete', () => caller.sponsors.delete({ id: sponsor.id })],
        ['linkEvent', () => caller.sponsors.linkEvent({ id: sponsor.id, eventId: eventB })],
        ['unlinkEvent', () => caller.sponsors.unlinkEvent({ id: sponsor.id })],
      ] as const) {
        expect((await refusal(call())).status, proc).toBe(status);
      }
    }
    const row = await t.deps.db.selectFrom('sponsors').selectAll().where('id', '=', sponsor.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Dacia' });
    expect(await linkedEvents(sponsor.id)).toEqual([eventA]);
    expect((await storageState()).tmp).toEqual([]);
  });
});

describe('sponsors: update, links and delete', () => {
  it('changes only the fields that are sent, skips blank ones and clears on request', async () => {
    const sponsor = await create({}, logo());
    const res = await send(editor, 'PUT', `/api/sponsors/${sponsor.id}`, { email: 'sponsorizari@dacia.ro', name: '', size: '' });
    expect(res.statusCode, res.body).toBe(200);
    const { email, updatedAt: _u, ...rest } = res.json().message;
    expect(email).toBe('sponsorizari@dacia.ro');
    const { email: _e, updatedAt: _u2, ...restBefore } = sponsor;
    expect(rest).toEqual(restBefore);
    expect((await editor.put(`/api/sponsors/${sponsor.id}`, { size: 'Huge' })).json().errors).toEqual({ size: ['Company size is required'] });
    expect((await editor.put(`/api/sponsors/${sponsor.id}`, { eventId: 999999 })).statusCode).toBe(400);
    const cleared = await send(editor, 'PUT', `/api/sponsors/${sponsor.id}`, { clear: 'link' });
    expect(cleared.json().message).toMatchObject({ link: null, email: 'sponsorizari@dacia.ro', name: 'Dacia' });
    expect((await editor.put('/api/sponsors/999999', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('replaces the logo and discards the old file', async () => {
    const sponsor = await create({}, logo());
    const oldKey = await storageKey(sponsor.logo.id);
    const res = await send(editor, 'PUT', `/api/sponsors/${sponsor.id}`, {}, logo(7));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message.logo.size).toBe(samples.png(7).length);
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', sponsor.logo.id).executeTakeFirst()).toBeUndefined();
    expect(readdirSync(t.uploadsDir)).not.toContain(oldKey);
  });

  it('links to an event and unlinks', async () => {
    const sponsor = await create({ eventId: '' });
    const linked = await editor.post(`/api/sponsors/${sponsor.id}/link-event`, { eventId: eventB });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().message.eventId).toBe(eventB);
    expect((await visitor.get(`/api/events/${eventB}`)).json().message.partners.map((p: { id: number }) => p.id)).toContain(sponsor.id);
    const unknown = await editor.post(`/api/sponsors/${sponsor.id}/link-event`, { eventId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Event not found.');
    const missing = await editor.post(`/api/sponsors/${sponsor.id}/link-event`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ eventId: ['Event is required'] });
    expect((await editor.post('/api/sponsors/999999/link-event', { eventId: eventB })).statusCode).toBe(404);
    // The spec's client sends an empty body with a JSON content type.
    const unlinked = await editor.request({ method: 'POST', url: `/api/sponsors/${sponsor.id}/unlink-event`, headers: { 'content-type': 'application/json' } });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().message.eventId).toBeNull();
    expect((await t.deps.db.selectFrom('sponsors').select('event_id').where('id', '=', sponsor.id).executeTakeFirstOrThrow()).event_id).toBeNull();
  });

  it('deletes a sponsor into the bin; its logo is discarded when the bin is emptied', async () => {
    const sponsor = await create({}, logo());
    const key = await storageKey(sponsor.logo.id);
    const res = await editor.delete(`/api/sponsors/${sponsor.id}`);
    expect(res.json()).toEqual({ success: true, message: { id: sponsor.id } });
    expect((await visitor.get(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(404);
    expect(readdirSync(t.uploadsDir)).toContain(key);
    await emptyBin(t);
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', sponsor.logo.id).executeTakeFirst()).toBeUndefined();
    expect(readdirSync(t.uploadsDir)).not.toContain(key);
    expect((await editor.delete(`/api/sponsors/${sponsor.id}`)).statusCode).toBe(404);
  });
});

describe('sponsors: uploads', () => {
  it('refuses a logo that is not an image (415) or one byte too large (413), leaving nothing behind', async () => {
    const sponsor = await create({}, logo());
    const before = await storageState();
    const refusals: Array<[FilePart, number, string]> = [
      [{ name: 'logo', filename: 'logo.png', contentType: 'image/png', data: samples.html() }, 415, 'Please select an image file'],
      [{ name: 'logo', filename: 'logo.svg', contentType: 'image/svg+xml', data: samples.svg() }, 415, 'Please select an image file'],
      [logo(5 * MB + 1 - samples.png().length), 413, 'File size must be less than 5MB'],
    ];
    for (const [file, status, message] of refusals) {
      const created = await send(editor, 'POST', '/api/sponsors', fields({ name: 'Refused' }), file);
      expect(created.statusCode).toBe(status);
      expect(created.json()).toMatchObject({ success: false, message });
      const updated = await send(editor, 'PUT', `/api/sponsors/${sponsor.id}`, { name: 'Refused' }, file);
      expect(updated.statusCode).toBe(status);
      expect(await storageState()).toEqual(before);
    }
  });
});

describe('sponsors: tRPC', () => {
  it('lists, reads, creates with a logo id, updates, links and deletes', async () => {
    const upload = await editor.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'sponsor_logo' }, { name: 'file', filename: 'l.png', data: samples.png() }) });
    const logoId = upload.json().message.id;
    const sponsor = await editorCall.sponsors.create({ name: 'Continental', size: 'Enterprise', legal_name: 'Continental Automotive SRL', logoId, eventId: eventA });
    expect(sponsor).toMatchObject({ name: 'Continental', logo: { id: logoId }, eventId: eventA, legal_name: 'Continental Automotive SRL' });

    expect((await visitorCall.sponsors.list()).map((s) => s.id)).toContain(sponsor.id);
    // One sponsor is a public REST read: what tRPC created, without the legal name and e-mail.
    expect((await visitor.get(`/api/sponsors/${sponsor.id}`)).json().message).toEqual({ ...sponsor, legal_name: null, email: null });
    expect((await visitorCall.sponsors.byEvent({ eventId: eventA })).map((s) => s.id)).toContain(sponsor.id);
    expect((await visitor.get('/api/sponsors/999999')).statusCode).toBe(404);

    const updated = await editorCall.sponsors.update({ id: sponsor.id, link: 'https://www.continental.com', logoId: null });
    expect(updated).toMatchObject({ link: 'https://www.continental.com', name: 'Continental', logo: null });
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', logoId).executeTakeFirst()).toBeUndefined();

    expect((await editorCall.sponsors.unlinkEvent({ id: sponsor.id })).eventId).toBeNull();
    expect((await editorCall.sponsors.linkEvent({ id: sponsor.id, eventId: eventB })).eventId).toBe(eventB);
    expect((await refusal(editorCall.sponsors.linkEvent({ id: sponsor.id, eventId: 999999 }))).status).toBe(404);

    const invalid = await refusal(editorCall.sponsors.create({ name: 'X', size: 'Startup', legal_name: 'Y', email: 'bad' }));
    expect(invalid.status).toBe(400);
    expect(invalid.fieldErrors).toEqual({
      name: ['Company name is required and must be at least 2 characters'],
      legal_name: ['Legal company name is required and must be at least 2 characters'],
      email: ['Please enter a valid email address'],
    });

    expect(await adminCall.sponsors.delete({ id: sponsor.id })).toEqual({ id: sponsor.id });
    expect(await t.deps.db.selectFrom('sponsors').select('id').where('id', '=', sponsor.id).executeTakeFirst()).toBeUndefined();
  });
});
