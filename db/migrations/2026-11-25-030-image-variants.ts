// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// Images the right size (issue 14): an uploaded image's own width and height (read at upload, so pages reserve its
// space), when its variants were made (`variants_at`: set also when the bytes could not be decoded, so a corrupt image
// is not tried again on every pass), and the resized copies themselves (WebP/AVIF at a few widths), stored next to the
// original under their own keys and removed with it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE files ADD COLUMN width INTEGER`.execute(db);
  await sql`ALTER TABLE files ADD COLUMN height INTEGER`.execute(db);
  await sql`ALTER TABLE files ADD COLUMN variants_at TEXT`.execute(db);
  await sql`CREATE TABLE image_variants (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    format TEXT NOT NULL CHECK (format IN ('webp', 'avif')),
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    storage_key TEXT NOT NULL UNIQUE,
    size INTEGER NOT NULL,
    UNIQUE (file_id, format, width)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS image_variants`.execute(db);
  await sql`ALTER TABLE files DROP COLUMN variants_at`.execute(db);
  await sql`ALTER TABLE files DROP COLUMN height`.execute(db);
  await sql`ALTER TABLE files DROP COLUMN width`.execute(db);
}
