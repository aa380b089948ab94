import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORGANIZER, MB } from '../../src/shared/constants';
import { emptyBin } from '../helpers/bin';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';
import { eventFields, eventInput } from '../helpers/event-fixtures';
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
const season: Record<number, number> = {};

beforeAll(async () => {
  t = await makeTestApp();
  for (const n of [6, 7, 8, 9]) {
    const row = await t.deps.db
      .insertInto('seasons')
      .values({ season_number: n, season_name: `Season ${n}`, is_current: n === 9 ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    season[n] = row.id;
  }
  [editor, admin, team, visitor] = await Promise.all([t.client('EDITOR'), t.client('ADMIN'), t.client('TEAM'), t.client()]);
  [editorCall, adminCall, teamCall, visitorCall] = await callersForEveryRole(t);
});
afterAll(() => t.close());

const fields = (over: Record<string, string> = {}) => eventFields(season[9]!, over);

const send = (c: Client, method: 'POST' | 'PUT', url: string, body: Record<string, string>, file?: FilePart) =>
  c.request({ method, url, ...multipart(body, file) });

const png = (extra = 0): FilePart => ({ name: 'image', filename: 'banner.png', contentType: 'image/png', data: samples.png(extra) });

async function create(over: Record<string, string> = {}, file?: FilePart) {
  const res = await send(editor, 'POST', '/api/events', fields(over), file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message;
}

async function storageState() {
  const rows = await t.deps.db.selectFrom('files').select('id').orderBy('id').execute();
  const events = await t.deps.db.selectFrom('events').selectAll().orderBy('id').execute();
  return {
    files: rows.map((r) => r.id),
    disk: readdirSync(t.uploadsDir).sort(),
    tmp: readdirSync(path.join(t.uploadsDir, '.tmp')),
    events,
  };
}

describe('events: create', () => {
  it('creates an event from the multipart form with an image, as the spec client reads it', async () => {
    const res = await send(
      editor,
      'POST',
      '/api/events',
      fields({ latitude: '46.9275', longitude: '26.3708', tags: 'regional, est,', ftcEventCode: 'ROEAST', brochureLink: 'https://ftcromania.ro/brosura.pdf', address: 'Str. Mihai Eminescu 1', applicationsDeadline: '2025-01-05T10:00' }),
      png(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    const event = body.message;
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Regionala Est',
      shortDescription: 'Etapa regională Est',
      description: 'Etapa regională de la Piatra Neamț a sezonului INTO THE DEEP.',
      descriptionDoc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Etapa regională de la Piatra Neamț a sezonului INTO THE DEEP.' }] }] },
      location: 'Piatra Neamț',
      address: 'Str. Mihai Eminescu 1',
      latitude: 46.9275,
      longitude: 26.3708,
      organizer: DEFAULT_ORGANIZER,
      dateStart: '2025-01-17T08:00:00.000Z',
      dateEnd: '2025-01-19T16:00:00.000Z',
      link: 'https://ftcromania.ro/events',
      brochureLink: 'https://ftcromania.ro/brosura.pdf',
      category: 'FTC',
      ftcEventCode: 'ROEAST',
      pageRef: 'ROEAST',
      applicationsDeadline: '2025-01-05T10:00:00.000Z',
      seasonId: season[9],
      image: expect.objectContaining({ id: expect.any(Number), name: 'banner.png', size: samples.png().length, mimeType: 'image/png' }),
      partners: [],
      coordinates: { lat: 46.9275, lng: 26.3708 },
      tags: ['regional', 'est'],
      dateRange: '17 - 19 ianuarie 2025',
      // This test's seasons have no FTC year (nor school years in their names): no links to FIRST's pages.
      ftcPages: null,
      ftcInfo: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // Created through REST without a status: published at once, as the spec's client expects (issue 15).
      status: 'published',
      publishAt: event.createdAt,
    });
    expect(event.image.path).toBe(`/api/files/public/${event.image.id}`);
    const row = await t.deps.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ image_id: event.image.id, tags: '["regional","est"]', season_id: season[9], ftc_event_code: 'ROEAST' });
    const file = await editor.get(event.image.path);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.png())).toBe(true);
  });

  it('creates from JSON with datetime-local values, a tag list and no coordinates', async () => {
    const res = await admin.post('/api/events', {
      ...fields({ title: 'Regionala Nord', dateStart: '2025-02-28T09:00', dateEnd: '2025-03-02T17:00', category: 'League Tournament' }),
      seasonId: season[9],
      tags: ['nord', 'nord', ' cluj '],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatchObject({
      dateStart: '2025-02-28T09:00:00.000Z',
      dateEnd: '2025-03-02T17:00:00.000Z',
      dateRange: '28 februarie - 2 martie 2025',
      latitude: null,
      longitude: null,
      coordinates: null,
      tags: ['nord', 'cluj'],
      image: null,
      address: null,
      brochureLink: null,
      ftcEventCode: null,
      applicationsDeadline: null,
      category: 'League Tournament',
    });
  });

  it('gives no coordinates for the form default (0, 0) and one date for a one-day event', async () => {
    const event = await create({ latitude: '0', longitude: '0', dateStart: '2025-03-14T08:00:00.000Z', dateEnd: '2025-03-14T18:00:00.000Z' });
    expect(event).toMatchObject({ latitude: 0, longitude: 0, coordinates: null, dateRange: '14 martie 2025' });
    const oneSide = await create({ latitude: '45.5' });
    expect(oneSide).toMatchObject({ latitude: 45.5, longitude: null, coordinates: null });
  });

  it('answers every missing field with the spec messages and writes nothing', async () => {
    const before = await storageState();
    const res = await editor.post('/api/events', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().errors).toMatchObject({
      title: ['Title is required and must be at least 5 characters'],
      shortDescription: ['Short description is required and must be at least 10 characters'],
      description: ['Description is required and must be at least 20 characters'],
      location: ['Location is required'],
      organizer: ['Organizer is required'],
      dateStart: ['Start date is required'],
      dateEnd: ['End date is required'],
      link: ['Valid URL is required'],
      category: ['Category is required'],
      seasonId: ['Season is required'],
    });
    // Blank text from a form counts as missing too.
    const blank = await send(editor, 'POST', '/api/events', fields({ title: '   ', location: '' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ title: ['Title is required and must be at least 5 characters'], location: ['Location is required'] });
    expect(await storageState()).toEqual(before);
  });

  it('checks lengths, links, category, dates, coordinates and code', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ title: 'Abcd' }, 'title', 'Title is required and must be at least 5 characters'],
      [{ shortDescription: 'Too short' }, 'shortDescription', 'Short description is required and must be at least 10 characters'],
      [{ description: 'Not twenty chars.' }, 'description', 'Description is required and must be at least 20 characters'],
      [{ link: 'ftcromania.ro' }, 'link', 'Valid URL is required'],
      [{ link: 'ftp://ftcromania.ro' }, 'link', 'Valid URL is required'],
      [{ brochureLink: 'www.brosura.ro' }, 'brochureLink', 'Please enter a valid URL starting with http:// or https://'],
      [{ category: 'Gala' }, 'category', 'Category must be one of: FTC, Kickoff, League Tournament, National Championship, World Championship, Workshop, Other'],
      [{ dateEnd: '2025-01-16T08:00:00.000Z' }, 'dateEnd', 'End date must be after the start date'],
      [{ dateStart: 'next monday' }, 'dateStart', 'Start date must be a valid date'],
      [{ latitude: '90.5' }, 'latitude', 'Latitude must be between -90 and 90'],
      [{ latitude: 'north' }, 'latitude', 'Latitude must be between -90 and 90'],
      [{ longitude: '-180.01' }, 'longitude', 'Longitude must be between -180 and 180'],
      [{ ftcEventCode: 'RO/EAST' }, 'ftcEventCode', 'The event code may contain only letters, digits, - and _, and must contain a letter'],
      [{ ftcEventCode: '12345' }, 'ftcEventCode', 'The event code may contain only letters, digits, - and _, and must contain a letter'],
      [{ seasonId: 'nine' }, 'seasonId', 'Season is required'],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(editor, 'POST', '/api/events', fields(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual({ [field]: [message] });
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a season that does not exist', async () => {
    const res = await send(editor, 'POST', '/api/events', fields({ seasonId: '9999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The selected season does not exist.', errors: { seasonId: ['The selected season does not exist.'] } });
  });

  it('keeps event codes unique, whatever their case', async () => {
    await create({ ftcEventCode: 'ROSOUTH' });
    for (const code of ['ROSOUTH', 'rosouth']) {
      const res = await send(editor, 'POST', '/api/events', fields({ ftcEventCode: code }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: 'An event with this code already exists.' });
    }
    expect(await t.deps.db.selectFrom('events').select('id').where('ftc_event_code', '=', 'rosouth').execute()).toEqual([]);
  });
});

describe('events: permissions', () => {
  it('refuses every write to a visitor (401) and to a TEAM user (403)', async () => {
    const event = await create();
    for (const [c, caller, status] of [
      [visitor, visitorCall, 401],
      [team, teamCall, 403],
    ] as const) {
      expect((await send(c, 'POST', '/api/events', fields(), png())).statusCode).toBe(status);
      expect((await c.post('/api/events', fields())).statusCode).toBe(status);
      expect((await send(c, 'PUT', `/api/events/${event.id}`, { title: 'Hijacked title' })).statusCode).toBe(status);
      expect((await c.delete(`/api/events/${event.id}`)).statusCode).toBe(status);
      expect((await refusal(caller.events.create(eventInput(season[9]!)))).status).toBe(status);
      expect((await refusal(caller.events.update({ id: event.id, title: 'Hijacked title' }))).status).toBe(status);
      expect((await refusal(caller.events.delete({ id: event.id }))).status).toBe(status);
    }
    const row = await t.deps.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('Regionala Est');
    expect((await storageState()).tmp).toEqual([]);
  });
});

describe('events: reads', () => {
  const T = '2025-06-15T12:00:00.000Z';
  let past: number, ongoing: number, upcoming: number, workshop: number;

  beforeAll(async () => {
    const s7 = String(season[7]);
    // Created out of order: the list must still come back by start date.
    upcoming = (await create({ seasonId: s7, title: 'Upcoming event', dateStart: '2025-06-20T08:00:00.000Z', dateEnd: '2025-06-21T08:00:00.000Z' })).id;
    past = (await create({ seasonId: s7, title: 'Past event one', dateStart: '2025-06-01T08:00:00.000Z', dateEnd: '2025-06-03T08:00:00.000Z' })).id;
    ongoing = (await create({ seasonId: s7, title: 'Ongoing event', dateStart: '2025-06-14T08:00:00.000Z', dateEnd: '2025-06-16T08:00:00.000Z', ftcEventCode: 'ROONGOING' })).id;
    workshop = (await create({ seasonId: s7, title: 'Workshop event', category: 'Workshop', dateStart: '2025-05-01T08:00:00.000Z', dateEnd: '2025-05-01T12:00:00.000Z' })).id;
  });

  const ids = (res: { json(): { message: Array<{ id: number }> } }) => res.json().message.map((e) => e.id);
  const q = (params: Record<string, string>) => `/api/events?${new URLSearchParams(params).toString()}`;

  it('lists a season ordered by start date, and filters by category', async () => {
    const res = await visitor.get(q({ seasonId: String(season[7]) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(ids(res)).toEqual([workshop, past, ongoing, upcoming]);
    expect(ids(await visitor.get(q({ seasonId: String(season[7]), category: 'Workshop' })))).toEqual([workshop]);
    const all = (await visitor.get('/api/events')).json().message as Array<{ dateStart: string }>;
    expect(all.length).toBeGreaterThan(4);
    expect(all.map((e) => e.dateStart)).toEqual([...all.map((e) => e.dateStart)].sort());
  });

  it('answers the past, ongoing and upcoming date filters', async () => {
    const s = String(season[7]);
    expect(ids(await visitor.get(q({ seasonId: s, dateEnd: T })))).toEqual([workshop, past]);
    expect(ids(await visitor.get(q({ seasonId: s, dateStart: T, dateEnd: T })))).toEqual([ongoing]);
    expect(ids(await visitor.get(q({ seasonId: s, dateStart: T })))).toEqual([upcoming]);
    // Inclusive ends: an event is ongoing at the very instant it starts and ends.
    expect(ids(await visitor.get(q({ seasonId: s, dateStart: '2025-06-16T08:00:00.000Z', dateEnd: '2025-06-16T08:00:00.000Z' })))).toEqual([ongoing]);
  });

  it('refuses bad query values with 400', async () => {
    const bad: Array<Record<string, string>> = [{ seasonId: 'abc' }, { seasonId: '-1' }, { category: 'Gala' }, { dateStart: 'yesterday' }, { dateEnd: '2025-13-45' }];
    for (const params of bad) {
      const res = await visitor.get(q(params));
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('reads one event by id or by code, with or without a trailing slash', async () => {
    const byId = await visitor.get(`/api/events/${ongoing}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().message).toMatchObject({ id: ongoing, title: 'Ongoing event', ftcEventCode: 'ROONGOING', dateRange: '14 - 16 iunie 2025' });
    expect((await visitor.get('/api/events/ROONGOING')).json().message.id).toBe(ongoing);
    expect((await visitor.get('/api/events/roongoing/')).json().message.id).toBe(ongoing);
    expect((await visitor.get(`/api/events/${ongoing}/`)).json().message.id).toBe(ongoing);
    expect((await visitor.get('/api/events/')).statusCode).toBe(200);
    for (const url of ['/api/events/999999', '/api/events/NOPE']) {
      const res = await visitor.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Event not found.' });
    }
  });

  it('reads an event reference one way everywhere: an id has no leading zeros, in the API, the teams and the calendar', async () => {
    const ics = (ref: string) => t.app.inject({ url: `/events/${ref}/calendar.ics` });
    expect((await ics(String(ongoing))).statusCode).toBe(200);
    expect((await ics(`%20${ongoing}%20`)).statusCode).toBe(200);
    expect((await ics('roongoing')).statusCode).toBe(200);
    for (const ref of [`0${ongoing}`, `00${ongoing}`, '0']) {
      expect((await visitor.get(`/api/events/${ref}`)).statusCode, ref).toBe(404);
      expect((await visitor.get(`/api/events/${ref}/teams`)).statusCode, ref).toBe(404);
      // The calendar read digits its own way and opened the event with id ${ongoing} for "0${ongoing}".
      expect((await ics(ref)).statusCode, ref).toBe(404);
    }
    expect((await visitor.get(`/api/events/${ongoing}/teams`)).statusCode).toBe(200);
  });

  it('lists by category, by season and upcoming', async () => {
    const workshops = await visitor.get('/api/events/category/Workshop');
    expect(workshops.statusCode).toBe(200);
    expect(ids(workshops)).toEqual([workshop]);
    const leagues = (await visitor.get('/api/events/category/League%20Tournament')).json().message as Array<{ category: string }>;
    expect(leagues.length).toBeGreaterThan(0);
    expect(leagues.every((e) => e.category === 'League Tournament')).toBe(true);
    expect((await visitor.get('/api/events/category/Gala')).statusCode).toBe(400);
    expect(ids(await visitor.get(`/api/events/season/${season[7]}/`))).toEqual([workshop, past, ongoing, upcoming]);
    expect((await visitor.get('/api/events/season/abc')).json().success).toBe(false);
    expect((await visitor.get('/api/events/season/424242')).json()).toEqual({ success: true, message: [] });

    // Upcoming: after the server's now, soonest first, 10 by default, at most 100.
    const now = t.deps.clock.now();
    const day = 24 * 3600 * 1000;
    const s6 = String(season[6]);
    const soon: number[] = [];
    for (let i = 12; i >= 1; i--) {
      const start = new Date(now + i * day).toISOString();
      soon.unshift((await create({ seasonId: s6, title: `Future event ${i}`, dateStart: start, dateEnd: start })).id);
    }
    await create({ seasonId: s6, title: 'Started an hour ago', dateStart: new Date(now - 3600_000).toISOString(), dateEnd: new Date(now + day).toISOString() });
    expect(ids(await visitor.get('/api/events/upcoming'))).toEqual(soon.slice(0, 10));
    expect(ids(await visitor.get('/api/events/upcoming/3'))).toEqual(soon.slice(0, 3));
    expect(ids(await visitor.get('/api/events/upcoming/1000'))).toEqual(soon);
    for (const bad of ['0', '-2', 'ten', '2.5']) expect((await visitor.get(`/api/events/upcoming/${bad}`)).statusCode).toBe(400);
  });
});

describe('events: update', () => {
  it('changes only the fields that are sent and skips blank ones', async () => {
    const event = await create({ ftcEventCode: 'ROPARTIAL', tags: 'a,b' });
    const res = await send(editor, 'PUT', `/api/events/${event.id}`, { title: 'Regionala Est, ediția 2', shortDescription: '', latitude: '' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().message;
    const { title, updatedAt, ...rest } = updated;
    expect(title).toBe('Regionala Est, ediția 2');
    expect(updatedAt >= event.updatedAt).toBe(true);
    const { title: _t, updatedAt: _u, ...restBefore } = event;
    expect(rest).toEqual(restBefore);
    expect((await visitor.get(`/api/events/${event.id}`)).json().message.title).toBe('Regionala Est, ediția 2');
  });

  it('keeps the dates in order against the stored ones', async () => {
    const event = await create();
    const res = await send(editor, 'PUT', `/api/events/${event.id}`, { dateEnd: '2025-01-10T08:00:00.000Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ dateEnd: ['End date must be after the start date'] });
    const moved = await editor.put(`/api/events/${event.id}`, { dateStart: '2025-01-18T08:00:00.000Z' });
    expect(moved.json().message).toMatchObject({ dateStart: '2025-01-18T08:00:00.000Z', dateEnd: '2025-01-19T16:00:00.000Z', dateRange: '18 - 19 ianuarie 2025' });
  });

  it('validates what is sent, checks code and season, and clears optional fields on request', async () => {
    const event = await create({ ftcEventCode: 'ROCLEAR', brochureLink: 'https://x.ro/b.pdf', latitude: '45', longitude: '25' });
    expect((await editor.put(`/api/events/${event.id}`, { title: 'Abc' })).json().errors).toEqual({ title: ['Title is required and must be at least 5 characters'] });
    expect((await editor.put(`/api/events/${event.id}`, { ftcEventCode: 'ROSOUTH' })).statusCode).toBe(409);
    expect((await editor.put(`/api/events/${event.id}`, { ftcEventCode: 'ROCLEAR' })).statusCode).toBe(200);
    expect((await editor.put(`/api/events/${event.id}`, { seasonId: 9999 })).json().errors).toEqual({ seasonId: ['The selected season does not exist.'] });
    const cleared = await send(editor, 'PUT', `/api/events/${event.id}`, { clear: 'brochureLink,ftcEventCode,latitude' });
    expect(cleared.json().message).toMatchObject({ brochureLink: null, ftcEventCode: null, latitude: null, longitude: 25, coordinates: null });
    expect((await editor.put(`/api/events/${event.id}`, { clear: ['title'] })).statusCode).toBe(400);
    expect((await editor.put('/api/events/999999', { title: 'Nobody home here' })).statusCode).toBe(404);
    expect((await editor.put('/api/events/abc', { title: 'Nobody home here' })).statusCode).toBe(400);
  });

  it('replaces the image and discards the old file', async () => {
    const event = await create({}, png());
    const oldId = event.image.id;
    const oldKey = (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', oldId).executeTakeFirstOrThrow()).storage_key;
    const res = await send(editor, 'PUT', `/api/events/${event.id}`, {}, png(10));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().message.image;
    expect(image.id).not.toBe(oldId);
    expect(image.size).toBe(samples.png(10).length);
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', oldId).executeTakeFirst()).toBeUndefined();
    expect(readdirSync(t.uploadsDir)).not.toContain(oldKey);
  });
});

describe('events: uploads', () => {
  it('refuses a file that is not an image (415) or one byte too large (413), leaving nothing behind', async () => {
    const event = await create({}, png());
    const before = await storageState();
    const refusals: Array<[FilePart, number, string]> = [
      [{ name: 'image', filename: 'fake.png', contentType: 'image/png', data: samples.html() }, 415, 'Please select an image file'],
      [{ name: 'image', filename: 'doc.pdf', contentType: 'application/pdf', data: samples.pdf() }, 415, 'Please select an image file'],
      [png(5 * MB + 1 - samples.png().length), 413, 'File size must be less than 5MB'],
    ];
    for (const [file, status, message] of refusals) {
      const created = await send(editor, 'POST', '/api/events', fields({ title: 'Refused upload' }), file);
      expect(created.statusCode).toBe(status);
      expect(created.json()).toMatchObject({ success: false, message });
      const updated = await send(editor, 'PUT', `/api/events/${event.id}`, { title: 'Refused upload' }, file);
      expect(updated.statusCode).toBe(status);
      expect(await storageState()).toEqual(before);
    }
    // Exactly at the limit is fine.
    const atLimit = await send(editor, 'POST', '/api/events', fields(), png(5 * MB - samples.png().length));
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().message.image.size).toBe(5 * MB);
  });
});

describe('events: partners and delete', () => {
  it('lists each event with its sponsors, logos included', async () => {
    const a = await create({ seasonId: String(season[8]), dateStart: '2024-01-10T08:00:00.000Z', dateEnd: '2024-01-10T09:00:00.000Z' });
    const b = await create({ seasonId: String(season[8]), dateStart: '2024-02-10T08:00:00.000Z', dateEnd: '2024-02-10T09:00:00.000Z' });
    const sponsor = await editor.request({
      method: 'POST',
      url: '/api/sponsors',
      ...multipart({ name: 'Robotics SRL', size: 'Startup', legal_name: 'Robotics SRL', eventId: String(a.id) }, { name: 'logo', filename: 'logo.png', data: samples.png() }),
    });
    expect(sponsor.statusCode, sponsor.body).toBe(201);
    const [beta, gamma] = await t.deps.db.insertInto('sponsors').values([
      { name: 'Beta', size: 'Enterprise', legal_name: 'Beta SA' },
      { name: 'Gamma', size: 'Startup', legal_name: 'Gamma SRL' },
    ]).returning('id').execute();
    await t.deps.db.insertInto('event_sponsors').values([{ event_id: a.id, sponsor_id: beta!.id }, { event_id: b.id, sponsor_id: gamma!.id }]).execute();
    const list = (await visitor.get(`/api/events/season/${season[8]}`)).json().message;
    expect(list.map((e: { id: number }) => e.id)).toEqual([a.id, b.id]);
    expect(list[0].partners.map((p: { name: string }) => p.name)).toEqual(['Robotics SRL', 'Beta']);
    // Issue 21: a public read never carries a sponsor's legal name (nor its e-mail).
    expect(list[0].partners[0]).toMatchObject({ legal_name: null, email: null, size: 'Startup', eventId: a.id, logo: { mimeType: 'image/png' } });
    expect(list[1].partners.map((p: { name: string }) => p.name)).toEqual(['Gamma']);
    expect((await visitor.get(`/api/events/${a.id}`)).json().message.partners).toHaveLength(2);
  });

  it('deletes an event (to the bin): sponsors unlinked, participating teams gone, image discarded once the bin is emptied', async () => {
    const event = await create({}, png());
    const key = (await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', event.image.id).executeTakeFirstOrThrow()).storage_key;
    const sponsor = await t.deps.db.insertInto('sponsors').values({ name: 'Delta', size: 'Startup', legal_name: 'Delta SRL' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.insertInto('event_sponsors').values({ event_id: event.id, sponsor_id: sponsor.id }).execute();
    const teamRow = await t.deps.db.insertInto('teams').values({ team_number: 19000, name: 'RoboDelta' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.insertInto('event_teams').values({ event_id: event.id, team_id: teamRow.id }).execute();

    const res = await editor.delete(`/api/events/${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: { id: event.id } });
    expect((await visitor.get(`/api/events/${event.id}`)).statusCode).toBe(404);
    // The sponsor stays in the library, without the deleted event.
    expect(await t.deps.db.selectFrom('sponsors').select('id').where('id', '=', sponsor.id).executeTakeFirst()).toBeDefined();
    expect(await t.deps.db.selectFrom('event_sponsors').selectAll().where('sponsor_id', '=', sponsor.id).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('event_teams').selectAll().where('event_id', '=', event.id).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('teams').select('id').where('id', '=', teamRow.id).executeTakeFirst()).toBeDefined();
    expect(readdirSync(t.uploadsDir)).toContain(key);
    await emptyBin(t);
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', event.image.id).executeTakeFirst()).toBeUndefined();
    expect(readdirSync(t.uploadsDir)).not.toContain(key);
    expect((await editor.delete(`/api/events/${event.id}`)).statusCode).toBe(404);
  });
});

describe('events: tRPC', () => {
  async function uploadImage(): Promise<number> {
    const res = await editor.request({ method: 'POST', url: '/api/files/upload', ...multipart({ entityType: 'event_image' }, { name: 'file', filename: 'e.png', data: samples.png() }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().message.id;
  }

  it('lists, reads by id or code, creates, updates and deletes', async () => {
    const imageId = await uploadImage();
    const event = await editorCall.events.create(eventInput(season[8]!, { ftcEventCode: 'ROTRPC', latitude: 44.43, longitude: 26.1, tags: ['trpc'], imageId }));
    expect(event).toMatchObject({ ftcEventCode: 'ROTRPC', seasonId: season[8], coordinates: { lat: 44.43, lng: 26.1 }, tags: ['trpc'], image: { id: imageId } });

    // The public reads of what tRPC wrote are REST's (and the server render's); the dashboard lists with listForEditor.
    const list = (await visitor.get(`/api/events?seasonId=${season[8]}&category=FTC`)).json().message as Array<{ id: number }>;
    expect(list.map((e) => e.id)).toContain(event.id);
    expect((await editorCall.events.listForEditor({ seasonId: season[8], category: 'FTC' })).map((e) => e.id)).toContain(event.id);
    expect((await visitor.get('/api/events/ROTRPC')).json().message.id).toBe(event.id);
    expect((await visitor.get(`/api/events/${event.id}`)).json().message.title).toBe('Regionala Est');
    const missing = await visitor.get('/api/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found.');

    const updated = await editorCall.events.update({ id: event.id, location: 'București', imageId: null });
    expect(updated).toMatchObject({ location: 'București', title: 'Regionala Est', image: null, ftcEventCode: 'ROTRPC' });
    expect(await t.deps.db.selectFrom('files').select('id').where('id', '=', imageId).executeTakeFirst()).toBeUndefined();

    expect(await adminCall.events.delete({ id: event.id })).toEqual({ id: event.id });
    expect(await t.deps.db.selectFrom('events').select('id').where('id', '=', event.id).executeTakeFirst()).toBeUndefined();
  });

  it('answers invalid input with the spec messages per field', async () => {
    // @ts-expect-error the missing fields are the point: the server names each one
    const res = await refusal(editorCall.events.create({ title: 'Abc', seasonId: season[9] }));
    expect(res.status).toBe(400);
    expect(res.fieldErrors).toMatchObject({
      title: ['Title is required and must be at least 5 characters'],
      link: ['Valid URL is required'],
      category: ['Category is required'],
    });
    const wrongImage = await refusal(editorCall.events.create(eventInput(season[9]!, { imageId: 999999 })));
    expect(wrongImage.status).toBe(400);
  });
});
