// An item's history with values and "Restore this version" (issue 25, What staff miss 2; decision 197): one schema for
// the dashboard's History panel and the server's procedures.
import { z } from 'zod';
import { idSchema } from './fields';

/** The items whose earlier versions can be restored. */
export const HISTORY_TYPES = ['post', 'event', 'resource', 'site-settings'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** An item's history: site settings are one item without an id; every other item is named by its id. */
export const historyInput = z.discriminatedUnion('entityType', [
  z.object({ entityType: z.literal('site-settings') }),
  z.object({ entityType: z.enum(['post', 'event', 'resource']), entityId: idSchema }),
]);
export type HistoryInput = z.infer<typeof historyInput>;

/** One changed field: its values as text (null: empty, or a setting at its default). */
export const historyChange = z.object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() });
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorLabel: z.string(),
  action: z.string(),
  detail: z.string().nullable(),
  /** The changed fields with values; null for an entry written before values were kept. */
  changes: z.array(historyChange).nullable(),
  /** Whether the item can be put back as it was right after this entry. */
  restorable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyOutput = z.object({
  entries: z.array(historyEntry),
  /** Whether the reader may restore (the item's editors); the buttons are hidden otherwise. */
  canRestore: z.boolean(),
});
export type HistoryOutput = z.infer<typeof historyOutput>;

/** Restore the item an entry is about to its values right after that entry. */
export const restoreInput = z.object({ entryId: idSchema });
export type RestoreInput = z.infer<typeof restoreInput>;

export const restoreOutput = z.object({ entityType: z.enum(HISTORY_TYPES), entityId: z.number().int().nullable(), restored: z.array(z.string()) });
export type RestoreOutput = z.infer<typeof restoreOutput>;

export const HISTORY_MESSAGES = {
  noValues: 'This version was recorded before values were kept, so it cannot be restored.',
  same: 'The item already has these values: nothing to restore.',
  invalid: (reason: string) => `This version cannot be restored: ${reason} Nothing was changed.`,
} as const;

/** How many entries the panel shows (the newest). */
export const HISTORY_LIMIT = 100;
