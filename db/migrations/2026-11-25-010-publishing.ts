// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Drafts and scheduled publishing for posts and events (issue 15): `status` draft / scheduled / published and
// `publish_at` (the time a scheduled item goes public; for a published one, when it did). Rows that exist are
// published, as they were. The public filter reads (status, ...) through an index; the scheduler finds the next
// due item through a partial index on the scheduled rows only.
import { sql, type Kysely } from 'kysely';

const TABLES = ['home_posts', 'events'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
      CHECK (status IN ('draft', 'scheduled', 'published'))`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN publish_at TEXT
      CHECK (status <> 'scheduled' OR publish_at IS NOT NULL)`.execute(db);
    await sql`UPDATE ${sql.table(table)} SET publish_at = created_at`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_scheduled`)} ON ${sql.table(table)} (publish_at) WHERE status = 'scheduled'`.execute(db);
  }
  await sql`CREATE INDEX home_posts_public ON home_posts (status, created_at)`.execute(db);
  await sql`CREATE INDEX events_public ON events (status, date_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX events_public`.execute(db);
  await sql`DROP INDEX home_posts_public`.execute(db);
  for (const table of TABLES) {
    await sql`DROP INDEX ${sql.id(`${table}_scheduled`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN publish_at`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN status`.execute(db);
  }
}
