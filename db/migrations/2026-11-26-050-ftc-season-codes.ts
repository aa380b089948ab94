// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// FIRST reuses event codes across seasons (ROCMP, ROBUKO in 2023 and 2024): an event is (season, code), never the
// code alone (issue 22, point 1). The code's UNIQUE was written inline in the initial CREATE TABLE, so SQLite can only
// drop it by rebuilding the table (its documented twelve-step procedure): the same columns, rows, indexes and
// triggers, without that constraint, then a unique index on (season, code) with the code compared without case.
import { sql, type Kysely } from 'kysely';

interface SchemaRow {
  type: string;
  name: string;
  sql: string;
}

async function rebuildEvents(db: Kysely<unknown>, change: (createSql: string) => string): Promise<void> {
  await sql.raw('PRAGMA foreign_keys = OFF').execute(db);
  try {
    await sql.raw('BEGIN IMMEDIATE').execute(db);
    try {
      const table = await sql<SchemaRow>`SELECT type, name, sql FROM sqlite_master WHERE type = 'table' AND name = 'events'`.execute(db);
      const extras = await sql<SchemaRow>`SELECT type, name, sql FROM sqlite_master
        WHERE tbl_name = 'events' AND type IN ('index', 'trigger') AND sql IS NOT NULL`.execute(db);
      const createSql = table.rows[0]?.sql;
      if (!createSql) throw new Error('the events table is missing');
      const rebuilt = change(createSql).replace(/^CREATE TABLE\s+"?events"?\s*\(/i, 'CREATE TABLE events_rebuild (');
      await sql.raw(rebuilt).execute(db);
      await sql.raw('INSERT INTO events_rebuild SELECT * FROM events').execute(db);
      await sql.raw('DROP TABLE events').execute(db);
      await sql.raw('ALTER TABLE events_rebuild RENAME TO events').execute(db);
      for (const row of extras.rows) await sql.raw(row.sql).execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.rows.slice(0, 3))}`);
      await sql.raw('COMMIT').execute(db);
    } catch (error) {
      await sql.raw('ROLLBACK').execute(db);
      throw error;
    }
  } finally {
    await sql.raw('PRAGMA foreign_keys = ON').execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildEvents(db, (create) => {
    const changed = create.replace(/ftc_event_code\s+TEXT\s+UNIQUE/i, 'ftc_event_code TEXT');
    if (changed === create) throw new Error('the events table has no inline UNIQUE on ftc_event_code');
    return changed;
  });
  await sql`CREATE UNIQUE INDEX events_season_code ON events (season_id, ftc_event_code COLLATE NOCASE) WHERE ftc_event_code IS NOT NULL`.execute(db);
  await sql`CREATE INDEX events_code ON events (ftc_event_code COLLATE NOCASE) WHERE ftc_event_code IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS events_code`.execute(db);
  await sql`DROP INDEX IF EXISTS events_season_code`.execute(db);
  await rebuildEvents(db, (create) => create.replace(/ftc_event_code\s+TEXT(?!\s+UNIQUE)/i, 'ftc_event_code TEXT UNIQUE'));
}
