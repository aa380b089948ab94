import type { Insertable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { FileRow, FilesTable } from '../../db/types';

export const findFile = (db: Executor, id: number): Promise<FileRow | undefined> =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

export const findFiles = (db: Executor, ids: number[]): Promise<FileRow[]> =>
  ids.length ? db.selectFrom('files').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const insertFile = (db: Executor, row: Insertable<FilesTable>): Promise<FileRow> =>
  db.insertInto('files').values(row).returningAll().executeTakeFirstOrThrow();

export async function deleteFileRow(db: Executor, id: number) {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

/** How many entities point at a file. */
export async function countFileReferences(db: Executor, id: number): Promise<number> {
  const counts = await Promise.all([
    db.selectFrom('home_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('image_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).where('image_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('image_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('sponsors').select((eb) => eb.fn.countAll<number>().as('n')).where('logo_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('site_setting_files').select((eb) => eb.fn.countAll<number>().as('n')).where('file_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('teams').select((eb) => eb.fn.countAll<number>().as('n')).where('logo_id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

/** The tables whose rows point at one file, and the column that holds it. */
export interface FileHolder {
  table: 'home_posts' | 'resources' | 'events' | 'sponsors';
  column: 'image_id' | 'logo_id';
}

/** The file an entity points at (fileId null: none); undefined when the entity does not exist. */
export async function findEntityFile(db: Executor, holder: FileHolder, id: number): Promise<{ fileId: number | null } | undefined> {
  const row = await db.selectFrom(holder.table).select(`${holder.column} as file_id` as 'id').where('id', '=', id).executeTakeFirst();
  return row && { fileId: (row as unknown as { file_id: number | null }).file_id };
}

/** Points an entity at another file. */
export async function setEntityFile(db: Executor, holder: FileHolder, id: number, fileId: number, updatedAt: string): Promise<void> {
  await db
    .updateTable(holder.table)
    .set({ [holder.column]: fileId, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

export const listAllFiles = (db: Executor) => db.selectFrom('files').select(['id', 'storage_key', 'size']).execute();
