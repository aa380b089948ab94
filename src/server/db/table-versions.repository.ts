// The content tables' version counters (migration 2026-11-24-002): triggers bump a table's row in the very
// transaction that writes it, whoever writes. The sum is what the answer cache compares: counters only grow, so any
// write anywhere makes it grow. Read on every public GET, so it costs as little as it can: a statement that reads a
// table opens a WAL read transaction (locks on the -shm file), the most expensive part of a cached answer. So the
// counters are read again only when this connection bumped one or another connection committed:
// - this connection: a TEMP trigger (this connection's alone, nothing in the database file) on table_versions calls
//   a JavaScript function as the bump happens, so no statement runs per request to find out;
// - others: PRAGMA data_version, checked once per turn of the event loop.
import type Database from 'better-sqlite3';

export interface ContentVersions {
  /** The sum of every content table's counter, as committed (null while this connection is inside a transaction). */
  current(): number | null;
}

export function contentVersions(sqlite: Database.Database): ContentVersions {
  const sum = sqlite.prepare('SELECT sum(version) FROM table_versions').pluck();
  const othersCommitted = sqlite.prepare('PRAGMA data_version').pluck();
  // Set inside the writing statement, before its commit (or rollback): either way the sum is read again, after.
  let bumped = true;
  sqlite.function('ftc_content_bumped', { deterministic: false }, () => {
    bumped = true;
    return null;
  });
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    sqlite.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ftc_content_bumped_${event.toLowerCase()} AFTER ${event} ON main.table_versions
      BEGIN SELECT ftc_content_bumped(); END`);
  }
  let seen = { others: -1, sum: 0 };
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
      if (others === null) {
        others = othersCommitted.get() as number;
        setImmediate(nextTurn);
      }
      if (bumped || others !== seen.others) {
        bumped = false;
        seen = { others, sum: sum.get() as number };
      }
      return seen.sum;
    },
  };
}
