// Kysely's SQLite database (its documented `SqliteDatabase` interface) over better-sqlite3, reading rows as plain
// objects. better-sqlite3 makes a row by defining its columns on a new object one at a time, and V8 turns an object
// given more than about a dozen properties that way into a dictionary: a row of the 46-column events table then
// takes about 4 KB of heap instead of 0.5 KB, and a list of 10,000 events 34 MB while its answer is built (decision
// 212). Here a reading statement returns arrays (`raw`), and each row is a copy of one object holding the
// statement's columns, filled in: V8 keeps it an ordinary object, all the statement's rows sharing one shape (1.6-1.9
// KB an event row with its values, read in about half the time). Writes, and the rows' values, are better-sqlite3's.
import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export function plainRows(sqlite: Database.Database): SqliteDatabase {
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const statement = sqlite.prepare(sql);
      if (!statement.reader) return statement;
      // A name given twice (a join's `select *`) keeps its last value, as better-sqlite3's own rows do.
      const names = statement.columns().map((column) => column.name);
      const blank: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, null]));
      const arrays = statement.raw(true);
      // better-sqlite3's types do not follow raw(): each row is checked to be the array raw() makes.
      const row = (values: unknown) => {
        if (!Array.isArray(values)) throw new TypeError('better-sqlite3 gave a row that is not an array after raw(true)');
        const out = { ...blank };
        for (let i = 0; i < names.length; i++) out[names[i]!] = values[i];
        return out;
      };
      return {
        reader: true,
        all: (parameters) => arrays.all(parameters).map(row),
        run: (parameters) => arrays.run(parameters),
        *iterate(parameters) {
          for (const values of arrays.iterate(parameters)) yield row(values);
        },
      };
    },
  };
}
