// Write transactions take SQLite's write lock when they begin, so another process's commit cannot slip between a
// transaction's read and its write (which would fail at once with SQLITE_BUSY, whatever the busy timeout).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';

describe('database transactions', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let other: Database.Database;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ftc-tx-'));
    const file = path.join(dir, 'tx.sqlite');
    handle = openDatabase(file);
    await sql`create table counter (n integer not null)`.execute(handle.db);
    await sql`insert into counter (n) values (0)`.execute(handle.db);
    other = new Database(file); // stands for another process: the command line during serving
    other.pragma('busy_timeout = 0');
  });

  afterEach(async () => {
    other.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hold the write lock from BEGIN, so a read-then-write transaction is never cut off by another writer', async () => {
    let otherWrite: unknown = null;
    await handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
      try {
        other.prepare('update counter set n = 100').run();
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
    });
    expect(otherWrite).toBe('SQLITE_BUSY');
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(handle.db);
    expect(rows[0]!.n).toBe(1);
  });
});
