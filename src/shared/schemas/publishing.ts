// Drafts and scheduled publishing of posts and events (issue 15): the status fields shared by the REST bodies, the
// tRPC inputs and the dashboard forms, with their messages, and the dashboard's texts about them.
import { z } from 'zod';
import { blank, dateTime } from './fields';

export const PUBLISH_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const PUBLISH_MESSAGES = {
  status: `Status must be one of: ${PUBLISH_STATUSES.join(', ')}`,
  publishAtRequired: 'A scheduled item needs a publish date and time',
  publishAtInvalid: 'The publish date and time must be a valid date',
  publishAtPast: 'The publish date and time must be in the future',
} as const;

/** What the dashboard says about status (not in the spec: written down in docs/decisions/024-drafts-preview-scheduled-publishing.md). */
export const PUBLISH_TEXTS = {
  statusLabel: 'Status',
  draft: 'Draft',
  publishNow: 'Publish now',
  schedule: 'Schedule',
  publishAtLabel: 'Publish on (Romania time)',
  badge: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' },
  filterLabel: 'Status',
  filterAll: 'All statuses',
  savedDraft: 'Saved as a draft.',
  scheduledFor: (when: string) => `Scheduled for ${when}.`,
  uploadFailedDraft: (item: 'post' | 'event') => `The image could not be uploaded: the ${item} was saved as a draft.`,
  uploadFailedUnchanged: (item: 'post' | 'event') => `The image could not be uploaded: the ${item} was not changed and stays published.`,
  preview: 'Preview',
  previewBanner: 'Preview — not published',
} as const;

export const publishStatusSchema = z.enum(PUBLISH_STATUSES, { error: PUBLISH_MESSAGES.status });

/**
 * The two fields as an input takes them. Both optional: a create without status publishes (the spec's REST
 * behaviour), an update without status keeps it. publishAt is read only with status 'scheduled'.
 */
export const publishFields = {
  status: blank(publishStatusSchema.optional()),
  publishAt: blank(dateTime({ required: PUBLISH_MESSAGES.publishAtRequired, invalid: PUBLISH_MESSAGES.publishAtInvalid }).optional()),
};

/** A refinement for objects holding publishFields: scheduled needs its time. */
export function scheduleNeedsTime(value: { status?: PublishStatus; publishAt?: string }, ctx: z.RefinementCtx) {
  if (value.status === 'scheduled' && !value.publishAt) {
    ctx.addIssue({ code: 'custom', message: PUBLISH_MESSAGES.publishAtRequired, path: ['publishAt'] });
  }
}

/** What an item says about its publication, in the post and event outputs. */
export const publicationOutput = {
  status: publishStatusSchema,
  /** Scheduled: when it goes public; published: when it did (for rows older than drafts, their creation). */
  publishAt: z.string().nullable(),
};

