// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// History with values (issue 25, What staff miss 2; decision 197): an activity entry of an edit keeps the changed
// columns' old and new values as JSON, {column: [old, new]}, written by the same triggers in the same statement. A
// secret's value is never written (only its name, in detail). Entries written before this column existed stay NULL:
// their item's earlier versions cannot be restored (the values are not known).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE activity ADD COLUMN changes TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE activity DROP COLUMN changes`.execute(db);
}
