// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The optional English version of what staff write (issue 24, What visitors cannot find 1; decision 203): a post's
// and an event's title and description (visible text and rich document, as the Romanian ones, decision 196). NULL: no
// English version, the English pages show the Romanian one. The tables' version and activity triggers count these
// columns' writes too (row triggers, whatever the column).
import { sql, type Kysely } from 'kysely';

const TABLES = ['home_posts', 'events'] as const;
const COLUMNS = ['title_en', 'description_en', 'description_en_doc'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) for (const column of COLUMNS) await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN ${sql.ref(column)} TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) for (const column of COLUMNS) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN ${sql.ref(column)}`.execute(db);
}
