import { sql } from 'kysely';
import type { Executor } from '../../db/connection';
import type { DemoTable } from '../../../../db/seed/demo-marks';

export const hasMeta = async (db: Executor, key: string): Promise<boolean> =>
  (await db.selectFrom('app_meta').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

/** How many marked rows each table still has (marks of rows deleted since are not counted). */
export async function countMarked(db: Executor, tables: readonly DemoTable[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM demo_rows d JOIN ${sql.table(table)} t ON t.id = d.row_id WHERE d.table_name = ${table}`.execute(db);
    const row = rows[0] ?? { n: 0 };
    out[table] = Number(row.n);
  }
  return out;
}

export const markedIds = async (db: Executor, table: DemoTable): Promise<number[]> =>
  (await db.selectFrom('demo_rows').select('row_id').where('table_name', '=', table).execute()).map((r) => r.row_id);

export async function deleteMarked(db: Executor, table: Exclude<DemoTable, 'files'>): Promise<number> {
  const ids = await markedIds(db, table);
  let deleted = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const result = await sql`DELETE FROM ${sql.table(table)} WHERE id IN (${sql.join(chunk)})`.execute(db);
    deleted += Number(result.numAffectedRows ?? 0);
  }
  return deleted;
}

export async function clearMarks(db: Executor): Promise<void> {
  await db.deleteFrom('demo_rows').execute();
}
