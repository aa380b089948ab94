// Issue 22, part 1: the sync against a fake of FIRST's API built from the real shapes (test/helpers/ftc-first-fake.ts,
// from ../shared/ftc-events-api.md), one scenario per point: codes reused across seasons, malformed rows, an event
// whose team list fails, foreign teams, an empty world, a list shrinking after its event, a staff edit before a sync,
// an unknown typeName, a 304. The site is real (SQLite file, the app's HTTP through inject); the sync runs as the
// command line runs it (syncFromCli), or as the dashboard does where the dashboard matters.
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import type { EventOutput } from '../../src/shared/schemas/events';
import type { FtcSyncRun } from '../../src/shared/schemas/ftc-sync';
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
