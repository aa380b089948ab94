import type { Role } from '../../../shared/policy';
import type { Executor } from '../../db/connection';
import type { NewUser, UserRow } from '../../db/types';

export const findUserByEmail = (db: Executor, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Executor, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** The team a user's account is linked to, or null; read on every call, so an unlink applies at once. */
export const linkedTeamId = async (db: Executor, userId: number): Promise<number | null> => (await findUserById(db, userId))?.team_id ?? null;

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listUsers = (db: Executor): Promise<UserRow[]> => db.selectFrom('users').selectAll().orderBy('id').execute();

export async function updateUser(
  db: Executor,
  id: number,
  changes: { user_type?: Role; disabled?: number; name?: string; password_hash?: string; password_change_required?: 0 | 1; team_id?: number | null; updated_at: string },
) {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The Users screen's rows: every user with the team it is linked to. */
export const listUsersWithTeams = (db: Executor) =>
  db
    .selectFrom('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .selectAll('u')
    .select(['t.team_number', 't.name as team_name'])
    .orderBy('u.id')
    .execute();
export type UserWithTeam = Awaited<ReturnType<typeof listUsersWithTeams>>[number];

export const findUserWithTeam = (db: Executor, id: number): Promise<UserWithTeam | undefined> =>
  db
    .selectFrom('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .selectAll('u')
    .select(['t.team_number', 't.name as team_name'])
    .where('u.id', '=', id)
    .executeTakeFirst();

export async function setUserTeam(db: Executor, id: number, teamId: number | null, at: string): Promise<void> {
  await db.updateTable('users').set({ team_id: teamId, updated_at: at }).where('id', '=', id).execute();
}

/** Active ADMINs other than the given user. */
export async function countOtherActiveAdmins(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_type', '=', 'ADMIN')
    .where('disabled', '=', 0)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The e-mails of the active (not disabled) users of these roles. */
export async function activeUserEmails(db: Executor, roles: readonly Role[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db.selectFrom('users').select('email').where('user_type', 'in', roles).where('disabled', '=', 0).orderBy('id').execute();
  return rows.map((row) => row.email);
}
