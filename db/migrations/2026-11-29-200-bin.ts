// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The bin (issue 25, What staff miss 2; decision 198): a deleted post, event or resource is kept here for 30 days as
// JSON (its row and the rows that depended on it), and bin_files holds the files it used, so they stay on disk
// (counted as used, never public) until the item is restored or purged.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS bin_files`.execute(db);
  await sql`DROP TABLE IF EXISTS bin`.execute(db);
}
