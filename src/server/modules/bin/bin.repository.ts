import type { Executor } from '../../db/connection';
import type { BinRow, BinTable } from '../../db/types';
import type { Insertable } from 'kysely';

export async function insertBinItem(db: Executor, row: Insertable<BinTable>, files: number[]): Promise<number> {
  const { id } = await db.insertInto('bin').values(row).returning('id').executeTakeFirstOrThrow();
  const unique = [...new Set(files)];
  if (unique.length) await db.insertInto('bin_files').values(unique.map((file_id) => ({ bin_id: id, file_id }))).execute();
  return id;
}

/** Newest deletions first, with the name of who deleted each. */
export const listBin = (db: Executor, kinds: BinTable['kind'][]) =>
  kinds.length
    ? db
        .selectFrom('bin')
        .leftJoin('users', 'users.id', 'bin.deleted_by')
        .select(['bin.id', 'bin.kind', 'bin.item_id', 'bin.title', 'bin.deleted_at', 'users.name as deleted_by_name'])
        .where('bin.kind', 'in', kinds)
        .orderBy('bin.deleted_at', 'desc')
        .orderBy('bin.id', 'desc')
        .execute()
    : Promise.resolve([]);

export const findBinItem = (db: Executor, id: number): Promise<BinRow | undefined> => db.selectFrom('bin').selectAll().where('id', '=', id).executeTakeFirst();

/** Removes the entry and answers the files it held (its bin_files rows go with it). */
export async function deleteBinItem(db: Executor, id: number): Promise<number[]> {
  const files = (await db.selectFrom('bin_files').select('file_id').where('bin_id', '=', id).execute()).map((r) => r.file_id);
  await db.deleteFrom('bin').where('id', '=', id).execute();
  return files;
}

export const binIdsBefore = async (db: Executor, before: string): Promise<number[]> =>
  (await db.selectFrom('bin').select('id').where('deleted_at', '<', before).orderBy('id').execute()).map((r) => r.id);
