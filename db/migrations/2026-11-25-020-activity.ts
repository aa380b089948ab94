// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The activity log (issue 15, "History"): one row per change to content or accounts, written by SQLite triggers in
// the very statement (so the very transaction) that makes the change. The triggers are TEMP triggers that the app
// creates on its own connection when it opens the database (src/server/modules/activity/activity-triggers.ts): they
// call functions registered on that connection (who acts, the clock, the search fold), which a database file cannot
// carry. This migration only makes the table and the indexes the Activity screen's filters use.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE activity (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor_user_id INTEGER,
    actor_label TEXT NOT NULL,
    action TEXT NOT NULL,
    entity_type TEXT NOT NULL,
    entity_id INTEGER,
    entity_label TEXT NOT NULL DEFAULT '',
    entity_search TEXT NOT NULL DEFAULT '',
    detail TEXT
  )`.execute(db);
  // No foreign key to users: an entry outlives the account it names (the label keeps who it was).
  await sql`CREATE INDEX activity_at ON activity (at)`.execute(db);
  await sql`CREATE INDEX activity_entity ON activity (entity_type, entity_id, id)`.execute(db);
  await sql`CREATE INDEX activity_actor ON activity (actor_label, id)`.execute(db);
  await sql`CREATE INDEX activity_action ON activity (action, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS activity`.execute(db);
}
