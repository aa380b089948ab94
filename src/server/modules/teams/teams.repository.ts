// Teams and their registrations (Kysely queries only).
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/connection';
import type { RegistrationRow, TeamRow, TeamsTable } from '../../db/types';

export const allTeamRows = (db: Executor): Promise<TeamRow[]> => db.selectFrom('teams').selectAll().orderBy('team_number').execute();

export const findTeam = (db: Executor, id: number): Promise<TeamRow | undefined> =>
  db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();

export const findTeamByNumber = (db: Executor, teamNumber: number): Promise<TeamRow | undefined> =>
  db.selectFrom('teams').selectAll().where('team_number', '=', teamNumber).executeTakeFirst();

export const insertTeam = (db: Executor, row: Insertable<TeamsTable>): Promise<TeamRow> =>
  db.insertInto('teams').values(row).returningAll().executeTakeFirstOrThrow();

export const updateTeam = (db: Executor, id: number, changes: Updateable<TeamsTable>): Promise<TeamRow | undefined> =>
  db.updateTable('teams').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function deleteTeam(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('teams').where('id', '=', id).execute();
}

/** What a team's deletion takes with it (the foreign keys cascade / set null). */
export async function teamFootprint(db: Executor, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('team_registrations').select((e) => e.fn.countAll<number>().as('n')).where('team_id', '=', id).as('registrations'),
      eb.selectFrom('event_teams').select((e) => e.fn.countAll<number>().as('n')).where('team_id', '=', id).as('events'),
      eb
        .selectFrom('sponsors')
        .innerJoin('team_registrations as r', 'r.id', 'sponsors.team_season_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('r.team_id', '=', id)
        .as('sponsors'),
    ])
    .executeTakeFirstOrThrow();
  return { registrations: Number(row.registrations), events: Number(row.events), sponsors: Number(row.sponsors) };
}

export type RegistrationWithRegion = RegistrationRow & { region_name: string | null };

const registrations = (db: Executor) =>
  db.selectFrom('team_registrations as r').leftJoin('regions as g', 'g.id', 'r.region_id').selectAll('r').select('g.name as region_name');

export const findRegistration = (db: Executor, id: number): Promise<RegistrationWithRegion | undefined> =>
  registrations(db).where('r.id', '=', id).executeTakeFirst();

export const findTeamRegistration = (db: Executor, teamId: number, seasonId: number): Promise<RegistrationWithRegion | undefined> =>
  registrations(db).where('r.team_id', '=', teamId).where('r.season_id', '=', seasonId).executeTakeFirst();

export const seasonRegistrations = (db: Executor, seasonId: number): Promise<RegistrationWithRegion[]> =>
  registrations(db).where('r.season_id', '=', seasonId).execute();

/** GET /teams/all: a season's registrations with their teams, by team number. */
export const seasonRegistrationsWithTeams = (db: Executor, seasonId: number) =>
  registrations(db)
    .innerJoin('teams as t', 't.id', 'r.team_id')
    .select(['t.team_number', 't.name as team_name', 't.city as team_city', 't.school as team_school', 't.rookie_year as team_rookie_year'])
    .where('r.season_id', '=', seasonId)
    .orderBy('t.team_number')
    .execute();
export type RegistrationWithTeam = Awaited<ReturnType<typeof seasonRegistrationsWithTeams>>[number];

export async function insertRegistration(
  db: Executor,
  row: { team_id: number; season_id: number; region_id: number | null; registration_status: string; romanian_number: string | null; created_at: string },
): Promise<number> {
  const inserted = await db.insertInto('team_registrations').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateRegistration(
  db: Executor,
  id: number,
  changes: { region_id?: number | null; registration_status?: string; romanian_number?: string | null },
): Promise<void> {
  await db.updateTable('team_registrations').set(changes).where('id', '=', id).execute();
}

export async function deleteRegistration(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('team_registrations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sponsors of a team's registrations: the current season's first, then newer seasons before older ones. */
export const teamSponsors = (db: Executor, teamId: number) =>
  db
    .selectFrom('sponsors as s')
    .innerJoin('team_registrations as r', 'r.id', 's.team_season_id')
    .innerJoin('seasons as se', 'se.id', 'r.season_id')
    .select(['s.id', 's.name', 's.link', 's.logo_id'])
    .where('r.team_id', '=', teamId)
    .orderBy('se.is_current', 'desc')
    .orderBy('se.season_number', 'desc')
    .orderBy('s.id')
    .execute();
