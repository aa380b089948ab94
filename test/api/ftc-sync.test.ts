// Issue 12: the FTC Events sync against a loopback fake of FIRST's API. Each scenario runs the sync the way an ADMIN
// does ("Sync now" over tRPC, then the run polled until it ends) and checks the database and the public REST API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import type { FtcSyncOverview, FtcSyncRun } from '../../src/shared/schemas/ftc-sync';
import type { ParticipatingTeam, TeamDetail, TeamListItem } from '../../src/shared/schemas/teams';
import type { EventOutput } from '../../src/shared/schemas/events';
import { syncDue } from '../../src/server/modules/ftc/ftc-sync.service';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { fakeEnv, fakeEvent, fakeTeam, startFakeFtcApi, type FakeFtcApi } from '../helpers/ftc-fake';
import { logCapture } from '../security/auth-support';
import { scaled } from '../helpers/time-scale';

/** Short timeouts, quick retries, no pacing: the scenarios' failures take seconds, not minutes. The fake answers at once,
 *  but a loaded machine may see that late (a 0.4 s timeout once fired there and the page was fetched twice), so the
 *  timeout is 1.5 s, scaled (TEST_TIME_SCALE). */
const FAST = { timeoutMs: scaled(1500), attempts: 3, backoffMs: 20, maxBackoffMs: 100, maxRetryAfterMs: 3000, minIntervalMs: 0 };

let fake: FakeFtcApi;
let t: TestApp;
let admin: Client;
let visitor: Client;

/** FIRST's data before the first sync: two Romanian events and one abroad; six teams, one of them from Moldova. */
function firstData() {
  fake.events = [
    fakeEvent('ROBUQ', { name: 'Romania Bucharest Qualifier', city: 'București', typeName: 'Qualifier' }),
    fakeEvent('ROCMP', { name: 'Romania Championship', city: 'Pitești', venue: 'Arena Pitești', typeName: 'Championship', dateStart: '2026-03-13T00:00:00', dateEnd: '2026-03-15T00:00:00' }),
    fakeEvent('MDCHQ', { name: 'Moldova Qualifier', city: 'Chișinău', country: 'Moldova' }),
  ];
  fake.teams = [
    fakeTeam(20001, { nameShort: 'Robo Carpați', city: 'Brașov', website: 'www.robocarpati.ro' }),
    fakeTeam(20002, { nameShort: 'Dacia Bots', city: 'Cluj-Napoca' }),
    fakeTeam(20003, { nameShort: 'Gear Oltenia', city: 'Craiova' }),
    fakeTeam(20004, { nameShort: 'Delta Tech', city: 'Tulcea', rookieYear: 2025 }),
    fakeTeam(20005, { nameShort: 'Banat Botz', city: 'Timișoara' }),
    fakeTeam(30001, { nameShort: 'Chișinău Steel', city: 'Chișinău', country: 'Moldova' }),
  ];
  fake.eventTeams = new Map([
    ['ROBUQ', [20001, 20002, 20003]],
    ['ROCMP', [20001, 20004, 20005, 30001]],
    ['MDCHQ', [30001]],
  ]);
  fake.pageSize = 2;
}

const trpcData = <T>(body: string): T => (JSON.parse(body) as { result: { data: T } }).result.data;
const get = async <T>(url: string): Promise<T> => {
  const res = await visitor.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json() as { message: T }).message;
};

async function startSync(client: Client = admin): Promise<FtcSyncRun> {
  const res = await client.post('/trpc/ftc.syncNow');
  expect(res.statusCode, res.body).toBe(200);
  return trpcData<FtcSyncRun>(res.body);
}

/** A run as the dashboard sees it: the live one, or one of the last runs. */
async function runOf(id: number): Promise<FtcSyncRun> {
  const view = trpcData<FtcSyncOverview>((await admin.get('/trpc/ftc.overview')).body);
  const run = view.running?.id === id ? view.running : view.recent.find((r) => r.id === id);
  if (!run) throw new Error(`run ${id} is not in the overview`);
  return run;
}

/** "Sync now", then polls the run until it ends, as the dashboard does. */
async function sync(): Promise<FtcSyncRun> {
  const started = await startSync();
  expect(started.status).toBe('running');
  await expect.poll(async () => (await runOf(started.id)).status, { timeout: scaled(15_000), interval: 20 }).not.toBe('running');
  return runOf(started.id);
}

async function eventTeamNumbers(code: string): Promise<number[]> {
  return (await get<ParticipatingTeam[]>(`/api/events/${code}/teams`)).map((team) => team.id);
}

/** Everything the sync writes, to compare before and after a failed run. */
async function snapshot() {
  const db = t.deps.db;
  return {
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    teams: await db.selectFrom('teams').selectAll().orderBy('id').execute(),
    registrations: await db.selectFrom('team_registrations').selectAll().orderBy('id').execute(),
    eventTeams: await db.selectFrom('event_teams').selectAll().orderBy('event_id').orderBy('team_id').execute(),
    regions: await db.selectFrom('regions').selectAll().orderBy('id').execute(),
  };
}

const registration = (teamNumber: number) =>
  t.deps.db
    .selectFrom('team_registrations as r')
    .innerJoin('teams as tm', 'tm.id', 'r.team_id')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .leftJoin('regions as g', 'g.id', 'r.region_id')
    .select(['r.registration_status', 'r.ftc_synced', 'g.name as region'])
    .where('tm.team_number', '=', teamNumber)
    .where('s.is_current', '=', 1)
    .executeTakeFirst();

beforeAll(async () => {
  fake = await startFakeFtcApi();
  t = await makeTestApp({ env: fakeEnv(fake), ftcTiming: FAST });
  // Before the season's events: an event that has ended keeps its list (issue 22, point 6; ftc-sync-real.test.ts).
  t.clock.set(Date.parse('2025-12-01T10:00:00Z'));
  await seedDatabase(t.deps, { demo: false });
  admin = await t.client('ADMIN');
  visitor = await t.client();
  firstData();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('first sync', () => {
  it('brings the country events and teams, every page, with Basic auth, and the public API shows them', async () => {
    const run = await sync();
    expect(run.error).toBeNull();
    expect(run.status).toBe('success');
    expect(run.report).toMatchObject({
      ftcYear: 2025,
      events: { added: ['ROBUQ', 'ROCMP'], changed: [], unchanged: 0, skipped: [] },
      teams: { changed: [], withdrawn: [], unchanged: 0 },
      eventTeams: { added: 7, removed: 0 },
      warnings: [],
    });
    // Chișinău Steel (Moldova) is on the championship's list, never registered here (issue 22, point 4).
    expect([...run.report!.teams.added].sort()).toEqual([20001, 20002, 20003, 20004, 20005]);
    expect(run.report!.details.find((d) => d.key === '30001')).toMatchObject({ action: 'foreign', name: 'Chișinău Steel' });

    // Every call carried the right Basic credentials; each event's list was followed to its last page, and the
    // world's team list was never walked (issue 22, point 9).
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
    const seasonPages = fake.requests.filter((r) => r.path === '/v2.0/2025/teams' && !r.query.has('eventCode')).map((r) => r.query.get('page'));
    expect(seasonPages).toEqual([]);
    expect(fake.requests.filter((r) => r.query.get('eventCode') === 'ROCMP').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(fake.requests.some((r) => r.query.get('eventCode') === 'MDCHQ')).toBe(false);

    const cmp = await get<EventOutput>('/api/events/ROCMP');
    expect(cmp).toMatchObject({
      title: 'Romania Championship',
      location: 'Pitești',
      address: 'Arena Pitești, Bulevardul Unirii 1, Pitești',
      category: 'National Championship',
      // 13 March 00:00 in Bucharest (UTC+2) to the end of 15 March.
      dateStart: '2026-03-12T22:00:00.000Z',
      dateEnd: '2026-03-15T21:59:59.000Z',
      link: 'https://ftc-events.firstinspires.org/2025/ROCMP',
      ftcPages: { official: 'https://ftc-events.firstinspires.org/2025/ROCMP', ftcScout: 'https://ftcscout.org/events/2025/ROCMP' },
    });
    expect((await get<EventOutput[]>('/api/events')).some((e) => e.ftcEventCode === 'MDCHQ')).toBe(false);
    expect(await eventTeamNumbers('ROBUQ')).toEqual([20001, 20002, 20003]);
    expect(await eventTeamNumbers('ROCMP')).toEqual([20001, 20004, 20005, 30001]);

    const list = (await visitor.get('/api/teams/all')).json().data as TeamListItem[];
    expect(list.map((item) => [item.team.internationalNumber, item.name, item.registrationStatus, item.regionName])).toEqual([
      [20001, 'Robo Carpați', 'CONFIRMED', 'Centru'],
      [20002, 'Dacia Bots', 'CONFIRMED', 'Nord'],
      [20003, 'Gear Oltenia', 'CONFIRMED', 'Sud'],
      [20004, 'Delta Tech', 'CONFIRMED', 'Est'],
      [20005, 'Banat Botz', 'CONFIRMED', 'Vest'],
    ]);
    const team = await get<TeamDetail>('/api/teams/20001');
    expect(team).toMatchObject({ name: 'Robo Carpați', school: 'Liceul Teoretic 20001', city: 'Brașov', rookieYear: 2020, website: 'https://www.robocarpati.ro', active: true });
    expect(team.seasonEvents.map((e) => e.ftcEventCode)).toEqual(['ROBUQ', 'ROCMP']);
  });

  it('a second sync with nothing new changes nothing and says so', async () => {
    const before = await snapshot();
    const run = await sync();
    expect(run.report).toMatchObject({ events: { added: [], changed: [], unchanged: 2 }, teams: { added: [], changed: [], withdrawn: [], unchanged: 5 }, eventTeams: { added: 0, removed: 0 } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('following FIRST', () => {
  it('keeps what the dashboard wrote and takes FIRST-owned changes: a renamed team, moved dates', async () => {
    const event = await get<EventOutput>('/api/events/ROBUQ');
    const edited = await admin.post('/trpc/events.update', { id: event.id, title: 'Etapa de calificare București', description: 'Textul scris de asociație pentru etapa de la București.' });
    expect(edited.statusCode, edited.body).toBe(200);
    const team = await get<TeamDetail>('/api/teams/20002');
    expect((await admin.post('/trpc/teams.update', { id: team.id, motto: 'Mereu înainte', instagram: 'https://instagram.com/daciabots' })).statusCode).toBe(200);

    fake.teams.find((t) => t.teamNumber === 20002)!.nameShort = 'Dacia Robotics';
    fake.events.find((e) => e.code === 'ROBUQ')!.dateStart = '2026-02-21T00:00:00';
    fake.events.find((e) => e.code === 'ROBUQ')!.dateEnd = '2026-02-22T00:00:00';
    const run = await sync();
    expect(run.report).toMatchObject({ events: { added: [], changed: ['ROBUQ'] }, teams: { added: [], changed: [20002], withdrawn: [] } });

    expect(await get<EventOutput>('/api/events/ROBUQ')).toMatchObject({
      title: 'Etapa de calificare București',
      description: 'Textul scris de asociație pentru etapa de la București.',
      dateStart: '2026-02-20T22:00:00.000Z',
      dateEnd: '2026-02-22T21:59:59.000Z',
    });
    expect(await get<TeamDetail>('/api/teams/20002')).toMatchObject({ name: 'Dacia Robotics', motto: 'Mereu înainte', instagram: 'https://instagram.com/daciabots' });
    expect((await get<ParticipatingTeam[]>('/api/events/ROBUQ/teams')).find((p) => p.id === 20002)?.name).toBe('Dacia Robotics');
  });

  it('a team that leaves an event disappears from it; one that leaves the season is marked WITHDRAWN, never deleted', async () => {
    fake.eventTeams.set('ROBUQ', [20001, 20002]); // 20003 left the qualifier
    fake.eventTeams.set('ROCMP', [20001, 20005, 30001]); // 20004 left the championship...
    fake.teams = fake.teams.filter((team) => team.teamNumber !== 20004); // ...and the season
    const run = await sync();
    expect(run.report).toMatchObject({ teams: { withdrawn: [20004], added: [] }, eventTeams: { added: 0, removed: 2 } });

    expect(await eventTeamNumbers('ROBUQ')).toEqual([20001, 20002]);
    expect(await eventTeamNumbers('ROCMP')).toEqual([20001, 20005, 30001]);
    expect(await registration(20003)).toMatchObject({ registration_status: 'CONFIRMED' });
    expect(await registration(20004)).toMatchObject({ registration_status: 'WITHDRAWN' });
    const list = (await visitor.get('/api/teams/all')).json().data as TeamListItem[];
    expect(list.find((item) => item.team.internationalNumber === 20004)?.registrationStatus).toBe('WITHDRAWN');
    expect((await get<TeamDetail>('/api/teams/20004')).active).toBe(false);

    // Back in FIRST's season and at an event: confirmed again.
    fake.teams.push(fakeTeam(20004, { nameShort: 'Delta Tech', city: 'Tulcea', rookieYear: 2025 }));
    fake.eventTeams.set('ROCMP', [20001, 20004, 20005, 30001]);
    const back = await sync();
    expect(back.report).toMatchObject({ teams: { changed: [20004], withdrawn: [] }, eventTeams: { added: 1, removed: 0 } });
    expect(await registration(20004)).toMatchObject({ registration_status: 'CONFIRMED' });
  });

  it("a hand-made registration FIRST never listed is not withdrawn", async () => {
    const created = await admin.post('/trpc/teams.create', { teamNumber: 99001, name: 'Echipa locală' });
    const season = (await get<{ id: number }>('/api/seasons/current')).id;
    await admin.post('/trpc/teams.upsertRegistration', { teamId: trpcData<{ id: number }>(created.body).id, seasonId: season, registrationStatus: 'CONFIRMED' });
    const run = await sync();
    expect(run.report?.teams.withdrawn).toEqual([]);
    expect(await registration(99001)).toMatchObject({ registration_status: 'CONFIRMED', ftc_synced: 0 });
  });

  it('an event FIRST answers with an HTML page keeps its list, and nobody is withdrawn on that partial knowledge', async () => {
    fake.htmlEvents.add('ROBUQ');
    fake.teams.find((t) => t.teamNumber === 20003)!.country = 'Bulgaria'; // only ROBUQ's list could still hold it
    const before = await eventTeamNumbers('ROBUQ');
    const run = await sync();
    expect(run.status).toBe('success');
    expect(run.report?.warnings.join('\n')).toMatch(/Event ROBUQ: FIRST's team list could not be read \(GET \/2025\/teams\?eventCode=ROBUQ&page=1: the answer is an HTML page/);
    expect(run.report?.teams.withdrawn).toEqual([]);
    expect(await eventTeamNumbers('ROBUQ')).toEqual(before);
    expect(await registration(20003)).toMatchObject({ registration_status: 'CONFIRMED' });
    fake.teams.find((t) => t.teamNumber === 20003)!.country = 'Romania';
  });
});

describe('a remote service that misbehaves', () => {
  it('429 with Retry-After: waits as asked, then succeeds', async () => {
    fake.script('/2025/events', { status: 429, headers: { 'retry-after': '1' }, body: '{"message":"slow down"}' });
    const run = await sync();
    expect(run.status).toBe('success');
    const calls = fake.requests.filter((r) => r.path === '/v2.0/2025/events');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('500 three times: the run fails, says why, and the site keeps its last good data', async () => {
    const before = await snapshot();
    fake.events.find((e) => e.code === 'ROCMP')!.city = 'Craiova';
    fake.script('/2025/events', { status: 500 }, { status: 500 }, { status: 500 });
    const run = await sync();
    expect(run.status).toBe('failed');
    expect(run.error).toBe('GET /2025/events failed 3 times (last: HTTP 500)');
    expect(fake.requests.filter((r) => r.path === '/v2.0/2025/events')).toHaveLength(3);
    expect(await snapshot()).toEqual(before);
    expect((await get<EventOutput>('/api/events/ROCMP')).location).toBe('Pitești');
    fake.events.find((e) => e.code === 'ROCMP')!.city = 'Pitești';
  });

  it('an answer slower than the timeout fails the run after the retries; the teams step changes nothing', async () => {
    const before = await snapshot();
    fake.teams.find((t) => t.teamNumber === 20001)!.nameShort = 'Robo Carpați Renamed';
    const slow = { delayMs: FAST.timeoutMs + 1100 };
    fake.script('eventCode=ROCMP', slow, slow, slow);
    const run = await sync();
    expect(run.status).toBe('failed');
    expect(run.error).toBe(`GET /2025/teams?eventCode=ROCMP&page=1 failed 3 times (last: no answer within ${FAST.timeoutMs / 1000} s)`);
    const after = await snapshot();
    expect(after.teams).toEqual(before.teams);
    expect(after.eventTeams).toEqual(before.eventTeams);
    expect(after.registrations).toEqual(before.registrations);
    expect((await get<TeamDetail>('/api/teams/20001')).name).toBe('Robo Carpați');
    fake.teams.find((t) => t.teamNumber === 20001)!.nameShort = 'Robo Carpați';
  });

  it('an event FIRST lists without a code is left out; one without a name is titled by its code', async () => {
    // FIRST's answer with a null name and one without a code (hostile data on purpose).
    const listed = [...fake.events, fakeEvent('RONONAME', { name: null }), { ...fakeEvent('X'), code: null }];
    fake.script('/2025/events', { body: JSON.stringify({ events: listed, eventCount: listed.length }) });
    const run = await sync();
    expect(run.status).toBe('success');
    expect(run.report?.events).toMatchObject({ added: ['RONONAME'], skipped: [] });
    expect((await get<EventOutput>('/api/events/RONONAME')).title).toBe('RONONAME');
  });

  it('a body that is not the expected JSON fails the run (no retry)', async () => {
    fake.script('/2025/events', { body: '{"events":{"code":"X"}}' });
    const run = await sync();
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^GET \/2025\/events: unexpected answer \(events: /);
    expect(fake.requests.filter((r) => r.path === '/v2.0/2025/events')).toHaveLength(1);
  });
});

describe('settings, credentials and permissions', () => {
  it('a wrong key is reported as such, at once, without retries, and the key is never shown', async () => {
    const logs = logCapture();
    const wrong = await makeTestApp({ env: fakeEnv(fake, { FTC_API_KEY: 'WRONG-KEY-0000-1111-2222' }), ftcTiming: FAST, logger: { level: 'trace', stream: logs.stream } });
    try {
      await seedDatabase(wrong.deps, { demo: false });
      const client = await wrong.client('ADMIN');
      const started = trpcData<FtcSyncRun>((await client.post('/trpc/ftc.syncNow')).body);
      const overview = async () => trpcData<FtcSyncOverview>((await client.get('/trpc/ftc.overview')).body);
      await expect.poll(async () => (await overview()).recent[0]?.status, { timeout: scaled(10_000), interval: 20 }).toBe('failed');
      const view = await overview();
      expect(view.recent[0]).toMatchObject({ id: started.id, trigger: 'manual', userName: 'Test ADMIN', error: 'The FTC Events API refused the credentials (401): check FTC_API_USERNAME and FTC_API_KEY.' });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.authorized).toBe(false);
      expect(view.settings).toEqual({ configured: true, apiUrl: fake.url, username: fake.username, keyMasked: '••••••••2222', country: 'Romania', intervalMinutes: 360 });
      expect(JSON.stringify(view)).not.toContain('WRONG-KEY');
      // The server's log (trace: every line) says what failed, never the key nor the Basic header built from it.
      const basic = Buffer.from(`${fake.username}:WRONG-KEY-0000-1111-2222`).toString('base64');
      expect(logs.lines.some((line) => line.includes('FTC sync failed: The FTC Events API refused the credentials (401)'))).toBe(true);
      expect(logs.lines.filter((line) => line.includes('WRONG-KEY') || line.includes(basic))).toEqual([]);
    } finally {
      await wrong.close();
    }
  });

  it('without credentials the sync is off, and the dashboard is told so', async () => {
    const off = await makeTestApp();
    try {
      await seedDatabase(off.deps, { demo: false });
      const client = await off.client('ADMIN');
      const view = trpcData<FtcSyncOverview>((await client.get('/trpc/ftc.overview')).body);
      expect(view.settings).toMatchObject({ configured: false, username: null, keyMasked: null });
      const refused = await client.post('/trpc/ftc.syncNow');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('The FTC Events sync is off: set FTC_API_USERNAME and FTC_API_KEY on the server.');
    } finally {
      await off.close();
    }
  });

  it('only an ADMIN may sync or see the sync', async () => {
    for (const role of ['EDITOR', 'TEAM'] as const) {
      const client = await t.client(role);
      expect((await client.post('/trpc/ftc.syncNow')).statusCode).toBe(403);
      expect((await client.get('/trpc/ftc.overview')).statusCode).toBe(403);
    }
    expect((await visitor.post('/trpc/ftc.syncNow')).statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('one sync at a time: "Sync now" while a run is going is refused, and the overview shows the live run', async () => {
    fake.script('/2025/events', { delayMs: 300 });
    const first = await startSync();
    const second = await admin.post('/trpc/ftc.syncNow');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('A sync is already running; wait for it to finish.');
    const view = trpcData<FtcSyncOverview>((await admin.get('/trpc/ftc.overview')).body);
    expect(view.running?.id).toBe(first.id);
    await expect.poll(async () => (await runOf(first.id)).status, { timeout: scaled(10_000), interval: 20 }).toBe('success');
    expect(trpcData<FtcSyncOverview>((await admin.get('/trpc/ftc.overview')).body).running).toBeNull();
  });
});

describe("the season's FTC year", () => {
  it('is set in the season form; the sync asks FIRST for that year, or the one in the name when it is cleared', async () => {
    const season = await get<{ id: number; ftcYear: number | null }>('/api/seasons/current');
    expect(season.ftcYear).toBe(2025);
    const refused = await admin.put(`/api/seasons/${season.id}`, { ftcYear: 1800 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ ftcYear: ['FTC year must be a year between 1990 and 2100'] });

    expect((await admin.put(`/api/seasons/${season.id}`, { ftcYear: '2024' })).json().message.ftcYear).toBe(2024);
    const other = await sync();
    expect(other).toMatchObject({ status: 'failed', ftcYear: 2024, error: 'GET /2024/events: HTTP 404' });

    // Cleared: "DECODE 2025-2026" gives 2025 again.
    expect((await admin.put(`/api/seasons/${season.id}`, { ftcYear: null })).json().message.ftcYear).toBeNull();
    const named = await sync();
    expect(named).toMatchObject({ status: 'success', ftcYear: 2025 });
    expect((await admin.put(`/api/seasons/${season.id}`, { ftcYear: 2025 })).statusCode).toBe(200);
  });
});

describe('schedule', () => {
  let scheduled: TestApp;
  const copies: string[] = [];
  afterEach(async () => {
    await scheduled?.close();
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A seeded database (as after the first start), then an app on it with the schedule on, as main.ts builds it. */
  async function scheduledApp(env: Record<string, string>) {
    const seeded = await makeTestApp({ users: false });
    await seedDatabase(seeded.deps, { demo: false });
    const databasePath = seeded.deps.config.DATABASE_PATH;
    const dir = mkdtempSync(path.join(tmpdir(), 'ftc-schedule-'));
    copies.push(dir);
    const copy = path.join(dir, 'site.sqlite');
    await seeded.deps.db.executeQuery(CompiledQuery.raw(`VACUUM INTO '${copy}'`));
    await seeded.close();
    expect(databasePath).not.toBe(copy);
    return makeTestApp({ env: { ...env, DATABASE_PATH: copy }, ftcTiming: FAST, scheduleFtcSync: { tickMs: 20 }, users: false });
  }

  it('runs by itself when due, again after the interval, and not before', async () => {
    scheduled = await scheduledApp(fakeEnv(fake, { FTC_SYNC_INTERVAL_MINUTES: '60' }));
    const runs = () => scheduled.deps.db.selectFrom('ftc_sync_runs').select(['trigger', 'status']).orderBy('id').execute();
    await expect.poll(runs, { timeout: scaled(10_000), interval: 20 }).toEqual([{ trigger: 'schedule', status: 'success' }]);
    // 59 minutes later the timer's own question answers no; one minute more and it starts the next run.
    scheduled.clock.advance(59 * 60_000);
    expect(await syncDue(scheduled.deps)).toBe(false);
    expect(await runs()).toHaveLength(1);
    scheduled.clock.advance(60_000);
    expect(await syncDue(scheduled.deps)).toBe(true);
    await expect.poll(runs, { timeout: scaled(10_000), interval: 20 }).toEqual([
      { trigger: 'schedule', status: 'success' },
      { trigger: 'schedule', status: 'success' },
    ]);
  });

  it('a scheduled run that cannot start is recorded with its reason, and tried again only after the interval', async () => {
    scheduled = await makeTestApp({ env: fakeEnv(fake, { FTC_SYNC_INTERVAL_MINUTES: '30' }), ftcTiming: FAST, scheduleFtcSync: { tickMs: 20 } });
    // No seed: there is no season at all.
    const runs = () => scheduled.deps.db.selectFrom('ftc_sync_runs').select(['trigger', 'status', 'error']).orderBy('id').execute();
    await expect.poll(runs, { timeout: scaled(10_000), interval: 20 }).toEqual([{ trigger: 'schedule', status: 'failed', error: 'There is no current season to sync.' }]);
    expect(await syncDue(scheduled.deps)).toBe(false);
  });

  it('FTC_SYNC_INTERVAL_MINUTES=0 turns the schedule off; no credentials too', async () => {
    scheduled = await makeTestApp({ env: fakeEnv(fake, { FTC_SYNC_INTERVAL_MINUTES: '0' }), ftcTiming: FAST, scheduleFtcSync: { tickMs: 20 } });
    expect(await syncDue(scheduled.deps)).toBe(false);
    const unconfigured = await makeTestApp({ ftcTiming: FAST });
    try {
      expect(await syncDue(unconfigured.deps)).toBe(false);
    } finally {
      await unconfigured.close();
    }
  });
});
