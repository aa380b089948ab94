// The rows Kysely reads through src/server/db/plain-rows.ts are better-sqlite3's own rows, value for value: every
// column of a wide table, a name given twice, nulls, numbers, blobs, `returning` and streams; writes answer as before.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainRows } from '../../src/server/db/plain-rows';

const COLUMNS = Array.from({ length: 30 }, (_, i) => `c${i}`);

interface Schema {
  wide: { id: Generated<number>; c1: string | null };
}

describe('rows read through Kysely', () => {
  let sqlite: Database.Database;
  let db: Kysely<Schema>;

  beforeEach(() => {
    sqlite = new Database(':memory:');
    sqlite.exec(`create table wide (id integer primary key, ${COLUMNS.map((c) => `${c} text`).join(', ')}, n real, b blob)`);
    sqlite.exec('create table tag (id integer primary key, wide_id integer, c0 text)');
    const insert = sqlite.prepare(`insert into wide (${COLUMNS.join(', ')}, n, b) values (${COLUMNS.map(() => '?').join(', ')}, ?, ?)`);
    for (let row = 0; row < 3; row++) insert.run(...COLUMNS.map((c, i) => (i % 4 === 0 ? null : `${c} of ${row}: ș`)), row + 0.5, Buffer.from([row, 255]));
    sqlite.exec(`insert into tag (wide_id, c0) values (1, 'tag one'), (2, 'tag two')`);
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: plainRows(sqlite) }) });
  });

  afterEach(async () => {
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it('hold the same values as better-sqlite3 reads, for a wide table and a join naming a column twice', async () => {
    const queries = ['select * from wide order by id', 'select w.*, t.* from wide w join tag t on t.wide_id = w.id order by w.id'];
    for (const query of queries) {
      const { rows } = await sql.raw<Record<string, unknown>>(query).execute(db);
      const own = sqlite.prepare<[], Record<string, unknown>>(query).all();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(own);
      expect(rows.map((row) => Object.keys(row))).toEqual(own.map((row) => Object.keys(row)));
    }
    const { rows: joined } = await sql.raw<{ c0: string; id: number }>(queries[1]!).execute(db);
    expect(joined.map((row) => [row.id, row.c0])).toEqual([[1, 'tag one'], [2, 'tag two']]); // the last of the two wins
  });

  it('answer writes, `returning` and streams as before', async () => {
    const updated = await db.updateTable('wide').set({ c1: 'changed' }).where('id', '<=', 2).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    const inserted = await db.insertInto('wide').values({ c1: 'new' }).returning(['id', 'c1']).execute();
    expect(inserted).toEqual([{ id: 4, c1: 'new' }]);
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('wide').select(['id', 'c1']).orderBy('id').stream()) streamed.push(row);
    expect(streamed).toEqual([{ id: 1, c1: 'changed' }, { id: 2, c1: 'changed' }, { id: 3, c1: 'c1 of 2: ș' }, { id: 4, c1: 'new' }]);
  });
});
