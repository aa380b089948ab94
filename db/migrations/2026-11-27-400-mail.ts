// Frozen: never edit a migration that has shipped; add a new one instead. Imports nothing from the app.
// E-mail (issue 25): the outgoing queue (a request only inserts a row; the mail worker sends it, retrying with
// backoff), the single-use password links (a reset: one hour; an invitation: seven days), stored as a SHA-256 hash
// of the token only, and the "Forgot password?" requests counted per e-mail and per address for their limit.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE mail_queue (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    failed_at TEXT
  )`.execute(db);
  await sql`CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db);
  await sql`CREATE TABLE password_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'invite')),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  )`.execute(db);
  await sql`CREATE INDEX password_tokens_user ON password_tokens (user_id)`.execute(db);
  await sql`CREATE TABLE password_reset_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    ip TEXT NOT NULL,
    requested_at INTEGER NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX password_reset_requests_email ON password_reset_requests (email, requested_at)`.execute(db);
  await sql`CREATE INDEX password_reset_requests_ip ON password_reset_requests (ip, requested_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS password_reset_requests`.execute(db);
  await sql`DROP TABLE IF EXISTS password_tokens`.execute(db);
  await sql`DROP TABLE IF EXISTS mail_queue`.execute(db);
}
