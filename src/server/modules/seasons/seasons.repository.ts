import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import { PUBLISHED, type Visibility } from '../publishing/visibility';
import type { SeasonRow, SeasonsTable } from '../../db/types';
import { ftcYearFromSeasonName } from '../../../shared/schemas/ftc-sync';

export const listSeasons = (db: Executor): Promise<SeasonRow[]> =>
  db.selectFrom('seasons').selectAll().orderBy('season_number', 'desc').execute();

export const findSeason = (db: Executor, id: number): Promise<SeasonRow | undefined> =>
  db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();

export const currentSeasonRow = (db: Executor): Promise<SeasonRow | undefined> =>
  db.selectFrom('seasons').selectAll().where('is_current', '=', 1).executeTakeFirst();

/**
 * The season before this one: the next lower season number. Seasons are ordered by their number everywhere (the
 * lists, the team pages' sponsors); the FTC year is optional and may be missing, the number never is.
 */
export const previousSeasonRow = (db: Executor, seasonNumber: number): Promise<SeasonRow | undefined> =>
  db.selectFrom('seasons').selectAll().where('season_number', '<', seasonNumber).orderBy('season_number', 'desc').limit(1).executeTakeFirst();

export const findSeasonByNumber = (db: Executor, seasonNumber: number): Promise<SeasonRow | undefined> =>
  db.selectFrom('seasons').selectAll().where('season_number', '=', seasonNumber).executeTakeFirst();

export const insertSeason = (db: Executor, row: Insertable<SeasonsTable>): Promise<SeasonRow> =>
  db.insertInto('seasons').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSeason = (db: Executor, id: number, changes: Updateable<SeasonsTable>): Promise<SeasonRow | undefined> =>
  db.updateTable('seasons').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteSeason(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('seasons').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Clears the current flag everywhere, so another season can take it without breaking the partial unique index. */
export async function clearCurrent(db: Executor, updatedAt: string): Promise<void> {
  await db.updateTable('seasons').set({ is_current: 0, updated_at: updatedAt }).where('is_current', '=', 1).execute();
}

export interface SeasonCounts {
  teamCount: number;
  eventCount: number;
  regionCount: number;
}

/** 'public': the events counted are the published ones (the statistics, issue 21); 'all': every one (is it in use?). */
export async function seasonCounts(db: Executor, id: number, visibility: Visibility): Promise<SeasonCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('team_registrations').select((e) => e.fn.countAll<number>().as('n')).where('season_id', '=', id).as('teamCount'),
      eb
        .selectFrom('events')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('season_id', '=', id)
        .$if(visibility === 'public', (q) => q.where('status', '=', PUBLISHED))
        .as('eventCount'),
      eb
        .selectFrom('team_registrations')
        .select((e) => e.fn.count<number>('region_id').distinct().as('n'))
        .where('season_id', '=', id)
        .as('regionCount'),
    ])
    .executeTakeFirstOrThrow();
  return { teamCount: Number(row.teamCount), eventCount: Number(row.eventCount), regionCount: Number(row.regionCount) };
}

/** The FTC year of each season asked for (stored, else read from its name), for the events' links to FIRST. */
export async function ftcYearsOf(db: Executor, ids: readonly number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('seasons').select(['id', 'ftc_year', 'season_name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.ftc_year ?? ftcYearFromSeasonName(r.season_name)]));
}
