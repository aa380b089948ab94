// The activity log (issue 15, "History"): who changed what, which item, when. Read by ADMIN on the Activity screen;
// the latest entry of each item feeds the dashboard's "Last edited by … on …" lines.
import { z } from 'zod';
import { historyChange } from './history';

/** What an entry can be about. Link tables name their parent (an event's sponsors and teams are the event's). */
export const ACTIVITY_ENTITY_TYPES = [
  'post',
  'event',
  'resource',
  'season',
  'sponsor',
  'team',
  'user',
  'competition',
  'region',
  'file',
  'site-settings',
  'ftc-sync',
  'database',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/** The item types that show a "Last edited by" line in the dashboard. */
export const LAST_EDITED_TYPES = ['post', 'event', 'resource', 'season', 'sponsor', 'team', 'user', 'competition'] as const;
export type LastEditedType = (typeof LAST_EDITED_TYPES)[number];

export const ACTIVITY_PAGE_SIZE = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

/** The Activity screen's filters, as its URL carries them. */
export const activityListInput = z.object({
  page: z.number().int().min(1).max(100_000).optional(),
  actor: z.string().trim().max(200).optional(),
  entityType: z.enum(ACTIVITY_ENTITY_TYPES).optional(),
  action: z.string().trim().max(50).optional(),
  /** Days in Bucharest time, both included. */
  from: day.optional(),
  to: day.optional(),
  /** Searched in the item's label, ignoring case and diacritics. */
  q: z.string().trim().max(200).optional(),
});
export type ActivityListInput = z.infer<typeof activityListInput>;

export const activityEntryOutput = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  entityLabel: z.string(),
  detail: z.string().nullable(),
  /** An edit's changed fields with old and new values (decision 197); null for entries without values. */
  changes: z.array(historyChange).nullable(),
  /** Whether the item still exists (the row then links to its form). */
  exists: z.boolean(),
});
export type ActivityEntry = z.infer<typeof activityEntryOutput>;

export const activityListOutput = z.object({
  entries: z.array(activityEntryOutput),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Every actor and action in the log, for the filters' choices. */
  actors: z.array(z.string()),
  actions: z.array(z.string()),
});
export type ActivityListOutput = z.infer<typeof activityListOutput>;

export const lastEditsInput = z.object({ entityType: z.enum(LAST_EDITED_TYPES) });

/** The latest entry of each item of one type (one query per list, never one per row). */
export const lastEditsOutput = z.array(z.object({ entityId: z.number().int(), at: z.string(), actorLabel: z.string() }));
export type LastEdits = z.infer<typeof lastEditsOutput>;
