// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// A TEAM user may be linked to the team whose public profile it edits, and a team has a logo (an uploaded image).
// Both columns point at rows that can go: deleting the team unlinks its users, deleting the file clears the logo.
// teams and files already bump their table versions (2026-11-24-002), so no trigger is needed here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN team_id INTEGER REFERENCES teams(id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE teams ADD COLUMN logo_id INTEGER REFERENCES files(id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX users_team_id ON users(team_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_team_id`.execute(db);
  await sql`ALTER TABLE teams DROP COLUMN logo_id`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN team_id`.execute(db);
}
