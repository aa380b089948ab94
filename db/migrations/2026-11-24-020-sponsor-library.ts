// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Sponsors become one library (issue 13): a sponsor is a company, entered once, linked to any number of events
// through event_sponsors; the association's own partners carry a tier (PLATINUM, GOLD, SILVER) and an order for
// /about/sponsors. Every existing sponsor row keeps its id, fields and logo; its event becomes its first link.
// sponsors.event_id stays (SQLite cannot drop a column a foreign key uses) but is emptied and no longer read.
import { sql, type Kysely } from 'kysely';

const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, operation: string) => `${table}_version_${operation.toLowerCase()}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE event_sponsors (
    id INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    sponsor_id INTEGER NOT NULL REFERENCES sponsors(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (event_id, sponsor_id)
  )`.execute(db);
  await sql`CREATE INDEX event_sponsors_sponsor ON event_sponsors(sponsor_id)`.execute(db);
  await sql`INSERT INTO event_sponsors (event_id, sponsor_id, created_at)
    SELECT event_id, id, created_at FROM sponsors WHERE event_id IS NOT NULL ORDER BY id`.execute(db);
  await sql`UPDATE sponsors SET event_id = NULL WHERE event_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE sponsors ADD COLUMN tier TEXT CHECK (tier IN ('PLATINUM', 'GOLD', 'SILVER'))`.execute(db);
  await sql`ALTER TABLE sponsors ADD COLUMN tier_order INTEGER NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE INDEX sponsors_tier ON sponsors(tier, tier_order) WHERE tier IS NOT NULL`.execute(db);

  await sql`INSERT INTO table_versions (table_name, version) VALUES ('event_sponsors', 1)`.execute(db);
  for (const operation of OPERATIONS) {
    await sql
      .raw(
        `CREATE TRIGGER ${triggerName('event_sponsors', operation)} AFTER ${operation} ON event_sponsors
         BEGIN UPDATE table_versions SET version = version + 1 WHERE table_name = 'event_sponsors'; END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const operation of OPERATIONS) await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName('event_sponsors', operation)}`).execute(db);
  await sql`DELETE FROM table_versions WHERE table_name = 'event_sponsors'`.execute(db);
  // Back to one event per sponsor: the most recent link wins.
  await sql`UPDATE sponsors SET event_id = (SELECT event_id FROM event_sponsors l WHERE l.sponsor_id = sponsors.id ORDER BY l.id DESC LIMIT 1)`.execute(db);
  await sql`DROP INDEX IF EXISTS sponsors_tier`.execute(db);
  await sql`ALTER TABLE sponsors DROP COLUMN tier_order`.execute(db);
  await sql`ALTER TABLE sponsors DROP COLUMN tier`.execute(db);
  await sql`DROP TABLE event_sponsors`.execute(db);
}
