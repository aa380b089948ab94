// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// A post's optional English version (issue 24, What visitors cannot find 1; decision 203): its title and its
// description (visible text and rich document, as the Romanian ones, decision 196). NULL: no English version, the
// English pages show the Romanian one. The table-version triggers of home_posts count these columns' writes too.
import { sql, type Kysely } from 'kysely';

const COLUMNS = ['title_en', 'description_en', 'description_en_doc'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await sql`ALTER TABLE home_posts ADD COLUMN ${sql.ref(column)} TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await sql`ALTER TABLE home_posts DROP COLUMN ${sql.ref(column)}`.execute(db);
}
