// The status columns a create or an update writes, from the input's status / publishAt, shared by posts and events.
import { AppError } from '../../../shared/errors';
import { PUBLISH_MESSAGES, type PublishStatus } from '../../../shared/schemas/publishing';

export interface PublicationInput {
  status?: PublishStatus;
  publishAt?: string;
}

export interface PublicationColumns {
  status?: PublishStatus;
  publish_at?: string | null;
}

const pastTime = () =>
  new AppError('VALIDATION', PUBLISH_MESSAGES.publishAtPast, { fieldErrors: { publishAt: [PUBLISH_MESSAGES.publishAtPast] } });

/**
 * `before` is the row an update changes (undefined on create). No status: a create publishes now (the spec's REST
 * behaviour), an update keeps the row's. Published keeps the time a published row first went public; scheduled
 * needs a time after now (checked on the server's clock); a draft forgets its time.
 */
export function publicationColumns(input: PublicationInput, now: string, before?: { status: PublishStatus; publish_at: string | null }): PublicationColumns {
  const status = input.status ?? (before ? undefined : 'published');
  if (status === undefined) return {};
  if (status === 'draft') return { status, publish_at: null };
  if (status === 'published') return { status, publish_at: before?.status === 'published' ? before.publish_at : now };
  if (!input.publishAt) throw new AppError('VALIDATION', PUBLISH_MESSAGES.publishAtRequired, { fieldErrors: { publishAt: [PUBLISH_MESSAGES.publishAtRequired] } });
  if (input.publishAt <= now) throw pastTime();
  return { status, publish_at: input.publishAt };
}

/** Whether a write changed what the scheduler waits for. */
export const touchesSchedule = (columns: PublicationColumns, before?: { status: PublishStatus }): boolean =>
  columns.status === 'scheduled' || (before?.status === 'scheduled' && columns.status !== undefined);
