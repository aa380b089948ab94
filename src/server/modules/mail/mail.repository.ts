import type { Executor } from '../../db/connection';

export interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export async function insertMail(db: Executor, mail: QueuedMail, at: string): Promise<number> {
  const row = await db
    .insertInto('mail_queue')
    .values({ kind: mail.kind, to_address: mail.to, subject: mail.subject, text_body: mail.text, created_at: at, next_attempt_at: at, last_error: null, sent_at: null, failed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The oldest message due at `at` (not sent, not given up). */
export const nextDue = (db: Executor, at: string) =>
  db
    .selectFrom('mail_queue')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** When the next waiting message is due, or null when none waits. */
export async function nextAttemptAt(db: Executor): Promise<string | null> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** Counts the attempt and moves the next one to `retryAt` before sending: a crash mid-send retries then. */
export async function startAttempt(db: Executor, id: number, retryAt: string) {
  await db
    .updateTable('mail_queue')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: retryAt }))
    .where('id', '=', id)
    .execute();
}

export async function markSent(db: Executor, id: number, at: string) {
  await db.updateTable('mail_queue').set({ sent_at: at, last_error: null }).where('id', '=', id).execute();
}

export async function markFailedAttempt(db: Executor, id: number, error: string, giveUpAt: string | null) {
  await db.updateTable('mail_queue').set({ last_error: error, failed_at: giveUpAt }).where('id', '=', id).execute();
}

/** Sent or given-up messages older than `before` are removed (the queue is no archive). */
export async function pruneMail(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where((eb) => eb.or([eb('sent_at', '<=', before), eb('failed_at', '<=', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
