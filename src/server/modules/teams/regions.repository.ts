import type { Executor } from '../../db/connection';

export interface RegionRow {
  id: number;
  name: string;
}

export const listRegions = (db: Executor): Promise<RegionRow[]> => db.selectFrom('regions').selectAll().orderBy('name').execute();

export const findRegion = (db: Executor, id: number): Promise<RegionRow | undefined> =>
  db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();

/** Region names are unique regardless of case ("Nord" and "nord" are one region). */
export const findRegionByName = (db: Executor, name: string): Promise<RegionRow | undefined> =>
  db
    .selectFrom('regions')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();

export const insertRegion = (db: Executor, name: string): Promise<RegionRow> =>
  db.insertInto('regions').values({ name }).returningAll().executeTakeFirstOrThrow();
