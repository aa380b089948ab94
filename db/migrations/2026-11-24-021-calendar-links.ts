// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The competitions calendar becomes editable in the dashboard (issue 13): each stage may carry a link (its page on
// the official events platform, a registration form...).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE competition_stages ADD COLUMN link TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE competition_stages DROP COLUMN link`.execute(db);
}
