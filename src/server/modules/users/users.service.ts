// User administration: used by the ADMIN's tRPC procedures and by the command line (actor null = the operator).
import { randomBytes } from 'node:crypto';
import { AppError, notFound } from '../../../shared/errors';
import type { Role } from '../../../shared/policy';
import { USER_MESSAGES, type AccountUpdateInput, type CreateUserInput, type IssueUserInput, type IssuedPassword, type ManagedUserOutput, type ResetPasswordOutput, type UserListQuery } from '../../../shared/schemas/users';
import { containsSearch } from '../../../shared/search';
import { isoNow } from '../../clock';
import type { Executor } from '../../db/connection';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { revokeOtherSessions, revokeUserSessions } from '../auth';
import { addressKey } from '../auth/address-key';
import { throttledPasswordCheck } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { queueInvitation } from '../auth/password-links';
import { kickMail } from '../mail/mail.service';
import { authorize, requireSignedIn } from '../../kernel/permissions';
import { findTeam } from '../teams';
import { toManagedUserOutput, toUserOutput } from './users.mapper';
import * as repo from './users.repository';

/** null means the server operator (command line), who may do everything. */
type Operator = Actor | null | 'cli';
const check = (actor: Operator) => {
  if (actor !== 'cli') authorize(actor, 'users:manage');
};

/** A one-time password: 18 random bytes, URL-safe (shown once, to be changed after signing in). */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/** Every user with the linked team, filtered: `search` matches e-mail or name, ignoring case and diacritics; `role`
 * one role; `withoutTeam` the TEAM accounts linked to no team. */
export async function listUsers(deps: Deps, actor: Operator, filters: UserListQuery = {}): Promise<ManagedUserOutput[]> {
  check(actor);
  const rows = await repo.listUsersWithTeams(deps.db);
  return rows
    .filter((row) => containsSearch(filters.search ?? '', row.email, row.name))
    .filter((row) => !filters.role || row.user_type === filters.role)
    .filter((row) => !filters.withoutTeam || (row.user_type === 'TEAM' && row.team_id === null))
    .map(toManagedUserOutput);
}

async function managed(deps: Deps, id: number): Promise<ManagedUserOutput> {
  const row = await repo.findUserWithTeam(deps.db, id);
  if (!row) throw notFound('User');
  return toManagedUserOutput(row);
}

async function ensureTeam(db: Executor, teamId: number | null | undefined) {
  if (teamId != null && !(await findTeam(db, teamId))) {
    throw new AppError('VALIDATION', 'Please choose a team', { fieldErrors: { teamId: ['Please choose a team'] } });
  }
}

/** The dashboard's create: the server generates the password and answers it once. */
export async function issueUser(deps: Deps, actor: Operator, input: IssueUserInput): Promise<IssuedPassword> {
  check(actor);
  if (input.teamId != null && input.userType !== 'TEAM') throw new AppError('VALIDATION', USER_MESSAGES.teamOnlyForTeamUsers, { fieldErrors: { teamId: [USER_MESSAGES.teamOnlyForTeamUsers] } });
  await ensureTeam(deps.db, input.teamId);
  const password = generatePassword();
  const user = await createUser(deps, actor, { email: input.email, name: input.name, userType: input.userType, password });
  // Whoever reads the one-time password knows it: the user chooses their own at the first sign-in (issue 25). An
  // invited user chooses it through the link, which clears this too.
  await repo.updateUser(deps.db, user.id, { password_change_required: 1, updated_at: isoNow(deps.clock) });
  if (input.teamId != null) await repo.setUserTeam(deps.db, user.id, input.teamId, isoNow(deps.clock));
  // With SMTP (issue 25) the user gets a link to choose a password instead; the generated one is never shown.
  if (await queueInvitation(deps, deps.db, user)) {
    kickMail(deps);
    return { user: await managed(deps, user.id), password: null, invited: true };
  }
  return { user: await managed(deps, user.id), password, invited: false };
}

export async function createUser(deps: Deps, actor: Operator, input: CreateUserInput) {
  check(actor);
  if (await repo.findUserByEmail(deps.db, input.email)) {
    throw new AppError('CONFLICT', USER_MESSAGES.duplicateEmail, { fieldErrors: { email: [USER_MESSAGES.duplicateEmail] } });
  }
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

/** Inside the writing transaction, so two ADMINs demoting each other at once cannot leave none. */
async function ensureAnotherAdmin(db: Executor, id: number) {
  if ((await repo.countOtherActiveAdmins(db, id)) === 0) throw new AppError('CONFLICT', USER_MESSAGES.lastAdmin);
}

/** Changing a role ends the user's sessions, so the new role applies from the next sign-in (and every request re-reads it). */
export async function setRole(deps: Deps, actor: Operator, id: number, role: Role) {
  check(actor);
  const user = await existing(deps, id);
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (user.user_type === 'ADMIN' && role !== 'ADMIN') await ensureAnotherAdmin(trx, id);
    const now = isoNow(deps.clock);
    // Only a TEAM user edits a team's profile: another role loses the link.
    const row = await repo.updateUser(trx, id, { user_type: role, updated_at: now, ...(role !== 'TEAM' ? { team_id: null } : {}) });
    if (user.user_type !== role) await revokeUserSessions(trx, id, 'role_changed', now);
    return row!;
  });
  return toUserOutput(updated);
}

export async function setDisabled(deps: Deps, actor: Operator, id: number, disabled: boolean) {
  check(actor);
  const user = await existing(deps, id);
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (disabled && user.user_type === 'ADMIN') await ensureAnotherAdmin(trx, id);
    const now = isoNow(deps.clock);
    const row = await repo.updateUser(trx, id, { disabled: disabled ? 1 : 0, updated_at: now });
    if (disabled) await revokeUserSessions(trx, id, 'disabled', now);
    return row!;
  });
  return toUserOutput(updated);
}

/** Sets the password (generated when none is given), ends the user's sessions and answers the password. */
export async function resetPassword(deps: Deps, actor: Operator, id: number, given?: string): Promise<string> {
  check(actor);
  await existing(deps, id);
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password); // outside the transaction: it is slow on purpose
  await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    // The admin (or the operator at the command line) knows this password: the user chooses their own at sign-in.
    await repo.updateUser(trx, id, { password_hash: passwordHash, password_change_required: 1, updated_at: now });
    await revokeUserSessions(trx, id, 'password_reset', now);
  });
  return password;
}

/** The dashboard's reset: the user as the list shows it, and the password only when the server generated it (a
 * password the admin chose is never sent back). */
export async function resetPasswordForAdmin(deps: Deps, actor: Operator, id: number, given?: string): Promise<ResetPasswordOutput> {
  const password = await resetPassword(deps, actor, id, given);
  return { user: await managed(deps, id), password: given ? null : password };
}

/** The dashboard's role change and disabling answer the user as the list shows it. */
export async function setRoleForAdmin(deps: Deps, actor: Operator, id: number, role: Role): Promise<ManagedUserOutput> {
  await setRole(deps, actor, id, role);
  return managed(deps, id);
}

export async function setDisabledForAdmin(deps: Deps, actor: Operator, id: number, disabled: boolean): Promise<ManagedUserOutput> {
  await setDisabled(deps, actor, id, disabled);
  return managed(deps, id);
}

/** Signs the user out everywhere (every device); answers how many sessions were live. */
export async function endSessions(deps: Deps, actor: Operator, id: number): Promise<{ id: number; ended: number }> {
  check(actor);
  await existing(deps, id);
  return { id, ended: await revokeUserSessions(deps.db, id, 'ended_by_admin', isoNow(deps.clock)) };
}

/** Links a TEAM user to a team (null unlinks). The link is read on every profile write, so it applies at once. */
export async function setTeam(deps: Deps, actor: Operator, id: number, teamId: number | null): Promise<ManagedUserOutput> {
  check(actor);
  await linkAccountToTeam(deps, actor, deps.db, id, teamId);
  return managed(deps, id);
}

/**
 * The link itself, in the caller's executor (an approved team request links inside its own transaction: decision
 * 195): only a TEAM user, only an existing team.
 */
export async function linkAccountToTeam(deps: Deps, actor: Operator, db: Executor, id: number, teamId: number | null): Promise<void> {
  check(actor);
  const user = await repo.findUserById(db, id);
  if (!user) throw notFound('User');
  if (teamId !== null && user.user_type !== 'TEAM') throw new AppError('VALIDATION', USER_MESSAGES.teamOnlyForTeamUsers, { fieldErrors: { teamId: [USER_MESSAGES.teamOnlyForTeamUsers] } });
  await ensureTeam(db, teamId);
  await repo.setUserTeam(db, id, teamId, isoNow(deps.clock));
}

/**
 * /my-account: the signed-in user changes their own name and, with the current password, their password. A new
 * password ends the user's other sessions (another device keeps no access); this one stays signed in.
 * A wrong current password counts as a failed sign-in of the account from `ip` (login-throttle.ts): the same lockout
 * and per-account wait apply, whatever session asks, so a stolen session is no unthrottled password oracle.
 */
export async function updateOwnAccount(deps: Deps, actor: Actor | null, input: AccountUpdateInput, ip = 'local') {
  requireSignedIn(actor); // the way out of a one-time password
  if (actor.passwordChangeRequired && input.newPassword === undefined) {
    throw new AppError('VALIDATION', USER_MESSAGES.newPasswordRequired, { fieldErrors: { newPassword: [USER_MESSAGES.newPasswordRequired] } });
  }
  const user = await existing(deps, actor.id);
  let passwordHash: string | undefined;
  if (input.newPassword !== undefined) {
    const key = { email: user.email, address: addressKey(ip), knownSession: false };
    const current = input.currentPassword ?? '';
    if (!(await throttledPasswordCheck(deps.db, key, deps.clock.now(), () => verifyPassword(current, user.password_hash)))) {
      throw new AppError('VALIDATION', USER_MESSAGES.wrongCurrentPassword, { fieldErrors: { currentPassword: [USER_MESSAGES.wrongCurrentPassword] } });
    }
    if (actor.passwordChangeRequired && input.newPassword === current) {
      throw new AppError('VALIDATION', USER_MESSAGES.samePassword, { fieldErrors: { newPassword: [USER_MESSAGES.samePassword] } });
    }
    passwordHash = await hashPassword(input.newPassword);
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const updated = await repo.updateUser(trx, actor.id, { name: input.name, updated_at: now, ...(passwordHash ? { password_hash: passwordHash, password_change_required: 0 } : {}) });
    if (passwordHash) await revokeOtherSessions(trx, actor.id, actor.sessionId, 'password_changed', now);
    return updated!;
  });
  return toUserOutput(row);
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
    // A generated password was printed to the log: the admin replaces it at the first sign-in. ADMIN_PASSWORD is
    // the operator's own choice and stays.
    password_change_required: generated ? 1 : 0,
  });
  return { email, password: generated };
}
