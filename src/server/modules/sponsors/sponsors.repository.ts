import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { SponsorRow, SponsorsTable } from '../../db/types';

export const listSponsors = (db: Executor): Promise<SponsorRow[]> => db.selectFrom('sponsors').selectAll().orderBy('id').execute();

export const findSponsor = (db: Executor, id: number): Promise<SponsorRow | undefined> =>
  db.selectFrom('sponsors').selectAll().where('id', '=', id).executeTakeFirst();

/** The sponsors of many events in one query, in the order they were added. */
export const sponsorsOfEvents = (db: Executor, eventIds: number[]): Promise<SponsorRow[]> =>
  eventIds.length ? db.selectFrom('sponsors').selectAll().where('event_id', 'in', eventIds).orderBy('id').execute() : Promise.resolve([]);

export const sponsorsOfTeamSeason = (db: Executor, teamSeasonId: number): Promise<SponsorRow[]> =>
  db.selectFrom('sponsors').selectAll().where('team_season_id', '=', teamSeasonId).orderBy('id').execute();

export const insertSponsor = (db: Executor, row: Insertable<SponsorsTable>): Promise<SponsorRow> =>
  db.insertInto('sponsors').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSponsor = (db: Executor, id: number, changes: Updateable<SponsorsTable>): Promise<SponsorRow | undefined> =>
  db.updateTable('sponsors').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteSponsor(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sponsors').where('id', '=', id).execute();
}

export async function eventExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function teamRegistrationExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('team_registrations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
