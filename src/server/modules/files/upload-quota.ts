// The per-account upload quota (issue 21, finding 2): how many files and bytes an account may store in any 24 hours.
// Counted from upload_log (one row per stored upload), so a file replaced or removed since still counts for the day.
// ADMIN accounts have none; TEAM accounts a lower one than editors (settings UPLOAD_*; 0 = no limit).
import { UPLOAD_BUDGET } from '../../../shared/policy';
import { AppError } from '../../../shared/errors';
import type { Executor } from '../../db/connection';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';

export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

export interface UploadQuota {
  files: number;
  bytes: number;
}

/** The account's limits; null when it has none. A limit of 0 (Infinity here) is no limit. */
export function quotaOf(config: Deps['config'], role: Actor['role']): UploadQuota | null {
  const budget = UPLOAD_BUDGET[role];
  if (budget === 'unlimited') return null;
  const [files, mb] = budget === 'team' ? [config.UPLOAD_TEAM_DAILY_FILES, config.UPLOAD_TEAM_DAILY_MB] : [config.UPLOAD_DAILY_FILES, config.UPLOAD_DAILY_MB];
  return { files: files || Infinity, bytes: mb ? mb * MB : Infinity };
}

const windowStart = (now: number) => new Date(now - QUOTA_WINDOW_MS).toISOString();

export const QUOTA_MESSAGE = (quota: UploadQuota) => {
  const parts = [Number.isFinite(quota.files) ? `${quota.files} files` : null, Number.isFinite(quota.bytes) ? `${Math.round(quota.bytes / MB)} MB` : null];
  return `You have reached your upload limit (${parts.filter(Boolean).join(' or ')} in 24 hours). Please try again later.`;
};

/** Throws 429 when storing `size` more bytes would take the account past its quota. */
export async function checkUploadQuota(deps: Pick<Deps, 'db' | 'config' | 'clock'>, actor: Actor, size: number): Promise<void> {
  const quota = quotaOf(deps.config, actor.role);
  if (!quota) return;
  const now = deps.clock.now();
  const rows = await deps.db
    .selectFrom('upload_log')
    .select(['size', 'created_at'])
    .where('user_id', '=', actor.id)
    .where('created_at', '>', windowStart(now))
    .orderBy('created_at')
    .execute();
  const bytes = rows.reduce((sum, row) => sum + row.size, 0);
  if (rows.length + 1 <= quota.files && bytes + size <= quota.bytes) return;
  // Room comes back as the oldest uploads of the window leave it; the first one is a fair lower bound.
  const oldest = rows[0] ? Date.parse(rows[0].created_at) + QUOTA_WINDOW_MS : now + QUOTA_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((oldest - now) / 1000));
  const message = QUOTA_MESSAGE(quota);
  throw new AppError('TOO_MANY_REQUESTS', message, { fieldErrors: { file: [message] }, retryAfter });
}

/** Counts a stored upload against its account's quota. */
export async function recordUpload(db: Executor, userId: number, size: number, at: string): Promise<void> {
  await db.insertInto('upload_log').values({ user_id: userId, size, created_at: at }).execute();
}

/** Forgets uploads older than the window (the upkeep pass). */
export async function pruneUploadLog(db: Executor, now: number): Promise<number> {
  const result = await db.deleteFrom('upload_log').where('created_at', '<=', windowStart(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
