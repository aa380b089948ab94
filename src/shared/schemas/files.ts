import { z } from 'zod';
import { FILE_ENTITY_TYPES, UPLOAD_LIMITS } from '../constants';
import { idSchema } from './fields';

/** A resized copy of an uploaded image (issue 14): pages offer them through `srcset`. */
export const imageVariantOutput = z.object({
  format: z.enum(['avif', 'webp']),
  width: z.number().int(),
  height: z.number().int(),
  /** Public URL of the variant's bytes (immutable). */
  path: z.string(),
});
export type ImageVariantOutput = z.infer<typeof imageVariantOutput>;

/** A stored file as the API shows it (an event's `image`, a sponsor's `logo`, a post's `image`...). */
export const fileOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Public URL of the file. */
  path: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  kind: z.enum(['image', 'document']),
  createdAt: z.string(),
  /** An image's own size as shown (null for documents and images that could not be read), for width/height. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Resized copies, narrowest first (empty for documents, animated or unreadable images, or before they are made). */
  variants: z.array(imageVariantOutput),
});
export type FileOutput = z.infer<typeof fileOutput>;

export const publicFileUrl = (id: number): string => `/api/files/public/${id}`;
export const imageVariantUrl = (id: number): string => `/api/files/public/variants/${id}`;

export const uploadFields = z
  .object({
    entityType: z.enum(FILE_ENTITY_TYPES, { error: `entityType must be one of: ${FILE_ENTITY_TYPES.join(', ')}` }),
    homePostId: z.preprocess((v: number | string | undefined) => (v === '' ? undefined : v), idSchema.optional()),
    resourceId: z.preprocess((v: number | string | undefined) => (v === '' ? undefined : v), idSchema.optional()),
    eventId: z.preprocess((v: number | string | undefined) => (v === '' ? undefined : v), idSchema.optional()),
    sponsorId: z.preprocess((v: number | string | undefined) => (v === '' ? undefined : v), idSchema.optional()),
  })
  .refine((v) => v.entityType !== 'home_post_image' || v.homePostId !== undefined, {
    message: 'homePostId is required for home_post_image',
    path: ['homePostId'],
  });
export type UploadFields = z.infer<typeof uploadFields>;

/** Client-side messages of spec 02 §5. */
export const FILE_MESSAGES = {
  fileRequired: 'Please select a file to upload.',
  notImage: 'Please select an image file',
  imageTooLarge: 'File size must be less than 5MB',
  notDocument: 'Please select a valid document file (PDF, DOC, PPT, XLS, ZIP, etc.)',
  documentTooLarge: 'File size must be less than 10MB',
  documentRequired: 'Please select a file for Document category',
  imagesInWork: 'Your earlier images are still being processed. Please wait a moment and try again.',
  imageTooSlow: 'This image took too long to process. Please upload a smaller or simpler image.',
  imageTooManyPixels: (width: number, height: number, megapixels: number) =>
    `This image is ${width}×${height} pixels; images may have at most ${megapixels} megapixels. Please make it smaller and try again.`,
  /** Issue 21: the bytes say image, but the image library cannot decode them all. */
  invalidImage: 'The file is not a valid image.',
  /** Issue 21: a TEAM account uploads only its own team's logo, so it must be linked to a team first. */
  teamNotLinked: 'Only a team account linked to a team can upload a team logo.',
} as const;

/** What a browser may pick for a Document resource (the server decides from the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt,.ppt,.pptx,.xls,.xlsx,.zip';
/** The image types the pickers offer (issue 15: an SVG cannot be chosen; the server checks the bytes). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const IMAGE_HINT = 'PNG, JPEG, WebP or GIF, at most 5MB.';

const DOCUMENT_EXTENSIONS = /\.(pdf|docx?|pptx?|xlsx?|txt|zip)$/i;

interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The early check of a picked image (PNG, JPEG, WebP or GIF, 5MB), with the spec's messages. The server checks the bytes. */
export function imageFileProblem(file: Omit<PickedFile, 'name'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return FILE_MESSAGES.notImage;
  return file.size > UPLOAD_LIMITS.image ? FILE_MESSAGES.imageTooLarge : null;
}

/** The early check of a picked document (PDF, Office, text or ZIP by its name, 10MB). The server checks the bytes. */
export function documentFileProblem(file: PickedFile): string | null {
  if (!DOCUMENT_EXTENSIONS.test(file.name)) return FILE_MESSAGES.notDocument;
  return file.size > UPLOAD_LIMITS.document ? FILE_MESSAGES.documentTooLarge : null;
}
