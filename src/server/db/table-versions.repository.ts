// The content tables' version counters (migration 2026-11-24-002): triggers bump a table's row in the very
// transaction that writes it, whoever writes. The sum is what the answer cache compares: counters only grow, so any
// write anywhere makes it grow. Read on every public GET, so it is one prepared statement on the raw connection.
import type Database from 'better-sqlite3';

export interface ContentVersions {
  /** The sum of every content table's counter, as committed (null while this connection is inside a transaction). */
  current(): number | null;
}

export function contentVersions(sqlite: Database.Database): ContentVersions {
  const sum = sqlite.prepare('SELECT sum(version) FROM table_versions').pluck();
  return {
    // Inside one of our own transactions the counter may be uncommitted (and could be rolled back): no answer.
    current: () => (sqlite.inTransaction ? null : (sum.get() as number)),
  };
}
