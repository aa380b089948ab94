// The public reads of FIRST's results (issue 22, part 2): an event's results, a team's season, the season's national
// results. Rows go straight into the tables the sync fills (test/helpers/results-fixtures.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventResults, SeasonResults, TeamSeason } from '../../src/shared/schemas/results';
import { eventRow } from '../helpers/event-fixtures';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { insertEventResults, insertResultTeams } from '../helpers/results-fixtures';

let t: TestApp;
let visitor: Client;
const ids = { season: 0, event: 0, empty: 0, champ: 0 };
const db = () => t.deps.db;

beforeAll(async () => {
  t = await makeTestApp();
  visitor = await t.client();
  t.clock.set(Date.parse('2025-03-10T10:00:00Z'));
  ids.season = (await db().insertInto('seasons').values({ season_number: 9, season_name: 'INTO THE DEEP', is_current: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  ids.event = (await db().insertInto('events').values(eventRow(ids.season, { title: 'Regionala Vest', ftc_event_code: 'ROWEST' })).returning('id').executeTakeFirstOrThrow()).id;
  ids.empty = (
    await db()
      .insertInto('events')
      .values({ ...eventRow(ids.season, { title: 'Regionala Nord', ftc_event_code: 'RONORD' }), date_start: '2025-03-10T07:00:00.000Z', date_end: '2025-03-11T16:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await insertResultTeams(db(), ids.season);
  await insertEventResults(db(), ids.event);
});
afterAll(() => t.close());

const message = <T>(res: { json(): unknown }) => (res.json() as { message: T }).message;

describe('GET /api/events/:id/results', () => {
  it('answers rankings by rank, matches qualification then playoff by series and number, awards in FIRST order', async () => {
    const res = await visitor.get('/api/events/ROWEST/results');
    expect(res.statusCode).toBe(200);
    const results = message<EventResults>(res);
    expect(results.rankings.map((r) => [r.rank, r.team.number])).toEqual([[1, 1002], [2, 1001], [3, 9999], [4, 1003], [5, 8888]]);
    expect(results.matches.map((m) => m.description)).toEqual(['Qualification 1', 'Qualification 2', 'Qualification 3', 'Qualification 4', 'Match 1', 'Final 1']);
    expect(results.awards.map((a) => [a.name, a.place, a.team?.number])).toEqual([
      ['Inspire Award', 1, 1002],
      ['Inspire Award', 2, 9999],
      ['Think Award', 1, 1001],
      ["Dean's List Finalist", 1, 1003],
    ]);
    expect(results.awards[3]!.person).toBe('Ana Popescu');
    expect(results.alliances.map((a) => [a.number, a.teams.map((x) => x.number)])).toEqual([[1, [1002, 1001]], [2, [9999, 1003]]]);
    expect(results.syncedAt).toBe('2025-02-21T15:00:00.000Z');
    expect(results.live).toBe(false);
  });

  it('marks winners, ties and unplayed matches, with the schedule time', async () => {
    const { matches } = message<EventResults>(await visitor.get(`/api/events/${ids.event}/results`));
    expect(matches[0]).toMatchObject({ winner: 'red', played: true, red: { score: 50 }, blue: { score: 40 } });
    expect(matches[1]!.winner).toBe('tie');
    expect(matches[3]).toMatchObject({ played: false, winner: null, startTime: '2025-02-21T11:30:00.000Z', red: { score: null }, blue: { score: null } });
  });

  it('links our teams to their pages; a foreign team and an unknown one stay unlinked, the foreign one with its country', async () => {
    const { rankings } = message<EventResults>(await visitor.get('/api/events/ROWEST/results'));
    const team = (n: number) => rankings.find((r) => r.team.number === n)!.team;
    expect(team(1001)).toEqual({ number: 1001, name: 'Roboții 1001', href: '/teams/1001', country: null });
    expect(team(9999)).toEqual({ number: 9999, name: 'FIRST 9999', href: null, country: 'Moldova' });
    expect(team(8888)).toEqual({ number: 8888, name: 'FIRST 8888', href: null, country: null });
  });

  it('answers empty lists before anything is synced, live on the event days (Romania time)', async () => {
    const results = message<EventResults>(await visitor.get('/api/events/RONORD/results'));
    expect(results).toEqual({ rankings: [], matches: [], alliances: [], awards: [], syncedAt: null, live: true });
  });

  it('answers 404 for an unknown event and for a draft', async () => {
    expect((await visitor.get('/api/events/NOPE/results')).statusCode).toBe(404);
    expect((await visitor.get('/api/events/987654/results')).statusCode).toBe(404);
    const draft = (await db().insertInto('events').values({ ...eventRow(ids.season, { ftc_event_code: 'RODRAFT' }), status: 'draft' }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await visitor.get(`/api/events/${draft}/results`)).statusCode).toBe(404);
  });

  it('is a public read: strong ETag, public no-cache, 304 on revalidation, a new answer after the sync writes', async () => {
    const first = await visitor.get('/api/events/ROWEST/results');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await visitor.request({ method: 'GET', url: '/api/events/ROWEST/results', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await db().updateTable('ftc_matches').set({ played: 1, red_score: 5, blue_score: 7 }).where('event_id', '=', ids.event).where('match_number', '=', 4).where('level', '=', 'QUALIFICATION').execute();
    const after = await visitor.request({ method: 'GET', url: '/api/events/ROWEST/results', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(message<EventResults>(after).matches[3]!.winner).toBe('blue');
    await db().updateTable('ftc_matches').set({ played: 0, red_score: null, blue_score: null }).where('event_id', '=', ids.event).where('match_number', '=', 4).where('level', '=', 'QUALIFICATION').execute();
  });

  it('stops being live when the last day ends, without any write', async () => {
    expect(message<EventResults>(await visitor.get('/api/events/RONORD/results')).live).toBe(true);
    t.clock.set(Date.parse('2025-03-11T22:30:00Z')); // 00:30 on the 12th in Bucharest
    expect(message<EventResults>(await visitor.get('/api/events/RONORD/results')).live).toBe(false);
    t.clock.set(Date.parse('2025-03-10T10:00:00Z'));
  });
});

describe('GET /api/teams/:teamNumber/season', () => {
  it("gives the team's events with rank, W-L-T (surrogate appearances left out) and awards, linked to the event page", async () => {
    const res = await visitor.get('/api/teams/1001/season');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const season = message<TeamSeason>(res);
    expect(season.season).toEqual({ id: ids.season, name: 'INTO THE DEEP' });
    expect(season.events).toEqual([
      {
        event: { id: ids.event, name: 'Regionala Vest', href: '/events/ROWEST', dateStart: '2025-02-07T08:00:00.000Z' },
        rank: 2,
        wins: 3,
        losses: 0,
        ties: 1,
        awards: [{ name: 'Think Award', place: 1 }],
      },
    ]);
    expect(season.record).toEqual({ wins: 3, losses: 0, ties: 1 });
  });

  it('counts losses too, and answers 404 for a team the site does not hold', async () => {
    expect(message<TeamSeason>(await visitor.get('/api/teams/1003/season')).record).toEqual({ wins: 1, losses: 3, ties: 1 });
    expect((await visitor.get('/api/teams/8888/season')).statusCode).toBe(404);
  });
});

describe('GET /api/results/season', () => {
  it('has no championship before the season has one', async () => {
    const results = message<SeasonResults>(await visitor.get('/api/results/season'));
    expect(results).toEqual({ season: { id: ids.season, name: 'INTO THE DEEP' }, championship: null, winningAlliance: null, awards: [] });
  });

  it("names the championship (FIRST's type Championship), its winning alliance and its award winners", async () => {
    ids.champ = (
      await db()
        .insertInto('events')
        .values({ ...eventRow(ids.season, { title: 'Campionatul Național', ftc_event_code: 'ROCMP' }), ftc_type_name: 'Championship', category: 'National Championship' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await insertEventResults(db(), ids.champ);
    const results = message<SeasonResults>(await visitor.get('/api/results/season'));
    expect(results.championship).toEqual({ id: ids.champ, name: 'Campionatul Național', href: '/events/ROCMP' });
    expect(results.winningAlliance?.number).toBe(1);
    expect(results.winningAlliance?.teams.map((x) => x.number)).toEqual([1002, 1001]);
    expect(results.awards[0]).toMatchObject({ name: 'Inspire Award', place: 1, team: { number: 1002, href: '/teams/1002' } });
  });
});
