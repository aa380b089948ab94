// Registering last season's active teams for a season in one step (issue 25, point 8; decision 193): the preview's
// figures, the apply (region and Romanian number taken along, status PENDING), idempotence, PENDING / WITHDRAWN /
// older seasons' teams left out, the ADMIN-only check, a season with no season before it, and the activity entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, makeTestApp, type Client, type TestApp } from '../helpers/app';
import { callersForEveryRole, refusal, type Caller } from '../helpers/caller';

let t: TestApp;
let editor: Caller;
let admin: Caller;
let team: Caller;
let visitor: Caller;
let adminHttp: Client;
const season = { s8: 0, s9: 0, s10: 0 };
const teamIds: Record<string, number> = {};

const db = () => t.deps.db;
const registrations = (seasonId: number) =>
  db()
    .selectFrom('team_registrations as r')
    .innerJoin('teams as t', 't.id', 'r.team_id')
    .leftJoin('regions as g', 'g.id', 'r.region_id')
    .select(['t.team_number', 'r.registration_status', 'g.name as region', 'r.romanian_number'])
    .where('r.season_id', '=', seasonId)
    .orderBy('t.team_number')
    .execute();
const registrationCount = async () => (await db().selectFrom('team_registrations').select('id').execute()).length;

async function makeTeam(number: number, name: string, registrations: Array<{ seasonId: number; status: 'CONFIRMED' | 'PENDING' | 'WITHDRAWN'; regionId?: number; romanianNumber?: string }>) {
  const created = await admin.teams.create({ teamNumber: number, name });
  teamIds[name] = created.id;
  for (const r of registrations) {
    await admin.teams.upsertRegistration({ teamId: created.id, seasonId: r.seasonId, registrationStatus: r.status, regionId: r.regionId, romanianNumber: r.romanianNumber });
  }
}

beforeAll(async () => {
  t = await makeTestApp();
  [editor, admin, team, visitor] = await callersForEveryRole(t);
  adminHttp = await t.client('ADMIN');
  // Created out of order: "the season before" goes by season number, not by id or creation time.
  season.s10 = (await admin.seasons.create({ seasonNumber: 10, seasonName: 'DECODE 2025-2026' })).id;
  season.s8 = (await admin.seasons.create({ seasonNumber: 8, seasonName: 'CENTERSTAGE 2023-2024' })).id;
  season.s9 = (await admin.seasons.create({ seasonNumber: 9, seasonName: 'INTO THE DEEP 2024-2025' })).id;
  const nord = await admin.teams.createRegion({ name: 'Nord' });
  const sud = await admin.teams.createRegion({ name: 'Sud' });
  await makeTeam(1001, 'Active North', [{ seasonId: season.s9, status: 'CONFIRMED', regionId: nord.id, romanianNumber: 'RO-12' }]);
  await makeTeam(1002, 'Active No Region', [{ seasonId: season.s9, status: 'CONFIRMED' }]);
  await makeTeam(1003, 'Pending Last Season', [{ seasonId: season.s9, status: 'PENDING', regionId: sud.id }]);
  await makeTeam(1004, 'Withdrawn Last Season', [{ seasonId: season.s9, status: 'WITHDRAWN', regionId: sud.id }]);
  // Active last season, and already registered this season as WITHDRAWN: left exactly as it is.
  await makeTeam(1005, 'Already Here', [
    { seasonId: season.s9, status: 'CONFIRMED', regionId: sud.id },
    { seasonId: season.s10, status: 'WITHDRAWN' },
  ]);
  // Active two seasons ago only: not "last season".
  await makeTeam(1006, 'Older Season Only', [{ seasonId: season.s8, status: 'CONFIRMED' }]);
  await makeTeam(1007, 'Never Registered', []);
});
afterAll(() => t.close());

describe('registering last season’s active teams', () => {
  it('the preview names the seasons, the teams it would add (by number) and those already registered, and writes nothing', async () => {
    const before = await registrationCount();
    const preview = await admin.teams.carryOverPreview({ seasonId: season.s10 });
    expect(preview.season).toEqual({ id: season.s10, seasonNumber: 10, seasonName: 'DECODE 2025-2026' });
    expect(preview.previous).toEqual({ id: season.s9, seasonNumber: 9, seasonName: 'INTO THE DEEP 2024-2025' });
    expect(preview.teams).toEqual([
      { teamId: teamIds['Active North'], internationalNumber: 1001, name: 'Active North', regionName: 'Nord' },
      { teamId: teamIds['Active No Region'], internationalNumber: 1002, name: 'Active No Region', regionName: null },
    ]);
    expect(preview.alreadyRegistered).toBe(1);
    expect(await registrationCount()).toBe(before);
  });

  it('the apply registers them as PENDING with last season’s region and Romanian number; PENDING, WITHDRAWN and older teams stay out', async () => {
    const activityBefore = await db().selectFrom('activity').select((e) => e.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const done = await admin.teams.carryOver({ seasonId: season.s10 });
    expect(done.teams.map((x) => x.internationalNumber)).toEqual([1001, 1002]);
    expect(done.alreadyRegistered).toBe(1);
    expect(await registrations(season.s10)).toEqual([
      { team_number: 1001, registration_status: 'PENDING', region: 'Nord', romanian_number: 'RO-12' },
      { team_number: 1002, registration_status: 'PENDING', region: null, romanian_number: null },
      { team_number: 1005, registration_status: 'WITHDRAWN', region: null, romanian_number: null },
    ]);
    // Last season is untouched.
    expect((await registrations(season.s9)).map((r) => [r.team_number, r.registration_status])).toEqual([
      [1001, 'CONFIRMED'],
      [1002, 'CONFIRMED'],
      [1003, 'PENDING'],
      [1004, 'WITHDRAWN'],
      [1005, 'CONFIRMED'],
    ]);
    // The activity log: the batch under one action, naming the admin and the season the teams came from.
    const entries = await db()
      .selectFrom('activity')
      .selectAll()
      .where('id', '>', Number(activityBefore.id ?? 0))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.entity_type, e.entity_label, e.actor_label, e.detail])).toEqual([
      ['carried-over', 'team', '1001 Active North', EMAILS.ADMIN, 'registration DECODE 2025-2026: PENDING · from INTO THE DEEP 2024-2025'],
      ['carried-over', 'team', '1002 Active No Region', EMAILS.ADMIN, 'registration DECODE 2025-2026: PENDING · from INTO THE DEEP 2024-2025'],
    ]);
  });

  it('is idempotent: a second run (preview and apply) adds nothing and counts every team as already registered', async () => {
    const before = await registrationCount();
    const preview = await admin.teams.carryOverPreview({ seasonId: season.s10 });
    expect(preview).toMatchObject({ teams: [], alreadyRegistered: 3 });
    const again = await admin.teams.carryOver({ seasonId: season.s10 });
    expect(again).toMatchObject({ teams: [], alreadyRegistered: 3 });
    expect(await registrationCount()).toBe(before);
  });

  it('over HTTP too: the preview is a GET query, the apply a POST with the anti-forgery header', async () => {
    const input = encodeURIComponent(JSON.stringify({ seasonId: season.s9 }));
    const preview = await adminHttp.get(`/trpc/teams.carryOverPreview?input=${input}`);
    expect(preview.statusCode).toBe(200);
    const previewed = preview.json().result.data;
    expect(previewed).toMatchObject({ previous: { seasonNumber: 8 }, alreadyRegistered: 0 });
    expect(previewed.teams.map((x: { internationalNumber: number }) => x.internationalNumber)).toEqual([1006]);
    const applied = await adminHttp.post('/trpc/teams.carryOver', { seasonId: season.s9 });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().result.data.teams.map((x: { internationalNumber: number }) => x.internationalNumber)).toEqual([1006]);
    expect((await registrations(season.s9)).find((r) => r.team_number === 1006)?.registration_status).toBe('PENDING');
  });

  it('a season with no season before it: no previous season, nothing to add, nothing written', async () => {
    const before = await registrationCount();
    const preview = await admin.teams.carryOverPreview({ seasonId: season.s8 });
    expect(preview).toEqual({
      season: { id: season.s8, seasonNumber: 8, seasonName: 'CENTERSTAGE 2023-2024' },
      previous: null,
      teams: [],
      alreadyRegistered: 0,
    });
    expect(await admin.teams.carryOver({ seasonId: season.s8 })).toEqual(preview);
    expect(await registrationCount()).toBe(before);
  });

  it('an unknown season is a 404', async () => {
    expect((await refusal(admin.teams.carryOverPreview({ seasonId: 999_999 }))).status).toBe(404);
    expect((await refusal(admin.teams.carryOver({ seasonId: 999_999 }))).status).toBe(404);
  });

  it('only an ADMIN may preview or apply: EDITOR and TEAM get 403, a visitor 401, and nothing is written', async () => {
    const s11 = (await admin.seasons.create({ seasonNumber: 11, seasonName: 'Season 2026-2027' })).id;
    const before = await registrationCount();
    for (const [caller, status] of [
      [editor, 403],
      [team, 403],
      [visitor, 401],
    ] as const) {
      expect((await refusal(caller.teams.carryOverPreview({ seasonId: s11 }))).status).toBe(status);
      expect((await refusal(caller.teams.carryOver({ seasonId: s11 }))).status).toBe(status);
    }
    const editorHttp = await t.client('EDITOR');
    expect((await editorHttp.post('/trpc/teams.carryOver', { seasonId: s11 })).statusCode).toBe(403);
    expect(await registrationCount()).toBe(before);
    // The ADMIN's own preview of that season: last season (10) has no CONFIRMED team left to take.
    expect(await admin.teams.carryOverPreview({ seasonId: s11 })).toMatchObject({ previous: { seasonNumber: 10 }, teams: [], alreadyRegistered: 0 });
  });
});
