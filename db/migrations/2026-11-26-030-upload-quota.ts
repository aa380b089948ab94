// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Per-account upload quota (issue 21, finding 2): one row per stored upload (who, how many bytes, when), so a day's
// count and bytes hold even after the file itself was replaced or removed. Rows older than a day are pruned by the
// server's upkeep pass; nothing else reads them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE upload_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    size INTEGER NOT NULL CHECK (size >= 0),
    created_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX upload_log_user_time ON upload_log (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS upload_log`.execute(db);
}
