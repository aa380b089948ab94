// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Onboarding (issue 25, point 4; decision 195): a TEAM account asks to join its team by number ('join') or, during
// the current season's registration window, applies for a new team ('new', with the team's and its mentor's
// details). An ADMIN approves (the account is linked; a new team is created with the number the ADMIN gives) or
// declines (with an optional reason). One pending request per account (the partial unique index); a cancelled request
// is deleted. `outcome_seen_at`: when the user dismissed the outcome on the dashboard.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE team_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('join', 'new')),
    team_id INTEGER REFERENCES teams(id) ON DELETE SET NULL,
    team_number INTEGER,
    team_name TEXT,
    school TEXT,
    city TEXT,
    mentor_name TEXT,
    mentor_email TEXT,
    mentor_phone TEXT,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
    decline_reason TEXT,
    created_at TEXT NOT NULL,
    decided_at TEXT,
    decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    outcome_seen_at TEXT
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX team_requests_one_pending ON team_requests (user_id) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX team_requests_user ON team_requests (user_id, id)`.execute(db);
  await sql`CREATE INDEX team_requests_status ON team_requests (status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS team_requests`.execute(db);
}
