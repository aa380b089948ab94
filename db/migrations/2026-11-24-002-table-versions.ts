// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// One version counter per content table, bumped by triggers on every INSERT, UPDATE and DELETE in the writing
// transaction itself, whoever writes (the server, the command line in another process, a sync, a restore's next
// start). The server's cache of public answers compares these counters to know, exactly, when an answer is stale.
// A later migration that adds a content table adds its triggers with the same statements.
import { sql, type Kysely } from 'kysely';

/** The tables whose rows public API answers show. */
const VERSIONED_TABLES = [
  'files',
  'home_posts',
  'resources',
  'seasons',
  'events',
  'regions',
  'teams',
  'team_registrations',
  'sponsors',
  'event_teams',
  'competition_stages',
] as const;

const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

const triggerName = (table: string, operation: string) => `${table}_version_${operation.toLowerCase()}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE table_versions (
    table_name TEXT PRIMARY KEY,
    version INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID`.execute(db);
  for (const table of VERSIONED_TABLES) {
    await sql`INSERT INTO table_versions (table_name, version) VALUES (${table}, 1)`.execute(db);
    for (const operation of OPERATIONS) {
      // FOR EACH ROW is SQLite's only kind; a bulk statement bumps once per row, which is still just "changed".
      await sql
        .raw(
          `CREATE TRIGGER ${triggerName(table, operation)} AFTER ${operation} ON ${table}
           BEGIN UPDATE table_versions SET version = version + 1 WHERE table_name = '${table}'; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    for (const operation of OPERATIONS) await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(table, operation)}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS table_versions`.execute(db);
}
