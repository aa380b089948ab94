// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Site settings (issue 13): one row per saved setting (its value as JSON; a setting never saved keeps its default,
// from the environment where one exists), and the files the settings name (carousel images, brochures, the
// Formular 230 PDF), so the files module sees them as used. Public pages show the settings: versioned like the
// content tables of 2026-11-24-002.
import { sql, type Kysely } from 'kysely';

const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const VERSIONED = ['site_settings'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE site_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) WITHOUT ROWID`.execute(db);
  await sql`CREATE TABLE site_setting_files (
    file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE
  )`.execute(db);
  for (const table of VERSIONED) {
    await sql`INSERT INTO table_versions (table_name, version) VALUES (${table}, 1)`.execute(db);
    for (const operation of OPERATIONS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_version_${operation.toLowerCase()} AFTER ${operation} ON ${table}
           BEGIN UPDATE table_versions SET version = version + 1 WHERE table_name = '${table}'; END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED) {
    for (const operation of OPERATIONS) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_version_${operation.toLowerCase()}`).execute(db);
    await sql`DELETE FROM table_versions WHERE table_name = ${table}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS site_setting_files`.execute(db);
  await sql`DROP TABLE IF EXISTS site_settings`.execute(db);
}
