// Password links (issue 25): "Forgot password?" and invitations. A link carries a random token (32 bytes); only its
// SHA-256 hash is stored, with the user, the purpose and the expiry (a reset: one hour; an invitation: seven days).
// A link works once: setting the password uses up every open link of the user and ends all their sessions.
// The forgot-password answer is the same text whether the address has an account or not; the work that differs (a
// token and a queued row) is a few inserts, and the e-mail itself is sent later by the mail worker.
// Limits: per client address (RESET_LIMIT_PER_ADDRESS an hour, then a 429) and per e-mail (RESET_LIMIT_PER_EMAIL an
// hour; past it the same answer, but no more e-mail: nobody can flood an inbox, and the answer still says nothing).
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { ForgotPasswordInput, PasswordLinkOutput, ResetWithLinkInput } from '../../../shared/schemas/auth';
import { paths } from '../../../shared/site-pages';
import { isoNow } from '../../clock';
import type { Executor } from '../../db/connection';
import type { Deps } from '../../deps';
import { invitationMail, passwordResetMail } from '../mail/mail.messages';
import { isMailEnabled, kickMail, queueMail, siteLink } from '../mail/mail.service';
import { findUserByEmail, updateUser } from '../users';
import { addressKey } from './address-key';
import { revokeUserSessions } from './auth.repository';
import * as repo from './password-links.repository';
import { hashPassword } from './password';

const HOUR_MS = 3_600_000;
export const RESET_LINK_TTL_MS = HOUR_MS;
export const INVITE_LINK_DAYS = 7;
const INVITE_LINK_TTL_MS = INVITE_LINK_DAYS * 24 * HOUR_MS;
export const RESET_LIMIT_PER_EMAIL = 3;
export const RESET_LIMIT_PER_ADDRESS = 10;

export const FORGOT_ANSWER = 'If an account exists for this e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.';
export const RESET_DONE = 'Your password has been set. You can sign in with it now.';
export const RESET_UNAVAILABLE = 'Password reset by e-mail is not available on this site. Please ask an administrator.';
const TOO_MANY = 'Too many password reset requests from your network. Please try again in an hour.';

const LINK_MESSAGES: Record<Exclude<PasswordLinkOutput['status'], 'valid'>, string> = {
  used: 'This link has already been used. If you still need to set a password, ask for a new link.',
  expired: 'This link has expired. Please ask for a new one.',
  invalid: 'This link is not valid. Check that you opened the whole address from the e-mail, or ask for a new link.',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page a link opens: the token in the fragment, so it reaches no server log and no Referer header. */
export const passwordLinkPath = (token: string) => `${paths.resetPassword}#token=${token}`;

/** A new link for the user (inside the caller's transaction); answers its absolute address. */
export async function newPasswordLink(deps: Deps, db: Executor, userId: number, purpose: 'reset' | 'invite'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await repo.insertPasswordToken(db, {
    token_hash: hashToken(token),
    user_id: userId,
    purpose,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + (purpose === 'reset' ? RESET_LINK_TTL_MS : INVITE_LINK_TTL_MS)).toISOString(),
  });
  return siteLink(deps, passwordLinkPath(token));
}

/** An invitation (users.service issueUser, with SMTP): a link to choose the first password, by e-mail. */
export async function queueInvitation(deps: Deps, db: Executor, user: { id: number; email: string; name: string }): Promise<boolean> {
  if (!isMailEnabled(deps)) return false;
  const link = await newPasswordLink(deps, db, user.id, 'invite');
  return queueMail(deps, db, [invitationMail(user.email, user.name, link, INVITE_LINK_DAYS)]);
}

export async function requestPasswordReset(deps: Deps, input: ForgotPasswordInput, ip: string): Promise<string> {
  if (!isMailEnabled(deps)) throw new AppError('NOT_FOUND', RESET_UNAVAILABLE);
  const now = deps.clock.now();
  const address = addressKey(ip);
  await repo.pruneResetRequests(deps.db, now - HOUR_MS);
  if ((await repo.countResetRequests(deps.db, { ip: address }, now - HOUR_MS)) >= RESET_LIMIT_PER_ADDRESS) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY, { retryAfter: 3600 });
  }
  const earlier = await repo.countResetRequests(deps.db, { email: input.email }, now - HOUR_MS);
  const user = await findUserByEmail(deps.db, input.email);
  const queued = await deps.db.transaction().execute(async (trx) => {
    await repo.recordResetRequest(trx, input.email, address, now);
    if (!user || user.disabled === 1 || earlier >= RESET_LIMIT_PER_EMAIL) return false;
    const link = await newPasswordLink(deps, trx, user.id, 'reset');
    return queueMail(deps, trx, [passwordResetMail(user.email, link)]);
  });
  if (queued) kickMail(deps);
  return FORGOT_ANSWER;
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof repo.findPasswordToken>>>;

function statusOf(row: LinkRow | undefined, now: number): PasswordLinkOutput['status'] {
  if (!row || row.disabled === 1) return 'invalid';
  if (row.used_at) return 'used';
  return Date.parse(row.expires_at) <= now ? 'expired' : 'valid';
}

/** What the page says before anything is typed: whether the link still works. */
export async function checkPasswordLink(deps: Deps, token: string): Promise<PasswordLinkOutput> {
  const row = await repo.findPasswordToken(deps.db, hashToken(token));
  const status = statusOf(row, deps.clock.now());
  if (status !== 'valid') return { status, purpose: row?.purpose ?? null, email: null, message: LINK_MESSAGES[status] };
  return { status, purpose: row!.purpose, email: row!.email, message: row!.purpose === 'invite' ? 'Choose the password of your new account.' : 'Choose a new password.' };
}

/** Sets the password from a link: uses the link up (and the user's other open links) and ends every session. */
export async function resetWithLink(deps: Deps, input: ResetWithLinkInput): Promise<string> {
  const tokenHash = hashToken(input.token);
  const before = await repo.findPasswordToken(deps.db, tokenHash);
  const status = statusOf(before, deps.clock.now());
  if (status !== 'valid') throw new AppError('VALIDATION', LINK_MESSAGES[status]);
  const passwordHash = await hashPassword(input.password); // outside the transaction: slow on purpose
  await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    // Two tabs submitting the same link: the second finds it used.
    if (!(await repo.useToken(trx, tokenHash, now))) throw new AppError('VALIDATION', LINK_MESSAGES.used);
    await updateUser(trx, before!.user_id, { password_hash: passwordHash, password_change_required: 0, updated_at: now });
    await repo.useUserTokens(trx, before!.user_id, now);
    await revokeUserSessions(trx, before!.user_id, 'password_reset', now);
    await repo.prunePasswordTokens(trx, new Date(deps.clock.now() - 24 * HOUR_MS).toISOString());
  });
  return RESET_DONE;
}
