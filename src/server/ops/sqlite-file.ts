// What the operator commands share about database files: open an existing file on a connection of its own, tell
// whether a file is a sound database of this site, and make a finished file durable before it is renamed into place.
import { closeSync, fsyncSync, openSync, readSync } from 'node:fs';
import Database from 'better-sqlite3';
import { compareMigrations, newerVersionMessage, type MigrationList } from '../db/migrator';

/** Kysely's table of applied migrations: a database of this site has it. */
export const MIGRATION_TABLE = 'kysely_migration';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** The first bytes of a file (fewer when it is shorter). */
export function fileHead(file: string, length: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, readSync(fd, buffer, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

export const looksLikeSqlite = (head: Buffer): boolean => head.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC);

/** Opens a database that must already exist (never creates an empty one by mistake). */
export function openExisting(file: string): Database.Database {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Names of the migrations applied to a database, in order; null when it has no migrations table (not this site's). */
export function appliedMigrationNames(sqlite: Database.Database): string[] | null {
  const hasTable = sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(MIGRATION_TABLE);
  if (!hasTable) return null;
  return (sqlite.prepare(`SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`).all() as Array<{ name: string }>).map((r) => r.name);
}

export interface VerifiedDatabase {
  pages: number;
  /** Names of the migrations applied to it, in order. */
  migrations: string[];
}

/**
 * Checks that `file` is an undamaged database of this site: SQLite's integrity check says ok and it has the
 * migrations table. With `knownMigrations`, also that no migration applied to it is unknown to this version
 * (a backup made by a newer version). Throws an Error whose message says what is wrong, in one sentence.
 */
export function verifyDatabaseFile(
  file: string,
  options: { knownMigrations?: MigrationList; /** The name the messages give the file. */ label?: string } = {},
): VerifiedDatabase {
  const name = options.label ?? file;
  if (!looksLikeSqlite(fileHead(file, 16))) throw new Error(`${name} is not an SQLite database.`);
  let sqlite: Database.Database | undefined;
  try {
    sqlite = openExisting(file);
    const problems = (sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new Error(`${name} failed the integrity check: ${problems.slice(0, 3).join('; ').replace(/\s*\n\s*/g, ' ')}`);
    }
    const migrations = appliedMigrationNames(sqlite);
    if (!migrations) throw new Error(`${name} is not a database of this site (it has no ${MIGRATION_TABLE} table).`);
    const { unknown } = options.knownMigrations ? compareMigrations(migrations, options.knownMigrations) : { unknown: [] };
    if (unknown.length) throw new Error(newerVersionMessage(name, unknown[0]!, 'made'));
    return { pages: sqlite.pragma('page_count', { simple: true }) as number, migrations };
  } catch (error) {
    // better-sqlite3 reports a damaged file as SQLITE_CORRUPT or SQLITE_NOTADB on the first statement.
    const code = (error as { code?: string }).code ?? '';
    if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) throw new Error(`${name} is damaged: ${(error as Error).message}.`, { cause: error });
    throw error;
  } finally {
    sqlite?.close();
  }
}

/** Flushes a file or a folder to the disk, so a rename that follows cannot leave a half-written file after a crash. */
export function fsyncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A UTC timestamp that sorts and fits in a file name: 20261122-101500. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
}
