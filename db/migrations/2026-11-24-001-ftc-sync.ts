// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The FTC Events sync (issue 12): each season's FTC year, what the sync last wrote, its runs and its lock.
import { sql, type Kysely } from 'kysely';

const NOW = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const statements = [
  // The season's starting year as FIRST names it in the API's paths (DECODE 2025-2026 is 2025).
  `ALTER TABLE seasons ADD COLUMN ftc_year INTEGER CHECK (ftc_year BETWEEN 1990 AND 2100)`,
  // When the sync last wrote FIRST's data to the row (null: never; the row is the site's own).
  `ALTER TABLE events ADD COLUMN ftc_synced_at TEXT`,
  `ALTER TABLE teams ADD COLUMN ftc_synced_at TEXT`,
  // 1 when FIRST listed the team for this season at the last sync that saw it: only such registrations are marked
  // WITHDRAWN when the team disappears from FIRST's season (hand-made ones are never touched).
  `ALTER TABLE team_registrations ADD COLUMN ftc_synced INTEGER NOT NULL DEFAULT 0 CHECK (ftc_synced IN (0, 1))`,
  `CREATE TABLE ftc_sync_runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    trigger TEXT NOT NULL CHECK (trigger IN ('schedule', 'manual', 'cli')),
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    ftc_year INTEGER,
    status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'success', 'failed')),
    started_at TEXT NOT NULL DEFAULT ${NOW},
    finished_at TEXT,
    progress TEXT NOT NULL DEFAULT '{}',
    report TEXT,
    error TEXT
  )`,
  `CREATE INDEX ftc_sync_runs_started ON ftc_sync_runs(started_at)`,
  // One row at most: whoever holds it runs the sync (the server or the command line) until it expires.
  `CREATE TABLE ftc_sync_lock (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    owner TEXT NOT NULL,
    run_id INTEGER,
    expires_at TEXT NOT NULL
  )`,
];

/** 'DECODE 2025-2026' -> 2025: the built-in seasons (and most hand-made ones) carry their school years. */
function yearOf(name: string): number | null {
  const match = /\b((?:19|20)\d\d)\s*[-–/]\s*(?:(?:19|20)\d\d|\d\d)\b/.exec(name);
  return match ? Number(match[1]) : null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const seasons = await sql<{ id: number; season_name: string }>`SELECT id, season_name FROM seasons`.execute(db);
  for (const season of seasons.rows) {
    const year = yearOf(season.season_name);
    if (year !== null) await sql`UPDATE seasons SET ftc_year = ${year} WHERE id = ${season.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS ftc_sync_lock').execute(db);
  await sql.raw('DROP TABLE IF EXISTS ftc_sync_runs').execute(db);
  for (const [table, column] of [['team_registrations', 'ftc_synced'], ['teams', 'ftc_synced_at'], ['events', 'ftc_synced_at'], ['seasons', 'ftc_year']]) {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`).execute(db);
  }
}
