// Accounts and sessions: register, login (limited per account and address, and per account: login-throttle.ts),
// refresh-token rotation with reuse detection, logout, and turning a bearer token into the request's Actor.
import { ACCESS_TOKEN_TTL_SECONDS, ACCOUNT_FAILURE_MEMORY_MS } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { can, ROLES } from '../../../shared/policy';
import type { AuthOutput, LoginInput, RegisterInput, UserOutput } from '../../../shared/schemas/auth';
import { paths } from '../../../shared/site-pages';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { runQuietly } from '../activity/activity-context';
import { activeUserEmails, findUserByEmail, findUserById, insertUser, updateUser } from '../users';
import { registrationNoticeMail } from '../mail/mail.messages';
import { isMailEnabled, kickMail, queueMail, siteLink } from '../mail/mail.service';
import { toUserOutput } from '../users/users.mapper';
import { sqliteCode } from '../../db/errors';
import type { UserRow } from '../../db/types';
import { addressKey } from './address-key';
import { requireSignedIn } from '../../kernel/permissions';
import * as repo from './auth.repository';
import { throttledPasswordCheck, type AttemptKey } from './login-throttle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import { hashRefreshToken, newRefreshToken, newSessionId, signAccessToken, verifyAccessToken } from './tokens';

export const INVALID_CREDENTIALS = 'Email or password is incorrect. Please try again.';
export { TOO_MANY_ATTEMPTS } from './login-throttle';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** Two refreshes racing from one tab: the loser presents a token rotated this recently and is still served. */
const ROTATION_GRACE_MS = 10_000;

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export interface SessionTokens {
  auth: AuthOutput;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function issueTokens(deps: Deps, user: UserRow, sessionId: string, refreshToken: string, expiresAt: string): Promise<SessionTokens> {
  const access = await signAccessToken(deps.keys.jwt, { userId: user.id, sessionId }, deps.clock.now());
  return {
    auth: { access_token: access, expires_in: ACCESS_TOKEN_TTL_SECONDS, user: toUserOutput(user) },
    refreshToken,
    refreshExpiresAt: new Date(expiresAt),
  };
}

async function startSession(deps: Deps, user: UserRow, meta: ClientMeta): Promise<SessionTokens> {
  const now = deps.clock.now();
  const sessionId = newSessionId();
  const refreshToken = newRefreshToken();
  const startedAt = new Date(now).toISOString();
  const expiresAt = new Date(now + deps.config.SESSION_MAX_DAYS * DAY_MS).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      id: sessionId,
      user_id: user.id,
      // The service's clock, not the database's: idle and absolute lifetimes are measured from the same clock.
      created_at: startedAt,
      last_used_at: startedAt,
      expires_at: expiresAt,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    await repo.insertRefreshToken(trx, hashRefreshToken(refreshToken), sessionId);
  });
  return issueTokens(deps, user, sessionId, refreshToken, expiresAt);
}

export async function register(deps: Deps, input: RegisterInput, meta: ClientMeta): Promise<SessionTokens> {
  if (await findUserByEmail(deps.db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists.', { fieldErrors: { email: ['An account with this email already exists.'] } });
  }
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    // Registration always makes a TEAM user; roles are given by an ADMIN.
    user = await insertUser(deps.db, { email: input.email, name: input.name, password_hash: passwordHash, user_type: 'TEAM' });
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw new AppError('CONFLICT', 'An account with this email already exists.');
    throw error;
  }
  await noticeAdmins(deps, user);
  return startSession(deps, user, meta);
}

/**
 * With SMTP (issue 25): an e-mail about the new account to each active user who can act on it (the policy's
 * users:manage: the ADMINs), queued and sent by the mail worker.
 */
async function noticeAdmins(deps: Deps, user: UserRow): Promise<void> {
  if (!isMailEnabled(deps)) return;
  const link = siteLink(deps, `${paths.dashboard}/users`);
  const admins = await activeUserEmails(
    deps.db,
    ROLES.filter((role) => can(role, 'users:manage')),
  );
  if (await queueMail(deps, deps.db, admins.map((to) => registrationNoticeMail(to, user, link)))) kickMail(deps);
}

/** Whether the refresh cookie sent along is a live session of the account being signed in to. */
async function isKnownSession(deps: Deps, email: string, refreshToken: string | undefined, now: number): Promise<boolean> {
  if (!refreshToken) return false;
  const row = await repo.findRefreshToken(deps.db, hashRefreshToken(refreshToken));
  if (!row || row.revoked_at || row.replaced_at || row.disabled === 1 || row.email !== email) return false;
  return Date.parse(row.expires_at) > now && Date.parse(row.last_used_at) + deps.config.SESSION_IDLE_DAYS * DAY_MS > now;
}

/** `refreshToken`: the request's refresh cookie, if any (a known browser of the account skips the account's wait). */
export async function login(deps: Deps, input: LoginInput, meta: ClientMeta, refreshToken?: string): Promise<SessionTokens> {
  const now = deps.clock.now();
  const key: AttemptKey = { email: input.email, address: addressKey(meta.ip), knownSession: await isKnownSession(deps, input.email, refreshToken, now) };
  const user = await findUserByEmail(deps.db, input.email);
  // An unknown e-mail pays for a hash too (the dummy), so its answer takes as long as a wrong password's.
  const ok = await throttledPasswordCheck(deps.db, key, now, async () => {
    const matches = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
    return matches && user !== undefined && user.disabled !== 1;
  });
  if (!ok || !user) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  await repo.pruneFailures(deps.db, now - ACCOUNT_FAILURE_MEMORY_MS);
  // Hashes made before the parameters were raised are upgraded while the password is at hand.
  // A stronger hash of the same password is housekeeping, not an edit: the activity log does not list it.
  if (needsRehash(user.password_hash)) {
    const password_hash = await hashPassword(input.password);
    await runQuietly(() => updateUser(deps.db, user.id, { password_hash, updated_at: isoNow(deps.clock) }));
  }
  return startSession(deps, user, meta);
}

export async function refresh(deps: Deps, refreshToken: string | undefined): Promise<SessionTokens> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED', SESSION_ENDED);
  const now = deps.clock.now();
  const nowIsoValue = new Date(now).toISOString();
  const tokenHash = hashRefreshToken(refreshToken);
  const next = newRefreshToken();

  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findRefreshToken(trx, tokenHash);
    if (!row || row.revoked_at) return { ok: false as const };
    const idleLimit = Date.parse(row.last_used_at) + deps.config.SESSION_IDLE_DAYS * DAY_MS;
    if (Date.parse(row.expires_at) <= now || idleLimit <= now || row.disabled === 1) {
      await repo.revokeSession(trx, row.session_id, 'expired', nowIsoValue);
      return { ok: false as const };
    }
    if (row.replaced_at) {
      if (now - Date.parse(row.replaced_at) > ROTATION_GRACE_MS) {
        // A rotated token came back: it was stolen or replayed. End the whole session (the token family).
        await repo.revokeSession(trx, row.session_id, 'reuse', nowIsoValue);
        return { ok: false as const, reuse: true };
      }
    } else {
      await repo.markTokenReplaced(trx, tokenHash, nowIsoValue);
    }
    await repo.insertRefreshToken(trx, hashRefreshToken(next), row.session_id);
    await repo.touchSession(trx, row.session_id, nowIsoValue);
    const user = await findUserById(trx, row.user_id);
    if (!user) throw new Error(`session ${row.session_id} belongs to no user`);
    return { ok: true as const, user, sessionId: row.session_id, expiresAt: row.expires_at };
  });

  if (!outcome.ok) {
    if ('reuse' in outcome) deps.log.warn({ event: 'refresh_token_reuse' }, 'Refresh token reuse detected; session revoked');
    throw new AppError('UNAUTHORIZED', SESSION_ENDED);
  }
  return issueTokens(deps, outcome.user, outcome.sessionId, next, outcome.expiresAt);
}

/** Ends the session behind the refresh cookie and/or the bearer token. Always succeeds. */
export async function logout(deps: Deps, refreshToken: string | undefined, actor: Actor | null): Promise<void> {
  if (refreshToken) {
    const row = await repo.findRefreshToken(deps.db, hashRefreshToken(refreshToken));
    if (row) await repo.revokeSession(deps.db, row.session_id, 'logout', isoNow(deps.clock));
  }
  if (actor) await repo.revokeSession(deps.db, actor.sessionId, 'logout', isoNow(deps.clock));
}

/** The signed-in user as the API shows them (401 without a session, or when the account is gone). */
export async function profile(deps: Deps, actor: Actor | null): Promise<UserOutput> {
  requireSignedIn(actor); // also while a one-time password must be changed: the profile says so
  const user = await findUserById(deps.db, actor.id);
  requireSignedIn(user ? actor : null);
  return toUserOutput(user!);
}

/** The Actor of a bearer token, checked against the live session and the user's current role. */
export async function authenticate(deps: Deps, bearer: string | undefined): Promise<Actor | null> {
  if (!bearer) return null;
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.keys.jwt, bearer, now);
  if (!claims) return null;
  const row = await repo.findActiveSessionUser(deps.db, claims.sessionId, claims.userId);
  if (!row || row.revoked_at || row.disabled === 1 || Date.parse(row.expires_at) <= now) return null;
  if (Date.parse(row.last_used_at) + deps.config.SESSION_IDLE_DAYS * DAY_MS <= now) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.user_type, sessionId: claims.sessionId, passwordChangeRequired: row.password_change_required === 1 };
}
