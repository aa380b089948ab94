// The bin (issue 25, What staff miss 2; decision 198): deleted posts, events, resources and sponsors, restorable for
// BIN_DAYS days.
// Bulk work in the lists (issue 25, What staff miss 8) answers per item: the ones done and the ones refused, with why.
import { z } from 'zod';
import { idSchema } from './fields';

/** How long a deleted item stays restorable before the purge removes it and its files. */
export const BIN_DAYS = 30;
export const BIN_KINDS = ['post', 'event', 'resource', 'sponsor'] as const;
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

const KIND_NOUNS: Record<BinKind, [string, string]> = { post: ['post', 'posts'], event: ['event', 'events'], resource: ['resource', 'resources'], sponsor: ['sponsor', 'sponsors'] };
/** "1 post", "3 posts" (the dashboard speaks English). */
export const countOf = (kind: BinKind, n: number): string => `${n} ${KIND_NOUNS[kind][n === 1 ? 0 : 1]}`;

/** The dashboard's texts about the bin and bulk work (not in the spec: decision 198). */
export const BIN_TEXTS = {
  confirmNote: `It moves to the bin, where it can be restored for ${BIN_DAYS} days.`,
  kindLabels: { post: 'Post', event: 'Event', resource: 'Resource', sponsor: 'Sponsor' } as Record<BinKind, string>,
  empty: `The bin is empty. Deleted posts, events, resources and sponsors stay here for ${BIN_DAYS} days.`,
  daysLeft: (n: number) => (n <= 0 ? 'Purged today' : n === 1 ? '1 day left' : `${n} days left`),
  restored: (title: string) => `"${title}" restored.`,
  restoreFailed: 'Failed to restore',
  confirmForever: (title: string) => `Delete "${title}" forever? It and its files cannot be restored afterwards.`,
  deletedForever: (title: string) => `"${title}" deleted forever.`,
  deleteForeverFailed: 'Failed to delete forever',
  loadFailed: 'Failed to load the bin',
  published: (kind: BinKind, n: number) => `${countOf(kind, n)} published`,
  binned: (kind: BinKind, n: number) => `${countOf(kind, n)} moved to the bin`,
  confirmPublish: (kind: BinKind, n: number) => `Publish ${countOf(kind, n)}?`,
  confirmBin: (kind: BinKind, n: number) => `Move ${countOf(kind, n)} to the bin? ${n === 1 ? 'It' : 'They'} can be restored for ${BIN_DAYS} days.`,
  notDone: (kind: BinKind, n: number, reasons: string) => `${countOf(kind, n)} could not be changed: ${reasons}`,
  bulkFailed: 'The bulk action failed: nothing was reported done.',
} as const;
