// Looks inside a SQLite file the way an operator would after a crash or a backup: integrity check and row counts.
import Database from 'better-sqlite3';

/** Opens the file (read-write, so a crashed database's WAL is recovered as the server would), runs `fn`, closes. */
export function withSqlite<T>(file: string, fn: (db: Database.Database) => T, options: { readonly?: boolean } = {}): T {
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** PRAGMA integrity_check's answer: 'ok', or the problems it found, one per line. */
export function integrityOf(db: Database.Database): string {
  return (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check).join('\n');
}

/** Rows per table, every user table (SQLite's own excluded), by table name. */
export function rowCountsOf(db: Database.Database): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT count(*) FROM "${t.replaceAll('"', '""')}"`).pluck().get() as number]));
}
