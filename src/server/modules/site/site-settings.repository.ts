// Site settings rows (migration 2026-11-24-030): key -> JSON value, and the files the settings name.
import type { Executor } from '../../db/connection';

export const listSettingRows = (db: Executor) => db.selectFrom('site_settings').select(['key', 'value']).execute();

export async function upsertSetting(db: Executor, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function deleteSettings(db: Executor, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('site_settings').where('key', 'in', keys).execute();
}

export const listSettingFileIds = async (db: Executor): Promise<number[]> =>
  (await db.selectFrom('site_setting_files').select('file_id').execute()).map((row) => row.file_id);

export async function replaceSettingFiles(db: Executor, ids: number[]): Promise<void> {
  await db.deleteFrom('site_setting_files').execute();
  if (ids.length) await db.insertInto('site_setting_files').values(ids.map((file_id) => ({ file_id }))).execute();
}
