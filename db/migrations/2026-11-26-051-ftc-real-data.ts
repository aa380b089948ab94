// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// What FIRST publishes that visitors use, and what staff changed by hand (issue 22, points 4, 7, 8 and 9):
// - events: FIRST's own type name, the parent event of a division, the league, the livestream and webcasts, the event's
//   website; `ftc_overrides` lists the FIRST-owned columns staff changed in the dashboard (a JSON array): the sync
//   keeps those and says where FIRST differs.
// - teams: the country FIRST gives (a foreign team on a Romanian event's list is shown with it) and the same overrides.
// - ftc_leagues: FIRST's leagues of the country per season (never regions: those are the staff's).
// - ftc_http_cache: the last answer and Last-Modified of each call to FIRST, for If-Modified-Since (a 304 reuses it).
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE events ADD COLUMN ftc_overrides TEXT NOT NULL DEFAULT '[]'`,
  `ALTER TABLE events ADD COLUMN ftc_type_name TEXT`,
  `ALTER TABLE events ADD COLUMN ftc_parent_code TEXT`,
  `ALTER TABLE events ADD COLUMN ftc_league_code TEXT`,
  `ALTER TABLE events ADD COLUMN live_stream_url TEXT`,
  `ALTER TABLE events ADD COLUMN webcasts TEXT NOT NULL DEFAULT '[]'`,
  `ALTER TABLE events ADD COLUMN website TEXT`,
  `ALTER TABLE teams ADD COLUMN country TEXT`,
  `ALTER TABLE teams ADD COLUMN ftc_overrides TEXT NOT NULL DEFAULT '[]'`,
  `CREATE TABLE ftc_leagues (
    id INTEGER PRIMARY KEY,
    season_id INTEGER NOT NULL REFERENCES seasons(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    region_code TEXT,
    parent_code TEXT,
    location TEXT,
    remote INTEGER NOT NULL DEFAULT 0 CHECK (remote IN (0, 1)),
    UNIQUE (season_id, code)
  )`,
  `CREATE TABLE ftc_http_cache (
    url TEXT PRIMARY KEY,
    last_modified TEXT NOT NULL,
    body TEXT NOT NULL,
    stored_at TEXT NOT NULL
  ) WITHOUT ROWID`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS ftc_http_cache').execute(db);
  await sql.raw('DROP TABLE IF EXISTS ftc_leagues').execute(db);
  for (const column of ['ftc_overrides', 'country']) await sql.raw(`ALTER TABLE teams DROP COLUMN ${column}`).execute(db);
  for (const column of ['website', 'webcasts', 'live_stream_url', 'ftc_league_code', 'ftc_parent_code', 'ftc_type_name', 'ftc_overrides']) {
    await sql.raw(`ALTER TABLE events DROP COLUMN ${column}`).execute(db);
  }
}
