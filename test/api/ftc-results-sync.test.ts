// Issue 22, part 2: FIRST's results (rankings, the hybrid schedules, alliances, awards) read by the regular sync and by
// the live run on competition days, against the fake built from FIRST's real shapes (test/helpers/ftc-first-fake.ts).
// The site is real (SQLite file); the sync runs as the command line runs it, the live run as the schedule runs it.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { reportLines } from '../../src/server/cli/sync-command';
import { loadConfig } from '../../src/server/config';
import { liveDue, liveResultsRun } from '../../src/server/modules/ftc/ftc-results.live';
import { syncFromCli } from '../../src/server/modules/ftc/ftc-sync.service';
import { reportItemLine, type FtcSyncRun } from '../../src/shared/schemas/ftc-sync';
import { makeTestApp, type TestApp } from '../helpers/app';
import { firstAlliance, firstAward, firstEvent, firstRanking, firstScheduleMatch, firstTeam, HTML_PAGE, startFirstFake, type FirstFake } from '../helpers/ftc-first-fake';

const FAST = { timeoutMs: 2000, attempts: 2, backoffMs: 10, maxBackoffMs: 50, maxRetryAfterMs: 1000, minIntervalMs: 0 };
/** Before the season's events. */
const DECEMBER = Date.parse('2025-12-01T10:00:00Z');
/** The championship's second day (13-15 March 2026), noon in Bucharest. */
const CHAMPIONSHIP_DAY = Date.parse('2026-03-14T10:00:00Z');

let fake: FirstFake;
let t: TestApp;

async function site(env: Record<string, string> = {}) {
  t = await makeTestApp({ env: { FTC_API_URL: fake.url, FTC_API_USERNAME: fake.username, FTC_API_KEY: fake.key, ...env }, ftcTiming: FAST, users: false });
  await seedDatabase(t.deps, { demo: false });
  t.clock.set(DECEMBER);
}

async function sync(): Promise<FtcSyncRun> {
  const run = await syncFromCli(t.deps);
  expect(run.status, run.error ?? '').toBe('success');
  return run;
}

/** Romania's 2025 season: a kickoff, a league meet, the championship with its results. */
function season() {
  const s = fake.season(2025);
  s.events = [
    firstEvent('ROBUKO', { name: 'DECODE Kickoff Romania', typeName: 'Kickoff', dateStart: '2025-09-13T00:00:00', dateEnd: '2025-09-13T00:00:00' }),
    firstEvent('ROEM1', { name: 'East League Meet 1', typeName: 'League Meet', dateStart: '2026-01-10T00:00:00', dateEnd: '2026-01-10T00:00:00' }),
    firstEvent('ROCMP', { name: 'Romania National Championship', typeName: 'Championship', dateStart: '2026-03-13T00:00:00', dateEnd: '2026-03-15T00:00:00' }),
  ];
  s.teams = [20001, 20002, 20003, 20004].map((n) => firstTeam(n, { nameShort: `Echipa ${n}` }));
  s.eventTeams = new Map([
    ['ROEM1', [20001, 20002]],
    ['ROCMP', [20001, 20002, 20003, 20004]],
  ]);
  s.results.set('ROCMP', {
    rankings: [firstRanking(1, 20003, { teamName: 'Gear Oltenia' }), firstRanking(2, 20001), firstRanking(3, 20002), firstRanking(4, 20004)],
    qual: [
      firstScheduleMatch('QUALIFICATION', 1, [20001, 20002], [20003, 20004], { score: [120, 95] }),
      firstScheduleMatch('QUALIFICATION', 2, [20003, 20001], [20002, 20004], { score: [80, 80] }),
      // Not played yet: the schedule only; FIRST's "no time" (year 2000 or earlier) is none.
      firstScheduleMatch('QUALIFICATION', 3, [20004, 20001], [20002, 20003], { startTime: '1900-01-01T00:00:00' }),
    ],
    playoff: [
      firstScheduleMatch('SEMIFINAL', 1, [20003, 20001], [20002, 20004], { score: [150, 140] }),
      firstScheduleMatch('FINAL', 2, [20003, 20001], [20002, 20004], { score: [160, 100] }),
    ],
    alliances: [firstAlliance(1, 20003, 20001), firstAlliance(2, 20002, 20004)],
    awards: [
      firstAward('Inspire Award', 1, 20003),
      firstAward("Judges' Choice Award", 0, 20002),
      firstAward('Compass Award', 1, null, { person: 'Ana Popescu' }),
    ],
  });
  return s;
}

const eventId = async (code: string) => (await t.deps.db.selectFrom('events').select('id').where('ftc_event_code', '=', code).executeTakeFirstOrThrow()).id;
const versions = async () => (await sql<{ table_name: string; version: number }>`SELECT table_name, version FROM table_versions WHERE table_name LIKE 'ftc_%' ORDER BY table_name`.execute(t.deps.db)).rows;
const resultRows = async (id: number) => ({
  rankings: await t.deps.db.selectFrom('ftc_rankings').selectAll().where('event_id', '=', id).orderBy('rank').execute(),
  matches: await t.deps.db.selectFrom('ftc_matches').selectAll().where('event_id', '=', id).orderBy('level', 'desc').orderBy('series').orderBy('match_number').execute(),
  alliances: await t.deps.db.selectFrom('ftc_alliances').selectAll().where('event_id', '=', id).orderBy('number').execute(),
  awards: await t.deps.db.selectFrom('ftc_awards').selectAll().where('event_id', '=', id).orderBy('id').execute(),
  state: await t.deps.db.selectFrom('ftc_event_results').selectAll().where('event_id', '=', id).executeTakeFirst(),
});
const resultCalls = () => fake.requests.filter((r) => /\/(rankings|awards|alliances|schedule)\//.test(r.path));

beforeEach(async () => {
  fake = await startFirstFake();
});
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

describe('the regular sync reads every event’s results', () => {
  it('stores rankings, matches (schedule before, scores after), alliances and awards in the shape the pages read, and says so per event', async () => {
    await site();
    const s = season();
    // One old client read the key as `Rankings`: accepted.
    s.results.set('ROEM1', { rankings: [firstRanking(1, 20002), firstRanking(2, 20001)], rankingsKey: 'Rankings' });
    const run = await sync();

    const cmp = await resultRows(await eventId('ROCMP'));
    expect(cmp.rankings.map((r) => [r.rank, r.team_number, r.team_name])).toEqual([
      [1, 20003, 'Gear Oltenia'],
      [2, 20001, 'Team 20001'],
      [3, 20002, 'Team 20002'],
      [4, 20004, 'Team 20004'],
    ]);
    expect(cmp.rankings[0]).toMatchObject({ wins: 4, losses: 1, ties: 0, matches_played: 5, sort_order1: 2.4, sort_order2: 119, dq: 0 });
    expect(cmp.matches.map((m) => [m.level, m.description, m.series, m.match_number, m.played, m.red_score, m.blue_score])).toEqual([
      ['QUALIFICATION', 'Qualification 1', 0, 1, 1, 120, 95],
      ['QUALIFICATION', 'Qualification 2', 0, 2, 1, 80, 80],
      ['QUALIFICATION', 'Qualification 3', 0, 3, 0, null, null],
      ['PLAYOFF', 'Match 1', 1, 1, 1, 150, 140],
      ['PLAYOFF', 'Match 2', 2, 1, 1, 160, 100],
    ]);
    // Venue time (Bucharest, UTC+2 in March) as ISO UTC; FIRST's "no time" is none.
    expect(cmp.matches[0]!.start_time).toBe('2026-03-14T07:10:00.000Z');
    expect(cmp.matches[2]!.start_time).toBeNull();
    const seats = await t.deps.db.selectFrom('ftc_match_teams').selectAll().where('match_id', '=', cmp.matches[0]!.id).orderBy('alliance', 'desc').orderBy('station').execute();
    expect(seats.map((x) => [x.alliance, x.station, x.team_number, x.surrogate, x.dq])).toEqual([
      ['red', 1, 20001, 0, 0],
      ['red', 2, 20002, 0, 0],
      ['blue', 1, 20003, 0, 0],
      ['blue', 2, 20004, 0, 0],
    ]);
    expect(cmp.alliances.map((a) => [a.number, a.name, JSON.parse(a.team_numbers)])).toEqual([
      [1, 'Alliance 1', [20003, 20001]],
      [2, 'Alliance 2', [20002, 20004]],
    ]);
    expect(cmp.awards.map((a) => [a.name, a.place, a.team_number, a.team_name, a.person])).toEqual([
      ['Inspire Award', 1, 20003, 'Gear Oltenia', null],
      ["Judges' Choice Award", 0, 20002, 'Team 20002', null],
      ['Compass Award', 1, null, null, 'Ana Popescu'],
    ]);
    expect(cmp.state).toMatchObject({ synced_at: new Date(DECEMBER).toISOString(), error: null });
    expect((await resultRows(await eventId('ROEM1'))).rankings.map((r) => r.team_number)).toEqual([20002, 20001]);

    // The report: one line per event, in the dashboard's details and in `sync`'s output.
    const lines = run.report!.details.map(reportItemLine);
    expect(lines).toContain('Results of event ROCMP Romania National Championship: 4 rankings, 5 matches (4 played), 2 alliances, 3 awards');
    expect(lines).toContain('Results of event ROBUKO DECODE Kickoff Romania: 0 rankings, 0 matches (0 played), 0 alliances, 0 awards');
    const printed = reportLines(run.report!);
    expect(printed).toContain('Results: 3 events read (per event below).');
    expect(printed).toContain('  Results of event ROEM1 East League Meet 1: 2 rankings, 0 matches (0 played), 0 alliances, 0 awards');
    // Only the results calls of the country's coded events were made, each once.
    expect(resultCalls().map((r) => r.path.replace('/v2.0/2025/', '')).filter((p) => p.endsWith('ROCMP') || p.includes('/ROCMP/'))).toEqual([
      'rankings/ROCMP',
      'schedule/ROCMP/qual/hybrid',
      'schedule/ROCMP/playoff/hybrid',
      'alliances/ROCMP',
      'awards/ROCMP',
    ]);
  });

  it('a malformed ranking or match row is skipped and named; the rest of the event is stored', async () => {
    await site();
    const s = season();
    const r = s.results.get('ROCMP')!;
    r.rankings!.push({ ...firstRanking(5, 0), teamNumber: 'x' });
    r.qual!.push(firstScheduleMatch('QUALIFICATION', 9, [20001, 20002], [20003, 20004], { teams: [{ teamNumber: 20001, station: 'Green1' }] }));
    // Not malformed: a playoff match whose alliances are not known yet (seats without a team).
    r.playoff!.push(firstScheduleMatch('FINAL', 3, [], [], { teams: [{ teamNumber: null, station: 'Red1', teamName: null }, { teamNumber: 0, station: null }] }));
    const run = await sync();
    const rows = await resultRows(await eventId('ROCMP'));
    expect(rows.rankings).toHaveLength(4);
    expect(rows.matches.map((m) => m.description)).not.toContain('Qualification 9');
    const final = rows.matches.find((m) => m.level === 'PLAYOFF' && m.series === 3)!;
    expect(final).toMatchObject({ played: 0, red_score: null });
    expect(await t.deps.db.selectFrom('ftc_match_teams').select('team_number').where('match_id', '=', final.id).execute()).toEqual([]);
    const line = reportItemLine(run.report!.details.find((d) => d.key === 'ROCMP' && d.action === 'results')!);
    expect(line).toMatch(/^Results of event ROCMP Romania National Championship: 4 rankings, 6 matches \(4 played\), 2 alliances, 3 awards; skipped /);
    expect(line).toContain('ranking of team x: malformed (teamNumber: ');
    expect(line).toContain('match "Qualification 9": malformed (teams.0.station: not a station (Red1..Blue4))');
  });

  it("an HTML page or a 404 for one event's calls is recorded for that event; the other events are synced", async () => {
    await site();
    const s = season();
    for (const call of ['rankings', 'awards', 'alliances', 'schedule/ROBUKO/qual/hybrid', 'schedule/ROBUKO/playoff/hybrid']) {
      s.resultFailures.set(call.startsWith('schedule') ? call : `${call}/ROBUKO`, { status: 404, body: '"Invalid Event Requested"' });
    }
    s.resultFailures.set('schedule/ROCMP/playoff/hybrid', { status: 200, body: HTML_PAGE, type: 'text/html' });
    const run = await sync();

    const kickoff = run.report!.details.find((d) => d.key === 'ROBUKO' && d.action.startsWith('results'))!;
    expect(kickoff.action).toBe('results-failed');
    expect(reportItemLine(kickoff)).toMatch(/^Results failed for event ROBUKO DECODE Kickoff Romania: rankings: GET \/2025\/rankings\/ROBUKO: HTTP 404; /);
    expect((await resultRows(await eventId('ROBUKO'))).state?.error).toContain('awards: GET /2025/awards/ROBUKO: HTTP 404');

    const cmp = await resultRows(await eventId('ROCMP'));
    expect(cmp.rankings).toHaveLength(4);
    expect(cmp.matches.map((m) => m.level)).toEqual(['QUALIFICATION', 'QUALIFICATION', 'QUALIFICATION']);
    expect(cmp.state?.error).toBe('playoff schedule: GET /2025/schedule/ROCMP/playoff/hybrid: the answer is an HTML page, not the expected data');
    expect(reportItemLine(run.report!.details.find((d) => d.key === 'ROCMP' && d.action === 'results')!)).toContain('not read: playoff schedule: GET /2025/schedule/ROCMP/playoff/hybrid: the answer is an HTML page');
    expect((await resultRows(await eventId('ROEM1'))).state?.error).toBeNull();
    expect(run.report!.warnings).toEqual([]);
  });

  it('an empty but valid answer keeps the stored results; a changed part replaces its rows as a whole', async () => {
    await site();
    const s = season();
    await sync();
    const id = await eventId('ROCMP');
    const before = await resultRows(id);

    const r = s.results.get('ROCMP')!;
    r.rankings = [];
    r.awards = [];
    r.alliances = null;
    r.qual = [firstScheduleMatch('QUALIFICATION', 1, [20001, 20002], [20003, 20004], { score: [121, 95] })];
    fake.bump();
    const run = await sync();
    const after = await resultRows(id);
    expect(after.rankings).toEqual(before.rankings);
    expect(after.awards).toEqual(before.awards);
    expect(after.alliances).toEqual(before.alliances);
    expect(after.matches.filter((m) => m.level === 'QUALIFICATION').map((m) => [m.match_number, m.red_score])).toEqual([[1, 121]]);
    expect(after.matches.filter((m) => m.level === 'PLAYOFF')).toHaveLength(2);
    const line = reportItemLine(run.report!.details.find((d) => d.key === 'ROCMP' && d.action === 'results')!);
    expect(line).toBe(
      'Results of event ROCMP Romania National Championship: 4 rankings, 3 matches (3 played), 2 alliances, 3 awards; FIRST answered no rankings: the 4 stored kept; FIRST answered no alliances: the 2 stored kept; FIRST answered no awards: the 3 stored kept',
    );
  });
});

describe('the live run on competition days', () => {
  it('reads only the events running today, with If-Modified-Since: a 304 writes nothing; new data is written', async () => {
    await site();
    const s = season();
    await sync();
    const id = await eventId('ROCMP');
    const rowsBefore = await resultRows(id);
    const versionsBefore = await versions();
    const activity = async () => (await t.deps.db.selectFrom('activity').select('id').execute()).length;
    const activityBefore = await activity();

    // A day without an event: nothing is asked.
    fake.requests.length = 0;
    t.clock.set(Date.parse('2026-03-12T20:00:00Z'));
    expect(await liveResultsRun(t.deps)).toEqual({ status: 'idle' });
    expect(fake.requests).toEqual([]);

    // The championship's day (a Bucharest day: 23:30 UTC on the 14th is already the 15th there, still its day).
    t.clock.set(CHAMPIONSHIP_DAY);
    const live = await liveResultsRun(t.deps);
    expect(live.status).toBe('done');
    expect(fake.requests.length).toBe(5);
    expect(fake.requests.every((r) => r.path.includes('ROCMP') && r.status === 304 && r.ifModifiedSince !== undefined)).toBe(true);
    expect(live.status === 'done' && live.items.map(reportItemLine)).toEqual([
      'Results of event ROCMP Romania National Championship: 4 rankings, 5 matches (4 played), 2 alliances, 3 awards; unchanged since the last read',
    ]);
    expect(await versions()).toEqual(versionsBefore);
    expect(await resultRows(id)).toEqual(rowsBefore);
    // Not a row of the dashboard's "Last syncs".
    expect(await t.deps.db.selectFrom('ftc_sync_runs').select('id').execute()).toHaveLength(1);

    // Qualification 3 is played: FIRST's data moves on, the live run writes it.
    s.results.get('ROCMP')!.qual![2] = firstScheduleMatch('QUALIFICATION', 3, [20004, 20001], [20002, 20003], { score: [70, 90] });
    fake.bump();
    fake.requests.length = 0;
    t.clock.set(Date.parse('2026-03-14T23:30:00Z'));
    const next = await liveResultsRun(t.deps);
    expect(next.status === 'done' && next.items.map(reportItemLine)).toEqual(['Results of event ROCMP Romania National Championship: 4 rankings, 5 matches (5 played), 2 alliances, 3 awards']);
    expect(fake.requests.every((r) => r.path.includes('ROCMP') && r.status === 200)).toBe(true);
    const after = await resultRows(id);
    expect(after.matches.find((m) => m.description === 'Qualification 3')).toMatchObject({ played: 1, red_score: 70, blue_score: 90 });
    expect(after.state?.synced_at).toBe('2026-03-14T23:30:00.000Z');
    expect(await versions()).not.toEqual(versionsBefore);
    // Synced data, not staff edits: the activity log has no entry for results.
    expect(await activity()).toBe(activityBefore);
  });

  it('respects the sync lock: a live run skips its turn while a sync holds it, and takes over an expired one', async () => {
    await site();
    season();
    await sync();
    t.clock.set(CHAMPIONSHIP_DAY);
    await t.deps.db.insertInto('ftc_sync_lock').values({ id: 1, owner: 'another-process', run_id: null, expires_at: new Date(CHAMPIONSHIP_DAY + 60_000).toISOString() }).execute();
    fake.requests.length = 0;
    expect(await liveResultsRun(t.deps)).toEqual({ status: 'locked' });
    expect(fake.requests).toEqual([]);
    expect((await t.deps.db.selectFrom('ftc_sync_lock').select('owner').executeTakeFirstOrThrow()).owner).toBe('another-process');

    // An expired lock (its process died) is taken over; the live run frees it when done.
    t.clock.set(CHAMPIONSHIP_DAY + 120_000);
    expect((await liveResultsRun(t.deps)).status).toBe('done');
    expect(await t.deps.db.selectFrom('ftc_sync_lock').selectAll().execute()).toEqual([]);
  });

  it('runs on the schedule every FTC_LIVE_SYNC_MINUTES', async () => {
    t = await makeTestApp({
      env: { FTC_API_URL: fake.url, FTC_API_USERNAME: fake.username, FTC_API_KEY: fake.key, FTC_SYNC_INTERVAL_MINUTES: '0' },
      ftcTiming: FAST,
      users: false,
      scheduleFtcSync: { tickMs: 20 },
    });
    await seedDatabase(t.deps, { demo: false });
    t.clock.set(DECEMBER);
    season();
    // The regular sync by hand (the schedule's is off), then the schedule's live runs on the championship's day.
    await sync();
    fake.requests.length = 0;
    t.clock.set(CHAMPIONSHIP_DAY);
    await expect.poll(() => resultCalls().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await expect.poll(() => t.deps.db.selectFrom('ftc_sync_lock').selectAll().execute(), { timeout: 10_000 }).toEqual([]);
    expect(resultCalls().every((r) => r.path.includes('ROCMP'))).toBe(true);
    const made = resultCalls().length;
    t.clock.advance(5 * 60_000);
    await expect.poll(() => resultCalls().length, { timeout: 10_000 }).toBeGreaterThan(made);
  });

  it('is due every FTC_LIVE_SYNC_MINUTES after the last start; 0 turns it off', () => {
    const now = CHAMPIONSHIP_DAY;
    expect(liveDue(5, now, null)).toBe(true);
    expect(liveDue(5, now, now - 4 * 60_000)).toBe(false);
    expect(liveDue(5, now, now - 5 * 60_000)).toBe(true);
    expect(liveDue(5, now, now + 60_000)).toBe(true);
    expect(liveDue(0, now, null)).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).FTC_LIVE_SYNC_MINUTES).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', FTC_LIVE_SYNC_MINUTES: '-1' })).toThrow(/FTC_LIVE_SYNC_MINUTES/);
  });
});
