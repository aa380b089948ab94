// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Sponsors go to the bin too (issue 25, What staff miss 2; decision 198): the bin's kind CHECK gains 'sponsor'.
// SQLite cannot change a CHECK constraint, so bin is rebuilt. bin_files refers to bin and would lose its rows to the
// cascade when the old bin is dropped, so it is rebuilt beside it, referring to the new table; renaming the new bin
// then renames that reference too (SQLite's ALTER TABLE RENAME, legacy_alter_table off, the default).
import { sql, type Kysely } from 'kysely';

async function rebuild(db: Kysely<unknown>, kinds: string): Promise<void> {
  await sql`CREATE TABLE bin_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN (${sql.raw(kinds)})),
    item_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    deleted_at TEXT NOT NULL
  )`.execute(db);
  await sql`INSERT INTO bin_new SELECT id, kind, item_id, title, snapshot, deleted_by, deleted_at FROM bin`.execute(db);
  await sql`CREATE TABLE bin_files_new (
    bin_id INTEGER NOT NULL REFERENCES bin_new(id) ON DELETE CASCADE,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    PRIMARY KEY (bin_id, file_id)
  ) WITHOUT ROWID`.execute(db);
  await sql`INSERT INTO bin_files_new SELECT bin_id, file_id FROM bin_files`.execute(db);
  await sql`DROP TABLE bin_files`.execute(db);
  await sql`DROP TABLE bin`.execute(db);
  await sql`ALTER TABLE bin_new RENAME TO bin`.execute(db);
  await sql`ALTER TABLE bin_files_new RENAME TO bin_files`.execute(db);
  await sql`CREATE INDEX bin_deleted_at ON bin (deleted_at)`.execute(db);
  await sql`CREATE INDEX bin_files_file ON bin_files (file_id)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, "'post', 'event', 'resource', 'sponsor'");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Binned sponsors cannot be kept by the older schema: they are purged (their files stay until the upkeep sees them).
  await sql`DELETE FROM bin WHERE kind = 'sponsor'`.execute(db);
  await rebuild(db, "'post', 'event', 'resource'");
}
