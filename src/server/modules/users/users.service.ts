// User administration: used by the ADMIN's tRPC procedures and by the command line (actor null = the operator).
import { randomBytes } from 'node:crypto';
import { AppError, notFound } from '../../../shared/errors';
import type { Role } from '../../../shared/policy';
import type { CreateUserInput } from '../../../shared/schemas/users';
import { isoNow } from '../../clock';
import type { Actor, Deps } from '../../deps';
import { revokeUserSessions } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { authorize } from '../auth/permissions';
import { toUserOutput } from './users.mapper';
import * as repo from './users.repository';

/** null means the server operator (command line), who may do everything. */
type Operator = Actor | null | 'cli';
const check = (actor: Operator) => {
  if (actor !== 'cli') authorize(actor, 'users:manage');
};

export async function listUsers(deps: Deps, actor: Operator) {
  check(actor);
  return (await repo.listUsers(deps.db)).map(toUserOutput);
}

export async function createUser(deps: Deps, actor: Operator, input: CreateUserInput) {
  check(actor);
  if (await repo.findUserByEmail(deps.db, input.email)) throw new AppError('CONFLICT', 'An account with this email already exists.');
  const user = await repo.insertUser(deps.db, {
    email: input.email,
    name: input.name,
    password_hash: await hashPassword(input.password),
    user_type: input.userType,
  });
  return toUserOutput(user);
}

async function existing(deps: Deps, id: number) {
  const user = await repo.findUserById(deps.db, id);
  if (!user) throw notFound('User');
  return user;
}

async function ensureAnotherAdmin(deps: Deps, id: number) {
  const admins = (await repo.listUsers(deps.db)).filter((u) => u.user_type === 'ADMIN' && u.disabled === 0 && u.id !== id);
  if (admins.length === 0) throw new AppError('CONFLICT', 'The last active ADMIN cannot lose the role or be disabled.');
}

/** Changing a role ends the user's sessions, so the new role applies from the next sign-in (and every request re-reads it). */
export async function setRole(deps: Deps, actor: Operator, id: number, role: Role) {
  check(actor);
  const user = await existing(deps, id);
  if (user.user_type === 'ADMIN' && role !== 'ADMIN') await ensureAnotherAdmin(deps, id);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const row = await repo.updateUser(trx, id, { user_type: role, updated_at: now });
    if (user.user_type !== role) await revokeUserSessions(trx, id, 'role_changed', now);
    return row!;
  });
  return toUserOutput(updated);
}

export async function setDisabled(deps: Deps, actor: Operator, id: number, disabled: boolean) {
  check(actor);
  const user = await existing(deps, id);
  if (disabled && user.user_type === 'ADMIN') await ensureAnotherAdmin(deps, id);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const row = await repo.updateUser(trx, id, { disabled: disabled ? 1 : 0, updated_at: now });
    if (disabled) await revokeUserSessions(trx, id, 'disabled', now);
    return row!;
  });
  return toUserOutput(updated);
}

export async function resetPassword(deps: Deps, actor: Operator, id: number, password: string) {
  check(actor);
  await existing(deps, id);
  const passwordHash = await hashPassword(password); // outside the transaction: it is slow on purpose
  await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    await repo.updateUser(trx, id, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, id, 'password_reset', now);
  });
}

export const findByEmail = (deps: Deps, email: string) => repo.findUserByEmail(deps.db, email.toLowerCase());

/** First start: with no user at all, create the first ADMIN from ADMIN_EMAIL/ADMIN_PASSWORD or a generated password. */
export async function ensureFirstAdmin(deps: Deps): Promise<{ email: string; password: string | null } | null> {
  if ((await repo.countUsers(deps.db)) > 0) return null;
  const email = (deps.config.ADMIN_EMAIL ?? 'admin@ftcromania.local').toLowerCase();
  const generated = deps.config.ADMIN_PASSWORD ? null : randomBytes(15).toString('base64url');
  await repo.insertUser(deps.db, {
    email,
    name: deps.config.ADMIN_NAME,
    password_hash: await hashPassword(deps.config.ADMIN_PASSWORD ?? generated!),
    user_type: 'ADMIN',
  });
  return { email, password: generated };
}
