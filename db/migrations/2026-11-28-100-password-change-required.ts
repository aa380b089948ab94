// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Onboarding (issue 25): an account whose password someone else knows (a one-time password from the dashboard or
// the CLI, the first admin's generated one) must choose its own at the next sign-in. Until then the account may only
// read its profile, change its password and sign out. Existing accounts keep signing in as before.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0`.execute(db);
}
