// Home posts (spec 02 §3, §5): one schema for the REST body, the tRPC input and the dashboard form.
import { z } from 'zod';
import { DEFAULT_IMAGE_POSITION, IMAGE_POSITIONS, POST_PRIORITY } from '../constants';
import { blank, formBoolean, freeText, idSchema, integer } from './fields';
import { FILE_MESSAGES, fileOutput } from './files';
import { richDocOutput, richTextField } from './rich-text';
import { englishTitleAndDescription, fieldLangs } from './content-lang';
import { publicationOutput, publishFields, scheduleNeedsTime } from './publishing';
import { SLUG_LONGEST, SLUG_PATTERN } from '../slug';

/** Validation messages of spec 02 §5, exactly as the form shows them. */
export const POST_MESSAGES = {
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 5 characters',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 10 characters',
  priorityRequired: 'Priority is required',
  priorityInvalid: 'Priority must be a whole number',
  priorityMin: 'Priority must be at least 1',
  priorityMax: 'Priority must be at most 5',
  imagePositionInvalid: 'Image position must be LEFT, RIGHT or BIG',
  imageNotImage: FILE_MESSAGES.notImage,
  imageTooLarge: FILE_MESSAGES.imageTooLarge,
} as const;

/** The dashboard's own texts for posts (spec 02 §2, §8); the server never sends them. */
export const POST_TEXTS = {
  loadFailed: 'Failed to load posts',
  createFailed: 'Failed to create post',
  updateFailed: 'Failed to update post',
  deleteFailed: 'Failed to delete post',
  created: 'Post created successfully!',
  updated: 'Post updated successfully!',
  deleted: 'Post deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this post?',
  emptyTitle: 'No posts yet',
  emptyHint: 'Create your first home post to get started',
} as const;

export const POST_TITLE_MIN = 5;
export const POST_DESCRIPTION_MIN = 10;
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 20_000;

// Inner rules without blank handling, so create (blank = required) and update (blank = skipped) share them.
const title = freeText({ error: POST_MESSAGES.titleRequired })
  .trim()
  .min(POST_TITLE_MIN, POST_MESSAGES.titleMin)
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
// Rich text (decision 196): the editor's document or plain text; the lengths count the visible text.
const description = richTextField({
  required: POST_MESSAGES.descriptionRequired,
  min: { length: POST_DESCRIPTION_MIN, message: POST_MESSAGES.descriptionMin },
  max: DESCRIPTION_MAX,
});
const priority = integer(
  { required: POST_MESSAGES.priorityRequired, invalid: POST_MESSAGES.priorityInvalid },
  { min: { value: POST_PRIORITY.min, message: POST_MESSAGES.priorityMin }, max: { value: POST_PRIORITY.max, message: POST_MESSAGES.priorityMax } },
);
const imagePosition = z.enum(IMAGE_POSITIONS, { error: POST_MESSAGES.imagePositionInvalid });

/**
 * The optional English version (decision 203), the same rules as the Romanian twin: absent leaves it as it is, null
 * or blank removes it. Not in the spec's calls: optional additions to their bodies.
 */
const englishFields = englishTitleAndDescription({ min: POST_TITLE_MIN, max: TITLE_MAX }, { min: POST_DESCRIPTION_MIN, max: DESCRIPTION_MAX });

/** An uploaded file's id to attach (dashboard), or null to remove the current image. Blank means "not given". */
export const attachmentIdSchema = z.preprocess((v: number | string | null | undefined) => (v === '' ? undefined : v), z.union([z.null(), idSchema]).optional());

/**
 * Create: a missing priority, imagePosition or announcement takes its default; blank text is "required".
 * announcement accepts the form's 'true' / '' as well as booleans.
 */
export const createPostInput = z
  .object({
    title: blank(title),
    description: blank(description),
    priority: priority.default(POST_PRIORITY.default),
    imagePosition: blank(imagePosition.default(DEFAULT_IMAGE_POSITION)),
    announcement: formBoolean.default(false),
    imageId: attachmentIdSchema,
    ...englishFields,
    ...publishFields,
  })
  .superRefine(scheduleNeedsTime);
export type CreatePostInput = z.output<typeof createPostInput>;

/** Update: only the fields sent change; blank text is skipped. An announcement sent as '' is false. */
const updatePostFields = {
  title: blank(title.optional()),
  description: blank(description.optional()),
  priority: blank(priority.optional()),
  imagePosition: blank(imagePosition.optional()),
  announcement: formBoolean.optional(),
  imageId: attachmentIdSchema,
  ...englishFields,
  ...publishFields,
};
export const updatePostInput = z.object(updatePostFields).superRefine(scheduleNeedsTime);
export type UpdatePostInput = z.output<typeof updatePostInput>;

/** GET /api/home-posts/slug/{slug}: a current or an old slug (the answer names the current one). */
export const postSlugParams = z.object({
  slug: z
    .string()
    .max(SLUG_LONGEST)
    .regex(SLUG_PATTERN, 'Not a post address'),
});

/** tRPC inputs that name a post. */
export const postIdInput = z.object({ id: idSchema });
export const updatePostByIdInput = z.object({ ...updatePostFields, id: idSchema }).superRefine(scheduleNeedsTime);

/** A home post as the API shows it. `timestamp` is the creation time (ISO 8601 UTC). */
export const postOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The visible text of the description (plain text: the spec's field). */
  description: z.string(),
  /** The description as structured rich text (decision 196), rendered by the pages. */
  descriptionDoc: richDocOutput,
  priority: z.number().int(),
  imagePosition: z.enum(IMAGE_POSITIONS),
  announcement: z.boolean(),
  image: fileOutput.nullable(),
  timestamp: z.string(),
  updatedAt: z.string(),
  /** Its page's address: /news/{slug} (issue 24). */
  slug: z.string(),
  ...publicationOutput,
  /** Only in a read with `?lang=` (decision 203): the language title and description are in. */
  contentLang: fieldLangs('title', 'description').optional(),
});
export type PostOutput = z.infer<typeof postOutput>;

/** A post as the dashboard edits it: with its English version (null where none), never in a public answer. */
export const postEditorOutput = postOutput.extend({
  titleEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionEnDoc: richDocOutput.nullable(),
});
export type PostEditorOutput = z.infer<typeof postEditorOutput>;

/**
 * The form's early check of a picked file (the server decides again from the bytes). Returns the message to show,
 * or null when the file may be sent.
 */
