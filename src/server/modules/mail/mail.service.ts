// Queuing e-mail (issue 25). Without SMTP (no SMTP_URL or SMTP_HOST) nothing is queued: queueMail answers false and
// the callers keep the site's behaviour without e-mail (one-time passwords, no "Forgot password?").
import { isoNow } from '../../clock';
import type { Executor } from '../../db/connection';
import type { Deps } from '../../deps';
import { insertMail, type QueuedMail } from './mail.repository';

/** Whether this app sends e-mail: buildApp starts the worker only when SMTP is configured. */
export const isMailEnabled = (deps: Pick<Deps, 'mailer'>): boolean => Boolean(deps.mailer);

/**
 * Queues messages in `db` (the caller's transaction, so a rolled-back write sends nothing) and, once that is
 * committed, wakes the worker with `deps.mailer.kick()` (kickMail). Answers whether anything was queued.
 */
export async function queueMail(deps: Deps, db: Executor, mails: QueuedMail[]): Promise<boolean> {
  if (!isMailEnabled(deps)) return false;
  const at = isoNow(deps.clock);
  for (const mail of mails) await insertMail(db, mail, at);
  return mails.length > 0;
}

/** Wakes the worker after queued messages were committed. */
export const kickMail = (deps: Deps): void => deps.mailer?.kick();

/** An absolute link to a page of the site (PUBLIC_URL is required with SMTP: config.ts). */
export function siteLink(deps: Pick<Deps, 'config'>, pathAndHash: string): string {
  return new URL(pathAndHash, deps.config.PUBLIC_URL ?? 'http://localhost').toString();
}
