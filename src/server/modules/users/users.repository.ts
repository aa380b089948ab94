import type { Role } from '../../../shared/policy';
import type { Executor } from '../../db/connection';
import type { NewUser, UserRow } from '../../db/types';

export const findUserByEmail = (db: Executor, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Executor, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listUsers = (db: Executor): Promise<UserRow[]> => db.selectFrom('users').selectAll().orderBy('id').execute();

export async function updateUser(db: Executor, id: number, changes: { user_type?: Role; disabled?: number; name?: string; password_hash?: string; updated_at: string }) {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}
