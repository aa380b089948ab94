import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig, type Transaction } from 'kysely';
import { privateDatabaseFile } from '../private-files';
import { plainRows } from './plain-rows';
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

/**
 * Transactions start with BEGIN IMMEDIATE: they take the write lock at the start and wait for it (busy_timeout).
 * A plain (deferred) BEGIN that reads first and writes later fails at once with SQLITE_BUSY when another process
 * (the command line, a restore) committed in between, and busy_timeout cannot help it.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionsDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.settings);
  }
}

export function openDatabase(path: string): DatabaseHandle {
  privateDatabaseFile(path); // 0600 before SQLite creates it (it holds the signing key and the sessions)
  // In the single executable better-sqlite3 finds its embedded addon through binary/bindings-shim.ts.
  const sqlite = new Database(path);
  // Durable and concurrent: WAL readers never block the writer; FULL sync so an acknowledged write survives a crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new ImmediateTransactionsDialect({ database: plainRows(sqlite) }) });
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
