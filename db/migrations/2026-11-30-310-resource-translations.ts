// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The optional English version of a resource (issue 24, What visitors cannot find 1; decision 204): its section,
// subsection and description, all plain text like their Romanian twins (a resource's description has no rich
// document). NULL: no English version, the English pages show the Romanian one. The table's version and activity
// triggers count these columns' writes too (row triggers, whatever the column).
import { sql, type Kysely } from 'kysely';

const COLUMNS = ['section_en', 'subsection_en', 'description_en'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await sql`ALTER TABLE resources ADD COLUMN ${sql.ref(column)} TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await sql`ALTER TABLE resources DROP COLUMN ${sql.ref(column)}`.execute(db);
}
