import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/connection';
import { sponsorIsPublic } from '../sponsors';
import { PUBLISHED } from '../publishing/visibility';
import type { FileRow, FilesTable, ImageVariantRow, ImageVariantsTable } from '../../db/types';

export const findFile = (db: Executor, id: number): Promise<FileRow | undefined> =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

export const findFiles = (db: Executor, ids: number[]): Promise<FileRow[]> =>
  ids.length ? db.selectFrom('files').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const insertFile = (db: Executor, row: Insertable<FilesTable>): Promise<FileRow> =>
  db.insertInto('files').values(row).returningAll().executeTakeFirstOrThrow();

export async function keepInLibrary(db: Executor, id: number) {
  await db.updateTable('files').set({ in_library: 1 }).where('id', '=', id).execute();
}

export async function deleteFileRow(db: Executor, id: number) {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

/**
 * Every column that attaches a file to something (image variants belong to their file and do not count), and when
 * that holder makes the file public (issue 21): a post's or an event's image while it is published, a sponsor's logo
 * while the sponsor is public (sponsorIsPublic), an image in a rich description while its post or event is published
 * (decision 196), and always for resources, teams and the site settings (they have no
 * drafts); never for an item in the bin, whose files are kept only to be restored (decision 198). One list for the references count, the visibility and the upkeep of unattached uploads; a test checks it
 * against the schema's foreign keys, so a new holder cannot be missed.
 */
export const FILE_REFERENCES = [
  { table: 'home_posts', column: 'image_id', public: 'when-published' },
  { table: 'resources', column: 'image_id', public: 'always' },
  { table: 'events', column: 'image_id', public: 'when-published' },
  { table: 'sponsors', column: 'logo_id', public: 'when-sponsor-public' },
  { table: 'site_setting_files', column: 'file_id', public: 'always' },
  { table: 'teams', column: 'logo_id', public: 'always' },
  { table: 'rich_text_images', column: 'file_id', public: 'when-holder-published' },
  { table: 'bin_files', column: 'file_id', public: 'never' },
] as const;

/** How many entities point at a file. */
export async function countFileReferences(db: Executor, id: number): Promise<number> {
  const counts = await Promise.all(
    FILE_REFERENCES.map(({ table, column }) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(sql.ref(column), '=', id)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

/** Whether a file is public: one public holder is enough (FILE_REFERENCES says which are); attached to nothing, not. */
export async function isFilePublic(db: Executor, id: number): Promise<boolean> {
  const holds = FILE_REFERENCES.map(({ table, column, public: when }) => {
    const condition =
      when === 'when-published'
        ? sql` AND h.status = ${PUBLISHED}`
        : when === 'when-sponsor-public'
          ? sql` AND ${sponsorIsPublic('h')}`
          : when === 'when-holder-published'
            ? sql` AND (EXISTS (SELECT 1 FROM home_posts AS p WHERE p.id = h.home_post_id AND p.status = ${PUBLISHED}) OR EXISTS (SELECT 1 FROM events AS e WHERE e.id = h.event_id AND e.status = ${PUBLISHED}))`
            : when === 'never'
              ? sql` AND 0`
              : sql``;
    return sql<number>`EXISTS (SELECT 1 FROM ${sql.table(table)} AS h WHERE ${sql.ref(`h.${column}`)} = ${id}${condition})`;
  });
  const row = await sql<{ public: number }>`SELECT (${sql.join(holds, sql` OR `)}) AS public`.execute(db);
  return row.rows[0]?.public === 1;
}

/** SQL: nothing in FILE_REFERENCES points at `files.id` (the query must select from `files`). */
export const fileIsUnused = sql<boolean>`(${sql.join(
  FILE_REFERENCES.map(({ table, column }) => sql`NOT EXISTS (SELECT 1 FROM ${sql.table(table)} AS h WHERE ${sql.ref(`h.${column}`)} = files.id)`),
  sql` AND `,
)})`;

/** Files that nothing points at, uploaded before `before` (ISO time), oldest first; the media library's own images
 * stay until deleted there (decision 199). */
export function unattachedFilesBefore(db: Executor, before: string): Promise<Array<Pick<FileRow, 'id' | 'created_at'>>> {
  return db
    .selectFrom('files')
    .select(['files.id', 'files.created_at'])
    .where('files.created_at', '<', before)
    .where('files.in_library', '=', 0)
    .where(fileIsUnused)
    .orderBy('files.id')
    .execute();
}

/** The tables whose rows point at one file, and the column that holds it. */
export interface FileHolder {
  table: 'home_posts' | 'resources' | 'events' | 'sponsors';
  column: 'image_id' | 'logo_id';
}

/** The file an entity points at (fileId null: none); undefined when the entity does not exist. */
export async function findEntityFile(db: Executor, holder: FileHolder, id: number): Promise<{ fileId: number | null } | undefined> {
  const row = await db.selectFrom(holder.table).select(sql<number | null>`${sql.ref(holder.column)}`.as('file_id')).where('id', '=', id).executeTakeFirst();
  return row && { fileId: row.file_id };
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

// Image variants (issue 14).

export const findVariants = (db: Executor, fileIds: number[]): Promise<ImageVariantRow[]> =>
  fileIds.length ? db.selectFrom('image_variants').selectAll().where('file_id', 'in', fileIds).orderBy('width').orderBy('format').execute() : Promise.resolve([]);

export const findVariant = (db: Executor, id: number): Promise<ImageVariantRow | undefined> =>
  db.selectFrom('image_variants').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Records what an image's processing found, in place of any earlier variants (their keys are answered, for the
 * caller to remove the bytes). Updating the files row bumps its table version, so cached public answers showing
 * the image are made again with the new fields. Undefined when the file row is gone (deleted meanwhile).
 */
export async function recordVariants(
  db: Executor,
  fileId: number,
  image: { width: number | null; height: number | null; variantsAt: string },
  variants: Array<Omit<Insertable<ImageVariantsTable>, 'file_id'>>,
): Promise<string[] | undefined> {
  const updated = await db
    .updateTable('files')
    .set({ width: image.width, height: image.height, variants_at: image.variantsAt })
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return undefined;
  const old = await db.selectFrom('image_variants').select('storage_key').where('file_id', '=', fileId).execute();
  await db.deleteFrom('image_variants').where('file_id', '=', fileId).execute();
  if (variants.length) await db.insertInto('image_variants').values(variants.map((v) => ({ ...v, file_id: fileId }))).execute();
  return old.map((r) => r.storage_key);
}

/** The storage keys of a file's variants (to remove their bytes with it). */
export const variantKeys = async (db: Executor, fileId: number): Promise<string[]> =>
  (await db.selectFrom('image_variants').select('storage_key').where('file_id', '=', fileId).execute()).map((r) => r.storage_key);

/** Image files never processed (uploaded before variants existed, or by the seed). */
export const unprocessedImages = (db: Executor): Promise<FileRow[]> =>
  db.selectFrom('files').selectAll().where('kind', '=', 'image').where('variants_at', 'is', null).orderBy('id').execute();

/** Every recorded variant with the file it belongs to (to find those whose bytes are gone). */
export const allVariants = (db: Executor): Promise<ImageVariantRow[]> => db.selectFrom('image_variants').selectAll().orderBy('id').execute();
