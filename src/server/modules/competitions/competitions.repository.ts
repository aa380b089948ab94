import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { CompetitionStagesTable } from '../../db/types';

/** Every stage, newest season first, then in calendar order. */
export const listStages = (db: Executor) =>
  db.selectFrom('competition_stages').selectAll().orderBy('season_label', 'desc').orderBy('date_start').orderBy('sort_order').orderBy('id').execute();

export const findStage = (db: Executor, id: number) => db.selectFrom('competition_stages').selectAll().where('id', '=', id).executeTakeFirst();

export const insertStage = (db: Executor, row: Insertable<CompetitionStagesTable>) =>
  db.insertInto('competition_stages').values(row).returningAll().executeTakeFirstOrThrow();

export const updateStage = (db: Executor, id: number, changes: Updateable<CompetitionStagesTable>) =>
  db.updateTable('competition_stages').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteStage(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('competition_stages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The current season's name (its label is the trailing 'YYYY-YYYY'), or undefined. */
export const currentSeasonName = async (db: Executor): Promise<string | undefined> =>
  (await db.selectFrom('seasons').select('season_name').where('is_current', '=', 1).executeTakeFirst())?.season_name;
