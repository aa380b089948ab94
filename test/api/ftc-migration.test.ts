// The migration 2026-11-24-001-ftc-sync on a database that already has seasons: the FTC year comes from each
// season's school years; a season without them has none. A new database gets it from the seed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index';
import { seedDatabase } from '../../db/seed/seed';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { migrateWithBackup } from '../../src/server/ops/upgrade';

const dir = mkdtempSync(path.join(tmpdir(), 'ftc-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = (name: string) => loadConfig({ NODE_ENV: 'test', DATABASE_PATH: path.join(dir, name), UPLOADS_DIR: path.join(dir, 'uploads') });

describe('2026-11-24-001-ftc-sync', () => {
  it('fills the FTC year of existing seasons from their names', async () => {
    // A database of the version before: only the first migration (no app on it: today's app needs every table).
    const databasePath = path.join(dir, 'old.sqlite');
    const before = openDatabase(databasePath);
    await migrateWithBackup(before.db, { databasePath, migrations: { '2026-11-22-001-initial': migrations['2026-11-22-001-initial']! } });
    await before.db
      .insertInto('seasons')
      .values([
        { season_number: 9, season_name: 'INTO THE DEEP 2024-2025', is_current: 0 },
        { season_number: 10, season_name: 'DECODE 2025-2026', is_current: 1 },
        { season_number: 11, season_name: 'Sezonul viitor', is_current: 0 },
      ])
      .execute();
    await before.close();

    const after = await buildApp({ config: config('old.sqlite') });
    const rows = await after.deps.db.selectFrom('seasons').select(['season_number', 'ftc_year']).orderBy('season_number').execute();
    await after.app.close();
    expect(rows).toEqual([
      { season_number: 9, ftc_year: 2024 },
      { season_number: 10, ftc_year: 2025 },
      { season_number: 11, ftc_year: null },
    ]);
  });

  it('a new database gets the built-in seasons with their FTC years from the seed', async () => {
    const fresh = await buildApp({ config: config('new.sqlite') });
    await seedDatabase(fresh.deps, { demo: false });
    const rows = await fresh.deps.db.selectFrom('seasons').select(['season_number', 'ftc_year']).where('season_number', 'in', [1, 10]).orderBy('season_number').execute();
    await fresh.app.close();
    expect(rows).toEqual([
      { season_number: 1, ftc_year: 2016 },
      { season_number: 10, ftc_year: 2025 },
    ]);
  });
});
