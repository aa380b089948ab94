// The bin (issue 25, What staff miss 2; decision 198): deleted posts, events and resources, restorable for BIN_DAYS days.
// Bulk work in the lists (issue 25, What staff miss 8) answers per item: the ones done and the ones refused, with why.
import { z } from 'zod';
import { idSchema } from './fields';

/** How long a deleted item stays restorable before the purge removes it and its files. */
export const BIN_DAYS = 30;
export const BIN_KINDS = ['post', 'event', 'resource'] as const;
export type BinKind = (typeof BIN_KINDS)[number];

export const BIN_MESSAGES = {
  notFound: 'This item is no longer in the bin.',
} as const;

export const binIdInput = z.object({ id: idSchema });

export const binItemOutput = z.object({
  id: z.number().int(),
  kind: z.enum(BIN_KINDS),
  itemId: z.number().int(),
  title: z.string(),
  deletedBy: z.string().nullable(),
  deletedAt: z.string(),
  /** When the purge removes it for good. */
  purgeAt: z.string(),
});
export type BinItemOutput = z.infer<typeof binItemOutput>;

export const restoredOutput = z.object({ kind: z.enum(BIN_KINDS), id: z.number().int() });

/** At most a page of a list at once. */
export const BULK_MAX = 200;
export const bulkIdsInput = z.object({ ids: z.array(idSchema).min(1, 'Select at least one item.').max(BULK_MAX) });
export type BulkIdsInput = z.infer<typeof bulkIdsInput>;

export const bulkOutput = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkOutput = z.infer<typeof bulkOutput>;
