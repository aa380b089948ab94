// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Results of FIRST events (issue 22, part 2), as FIRST publishes them for each synced event: rankings, matches (with
// their teams), alliances and awards. Teams are FIRST's numbers, not foreign keys: a result may name a team the site
// does not hold (a foreign team, a surrogate), and FIRST's name for it is kept beside. Rows belong to their event and go
// with it. `ftc_event_results` says when each event's results were last read, and what went wrong if the last read
// failed. The public pages show these tables, so each has the version triggers of migration 002 (the answer cache).
import { sql, type Kysely } from 'kysely';

const RESULT_TABLES = ['ftc_event_results', 'ftc_rankings', 'ftc_matches', 'ftc_match_teams', 'ftc_alliances', 'ftc_awards'] as const;

const statements = [
  `CREATE TABLE ftc_event_results (
    event_id INTEGER PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
    synced_at TEXT NOT NULL,
    error TEXT
  )`,
  `CREATE TABLE ftc_rankings (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    team_number INTEGER NOT NULL,
    team_name TEXT,
    rank INTEGER NOT NULL,
    wins INTEGER NOT NULL DEFAULT 0,
    losses INTEGER NOT NULL DEFAULT 0,
    ties INTEGER NOT NULL DEFAULT 0,
    matches_played INTEGER NOT NULL DEFAULT 0,
    sort_order1 REAL,
    sort_order2 REAL,
    dq INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_id, team_number)
  ) WITHOUT ROWID`,
  `CREATE TABLE ftc_matches (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    level TEXT NOT NULL CHECK (level IN ('QUALIFICATION', 'PLAYOFF')),
    description TEXT NOT NULL,
    series INTEGER NOT NULL DEFAULT 0,
    match_number INTEGER NOT NULL,
    start_time TEXT,
    played INTEGER NOT NULL DEFAULT 0 CHECK (played IN (0, 1)),
    red_score INTEGER,
    blue_score INTEGER,
    UNIQUE (event_id, level, series, match_number)
  )`,
  `CREATE TABLE ftc_match_teams (
    match_id INTEGER NOT NULL REFERENCES ftc_matches(id) ON DELETE CASCADE,
    team_number INTEGER NOT NULL,
    team_name TEXT,
    alliance TEXT NOT NULL CHECK (alliance IN ('red', 'blue')),
    station INTEGER NOT NULL,
    surrogate INTEGER NOT NULL DEFAULT 0 CHECK (surrogate IN (0, 1)),
    dq INTEGER NOT NULL DEFAULT 0 CHECK (dq IN (0, 1)),
    PRIMARY KEY (match_id, alliance, station)
  ) WITHOUT ROWID`,
  `CREATE INDEX ftc_match_teams_team ON ftc_match_teams (team_number)`,
  `CREATE TABLE ftc_alliances (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    name TEXT NOT NULL,
    -- JSON array of team numbers: captain, picks in order, then the backup
    team_numbers TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (event_id, number)
  ) WITHOUT ROWID`,
  `CREATE TABLE ftc_awards (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    award_id INTEGER,
    name TEXT NOT NULL,
    place INTEGER NOT NULL DEFAULT 1,
    team_number INTEGER,
    team_name TEXT,
    person TEXT
  )`,
  `CREATE INDEX ftc_awards_event ON ftc_awards (event_id)`,
  `CREATE INDEX ftc_awards_team ON ftc_awards (team_number)`,
];

const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const table of RESULT_TABLES) {
    await sql`INSERT INTO table_versions (table_name, version) VALUES (${table}, 1)`.execute(db);
    for (const operation of OPERATIONS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_version_${operation.toLowerCase()} AFTER ${operation} ON ${table}
           BEGIN UPDATE table_versions SET version = version + 1 WHERE table_name = '${table}'; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...RESULT_TABLES].reverse()) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
    await sql`DELETE FROM table_versions WHERE table_name = ${table}`.execute(db);
  }
}
