// Resources (spec 02 §3, §5): one schema for the REST body, the tRPC input and the dashboard form.
import { z } from 'zod';
import { RESOURCE_CATEGORIES, RESOURCE_PAGES, RESOURCE_PRIORITY, type ResourceCategory } from '../constants';
import { isWebLink } from '../links';
import { blank, freeText, idSchema, integer } from './fields';
import { documentFileProblem, FILE_MESSAGES, fileOutput, imageFileProblem } from './files';
import { attachmentIdSchema } from './posts';
import { englishText, fieldLangs } from './content-lang';

/** Validation messages of spec 02 §5, exactly as the form shows them. */
export const RESOURCE_MESSAGES = {
  pageRequired: 'Page is required',
  pageInvalid: `Page must be one of: ${RESOURCE_PAGES.join(', ')}`,
  sectionRequired: 'Section is required',
  subsectionRequired: 'Subsection is required',
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of: ${RESOURCE_CATEGORIES.join(', ')}`,
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 10 characters',
  priorityRequired: 'Priority is required',
  priorityInvalid: 'Priority must be a whole number',
  priorityMin: 'Priority must be at least 1',
  linkInvalid: 'Please enter a valid URL',
  linkRequired: 'Link is required',
  documentFileRequired: FILE_MESSAGES.documentRequired,
  documentInvalid: FILE_MESSAGES.notDocument,
  documentTooLarge: FILE_MESSAGES.documentTooLarge,
  imageNotImage: FILE_MESSAGES.notImage,
  imageTooLarge: FILE_MESSAGES.imageTooLarge,
} as const;

/** The form-level message when a Video or Link has no link. */
export const linkMissingMessage = (category: ResourceCategory): string => `Please provide a link for ${category} category`;

/** The dashboard's own texts for resources (spec 02 §2, §8); the server never sends them. */
export const RESOURCE_TEXTS = {
  loadFailed: 'Failed to load resources',
  createFailed: 'Failed to create resource',
  updateFailed: 'Failed to update resource',
  deleteFailed: 'Failed to delete resource',
  created: 'Resource created successfully!',
  updated: 'Resource updated successfully!',
  deleted: 'Resource deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this resource?',
  emptyTitle: 'No resources yet',
  emptyHint: 'Add your first resource to get started',
  noMatchTitle: 'No resources found',
  noMatchHint: 'Try adjusting your filters or search terms',
} as const;

export const RESOURCE_DESCRIPTION_MIN = 10;
const SHORT_MAX = 200;
const LINK_MAX = 2000;
const DESCRIPTION_MAX = 20_000;

const isCategory = (v: unknown): v is ResourceCategory => typeof v === 'string' && (RESOURCE_CATEGORIES as readonly string[]).includes(v);

export const resourcePageSchema = z.enum(RESOURCE_PAGES, {
  error: (issue) => (issue.input === undefined ? RESOURCE_MESSAGES.pageRequired : RESOURCE_MESSAGES.pageInvalid),
});
export const resourceCategorySchema = z.enum(RESOURCE_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? RESOURCE_MESSAGES.categoryRequired : RESOURCE_MESSAGES.categoryInvalid),
});

const text = (required: string, max: number) => freeText({ error: required }).trim().max(max, `Must be at most ${max} characters`);
const description = text(RESOURCE_MESSAGES.descriptionRequired, DESCRIPTION_MAX).min(RESOURCE_DESCRIPTION_MIN, RESOURCE_MESSAGES.descriptionMin);
const link = freeText({ error: RESOURCE_MESSAGES.linkInvalid }).trim().max(LINK_MAX, RESOURCE_MESSAGES.linkInvalid);
/**
 * The English version (decision 204): section, subsection and description with their Romanian twins' lengths and
 * their own messages. Absent leaves one as it is, null or blank removes it (a Romanian field's blank on an update is
 * "not sent": a translation may be removed, a Romanian text may not).
 */
const englishFields = {
  sectionEn: englishText('English section', 1, SHORT_MAX),
  subsectionEn: englishText('English subsection', 1, SHORT_MAX),
  descriptionEn: englishText('English description', RESOURCE_DESCRIPTION_MIN, DESCRIPTION_MAX),
};
/** The fields that have an English twin: a resource's own words. */
export const RESOURCE_TRANSLATED = ['section', 'subsection', 'description'] as const;

const priority = integer(
  { required: RESOURCE_MESSAGES.priorityRequired, invalid: RESOURCE_MESSAGES.priorityInvalid },
  { min: { value: RESOURCE_PRIORITY.min, message: RESOURCE_MESSAGES.priorityMin } },
);

/**
 * What is wrong with a resource's link for its category, as { field: [messages] } (`_` is the form-level message),
 * or null. A Document's link is dropped, so it is never checked. Used by the schemas and by the service on update,
 * where the category or the link may come from the stored row.
 */
export function linkProblem(category: ResourceCategory, value: string | undefined): Record<string, string[]> | null {
  if (category === 'Document') return null;
  if (!value) return { _: [linkMissingMessage(category)], link: [RESOURCE_MESSAGES.linkRequired] };
  return isWebLink(value) ? null : { link: [RESOURCE_MESSAGES.linkInvalid] };
}

// The link rule needs the category, so it runs on the whole object, and also when other fields failed (`when`),
// so the form shows every problem at once.
function checkLink(requireLink: boolean) {
  return (value: { category?: unknown; link?: unknown }, ctx: z.RefinementCtx) => {
    const linkValue = typeof value.link === 'string' ? value.link : undefined;
    let problems: Record<string, string[]> | null = null;
    if (isCategory(value.category)) {
      problems = linkProblem(value.category, linkValue);
      if (problems && !requireLink && !linkValue) problems = null; // update: the stored link may do
    } else if (linkValue && !isWebLink(linkValue)) {
      problems = { link: [RESOURCE_MESSAGES.linkInvalid] };
    }
    for (const [field, messages] of Object.entries(problems ?? {})) {
      for (const message of messages) ctx.addIssue({ code: 'custom', message, path: field === '_' ? [] : [field] });
    }
  };
}
const always = { when: () => true };

/** A Document's link is cleared: the stored value is '' whatever was sent. */
const withStoredLink = <T extends { category: ResourceCategory; link?: string }>(value: T) => ({
  ...value,
  link: value.category === 'Document' ? '' : (value.link ?? ''),
});

/** Create: every field but link and the file is required; a missing priority is 1, a blank one is "required". */
export const createResourceInput = z
  .object({
    page: blank(resourcePageSchema),
    section: blank(text(RESOURCE_MESSAGES.sectionRequired, SHORT_MAX)),
    subsection: blank(text(RESOURCE_MESSAGES.subsectionRequired, SHORT_MAX)),
    description: blank(description),
    link: blank(link.optional()),
    category: blank(resourceCategorySchema),
    priority: priority.default(RESOURCE_PRIORITY.default),
    imageId: attachmentIdSchema,
    ...englishFields,
  })
  .superRefine(checkLink(true), always)
  .transform(withStoredLink);
export type CreateResourceInput = z.output<typeof createResourceInput>;

const updateShape = z.object({
  page: blank(resourcePageSchema.optional()),
  section: blank(text(RESOURCE_MESSAGES.sectionRequired, SHORT_MAX).optional()),
  subsection: blank(text(RESOURCE_MESSAGES.subsectionRequired, SHORT_MAX).optional()),
  description: blank(description.optional()),
  link: blank(link.optional()),
  category: blank(resourceCategorySchema.optional()),
  priority: blank(priority.optional()),
  imageId: attachmentIdSchema,
  ...englishFields,
});

/**
 * Update: only the fields sent change and blank text is skipped. Rules that need the stored row (a link for a
 * Video/Link, a file for a Document) are checked by the service on the merged result.
 */
export const updateResourceInput = updateShape.superRefine(checkLink(false), always);
export type UpdateResourceInput = z.output<typeof updateResourceInput>;

/** tRPC inputs that name a resource. */
export const resourceIdInput = z.object({ id: idSchema });
export const updateResourceByIdInput = updateShape.extend({ id: idSchema }).superRefine(checkLink(false), always);
export const resourcePageInput = z.object({ page: resourcePageSchema });

/** The dashboard's filter card: page, category and a case-insensitive text over description, section and subsection. */
export const resourceFilterInput = z
  .object({
    page: blank(resourcePageSchema.optional()),
    category: blank(resourceCategorySchema.optional()),
    search: blank(z.string().trim().max(SHORT_MAX, `Must be at most ${SHORT_MAX} characters`).optional()),
  })
  .optional();
export type ResourceFilter = z.output<typeof resourceFilterInput>;

/** A resource as the API shows it. `image` is the attached document or picture; `timestamp` is the creation time. */
export const resourceOutput = z.object({
  id: z.number().int(),
  page: z.enum(RESOURCE_PAGES),
  section: z.string(),
  subsection: z.string(),
  description: z.string(),
  /** '' for a Document. */
  link: z.string(),
  category: z.enum(RESOURCE_CATEGORIES),
  priority: z.number().int(),
  image: fileOutput.nullable(),
  timestamp: z.string(),
  updatedAt: z.string(),
  /** Only in a read with `?lang=` (decision 204): the language section, subsection and description are in. */
  contentLang: fieldLangs(...RESOURCE_TRANSLATED).optional(),
  /** Only in a read with `?lang=`: the Romanian section and subsection, which group a page's resources whatever
   * language their names are shown in. */
  groupKey: z.object({ section: z.string(), subsection: z.string() }).optional(),
});
export type ResourceOutput = z.infer<typeof resourceOutput>;

/** A resource as the dashboard edits it: with its English version (null where none), never in a public answer. */
export const resourceEditorOutput = resourceOutput.extend({
  sectionEn: z.string().nullable(),
  subsectionEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
});
export type ResourceEditorOutput = z.infer<typeof resourceEditorOutput>;

/**
 * The form's early check of a picked file for a category (the server decides again from the bytes). Returns the
 * message to show, or null when the file may be sent.
 */
export function resourceFileProblem(category: ResourceCategory, file: { name: string; type: string; size: number }): string | null {
  return category === 'Document' ? documentFileProblem(file) : imageFileProblem(file);
}
