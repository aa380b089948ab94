// The media library (issue 25, point 5; decision 199): uploaded images with their size, alt text and the items that
// use them. One set of schemas for the dashboard's procedures and forms.
import { z } from 'zod';
import { idSchema } from './fields';
import { fileOutput } from './files';
import { RICH_LIMITS } from '../rich-text/types';

export const MEDIA_PAGE_SIZE = 48;
/** The same limit as an image's alt text in a rich description (one rule). */
export const ALT_TEXT_MAX = RICH_LIMITS.altText;

export const MEDIA_MESSAGES = {
  altTooLong: `Alt text must be at most ${ALT_TEXT_MAX} characters.`,
  inUse: 'This image is still used, so it cannot be deleted. Remove it from the items listed under "Used by" first.',
  notImage: 'Only images are listed in the media library.',
} as const;

export const mediaListInput = z.object({
  /** Part of the file name (case-insensitive). */
  search: z.string().trim().max(200).default(''),
  unusedOnly: z.boolean().default(false),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type MediaListInput = z.input<typeof mediaListInput>;

/** What uses an image: the item's kind, its id (null for the site settings) and a label to show. */
export const MEDIA_USE_KINDS = ['post', 'event', 'resource', 'sponsor', 'team', 'site-settings', 'post-text', 'event-text', 'bin'] as const;
export const mediaUse = z.object({
  kind: z.enum(MEDIA_USE_KINDS),
  id: z.number().int().nullable(),
  label: z.string(),
});
export type MediaUse = z.infer<typeof mediaUse>;

export const mediaItem = z.object({
  file: fileOutput,
  altText: z.string(),
  usedBy: z.array(mediaUse),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaListOutput = z.object({
  items: z.array(mediaItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaListOutput = z.infer<typeof mediaListOutput>;

export const mediaAltInput = z.object({
  id: idSchema,
  altText: z.string().trim().max(ALT_TEXT_MAX, MEDIA_MESSAGES.altTooLong),
});

export const mediaIdInput = z.object({ id: idSchema });
