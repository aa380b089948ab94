// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Demo content is marked (issue 13): the demo seed lists every row it inserts here (files included), so the
// dashboard can remove exactly the demo rows and nothing a person created. Databases seeded before this migration
// have no marks yet; the server fills them once from the seed's known keys (db/seed/demo-marks.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE demo_rows (
    table_name TEXT NOT NULL,
    row_id INTEGER NOT NULL,
    PRIMARY KEY (table_name, row_id)
  ) WITHOUT ROWID`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE demo_rows`.execute(db);
}
