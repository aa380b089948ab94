// The content tables' version counters (migration 2026-11-24-002): triggers bump a table's row in the very
// transaction that writes it, whoever writes. The sum is what the answer cache compares: counters only grow, so any
// write anywhere makes it grow. Read on every public GET, so it costs as little as it can: a statement that reads a
// table opens a WAL read transaction (locks on the -shm file), the most expensive part of a cached answer. So the
// counters are read again only when this connection wrote (total_changes(), which reads no table: checked on every
// call) or another connection committed (PRAGMA data_version: checked once per turn of the event loop).
import type Database from 'better-sqlite3';

export interface ContentVersions {
  /** The sum of every content table's counter, as committed (null while this connection is inside a transaction). */
  current(): number | null;
}

export function contentVersions(sqlite: Database.Database): ContentVersions {
  const sum = sqlite.prepare('SELECT sum(version) FROM table_versions').pluck();
  const othersCommitted = sqlite.prepare('PRAGMA data_version').pluck();
  const ownChanges = sqlite.prepare('SELECT total_changes()').pluck();
  let seen = { others: -1, own: -1, sum: 0 };
  // Once per turn is exact for "after a write returns": a request sent after another process's commit returned is
  // read from the socket in a later turn than any check made before that commit.
  let others: number | null = null;
  const nextTurn = () => {
    others = null;
  };
  return {
    current() {
      // Inside one of our own transactions the counters may be uncommitted (and could be rolled back): no answer.
      if (sqlite.inTransaction) return null;
      const own = ownChanges.get() as number;
      if (others === null) {
        others = othersCommitted.get() as number;
        setImmediate(nextTurn);
      }
      if (others !== seen.others || own !== seen.own) seen = { others, own, sum: sum.get() as number };
      return seen.sum;
    },
  };
}
