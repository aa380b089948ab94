import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Driver, type Transaction } from 'kysely';
import { privateDatabaseFile } from '../private-files';
import type { Database as Schema } from './types';

export type DB = Kysely<Schema>;
/** What repositories take as their first argument: the database or an open transaction. */
export type Executor = Kysely<Schema> | Transaction<Schema>;

export interface DatabaseHandle {
  db: DB;
  sqlite: Database.Database;
  /** Asks the database for `select 1` (a statement prepared once, reading no table); throws when it cannot answer. */
  ping: () => void;
  close: () => Promise<void>;
}

export interface OpenOptions {
  /** Passed to better-sqlite3 when the native addon is loaded by hand (the single executable). */
  nativeBinding?: string | object;
}

/**
 * Transactions start with BEGIN IMMEDIATE: they take the write lock at the start and wait for it (busy_timeout).
 * A plain (deferred) BEGIN that reads first and writes later fails at once with SQLITE_BUSY when another process
 * (the command line, a restore) committed in between, and busy_timeout cannot help it.
 */
class ImmediateTransactionsDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export function openDatabase(path: string, options: OpenOptions = {}): DatabaseHandle {
  privateDatabaseFile(path); // 0600 before SQLite creates it (it holds the signing key and the sessions)
  const sqlite = new Database(path, options.nativeBinding ? { nativeBinding: options.nativeBinding as string } : {});
  // Durable and concurrent: WAL readers never block the writer; FULL sync so an acknowledged write survives a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new ImmediateTransactionsDialect({ database: sqlite }) });
  const selectOne = sqlite.prepare('select 1').pluck();
  let closed = false;
  return {
    db,
    sqlite,
    ping: () => {
      if (selectOne.get() !== 1) throw new Error('unexpected answer to select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy(); // also closes the better-sqlite3 handle
    },
  };
}
