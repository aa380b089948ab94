// The rows Kysely reads through src/server/db/plain-rows.ts are better-sqlite3's own rows, value for value: every
// column of a wide table, a name given twice, nulls, numbers, blobs, `returning` and streams; writes answer as before.
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainRows } from '../../src/server/db/plain-rows';

const COLUMNS = Array.from({ length: 30 }, (_, i) => `c${i}`);

interface Schema {
  wide: { id: Generated<number>; c0: string | null; c1: string | null };
  tag: { id: Generated<number>; wide_id: number; c0: string | null };
}

/** A driver row's column names (better-sqlite3 types its rows `unknown`). */
const keysOf = (row: unknown) => (typeof row === 'object' && row !== null ? Object.keys(row) : []);

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
    const all = db.selectFrom('wide').selectAll().orderBy('id');
    const joined = db.selectFrom('wide as w').innerJoin('tag as t', 't.wide_id', 'w.id').selectAll(['w', 't']).orderBy('w.id');
    for (const query of [all, joined]) {
      const rows = await query.execute();
      const { sql, parameters } = query.compile();
      const own = sqlite.prepare(sql).all(...parameters);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(own);
      expect(rows.map(keysOf)).toEqual(own.map(keysOf));
    }
    // `select w.*, t.*`: the tag's id and c0 come last and win.
    expect((await joined.execute()).map((row) => [row.id, row.c0])).toEqual([[1, 'tag one'], [2, 'tag two']]);
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
