// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// The media library (issue 25, point 5; decision 199): an image's alt text is stored once, on its file, and offered
// as the default wherever the image is inserted; `in_library` marks images uploaded to the library itself, which stay
// until someone deletes them (never removed as unattached, never discarded when an item stops using them).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE files ADD COLUMN alt_text TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE files ADD COLUMN in_library INTEGER NOT NULL DEFAULT 0`.execute(db);
}
