// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The bin (issue 25, What staff miss 2; decision 198): a deleted post, event or resource is kept here for 30 days as
// JSON (its row and the rows that depended on it), and bin_files holds the files it used, so they stay on disk
// (counted as used, never public) until the item is restored or purged.
// Team requests get the status 'expired' (decision 198): a request left pending for 30 days expires. SQLite cannot
// change a CHECK constraint, so the table is rebuilt with the same columns, rows and indexes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE bin (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('post', 'event', 'resource')),
    item_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    deleted_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX bin_deleted_at ON bin (deleted_at)`.execute(db);
  await sql`CREATE TABLE bin_files (
    bin_id INTEGER NOT NULL REFERENCES bin(id) ON DELETE CASCADE,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    PRIMARY KEY (bin_id, file_id)
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE INDEX bin_files_file ON bin_files (file_id)`.execute(db);
  await rebuildTeamRequests(db, "'pending', 'approved', 'declined', 'expired'");
}

async function rebuildTeamRequests(db: Kysely<unknown>, statuses: string): Promise<void> {
  await sql`CREATE TABLE team_requests_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('join', 'new')),
    team_id INTEGER REFERENCES teams(id) ON DELETE SET NULL,
    team_number INTEGER,
    team_name TEXT,
    school TEXT,
    city TEXT,
    mentor_name TEXT,
    mentor_email TEXT,
    mentor_phone TEXT,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN (${sql.raw(statuses)})),
    decline_reason TEXT,
    created_at TEXT NOT NULL,
    decided_at TEXT,
    decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    outcome_seen_at TEXT
  )`.execute(db);
  await sql`INSERT INTO team_requests_new SELECT id, user_id, kind, team_id, team_number, team_name, school, city, mentor_name, mentor_email,
    mentor_phone, status, decline_reason, created_at, decided_at, decided_by, outcome_seen_at FROM team_requests`.execute(db);
  await sql`DROP TABLE team_requests`.execute(db);
  await sql`ALTER TABLE team_requests_new RENAME TO team_requests`.execute(db);
  await sql`CREATE UNIQUE INDEX team_requests_one_pending ON team_requests (user_id) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX team_requests_user ON team_requests (user_id, id)`.execute(db);
  await sql`CREATE INDEX team_requests_status ON team_requests (status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // An expired request goes back to declined, the nearest outcome the older schema knows.
  await sql`UPDATE team_requests SET status = 'declined' WHERE status = 'expired'`.execute(db);
  await rebuildTeamRequests(db, "'pending', 'approved', 'declined'");
  await sql`DROP TABLE IF EXISTS bin_files`.execute(db);
  await sql`DROP TABLE IF EXISTS bin`.execute(db);
}
