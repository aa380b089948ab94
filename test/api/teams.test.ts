import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../src/shared/schemas/teams';
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
const ids = { season8: 0, season9: 0, north: 0, west: 0, event: 0, otherEvent: 0, logo: 0 };

const db = () => t.deps.db;
const teamRows = () => db().selectFrom('teams').selectAll().orderBy('team_number').execute();

async function insertTeam(teamNumber: number, name: string, extra: Record<string, string | number | null> = {}) {
  return (await db().insertInto('teams').values({ team_number: teamNumber, name, ...extra }).returning('id').executeTakeFirstOrThrow()).id;
}
async function register(teamId: number, seasonId: number, regionId: number | null, status: string, romanianNumber: string | null = null) {
  return (
    await db()
      .insertInto('team_registrations')
      .values({ team_id: teamId, season_id: seasonId, region_id: regionId, registration_status: status, romanian_number: romanianNumber })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
async function insertEvent(seasonId: number, code: string | null) {
  const row = await db()
    .insertInto('events')
    .values({
      title: 'Etapa regionala Vest',
      short_description: 'Etapa regionala',
      description: 'Etapa regionala a sezonului, la Timisoara',
      location: 'Timisoara',
      organizer: 'Asociatia',
      date_start: '2025-02-21T08:00:00.000Z',
      date_end: '2025-02-23T18:00:00.000Z',
      link: 'https://example.ro',
      category: 'FTC',
      ftc_event_code: code,
      season_id: seasonId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function insertSponsor(name: string, teamSeasonId: number | null, logoId: number | null = null) {
  return (
    await db()
      .insertInto('sponsors')
      .values({ name, size: 'Startup', legal_name: `${name} SRL`, link: `https://${name.toLowerCase()}.ro`, logo_id: logoId, team_season_id: teamSeasonId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  t = await makeTestApp();
  [admin, editor, team, visitor] = await Promise.all([t.client('ADMIN'), t.client('EDITOR'), t.client('TEAM'), t.client()]);
  [adminCall, editorCall, teamCall, visitorCall] = await Promise.all([callerFor(t, 'ADMIN'), callerFor(t, 'EDITOR'), callerFor(t, 'TEAM'), callerFor(t)]);
});
afterAll(() => t.close());

describe('teams page before any season', () => {
  it('answers an empty list in `data`', async () => {
    const res = await visitor.get('/api/teams/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
});

describe('teams: public reads', () => {
  beforeAll(async () => {
    ids.season8 = (await db().insertInto('seasons').values({ season_number: 8, season_name: 'CENTERSTAGE' }).returning('id').executeTakeFirstOrThrow()).id;
    ids.season9 = (await db().insertInto('seasons').values({ season_number: 9, season_name: 'INTO THE DEEP', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    ids.north = (await db().insertInto('regions').values({ name: 'Nord' }).returning('id').executeTakeFirstOrThrow()).id;
    ids.west = (await db().insertInto('regions').values({ name: 'Vest' }).returning('id').executeTakeFirstOrThrow()).id;
    const robo = await insertTeam(19000, 'RoboVest', { city: 'Timisoara', school: 'CN Banatean', rookie_year: 2019, motto: 'Gears first', website: 'https://robovest.ro' });
    const nord = await insertTeam(15000, 'Nordic Bots', { city: 'Cluj-Napoca', school: 'CN Emil Racovita', rookie_year: 2017 });
    const old = await insertTeam(12000, 'Old Gears', { city: 'Iasi' });
    const roboNow = await register(robo, ids.season9, ids.west, 'CONFIRMED', 'RO-101');
    const roboBefore = await register(robo, ids.season8, ids.north, 'CONFIRMED', 'RO-055');
    await register(nord, ids.season9, ids.north, 'PENDING');
    await register(old, ids.season8, null, 'CONFIRMED');
    const file = await db()
      .insertInto('files')
      .values({ name: 'logo.png', storage_key: 'logo-test.png', size: 10, mime_type: 'image/png', kind: 'image', sha256: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.logo = file.id;
    // A next season prepared but not current yet: its partners come after the current season's.
    const season10 = (await db().insertInto('seasons').values({ season_number: 10, season_name: 'DECODE' }).returning('id').executeTakeFirstOrThrow()).id;
    const roboNext = await register(robo, season10, ids.west, 'PENDING');
    await insertSponsor('Older', roboBefore);
    await insertSponsor('Next', roboNext);
    await insertSponsor('Current', roboNow, ids.logo);
    await insertSponsor('Unrelated', null);
  });

  it('lists the current season registrations by team number, in the shape the teams page reads', async () => {
    const res = await visitor.get('/api/teams/all/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBeUndefined();
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Nordic Bots',
        city: 'Cluj-Napoca',
        regionName: 'Nord',
        registrationStatus: 'PENDING',
        romanianNumber: null,
        seasonId: ids.season9,
        team: { id: expect.any(Number), internationalNumber: 15000, name: 'Nordic Bots', city: 'Cluj-Napoca', school: 'CN Emil Racovita', rookieYear: 2017 },
      },
      {
        id: expect.any(Number),
        name: 'RoboVest',
        city: 'Timisoara',
        regionName: 'Vest',
        registrationStatus: 'CONFIRMED',
        romanianNumber: 'RO-101',
        seasonId: ids.season9,
        team: { id: expect.any(Number), internationalNumber: 19000, name: 'RoboVest', city: 'Timisoara', school: 'CN Banatean', rookieYear: 2019 },
      },
    ]);
  });

  it('lists another season on request, and refuses unknown or malformed season ids', async () => {
    const res = await visitor.get(`/api/teams/all?seasonId=${ids.season8}`);
    expect(res.json().data.map((r: { team: { internationalNumber: number }; regionName: string | null }) => [r.team.internationalNumber, r.regionName])).toEqual([
      [12000, null],
      [19000, 'Nord'],
    ]);
    expect((await visitor.get('/api/teams/all?seasonId=9999')).statusCode).toBe(404);
    expect((await visitor.get('/api/teams/all?seasonId=abc')).statusCode).toBe(400);
  });

  it('answers the team detail page with the current registration and the local partners, current season first', async () => {
    const res = await visitor.get('/api/teams/19000');
    expect(res.statusCode).toBe(200);
    const detail = res.json().message;
    expect(detail).toMatchObject({
      internationalNumber: 19000,
      name: 'RoboVest',
      city: 'Timisoara',
      school: 'CN Banatean',
      rookieYear: 2019,
      motto: 'Gears first',
      about: null,
      website: 'https://robovest.ro',
      facebook: null,
      email: null,
      otherLink: null,
      videoUrl: null,
      active: true,
      registration: { seasonId: ids.season9, registrationStatus: 'CONFIRMED', regionName: 'Vest', romanianNumber: 'RO-101' },
    });
    expect(detail.localPartners).toEqual([
      {
        id: expect.any(Number),
        name: 'Current',
        link: 'https://current.ro',
        logo: expect.objectContaining({ id: ids.logo, path: `/api/files/public/${ids.logo}`, mimeType: 'image/png' }),
      },
      { id: expect.any(Number), name: 'Next', link: 'https://next.ro', logo: null },
      { id: expect.any(Number), name: 'Older', link: 'https://older.ro', logo: null },
    ]);
  });

  it('marks a team without a confirmed current registration as not active', async () => {
    const pending = (await visitor.get('/api/teams/15000')).json().message;
    expect(pending).toMatchObject({ active: false, registration: { registrationStatus: 'PENDING' }, localPartners: [] });
    const old = (await visitor.get('/api/teams/12000')).json().message;
    expect(old).toMatchObject({ active: false, registration: null });
  });

  it('answers 404 for an unknown team number and 400 for one that is not a number', async () => {
    const res = await visitor.get('/api/teams/424242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Team not found.' });
    expect((await visitor.get('/api/teams/00000')).statusCode).toBe(404);
    expect((await visitor.get('/api/teams/robo')).statusCode).toBe(400);
  });

  it("serves the dashboard's reads over tRPC (a team's own page reads REST)", async () => {
    const list = await visitorCall.teams.list();
    expect(list.map((x) => [x.internationalNumber, x.registration?.registrationStatus ?? null])).toEqual([
      [12000, null],
      [15000, 'PENDING'],
      [19000, 'CONFIRMED'],
    ]);
    const older = await visitorCall.teams.list({ seasonId: ids.season8 });
    expect(older.find((x) => x.internationalNumber === 12000)?.registration).toMatchObject({
      seasonId: ids.season8,
      registrationStatus: 'CONFIRMED',
      regionId: null,
    });
    expect((await visitor.get('/api/teams/19000')).json().message).toMatchObject({ name: 'RoboVest', active: true });
    expect(await visitorCall.teams.regions()).toEqual([
      { id: ids.north, name: 'Nord' },
      { id: ids.west, name: 'Vest' },
    ]);
  });
});

describe('teams: ADMIN writes', () => {
  it('creates a team with every field', async () => {
    const created = await adminCall.teams.create({
      teamNumber: '21000',
      name: '  Carpathian Robotics ',
      city: 'Brasov',
      school: 'CN Andrei Saguna',
      rookieYear: '2022',
      motto: 'Up the mountain',
      about: 'A team from Brasov.',
      website: 'https://carpathian.ro',
      facebook: 'https://facebook.com/carpathian',
      instagram: '',
      linkedin: null,
      email: 'team@carpathian.ro',
      otherLink: 'http://other.ro',
      videoUrl: 'https://youtu.be/abc',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      internationalNumber: 21000,
      name: 'Carpathian Robotics',
      city: 'Brasov',
      school: 'CN Andrei Saguna',
      rookieYear: 2022,
      motto: 'Up the mountain',
      about: 'A team from Brasov.',
      website: 'https://carpathian.ro',
      facebook: 'https://facebook.com/carpathian',
      instagram: null,
      linkedin: null,
      email: 'team@carpathian.ro',
      otherLink: 'http://other.ro',
      videoUrl: 'https://youtu.be/abc',
      logo: null,
      createdAt: new Date(t.clock.now()).toISOString(),
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
    expect((await teamRows()).find((r) => r.team_number === 21000)).toMatchObject({ name: 'Carpathian Robotics', other_link: 'http://other.ro', instagram: null });
  });

  it('answers every team validation rule with its message', async () => {
    // @ts-expect-error an empty team on purpose: each required field gets its message
    const empty = await refusal(adminCall.teams.create({}));
    expect(empty.status).toBe(400);
    expect(empty.fieldErrors).toEqual({ teamNumber: [TEAM_MESSAGES.teamNumber], name: [TEAM_MESSAGES.name] });
    const bad = await refusal(adminCall.teams.create({
      teamNumber: 0,
      name: 'X',
      rookieYear: 1989,
      website: 'www.team.ro',
      facebook: 'ftp://x',
      instagram: 'instagram.com/x',
      linkedin: 'javascript:alert(1)',
      otherLink: 'nope',
      videoUrl: 'youtube.com/x',
      email: 'not-an-email',
    }));
    expect(bad.fieldErrors).toEqual({
      teamNumber: ['Team number is required and must be at least 1'],
      name: ['Team name is required and must be at least 2 characters'],
      rookieYear: ['Rookie year must be between 1990 and 2100'],
      website: ['Please enter a valid URL starting with http:// or https://'],
      facebook: ['Please enter a valid URL starting with http:// or https://'],
      instagram: ['Please enter a valid URL starting with http:// or https://'],
      linkedin: ['Please enter a valid URL starting with http:// or https://'],
      otherLink: ['Please enter a valid URL starting with http:// or https://'],
      videoUrl: ['Please enter a valid URL starting with http:// or https://'],
      email: ['Please enter a valid email address'],
    });
    const late = await refusal(adminCall.teams.create({ teamNumber: 1, name: 'Future', rookieYear: 2101 }));
    expect(late.fieldErrors).toEqual({ rookieYear: ['Rookie year must be between 1990 and 2100'] });
    expect((await teamRows()).map((r) => r.team_number)).toEqual([12000, 15000, 19000, 21000]);
  });

  it('refuses a second team with the same number', async () => {
    const res = await refusal(adminCall.teams.create({ teamNumber: 19000, name: 'Copycat' }));
    expect(res.status).toBe(409);
    expect(res.message).toBe('A team with this number already exists.');
    expect((await teamRows()).filter((r) => r.team_number === 19000)).toHaveLength(1);
  });

  it('updates only the fields sent; blank is skipped, null clears', async () => {
    const carpathian = (await teamRows()).find((r) => r.team_number === 21000)!;
    t.clock.advance(5000);
    const updated = await adminCall.teams.update({ id: carpathian.id, motto: 'Higher', city: '', website: null, rookieYear: null });
    expect(updated).toMatchObject({
      internationalNumber: 21000,
      name: 'Carpathian Robotics',
      city: 'Brasov',
      motto: 'Higher',
      website: null,
      rookieYear: null,
      facebook: 'https://facebook.com/carpathian',
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
    expect((await teamRows()).find((r) => r.id === carpathian.id)).toMatchObject({ motto: 'Higher', website: null, city: 'Brasov' });
    const invalid = await refusal(adminCall.teams.update({ id: carpathian.id, name: 'Y', email: 'bad', website: 'nope' }));
    expect(invalid.fieldErrors).toEqual({
      name: [TEAM_MESSAGES.name],
      website: [TEAM_MESSAGES.url],
      email: [TEAM_MESSAGES.email],
    });
    expect((await refusal(adminCall.teams.update({ id: carpathian.id, teamNumber: 15000 }))).status).toBe(409);
    const missing = await refusal(adminCall.teams.update({ id: 999999, name: 'Ghost' }));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Team not found.');
  });

  it('creates regions, refusing a name that exists in any case', async () => {
    expect(await adminCall.teams.createRegion({ name: ' Sud ' })).toEqual({ id: expect.any(Number), name: 'Sud' });
    const again = await refusal(adminCall.teams.createRegion({ name: 'nord' }));
    expect(again.status).toBe(409);
    expect(again.message).toBe('A region with this name already exists.');
    const short = await refusal(adminCall.teams.createRegion({ name: 'S' }));
    expect(short.fieldErrors).toEqual({ name: ['Region name is required and must be at least 2 characters'] });
    expect((await db().selectFrom('regions').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual(['Nord', 'Sud', 'Vest']);
  });

  it('registers a team for a season, then changes the registration', async () => {
    const carpathian = (await teamRows()).find((r) => r.team_number === 21000)!;
    const registration = await adminCall.teams.upsertRegistration({ teamId: carpathian.id, seasonId: ids.season9, regionId: ids.west, registrationStatus: 'PENDING', romanianNumber: 'RO-200' });
    expect(registration).toMatchObject({ teamId: carpathian.id, seasonId: ids.season9, regionId: ids.west, regionName: 'Vest', registrationStatus: 'PENDING', romanianNumber: 'RO-200' });

    const confirmed = await adminCall.teams.upsertRegistration({ teamId: carpathian.id, seasonId: ids.season9, registrationStatus: 'CONFIRMED' });
    expect(confirmed).toMatchObject({ id: registration.id, regionName: 'Vest', registrationStatus: 'CONFIRMED', romanianNumber: 'RO-200' });
    const cleared = await adminCall.teams.upsertRegistration({ teamId: carpathian.id, seasonId: ids.season9, registrationStatus: 'CONFIRMED', regionId: null });
    expect(cleared).toMatchObject({ id: registration.id, regionId: null, regionName: null });
    expect(await db().selectFrom('team_registrations').selectAll().where('team_id', '=', carpathian.id).execute()).toHaveLength(1);
    expect((await visitor.get('/api/teams/21000')).json().message.active).toBe(true);

    // @ts-expect-error an unknown status and no team on purpose
    const invalid = await refusal(adminCall.teams.upsertRegistration({ registrationStatus: 'MAYBE' }));
    expect(invalid.fieldErrors).toEqual({
      teamId: [TEAM_MESSAGES.teamId],
      seasonId: [TEAM_MESSAGES.seasonId],
      registrationStatus: ['Registration status must be one of: CONFIRMED, PENDING, WITHDRAWN'],
    });
    for (const [input, message] of [
      [{ teamId: 999999, seasonId: ids.season9 }, 'Team not found.'],
      [{ teamId: carpathian.id, seasonId: 999999 }, 'Season not found.'],
      [{ teamId: carpathian.id, seasonId: ids.season9, regionId: 999999 }, 'Region not found.'],
    ] as const) {
      const res = await refusal(adminCall.teams.upsertRegistration({ ...input, registrationStatus: 'PENDING' }));
      expect(res.status).toBe(404);
      expect(res.message).toBe(message);
    }
  });

  it('deletes a registration, keeping its sponsors unlinked', async () => {
    const nord = (await teamRows()).find((r) => r.team_number === 15000)!;
    const registration = await db().selectFrom('team_registrations').selectAll().where('team_id', '=', nord.id).executeTakeFirstOrThrow();
    const sponsor = await insertSponsor('Kept', registration.id);
    expect(await adminCall.teams.deleteRegistration({ id: registration.id })).toMatchObject({ id: registration.id, teamId: nord.id });
    expect(await db().selectFrom('team_registrations').selectAll().where('id', '=', registration.id).execute()).toEqual([]);
    expect(await db().selectFrom('sponsors').select('team_season_id').where('id', '=', sponsor).executeTakeFirst()).toEqual({ team_season_id: null });
    expect((await refusal(adminCall.teams.deleteRegistration({ id: registration.id }))).status).toBe(404);
  });

  it('refuses every team write to a visitor (401) and to EDITOR and TEAM (403), changing nothing', async () => {
    const [first] = await teamRows();
    const before = { teams: await teamRows(), regions: await db().selectFrom('regions').selectAll().execute(), registrations: await db().selectFrom('team_registrations').selectAll().execute() };
    const statuses = (caller: Caller) =>
      Promise.all(
        [
          caller.teams.create({ teamNumber: 30000, name: 'Forbidden' }),
          caller.teams.update({ id: first!.id, name: 'Forbidden' }),
          caller.teams.delete({ id: first!.id }),
          caller.teams.createRegion({ name: 'Forbidden' }),
          caller.teams.upsertRegistration({ teamId: first!.id, seasonId: ids.season9, registrationStatus: 'CONFIRMED' }),
          caller.teams.deleteRegistration({ id: 1 }),
        ].map(async (call) => (await refusal(call)).status),
      );
    expect(await statuses(visitorCall)).toEqual(Array(6).fill(401));
    for (const caller of [editorCall, teamCall]) expect(await statuses(caller)).toEqual(Array(6).fill(403));
    expect({ teams: await teamRows(), regions: await db().selectFrom('regions').selectAll().execute(), registrations: await db().selectFrom('team_registrations').selectAll().execute() }).toEqual(before);
  });
});

describe('teams taking part in events', () => {
  beforeAll(async () => {
    ids.event = await insertEvent(ids.season9, 'ROVEST');
    ids.otherEvent = await insertEvent(ids.season8, null);
  });

  const teamId = async (teamNumber: number) => (await teamRows()).find((r) => r.team_number === teamNumber)!.id;

  it('starts empty, by code or by id; an unknown event is 404', async () => {
    expect((await visitor.get('/api/events/ROVEST/teams')).json()).toEqual({ success: true, message: [] });
    expect((await visitor.get(`/api/events/${ids.event}/teams/`)).json()).toEqual({ success: true, message: [] });
    const missing = await visitor.get('/api/events/NOPE/teams');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found.');
    expect((await visitor.get('/api/events/99999/teams')).statusCode).toBe(404);
  });

  it('lets an EDITOR add teams (twice is a no-op) and lists them with the region of the event season', async () => {
    const robo = await teamId(19000);
    const first = await editor.post('/api/events/ROVEST/teams', { teamId: robo });
    expect(first.statusCode, first.body).toBe(200);
    const again = await editor.post(`/api/events/${ids.event}/teams`, { teamId: String(robo) });
    expect(again.statusCode).toBe(200);
    await admin.post('/api/events/ROVEST/teams', { teamId: await teamId(12000) });
    const res = await visitor.get('/api/events/ROVEST/teams');
    expect(res.json().message).toEqual([
      { id: 12000, teamId: await teamId(12000), name: 'Old Gears', institution: null, city: 'Iasi', region: null },
      { id: 19000, teamId: robo, name: 'RoboVest', institution: 'CN Banatean', city: 'Timisoara', region: 'Vest' },
    ]);
    expect(await db().selectFrom('event_teams').selectAll().where('event_id', '=', ids.event).execute()).toHaveLength(2);

    // The region comes from the registration in the event's own season.
    await editor.post(`/api/events/${ids.otherEvent}/teams`, { teamId: robo });
    expect((await visitor.get(`/api/events/${ids.otherEvent}/teams`)).json().message).toMatchObject([{ id: 19000, region: 'Nord' }]);
  });

  it('answers 404 for an unknown team or event and 400 without a team', async () => {
    const unknownTeam = await editor.post('/api/events/ROVEST/teams', { teamId: 999999 });
    expect(unknownTeam.statusCode).toBe(404);
    expect(unknownTeam.json().message).toBe('Team not found.');
    const unknownEvent = await editor.post('/api/events/NOPE/teams', { teamId: await teamId(19000) });
    expect(unknownEvent.statusCode).toBe(404);
    expect(unknownEvent.json().message).toBe('Event not found.');
    const noTeam = await editor.post('/api/events/ROVEST/teams', {});
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().errors).toEqual({ teamId: [TEAM_MESSAGES.teamId] });
    expect((await editor.delete(`/api/events/ROVEST/teams/999999`)).statusCode).toBe(404);
  });

  it('refuses a visitor (401) and a TEAM user (403) on adding and removing', async () => {
    const robo = await teamId(19000);
    const before = await db().selectFrom('event_teams').selectAll().execute();
    expect((await visitor.post('/api/events/ROVEST/teams', { teamId: await teamId(15000) })).statusCode).toBe(401);
    expect((await team.post('/api/events/ROVEST/teams', { teamId: await teamId(15000) })).statusCode).toBe(403);
    expect((await visitor.delete(`/api/events/ROVEST/teams/${robo}`)).statusCode).toBe(401);
    expect((await team.delete(`/api/events/ROVEST/teams/${robo}`)).statusCode).toBe(403);
    expect((await refusal(visitorCall.teams.addToEvent({ eventId: 'ROVEST', teamId: robo }))).status).toBe(401);
    expect((await refusal(teamCall.teams.removeFromEvent({ eventId: 'ROVEST', teamId: robo }))).status).toBe(403);
    expect(await db().selectFrom('event_teams').selectAll().execute()).toEqual(before);
  });

  it('removes a team from an event', async () => {
    const old = await teamId(12000);
    const res = await editor.delete(`/api/events/ROVEST/teams/${old}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.map((r: { id: number }) => r.id)).toEqual([19000]);
    expect((await editor.delete(`/api/events/ROVEST/teams/${old}`)).statusCode).toBe(200);
    expect((await db().selectFrom('event_teams').select('team_id').where('event_id', '=', ids.event).execute()).map((r) => r.team_id)).toEqual([await teamId(19000)]);
  });

  it('does the same over tRPC', async () => {
    const nord = await teamId(15000);
    const added = await editorCall.teams.addToEvent({ eventId: ids.event, teamId: nord });
    expect(added.map((r) => r.id)).toEqual([15000, 19000]);
    const listed = await visitorCall.teams.eventTeams({ eventId: 'ROVEST' });
    expect(listed).toContainEqual({ id: 15000, teamId: nord, name: 'Nordic Bots', institution: 'CN Emil Racovita', city: 'Cluj-Napoca', region: null });
    const removed = await editorCall.teams.removeFromEvent({ eventId: 'ROVEST', teamId: nord });
    expect(removed.map((r) => r.id)).toEqual([19000]);
    expect((await refusal(visitorCall.teams.eventTeams({ eventId: 424242 }))).status).toBe(404);
  });
});

describe('deleting a team', () => {
  it('takes its registrations and event places with it, keeps its sponsors unlinked, and says so', async () => {
    const robo = (await teamRows()).find((r) => r.team_number === 19000)!;
    const sponsorsBefore = await db().selectFrom('sponsors').select(['name', 'team_season_id']).where('name', 'in', ['Current', 'Next', 'Older']).execute();
    expect(sponsorsBefore.every((s) => s.team_season_id !== null)).toBe(true);
    expect(await adminCall.teams.delete({ id: robo.id })).toEqual({ id: robo.id, internationalNumber: 19000, registrationsRemoved: 3, eventsLeft: 2, sponsorsUnlinked: 3 });
    expect(await db().selectFrom('team_registrations').selectAll().where('team_id', '=', robo.id).execute()).toEqual([]);
    expect(await db().selectFrom('event_teams').selectAll().where('team_id', '=', robo.id).execute()).toEqual([]);
    expect(await db().selectFrom('sponsors').select(['name', 'team_season_id']).where('name', 'in', ['Current', 'Next', 'Older']).orderBy('name').execute()).toEqual([
      { name: 'Current', team_season_id: null },
      { name: 'Next', team_season_id: null },
      { name: 'Older', team_season_id: null },
    ]);
    expect((await visitor.get('/api/teams/19000')).statusCode).toBe(404);
    expect((await visitor.get('/api/events/ROVEST/teams')).json().message).toEqual([]);
    expect((await refusal(adminCall.teams.delete({ id: robo.id }))).status).toBe(404);
  });
});
