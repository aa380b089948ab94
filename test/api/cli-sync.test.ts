// `sync` on the command line, as a real program (node + tsx, like `npm run cli -- sync`) against the loopback fake of
// FIRST's API: what it prints, its exit codes, and the lock it shares with the server.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { fakeEnv, fakeEvent, fakeTeam, startFakeFtcApi, type FakeFtcApi } from '../helpers/ftc-fake';
import { scaled } from '../helpers/time-scale';

let dir: string;
let fake: FakeFtcApi;
let databasePath: string;

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the program with only the given settings (and PATH), as an operator's shell would. */
async function program(env: Record<string, string>, ...args: string[]): Promise<Result> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/bin.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads'), ...env },
      timeout: scaled(60_000),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const withDb = async <T>(read: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> => {
  const handle = openDatabase(databasePath);
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ftc-cli-sync-'));
  databasePath = path.join(dir, 'site.sqlite');
  // A site that has started once: migrated and seeded with the built-in seasons (DECODE 2025-2026 current).
  const { app, deps } = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(dir, 'uploads') }) });
  await seedDatabase(deps, { demo: false });
  await app.close();
  fake = await startFakeFtcApi();
  // Upcoming events (a year from now): an ended event's list no longer shrinks (issue 22, point 6).
  const day = (offsetDays: number) => `${new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)}T00:00:00`;
  const dates = { dateStart: day(365), dateEnd: day(366) };
  fake.events = [fakeEvent('ROBUQ', { name: 'Romania Bucharest Qualifier', ...dates }), fakeEvent('ROCJQ', { name: 'Romania Cluj Qualifier', city: 'Cluj-Napoca', ...dates })];
  fake.teams = [fakeTeam(21001, { nameShort: 'Alpha' }), fakeTeam(21002, { nameShort: 'Beta' }), fakeTeam(21003, { nameShort: 'Gamma' })];
  fake.eventTeams = new Map([
    ['ROBUQ', [21001, 21002]],
    ['ROCJQ', [21002, 21003]],
  ]);
});
afterAll(async () => {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ftc-romania sync', { timeout: scaled(90_000) }, () => {
  it('without credentials: exit 1 and one line saying the sync is off', async () => {
    const run = await program({}, 'sync');
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: 'Error: The FTC Events sync is off: set FTC_API_USERNAME and FTC_API_KEY on the server.\n' });
  });

  it('syncs, prints what changed, exit 0; a second run after a withdrawal prints it', async () => {
    const first = await program(fakeEnv(fake), 'sync');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Synced Romania's FTC season 2025 from ${fake.url}`);
    expect(first.stdout).toContain('Events: 2 added: ROBUQ, ROCJQ; 0 changed; 0 unchanged.');
    expect(first.stdout).toContain('Teams: 3 added: 21001, 21002, 21003; 0 changed; 0 withdrawn; 0 unchanged.');
    expect(first.stdout).toContain('Event team lists: 4 added, 0 removed.');
    // One readable line per event and team, with its name (issue 22, point 10).
    expect(first.stdout).toContain('\n  Added event ROBUQ Romania Bucharest Qualifier\n');
    expect(first.stdout).toContain('\n  Added team 21002 Beta\n');
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
    expect(await withDb((db) => db.selectFrom('teams').select('team_number').orderBy('team_number').execute())).toEqual([
      { team_number: 21001 },
      { team_number: 21002 },
      { team_number: 21003 },
    ]);

    fake.teams = fake.teams.filter((t) => t.teamNumber !== 21003);
    fake.eventTeams.set('ROCJQ', [21002]);
    const second = await program(fakeEnv(fake), 'sync');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Teams: 0 added; 0 changed; 1 withdrawn: 21003; 2 unchanged.');
    expect(second.stdout).toContain('Event team lists: 0 added, 1 removed.');
    expect(second.stdout).toContain('\n  Withdrawn team 21003 Gamma: registration: CONFIRMED → WITHDRAWN: no longer on any list FIRST gives for this country\n');
    const status = await withDb((db) =>
      db.selectFrom('team_registrations as r').innerJoin('teams as t', 't.id', 'r.team_id').select('r.registration_status').where('t.team_number', '=', 21003).executeTakeFirstOrThrow(),
    );
    expect(status.registration_status).toBe('WITHDRAWN');
  });

  it('a wrong key: exit 1, one line naming the refusal, and the key is not printed', async () => {
    fake.reset();
    const run = await program(fakeEnv(fake, { FTC_API_KEY: 'NOT-THE-KEY-123456789' }), 'sync');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('Error: the FTC Events sync failed: The FTC Events API refused the credentials (401): check FTC_API_USERNAME and FTC_API_KEY.\n');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses while another process holds the sync lock', async () => {
    await withDb((db) => db.insertInto('ftc_sync_lock').values({ id: 1, owner: 'server:1234:abcd', run_id: null, expires_at: '2999-01-01T00:00:00.000Z' }).execute());
    const run = await program(fakeEnv(fake), 'sync');
    expect(run).toMatchObject({ code: 1, stderr: 'Error: A sync is already running; wait for it to finish.\n' });
    await withDb((db) => db.deleteFrom('ftc_sync_lock').execute());
  });

  it('refuses extra words', async () => {
    expect(await program({}, 'sync', 'now')).toMatchObject({ code: 1, stderr: 'Error: Usage: sync\n' });
  });
});
