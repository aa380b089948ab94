import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASON_MESSAGES } from '../../src/shared/schemas/seasons';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callerFor, refusal, type Caller } from '../helpers/caller';

let t: TestApp;
let admin: Client;
let editor: Client;
let team: Client;
let visitor: Client;
let adminCall: Caller;
let editorCall: Caller;
let teamCall: Caller;
let visitorCall: Caller;

beforeAll(async () => {
  t = await makeTestApp();
  [admin, editor, team, visitor] = await Promise.all([t.client('ADMIN'), t.client('EDITOR'), t.client('TEAM'), t.client()]);
  [adminCall, editorCall, teamCall, visitorCall] = await Promise.all([callerFor(t, 'ADMIN'), callerFor(t, 'EDITOR'), callerFor(t, 'TEAM'), callerFor(t)]);
});
afterAll(() => t.close());

const seasonRows = () => t.deps.db.selectFrom('seasons').selectAll().orderBy('id').execute();

async function createSeason(body: Record<string, unknown>) {
  const res = await admin.post('/api/seasons', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; seasonNumber: number; isCurrent: boolean };
}

async function insertEvent(seasonId: number, code: string | null = null) {
  const row = await t.deps.db
    .insertInto('events')
    .values({
      title: 'Regional Nord',
      short_description: 'Etapa regionala',
      description: 'Etapa regionala a sezonului, la Cluj-Napoca',
      location: 'Cluj-Napoca',
      organizer: 'Asociatia',
      date_start: '2025-02-28T08:00:00.000Z',
      date_end: '2025-03-02T18:00:00.000Z',
      link: 'https://example.ro',
      category: 'FTC',
      ftc_event_code: code,
      season_id: seasonId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seasons: empty database', () => {
  it('lists nothing and says no season is current', async () => {
    const list = await visitor.get('/api/seasons');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, message: [] });
    const current = await visitor.get('/api/seasons/current');
    expect(current.statusCode).toBe(404);
    expect(current.json()).toEqual({ success: false, message: 'No current season has been set.' });
    expect(await visitorCall.seasons.current()).toBeNull();
  });
});

describe('seasons: create and read', () => {
  it('creates the first season as the current one, with the output shape the dashboard reads', async () => {
    const res = await admin.post('/api/seasons', {
      seasonNumber: 8,
      seasonName: ' CENTERSTAGE ',
      registrationStart: '2023-07-01T00:00:00.000Z',
      registrationEnd: '2023-10-01T00:00',
    });
    expect(res.statusCode).toBe(201);
    const season = res.json().message;
    expect(season).toEqual({
      id: expect.any(Number),
      seasonNumber: 8,
      seasonName: 'CENTERSTAGE',
      registrationStart: '2023-07-01T00:00:00.000Z',
      registrationEnd: '2023-10-01T00:00:00.000Z',
      isCurrent: true,
      ftcYear: null,
      createdAt: new Date(t.clock.now()).toISOString(),
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
    const current = await visitor.get('/api/seasons/current');
    expect(current.json()).toEqual({ success: true, message: season });
    expect(await seasonRows()).toMatchObject([{ season_number: 8, is_current: 1 }]);
  });

  it('creates later seasons as not current, with null or blank dates meaning none, and lists by number descending', async () => {
    const nine = await createSeason({ seasonNumber: '9', seasonName: 'INTO THE DEEP', registrationStart: null, registrationEnd: '' });
    expect(nine).toMatchObject({ seasonNumber: 9, isCurrent: false, registrationStart: null, registrationEnd: null });
    await createSeason({ seasonNumber: 7, seasonName: 'POWERPLAY' });
    const list = await visitor.get('/api/seasons/');
    expect(list.json().message.map((s: { seasonNumber: number }) => s.seasonNumber)).toEqual([9, 8, 7]);
    expect((await seasonRows()).filter((r) => r.is_current === 1)).toHaveLength(1);
    const one = await visitor.get(`/api/seasons/${nine.id}`);
    expect(one.json().message).toMatchObject({ id: nine.id, seasonName: 'INTO THE DEEP' });
  });

  it('answers every validation rule of the season form with the spec messages', async () => {
    const empty = await admin.post('/api/seasons', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      seasonNumber: ['Season number is required and must be at least 1'],
      seasonName: ['Season name is required and must be at least 3 characters'],
    });
    const low = await admin.post('/api/seasons', { seasonNumber: 0, seasonName: 'ab' });
    expect(low.json().errors).toEqual({
      seasonNumber: ['Season number is required and must be at least 1'],
      seasonName: ['Season name is required and must be at least 3 characters'],
    });
    const fraction = await admin.post('/api/seasons', { seasonNumber: 2.5, seasonName: '   ' });
    expect(fraction.json().errors.seasonNumber).toEqual(['Season number is required and must be at least 1']);
    expect(fraction.json().errors.seasonName).toEqual(['Season name is required and must be at least 3 characters']);
    const order = await admin.post('/api/seasons', {
      seasonNumber: 20,
      seasonName: 'Backwards',
      registrationStart: '2025-10-01T00:00:00.000Z',
      registrationEnd: '2025-07-01T00:00:00.000Z',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ message: 'Registration end must be after registration start', errors: { registrationEnd: ['Registration end must be after registration start'] } });
    const badDate = await admin.post('/api/seasons', { seasonNumber: 20, seasonName: 'Bad date', registrationStart: 'soon' });
    expect(badDate.json().errors).toEqual({ registrationStart: [SEASON_MESSAGES.invalidDate] });
    expect((await seasonRows()).map((r) => r.season_number)).toEqual([8, 9, 7]);
  });

  it('refuses a second season with the same number', async () => {
    const res = await admin.post('/api/seasons', { seasonNumber: 9, seasonName: 'Again nine' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A season with this number already exists.');
    expect(await seasonRows()).toHaveLength(3);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    for (const path of ['/api/seasons/9999', '/api/seasons/9999/statistics']) {
      const res = await visitor.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Season not found.');
    }
    expect((await admin.put('/api/seasons/9999', { seasonName: 'Nobody' })).statusCode).toBe(404);
    expect((await admin.delete('/api/seasons/9999')).statusCode).toBe(404);
    expect((await admin.post('/api/seasons/9999/set-current')).statusCode).toBe(404);
    expect((await visitor.get('/api/seasons/abc')).statusCode).toBe(400);
  });
});

describe('seasons: permissions', () => {
  it('refuses every write to a visitor (401) and to EDITOR and TEAM (403), changing nothing', async () => {
    const [first] = await seasonRows();
    const before = await seasonRows();
    const statuses = (c: Client, caller: Caller) =>
      Promise.all([
        ...[
          c.post('/api/seasons', { seasonNumber: 30, seasonName: 'Forbidden' }),
          c.put(`/api/seasons/${first!.id}`, { seasonName: 'Forbidden' }),
          c.delete(`/api/seasons/${first!.id}`),
          c.post(`/api/seasons/${first!.id}/set-current`),
        ].map(async (res) => (await res).statusCode),
        ...[
          caller.seasons.create({ seasonNumber: 30, seasonName: 'Forbidden' }),
          caller.seasons.update({ id: first!.id, seasonName: 'Forbidden' }),
          caller.seasons.delete({ id: first!.id }),
          caller.seasons.setCurrent({ id: first!.id }),
        ].map(async (call) => (await refusal(call)).status),
      ]);
    expect(await statuses(visitor, visitorCall)).toEqual(Array(8).fill(401));
    for (const [c, caller] of [[editor, editorCall], [team, teamCall]] as const) {
      expect(await statuses(c, caller)).toEqual(Array(8).fill(403));
    }
    // Refused before the body is read: an invalid body from a visitor is still a 401.
    expect((await visitor.post('/api/seasons', {})).statusCode).toBe(401);
    expect(await seasonRows()).toEqual(before);
  });
});

describe('seasons: update, set current, delete', () => {
  it('changes only the fields that are sent; null clears a date; blank text is skipped', async () => {
    const eight = (await seasonRows()).find((r) => r.season_number === 8)!;
    t.clock.advance(1000);
    const res = await admin.put(`/api/seasons/${eight.id}/`, { seasonName: 'CENTERSTAGE 2023-2024', seasonNumber: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({
      seasonNumber: 8,
      seasonName: 'CENTERSTAGE 2023-2024',
      registrationStart: '2023-07-01T00:00:00.000Z',
      registrationEnd: '2023-10-01T00:00:00.000Z',
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
    const cleared = await admin.put(`/api/seasons/${eight.id}`, { registrationEnd: null });
    expect(cleared.json().message).toMatchObject({ registrationStart: '2023-07-01T00:00:00.000Z', registrationEnd: null });
    const row = (await seasonRows()).find((r) => r.id === eight.id)!;
    expect(row).toMatchObject({ season_name: 'CENTERSTAGE 2023-2024', registration_end: null, is_current: 1 });
  });

  it('checks the date order against the stored dates, and the number against other seasons', async () => {
    const eight = (await seasonRows()).find((r) => r.season_number === 8)!;
    const order = await admin.put(`/api/seasons/${eight.id}`, { registrationEnd: '2023-01-01T00:00:00.000Z' });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual({ registrationEnd: ['Registration end must be after registration start'] });
    const taken = await admin.put(`/api/seasons/${eight.id}`, { seasonNumber: 9 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A season with this number already exists.');
    const invalid = await admin.put(`/api/seasons/${eight.id}`, { seasonName: 'ab', seasonNumber: -1 });
    expect(invalid.json().errors).toEqual({
      seasonNumber: ['Season number is required and must be at least 1'],
      seasonName: ['Season name is required and must be at least 3 characters'],
    });
    const same = await admin.put(`/api/seasons/${eight.id}`, { seasonNumber: 8 });
    expect(same.statusCode).toBe(200);
    expect((await seasonRows()).find((r) => r.id === eight.id)!.registration_end).toBeNull();
  });

  it('sets another season as current in one step, with an empty body', async () => {
    const nine = (await seasonRows()).find((r) => r.season_number === 9)!;
    const res = await admin.request({ method: 'POST', url: `/api/seasons/${nine.id}/set-current` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({ id: nine.id, isCurrent: true });
    const current = (await seasonRows()).filter((r) => r.is_current === 1);
    expect(current.map((r) => r.id)).toEqual([nine.id]);
    expect((await visitor.get('/api/seasons/current')).json().message.id).toBe(nine.id);
    // Concurrent switches still leave exactly one current season.
    const eight = (await seasonRows()).find((r) => r.season_number === 8)!;
    const raced = await Promise.all([eight.id, nine.id, eight.id, nine.id].map((id) => admin.post(`/api/seasons/${id}/set-current`)));
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await seasonRows()).filter((r) => r.is_current === 1)).toHaveLength(1);
    await admin.post(`/api/seasons/${nine.id}/set-current`);
    // Setting the current season again changes nothing.
    expect((await admin.post(`/api/seasons/${nine.id}/set-current`, {})).statusCode).toBe(200);
    expect((await seasonRows()).filter((r) => r.is_current === 1).map((r) => r.id)).toEqual([nine.id]);
  });

  it('refuses to delete the current season or a season in use, and deletes an unused one', async () => {
    const rows = await seasonRows();
    const nine = rows.find((r) => r.season_number === 9)!;
    const eight = rows.find((r) => r.season_number === 8)!;
    const seven = rows.find((r) => r.season_number === 7)!;
    const current = await admin.delete(`/api/seasons/${nine.id}`);
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe('The current season cannot be deleted. Set another season as current first.');

    const eventId = await insertEvent(eight.id);
    const withEvent = await admin.delete(`/api/seasons/${eight.id}`);
    expect(withEvent.statusCode).toBe(409);
    expect(withEvent.json().message).toBe('This season has events or registered teams and cannot be deleted.');
    await t.deps.db.deleteFrom('events').where('id', '=', eventId).execute();

    const teamRow = await t.deps.db.insertInto('teams').values({ team_number: 4242, name: 'Delete Guard' }).returning('id').executeTakeFirstOrThrow();
    await t.deps.db.insertInto('team_registrations').values({ team_id: teamRow.id, season_id: seven.id }).execute();
    const withTeam = await admin.delete(`/api/seasons/${seven.id}`);
    expect(withTeam.statusCode).toBe(409);
    expect(withTeam.json().message).toBe('This season has events or registered teams and cannot be deleted.');
    await t.deps.db.deleteFrom('teams').where('id', '=', teamRow.id).execute();

    const gone = await admin.delete(`/api/seasons/${seven.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toMatchObject({ id: seven.id, seasonNumber: 7 });
    expect((await seasonRows()).map((r) => r.season_number)).toEqual([8, 9]);
    expect((await visitor.get(`/api/seasons/${seven.id}`)).statusCode).toBe(404);
  });
});

describe('seasons: statistics', () => {
  it('counts the season registrations, events and distinct regions', async () => {
    const nine = (await seasonRows()).find((r) => r.season_number === 9)!;
    const eight = (await seasonRows()).find((r) => r.season_number === 8)!;
    const db = t.deps.db;
    const [north, south] = await Promise.all(
      ['Nord', 'Sud'].map((name) => db.insertInto('regions').values({ name }).returning('id').executeTakeFirstOrThrow()),
    );
    const teams = await db
      .insertInto('teams')
      .values([1, 2, 3, 4].map((n) => ({ team_number: 1000 + n, name: `Team ${n}` })))
      .returning('id')
      .execute();
    await db
      .insertInto('team_registrations')
      .values([
        { team_id: teams[0]!.id, season_id: nine.id, region_id: north!.id },
        { team_id: teams[1]!.id, season_id: nine.id, region_id: north!.id },
        { team_id: teams[2]!.id, season_id: nine.id, region_id: south!.id },
        { team_id: teams[3]!.id, season_id: nine.id, region_id: null },
        { team_id: teams[0]!.id, season_id: eight.id, region_id: south!.id },
      ])
      .execute();
    await insertEvent(nine.id, 'RONORD');
    await insertEvent(nine.id, 'ROSUD');
    await insertEvent(eight.id);

    const res = await visitor.get(`/api/seasons/${nine.id}/statistics/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual({
      season: expect.objectContaining({ id: nine.id, seasonNumber: 9, isCurrent: true }),
      teamCount: 4,
      eventCount: 2,
      regionCount: 2,
    });
    expect(await visitorCall.seasons.statistics({ id: eight.id })).toMatchObject({ teamCount: 1, eventCount: 1, regionCount: 1 });
  });
});

describe('seasons: tRPC procedures', () => {
  it('lists, reads, creates, updates, sets current and deletes', async () => {
    expect((await visitorCall.seasons.list()).map((s) => s.seasonNumber)).toEqual([9, 8]);
    expect(await visitorCall.seasons.current()).toMatchObject({ seasonNumber: 9, isCurrent: true });

    const ten = await adminCall.seasons.create({ seasonNumber: 10, seasonName: 'DECODE', registrationStart: '2025-07-01T00:00:00.000Z', registrationEnd: null });
    expect(ten).toMatchObject({ seasonNumber: 10, seasonName: 'DECODE', isCurrent: false, registrationEnd: null });

    const invalid = await refusal(adminCall.seasons.create({ seasonNumber: 0, seasonName: 'x' }));
    expect(invalid.status).toBe(400);
    expect(invalid.fieldErrors).toEqual({
      seasonNumber: ['Season number is required and must be at least 1'],
      seasonName: ['Season name is required and must be at least 3 characters'],
    });
    const duplicate = await refusal(adminCall.seasons.create({ seasonNumber: 10, seasonName: 'Again' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toBe('A season with this number already exists.');

    // A season by id is a public REST read (the dashboard has the list); it answers what tRPC created.
    expect((await visitor.get(`/api/seasons/${ten.id}`)).json()).toEqual({ success: true, message: ten });
    expect((await visitor.get('/api/seasons/99999')).statusCode).toBe(404);

    const updated = await adminCall.seasons.update({ id: ten.id, seasonName: 'DECODE 2025-2026', registrationEnd: '2025-10-01T00:00:00.000Z' });
    expect(updated).toMatchObject({ seasonNumber: 10, seasonName: 'DECODE 2025-2026', registrationStart: '2025-07-01T00:00:00.000Z', registrationEnd: '2025-10-01T00:00:00.000Z' });

    expect(await adminCall.seasons.setCurrent({ id: ten.id })).toMatchObject({ id: ten.id, isCurrent: true });
    expect((await seasonRows()).filter((r) => r.is_current === 1).map((r) => r.season_number)).toEqual([10]);

    const refused = await refusal(adminCall.seasons.delete({ id: ten.id }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('The current season cannot be deleted. Set another season as current first.');
    const nine = (await seasonRows()).find((r) => r.season_number === 9)!;
    await adminCall.seasons.setCurrent({ id: nine.id });
    await adminCall.seasons.delete({ id: ten.id });
    expect((await seasonRows()).map((r) => r.season_number)).toEqual([8, 9]);
  });
});
