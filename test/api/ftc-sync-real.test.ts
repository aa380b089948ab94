// Issue 22, part 1: the sync against a fake of FIRST's API built from the real shapes (test/helpers/ftc-first-fake.ts,
// from ../shared/ftc-events-api.md), one scenario per point: codes reused across seasons, malformed rows, an event
// whose team list fails, foreign teams, an empty world, a list shrinking after its event, a staff edit before a sync,
// an unknown typeName, a 304. The site is real (SQLite file, the app's HTTP through inject); the sync runs as the
// command line runs it (syncFromCli), or as the dashboard does where the dashboard matters.
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import type { EventOutput } from '../../src/shared/schemas/events';
import { reportItemLine, type FtcSyncRun } from '../../src/shared/schemas/ftc-sync';
import { syncFromCli } from '../../src/server/modules/ftc/ftc-sync.service';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { firstEvent, firstTeam, startFirstFake, type FirstFake } from '../helpers/ftc-first-fake';

const FAST = { timeoutMs: 2000, attempts: 2, backoffMs: 10, maxBackoffMs: 50, maxRetryAfterMs: 1000, minIntervalMs: 0 };

let fake: FirstFake;
let t: TestApp;
let admin: Client;
let visitor: Client;

async function site(env: Record<string, string> = {}) {
  t = await makeTestApp({ clientDir: path.resolve('dist/client'), env: { FTC_API_URL: fake.url, FTC_API_USERNAME: fake.username, FTC_API_KEY: fake.key, ...env }, ftcTiming: FAST });
  await seedDatabase(t.deps, { demo: false });
  admin = await t.client('ADMIN');
  visitor = await t.client();
}

const sync = (): Promise<FtcSyncRun> => syncFromCli(t.deps);

const api = async <T>(url: string): Promise<T> => {
  const res = await visitor.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json() as { message: T }).message;
};

async function seasonId(ftcYear: number): Promise<number> {
  return (await t.deps.db.selectFrom('seasons').select('id').where('ftc_year', '=', ftcYear).executeTakeFirstOrThrow()).id;
}

async function makeCurrent(ftcYear: number) {
  const res = await admin.post(`/api/seasons/${await seasonId(ftcYear)}/set-current`);
  expect(res.statusCode, res.body).toBe(200);
}

beforeEach(async () => {
  fake = await startFirstFake();
});
afterEach(async () => {
  await t?.close();
  await fake?.close();
});
afterAll(() => undefined);

describe('1. codes repeat across seasons', () => {
  it("next season's ROCMP and ROBUKO are new events; the code opens the current season's, the old ones stay reachable by id", async () => {
    await site();
    const y2024 = fake.season(2024);
    y2024.events = [
      firstEvent('ROBUKO', { name: 'INTO THE DEEP Kickoff Romania', typeName: 'Kickoff', dateStart: '2024-09-14T00:00:00', dateEnd: '2024-09-14T00:00:00' }),
      firstEvent('ROCMP', { name: 'Romania Championship 2025', typeName: 'Championship', dateStart: '2025-03-21T00:00:00', dateEnd: '2025-03-23T00:00:00' }),
    ];
    y2024.teams = [firstTeam(19001, { nameShort: 'Vechi' })];
    y2024.eventTeams.set('ROCMP', [19001]);
    await makeCurrent(2024);
    const first = await sync();
    expect(first.status, first.error ?? '').toBe('success');
    expect(first.report?.events.added).toEqual(['ROBUKO', 'ROCMP']);
    const old = await api<EventOutput>('/api/events/ROCMP');
    expect(old.title).toBe('Romania Championship 2025');

    const y2025 = fake.season(2025);
    y2025.events = [
      firstEvent('ROBUKO', { name: 'DECODE Kickoff Romania', typeName: 'Kickoff', dateStart: '2025-09-13T00:00:00', dateEnd: '2025-09-13T00:00:00' }),
      firstEvent('ROCMP', { name: 'Romania Championship 2026', typeName: 'Championship', dateStart: '2026-03-13T00:00:00', dateEnd: '2026-03-15T00:00:00' }),
    ];
    y2025.teams = [firstTeam(20001, { nameShort: 'Nou' })];
    y2025.eventTeams.set('ROCMP', [20001]);
    await makeCurrent(2025);
    const next = await sync();
    expect(next.status, next.error ?? '').toBe('success');
    expect(next.report?.events.added).toEqual(['ROBUKO', 'ROCMP']);
    expect(next.report?.events.skipped).toEqual([]);

    // The code names the current season's event; the old one answers by id, and names itself by id.
    const cmp = await api<EventOutput>('/api/events/ROCMP');
    expect(cmp).toMatchObject({ title: 'Romania Championship 2026', pageRef: 'ROCMP', seasonId: await seasonId(2025) });
    const previous = await api<EventOutput>(`/api/events/${old.id}`);
    expect(previous).toMatchObject({ title: 'Romania Championship 2025', ftcEventCode: 'ROCMP', pageRef: String(old.id), seasonId: await seasonId(2024) });
    expect(previous.ftcPages?.official).toBe('https://ftc-events.firstinspires.org/2024/ROCMP');
    expect((await api<Array<{ id: number }>>('/api/events/ROCMP/teams')).length).toBe(1);
    expect(await api<Array<{ teamNumber?: number; id: number }>>(`/api/events/${old.id}/teams`)).toMatchObject([{ id: 19001 }]);

    // The .ics addresses and the pages' canonical URLs follow the same rule.
    const ics = await visitor.get('/events/ROCMP/calendar.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('Romania Championship 2026');
    const oldIcs = await visitor.get(`/events/${old.id}/calendar.ics`);
    expect(oldIcs.body).toContain('Romania Championship 2025');
    expect(oldIcs.body).toContain(`/events/${old.id}`);
    const page = await visitor.get(`/events/${old.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/events/${old.id}"`));
    const current = await visitor.get('/events/rocmp');
    expect(current.body).toMatch(/<link rel="canonical" href="[^"]*\/events\/ROCMP"/);

    // A second run of the new season changes nothing: (season, code) matched.
    const again = await sync();
    expect(again.report?.events).toMatchObject({ added: [], changed: [], unchanged: 2 });
  });

  it("the editors' form refuses a code used in the same season, and accepts it in another season", async () => {
    await site();
    const s2025 = await seasonId(2025);
    const s2024 = await seasonId(2024);
    const base = { title: 'Etapa Iași', shortDescription: 'Etapa de la Iași', description: 'O etapă de calificare la Iași.', location: 'Iași', organizer: 'NPE', dateStart: '2026-01-10T08:00:00.000Z', dateEnd: '2026-01-10T16:00:00.000Z', link: 'https://ftcromania.ro', category: 'FTC' };
    const created = await admin.post('/api/events', { ...base, seasonId: s2025, ftcEventCode: 'ROIAS' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await admin.post('/api/events', { ...base, seasonId: s2025, ftcEventCode: 'roias' })).statusCode).toBe(409);
    expect((await admin.post('/api/events', { ...base, seasonId: s2024, ftcEventCode: 'ROIAS' })).statusCode).toBe(201);
  });
});

/** Romania's 2025 season as FIRST gives it: a kickoff, two league meets, the championship, an event abroad; six
 * Romanian teams (one only in a league so far) and a Moldovan team on the championship's list. */
function romania2025() {
  const s = fake.season(2025);
  s.events = [
    firstEvent('ROBUKO', { name: 'DECODE Kickoff Romania', typeName: 'Kickoff', dateStart: '2025-09-13T00:00:00', dateEnd: '2025-09-13T00:00:00' }),
    firstEvent('ROEM1', { name: 'East League Meet 1', typeName: 'League Meet', leagueCode: 'ROE', city: 'Iași', dateStart: '2026-01-10T00:00:00', dateEnd: '2026-01-10T00:00:00' }),
    firstEvent('RONM1', { name: 'North League Meet 1', typeName: 'League Meet', leagueCode: 'RON', city: 'Cluj-Napoca', dateStart: '2026-01-17T00:00:00', dateEnd: '2026-01-17T00:00:00' }),
    firstEvent('ROCMP', { name: 'Romania National Championship', typeName: 'Championship', city: 'Pitești', dateStart: '2026-03-13T00:00:00', dateEnd: '2026-03-15T00:00:00' }),
    firstEvent('USTXHOQ', { name: 'Houston Qualifier', regionCode: 'USTX', country: 'USA', city: 'Houston', timezone: 'America/Chicago' }),
  ];
  s.teams = [
    firstTeam(20001, { nameShort: 'Robo Carpați', city: 'Iași' }),
    firstTeam(20002, { nameShort: 'Dacia Bots', city: 'Iași' }),
    firstTeam(20003, { nameShort: 'Gear Oltenia', city: 'Cluj-Napoca' }),
    firstTeam(20004, { nameShort: 'Delta Tech', city: 'Cluj-Napoca' }),
    firstTeam(20005, { nameShort: 'Banat Botz', city: 'Timișoara' }),
    firstTeam(20006, { nameShort: 'Nou Venit', city: 'Brașov' }),
    firstTeam(30001, { nameShort: 'Chișinău Steel', city: 'Chișinău', country: 'Moldova', homeRegion: 'MD', stateProv: null }),
    firstTeam(40001, { nameShort: 'Texas Titans', city: 'Houston', country: 'USA', homeRegion: 'USTX' }),
  ];
  s.eventTeams = new Map([
    ['ROEM1', [20001, 20002]],
    ['RONM1', [20003, 20004]],
    ['ROCMP', [20001, 20003, 20005, 30001]],
    ['USTXHOQ', [40001]],
  ]);
  s.leagues = [
    { region: 'RO', code: 'ROE', name: 'East', remote: false, parentLeagueCode: null, parentLeagueName: null, location: 'Iași' },
    { region: 'RO', code: 'RON', name: 'North', remote: false, parentLeagueCode: null, parentLeagueName: null, location: 'Cluj' },
  ];
  s.members = new Map([
    ['ROE', [20001, 20002, 20006]],
    ['RON', [20003, 20004]],
  ]);
  return s;
}

/** Before the season's league meets (the kickoff has passed). */
const DECEMBER = Date.parse('2025-12-01T10:00:00Z');

async function snapshot() {
  const db = t.deps.db;
  return {
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    teams: await db.selectFrom('teams').selectAll().orderBy('id').execute(),
    registrations: await db.selectFrom('team_registrations').selectAll().orderBy('id').execute(),
    eventTeams: await db.selectFrom('event_teams').selectAll().orderBy('event_id').orderBy('team_id').execute(),
  };
}

const listed = async (code: string) => (await api<Array<{ id: number; country?: string }>>(`/api/events/${code}/teams`)).map((team) => team.id);
const registered = async () => ((await visitor.get('/api/teams/all')).json().data as Array<{ team: { internationalNumber: number }; registrationStatus: string }>).map((i) => [i.team.internationalNumber, i.registrationStatus]);

describe('2. one bad row never fails the run', () => {
  it('a malformed row is skipped with its reason; a malformed foreign row is not even ours; RO by region code, else by country', async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    s.events.push(
      // Abroad and broken (no dates, no code): none of ours, ignored without a word.
      { ...firstEvent('USXX', { regionCode: 'USCA', country: 'USA' }), code: null, dateStart: null },
      // Ours and broken: skipped, named, with the reason.
      firstEvent('ROBAD', { name: 'Etapa fără dată', dateStart: null }),
      // No region code: Romanian by its country's name.
      firstEvent('ROOS1', { name: 'Off-Season Brașov', typeName: 'Off-Season', regionCode: null, dateStart: '2026-05-09T00:00:00', dateEnd: '2026-05-09T00:00:00' }),
      // A region code that is not ours wins over a country text that is.
      firstEvent('MDRO1', { name: 'Moldova-Romania Scrimmage', regionCode: 'MD', country: 'Romania' }),
    );
    s.extraTeamRows.set('ROEM1', [{ ...firstTeam(0), teamNumber: 'abc', nameShort: 'Fără număr' }]);
    const run = await sync();
    expect(run.status, run.error ?? '').toBe('success');
    expect(run.report?.events.added).toEqual(['ROBUKO', 'ROEM1', 'RONM1', 'ROCMP', 'ROOS1']);
    expect(run.report?.warnings).toContain("Event ROBAD (Etapa fără dată): skipped, FIRST's row is malformed (dateStart: Invalid input: expected string, received null).");
    expect(run.report?.warnings.some((w) => w.includes('USXX') || w.includes('#'))).toBe(false);
    expect(run.report?.warnings).toContainEqual(expect.stringMatching(/^Team abc \(Fără număr\) \(the list of ROEM1\): skipped, FIRST's row is malformed \(teamNumber: /));
    expect(run.report?.details).toContainEqual(expect.objectContaining({ kind: 'event', key: 'ROBAD (Etapa fără dată)', action: 'skipped' }));
    expect(await listed('ROEM1')).toEqual([20001, 20002]);
  });
});

describe("3. one event's failure never aborts the rest", () => {
  it('404 "Invalid Event Requested", 501 and an HTML page are recorded for their events; the others are synced', async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    expect((await sync()).status).toBe('success');
    s.eventTeams.set('ROCMP', [20001, 20003, 20005, 20002]);
    s.eventTeams.set('ROEM1', [20001]);
    s.eventTeamFailures.set('ROEM1', { status: 404, body: '"Invalid Event Requested"' });
    s.eventTeamFailures.set('RONM1', { status: 501, body: '{"message":"bad combination"}' });
    s.eventTeamFailures.set('ROBUKO', { status: 200, body: '<!DOCTYPE html><html><body>No data</body></html>', type: 'text/html' });
    fake.bump();
    const run = await sync();
    expect(run.status, run.error ?? '').toBe('success');
    const failed = run.report!.details.filter((d) => d.action === 'failed');
    expect(failed.map((d) => [d.key, d.reason])).toEqual([
      ['ROBUKO', expect.stringContaining('the answer is an HTML page')],
      ['ROEM1', 'GET /2025/teams?eventCode=ROEM1&page=1: HTTP 404'],
      ['RONM1', 'GET /2025/teams?eventCode=RONM1&page=1: HTTP 501'],
    ]);
    // The championship's list was synced; the failed events keep theirs; nobody is withdrawn on partial knowledge.
    expect(await listed('ROCMP')).toEqual([20001, 20002, 20003, 20005, 30001].filter((n) => n !== 30001));
    expect(await listed('ROEM1')).toEqual([20001, 20002]);
    expect(run.report?.teams.withdrawn).toEqual([]);
  });

  it('FIRST down fails the run and changes nothing (a refused key: ftc-sync.test.ts)', async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    expect((await sync()).status).toBe('success');
    const before = await snapshot();
    s.events[1]!.city = 'Suceava';
    fake.bump();
    const down = await fake.close().then(() => sync());
    expect(down.status).toBe('failed');
    expect(down.error).toMatch(/^GET \/2025\/events failed 2 times \(last: network error/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('4. foreign teams', () => {
  it("a Moldovan team on the championship's list is shown there with its country, never registered in Romania", async () => {
    await site();
    t.clock.set(DECEMBER);
    romania2025();
    const run = await sync();
    expect(run.report?.details).toContainEqual(expect.objectContaining({ kind: 'team', key: '30001', name: 'Chișinău Steel', action: 'foreign' }));
    const cmp = await api<Array<{ id: number; name: string; country?: string }>>('/api/events/ROCMP/teams');
    expect(cmp.find((team) => team.id === 30001)).toMatchObject({ name: 'Chișinău Steel', country: 'Moldova' });
    expect(cmp.find((team) => team.id === 20001)?.country).toBeUndefined();
    expect((await registered()).map(([n]) => n)).toEqual([20001, 20002, 20003, 20004, 20005, 20006]);
    expect(await t.deps.db.selectFrom('team_registrations as r').innerJoin('teams as tm', 'tm.id', 'r.team_id').select('r.id').where('tm.team_number', '=', 30001).execute()).toEqual([]);
    // The event abroad and its team were never read.
    expect(fake.requests.some((r) => r.query.get('eventCode') === 'USTXHOQ')).toBe(false);
    expect(await t.deps.db.selectFrom('teams').select('id').where('team_number', '=', 40001).execute()).toEqual([]);
  });
});

describe('5. never wipe on a suspicious answer', () => {
  it('an empty world is held: the run stops, keeps the data, says why; an ADMIN applies it on purpose from the dashboard', async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    expect((await sync()).status).toBe('success');
    const before = await snapshot();
    s.events = [];
    s.leagues = [];
    fake.bump();
    const held = await sync();
    expect(held.status).toBe('failed');
    expect(held.error).toBe(
      'Not applied: FIRST answered with no events of Romania for the season, while the site has 4 from earlier syncs. The site keeps its data; an ADMIN can apply FIRST\'s answer on purpose ("Apply anyway" in the dashboard).',
    );
    expect(held.report?.held).toMatch(/^FIRST answered with no events/);
    expect(await snapshot()).toEqual(before);

    // "Apply anyway": the dashboard's button sends force; the events stay (never deleted), the teams are withdrawn.
    const res = await admin.post('/trpc/ftc.syncNow', { force: true });
    expect(res.statusCode, res.body).toBe(200);
    const id = (JSON.parse(res.body) as { result: { data: FtcSyncRun } }).result.data.id;
    const runOf = async () => (await t.deps.db.selectFrom('ftc_sync_runs').select(['status', 'report']).where('id', '=', id).executeTakeFirstOrThrow());
    await expect.poll(async () => (await runOf()).status, { timeout: 10_000, interval: 20 }).toBe('success');
    const report = JSON.parse((await runOf()).report!) as FtcSyncRun['report'];
    expect(report).toMatchObject({ forced: true, held: null });
    expect(report!.teams.withdrawn).toHaveLength(6);
    expect(report!.warnings).toContainEqual(expect.stringMatching(/^Applied on purpose by an ADMIN although: FIRST answered with no events/));
    expect((await registered()).every(([, status]) => status === 'WITHDRAWN')).toBe(true);
  });

  it('withdrawing more than FTC_MAX_WITHDRAW_PERCENT of the teams, or emptying two events, is held', async () => {
    await site({ FTC_MAX_WITHDRAW_PERCENT: '40' });
    t.clock.set(DECEMBER);
    const s = romania2025();
    expect((await sync()).status).toBe('success');
    const before = await snapshot();
    // Four of six teams gone from every list (67 % > 40 %).
    s.eventTeams.set('ROEM1', [20001]);
    s.eventTeams.set('RONM1', [20003]);
    s.eventTeams.set('ROCMP', [20001, 20003, 30001]);
    s.members = new Map([['ROE', [20001]], ['RON', [20003]]]);
    fake.bump();
    const shrink = await sync();
    expect(shrink.error).toMatch(/^Not applied: it would withdraw 4 of the season's 6 teams \(more than FTC_MAX_WITHDRAW_PERCENT=40 %\)/);
    expect(await snapshot()).toEqual(before);

    romania2025();
    s.eventTeams.set('ROEM1', []);
    s.eventTeams.set('RONM1', []);
    fake.bump();
    const emptied = await sync();
    expect(emptied.error).toMatch(/^Not applied: it would empty the team lists of 2 events \(ROEM1, RONM1\)/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('6. frozen history', () => {
  it("after an event's last day, FIRST's shorter list takes nobody off it; before, it does", async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    await sync();
    // 11 January: East League Meet 1 (10 January) is over; North's (17 January) is not.
    t.clock.set(Date.parse('2026-01-11T10:00:00Z'));
    s.eventTeams.set('ROEM1', [20001]);
    s.eventTeams.set('RONM1', [20003]);
    fake.bump();
    const run = await sync();
    expect(run.status, run.error ?? '').toBe('success');
    expect(await listed('ROEM1')).toEqual([20001, 20002]);
    expect(await listed('RONM1')).toEqual([20003]);
    expect(run.report?.details).toContainEqual(
      expect.objectContaining({ kind: 'event', key: 'ROEM1', action: 'frozen', reason: "the event has ended; FIRST's list no longer has 20002 Dacia Bots: kept" }),
    );
    // Results can still arrive: a team added to the ended event's list appears.
    s.eventTeams.set('ROEM1', [20001, 20006]);
    fake.bump();
    await sync();
    expect(await listed('ROEM1')).toEqual([20001, 20002, 20006]);
  });
});

describe('9. a polite client', () => {
  it("no walk through the world's teams; league members come by number; a repeat call says If-Modified-Since and a 304 keeps the data", async () => {
    await site();
    t.clock.set(DECEMBER);
    romania2025();
    const first = await sync();
    expect(first.status).toBe('success');
    // 20006 is only in the East league so far: read by its number, registered.
    expect(first.report?.teams.added).toContain(20006);
    expect(fake.requests.filter((r) => r.path === '/v2.0/2025/teams' && !r.query.has('eventCode') && !r.query.has('teamNumber'))).toEqual([]);
    expect(fake.requests.filter((r) => r.query.get('teamNumber')).map((r) => r.query.get('teamNumber'))).toEqual(['20006']);
    expect(fake.requests.every((r) => r.ifModifiedSince === undefined)).toBe(true);

    const before = await snapshot();
    fake.requests.length = 0;
    const again = await sync();
    expect(again.status, again.error ?? '').toBe('success');
    expect(fake.requests.length).toBeGreaterThan(5);
    expect(fake.requests.every((r) => r.ifModifiedSince === fake.lastModified && r.status === 304)).toBe(true);
    expect(again.report).toMatchObject({ events: { added: [], changed: [], unchanged: 4 }, teams: { added: [], changed: [], withdrawn: [] } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('7. staff edits survive', () => {
  it("a field staff changed is kept and the report names FIRST's value; times staff set survive FIRST's dates", async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    await sync();
    const cmp = await api<EventOutput>('/api/events/ROCMP');
    // Staff: the real hall and address, and the hours (9:00 to 17:00 Romania time), the same days as FIRST's.
    const edited = await admin.post('/trpc/events.update', {
      id: cmp.id,
      location: 'Pitești, Sala Sporturilor',
      address: 'Strada Nicolae Dobrin 1, Pitești',
      dateStart: '2026-03-13T07:00:00.000Z',
      dateEnd: '2026-03-15T15:00:00.000Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const team = await api<{ id: number }>('/api/teams/20001');
    expect((await admin.post('/trpc/teams.update', { id: team.id, website: 'https://robocarpati.ro' })).statusCode).toBe(200);
    const overrides = await t.deps.db.selectFrom('events').select('ftc_overrides').where('id', '=', cmp.id).executeTakeFirstOrThrow();
    expect(JSON.parse(overrides.ftc_overrides)).toEqual(['address', 'location']);

    // FIRST: another city, another website for the team, and the championship a week later.
    const event = s.events.find((e) => e.code === 'ROCMP')!;
    Object.assign(event, { city: 'Craiova', venue: 'Sala Polivalentă Craiova', dateStart: '2026-03-20T00:00:00', dateEnd: '2026-03-22T00:00:00' });
    s.teams.find((x) => x.teamNumber === 20001)!.website = 'www.robo-carpati.com';
    fake.bump();
    const run = await sync();
    expect(run.status, run.error ?? '').toBe('success');
    expect(await api<EventOutput>('/api/events/ROCMP')).toMatchObject({
      location: 'Pitești, Sala Sporturilor',
      address: 'Strada Nicolae Dobrin 1, Pitești',
      // FIRST's new days, the staff's hours.
      dateStart: '2026-03-20T07:00:00.000Z',
      dateEnd: '2026-03-22T15:00:00.000Z',
    });
    expect((await api<{ website: string }>('/api/teams/20001')).website).toBe('https://robocarpati.ro');
    expect(run.report?.details).toContainEqual({
      kind: 'event',
      key: 'ROCMP',
      name: 'Romania National Championship',
      action: 'kept',
      fields: [
        { field: 'location', from: 'Pitești, Sala Sporturilor', to: 'Craiova' },
        { field: 'address', from: 'Strada Nicolae Dobrin 1, Pitești', to: 'Sala Polivalentă Craiova, Bulevardul Unirii 1, Craiova' },
      ],
      reason: 'changed by staff; FIRST says otherwise',
    });
    // The same report, as people read it (dashboard and `sync`): names, field: old → new.
    const lines = run.report!.details.map(reportItemLine);
    expect(lines).toContain(
      'Kept staff edit of event ROCMP Romania National Championship: location: Pitești, Sala Sporturilor (staff) ≠ FIRST: Craiova; address: Strada Nicolae Dobrin 1, Pitești (staff) ≠ FIRST: Sala Polivalentă Craiova, Bulevardul Unirii 1, Craiova: changed by staff; FIRST says otherwise',
    );
    expect(lines).toContain('Changed event ROCMP Romania National Championship: date_start: 2026-03-13T07:00:00.000Z → 2026-03-20T07:00:00.000Z; date_end: 2026-03-15T15:00:00.000Z → 2026-03-22T15:00:00.000Z');
    expect(run.report?.details).toContainEqual(
      expect.objectContaining({ kind: 'team', key: '20001', action: 'kept', fields: [{ field: 'website', from: 'https://robocarpati.ro', to: 'https://www.robo-carpati.com' }] }),
    );
    expect(run.report?.details).toContainEqual(
      expect.objectContaining({ kind: 'event', key: 'ROCMP', action: 'changed', fields: [
        { field: 'date_start', from: '2026-03-13T07:00:00.000Z', to: '2026-03-20T07:00:00.000Z' },
        { field: 'date_end', from: '2026-03-15T15:00:00.000Z', to: '2026-03-22T15:00:00.000Z' },
      ] }),
    );
  });
});

describe('8. what FIRST publishes', () => {
  it('an unknown typeName is Other with a warning; division parent, league, https livestream and webcasts, website are kept', async () => {
    await site();
    t.clock.set(DECEMBER);
    const s = romania2025();
    s.events.push(
      firstEvent('ROCMP1', { name: 'Championship Division 1', typeName: 'Championship', divisionCode: 'ROCMP', liveStreamUrl: 'http://insecure.example/live', webcasts: ['https://youtube.com/live/abc', 'javascript:alert(1)'] }),
      firstEvent('ROROBO', { name: 'Robot Fest', typeName: 'Robot Rodeo', website: 'www.robotfest.ro', liveStreamUrl: 'https://twitch.tv/robotfest' }),
    );
    const run = await sync();
    expect(run.status, run.error ?? '').toBe('success');
    expect(run.report?.warnings).toContain('Event ROROBO (Robot Fest): FIRST\'s type "Robot Rodeo" is unknown; shown as Other.');
    const rows = await t.deps.db
      .selectFrom('events')
      .select(['ftc_event_code', 'category', 'ftc_type_name', 'ftc_parent_code', 'ftc_league_code', 'live_stream_url', 'webcasts', 'website'])
      .where('ftc_event_code', 'in', ['ROCMP1', 'ROROBO', 'ROEM1'])
      .orderBy('ftc_event_code')
      .execute();
    expect(rows).toEqual([
      { ftc_event_code: 'ROCMP1', category: 'National Championship', ftc_type_name: 'Championship', ftc_parent_code: 'ROCMP', ftc_league_code: null, live_stream_url: null, webcasts: '["https://youtube.com/live/abc"]', website: null },
      { ftc_event_code: 'ROEM1', category: 'FTC', ftc_type_name: 'League Meet', ftc_parent_code: null, ftc_league_code: 'ROE', live_stream_url: null, webcasts: '[]', website: null },
      { ftc_event_code: 'ROROBO', category: 'Other', ftc_type_name: 'Robot Rodeo', ftc_parent_code: null, ftc_league_code: null, live_stream_url: 'https://twitch.tv/robotfest', webcasts: '[]', website: 'https://www.robotfest.ro' },
    ]);
    // The public API gives them to the event page (league by name, the division's parent, the links).
    expect((await api<EventOutput>('/api/events/ROCMP1')).ftcInfo).toEqual({ typeName: 'Championship', parentCode: 'ROCMP', league: null, liveStreamUrl: null, webcasts: ['https://youtube.com/live/abc'], website: null });
    expect((await api<EventOutput>('/api/events/ROEM1')).ftcInfo?.league).toEqual({ code: 'ROE', name: 'East' });
    // FIRST's leagues are stored as leagues, never as regions.
    expect(await t.deps.db.selectFrom('ftc_leagues').select(['code', 'name']).orderBy('code').execute()).toEqual([
      { code: 'ROE', name: 'East' },
      { code: 'RON', name: 'North' },
    ]);
    expect((await t.deps.db.selectFrom('regions').select('name').execute()).map((r) => r.name)).not.toContain('East');
  });
});
