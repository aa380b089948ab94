// The body of a route that takes a form (multipart/form-data, or the same fields as JSON): one zod schema, the fields
// and the file, that the route declares (so the OpenAPI document is generated from it) and that its handler
// validates the form with, once withForm (multipart.ts) has streamed the file to a temp file. Fastify itself does
// not validate these bodies (declared-routes.ts skips them): the file is read by the handler, not parsed before it.
import { z } from 'zod';
import { parseInput } from '../../shared/validation';
import type { IncomingUpload } from '../storage/storage';

/** A form as withForm (multipart.ts) reads it: its fields and the one file, if any. */
export interface FormBody {
  fields: Record<string, unknown>;
  file: IncomingUpload | null;
}

/** Media types of a route whose body is a form. */
export const FORM_CONSUMES = ['multipart/form-data', 'application/json'];

const FORM_BODIES = new WeakSet<z.ZodType>();

/** Whether this body schema is a form's (validated by its handler, not by Fastify). */
export const isFormBody = (schema: z.ZodType): boolean => FORM_BODIES.has(schema);

const isUpload = (value: unknown): value is IncomingUpload => typeof value === 'object' && value !== null && 'tempPath' in value;

/** The file part of a form: what withForm streamed to a temp file; in the document, a binary part. */
const uploadedFile = (message: string) =>
  z.custom<IncomingUpload>(isUpload, { error: message }).meta({
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/octet-stream',
    description: 'The file (multipart/form-data only).',
  });

export interface FormSchema<F extends z.ZodType, File extends IncomingUpload | null = IncomingUpload | null> {
  /** The route's declared body. */
  body: z.ZodType;
  /** Validates the form read by withForm against `body`: its fields' output, and the file (never null when required). */
  parse(form: FormBody): { fields: z.output<F>; file: File };
}

/**
 * A form's schema: `fields` plus the file part `file`, optional unless `required` names the message for its absence.
 */
export function formSchema<F extends z.ZodType>(fields: F, file: string, options: { required: string }): FormSchema<F, IncomingUpload>;
export function formSchema<F extends z.ZodType>(fields: F, file: string, options?: { required?: undefined }): FormSchema<F>;
export function formSchema<F extends z.ZodType>(fields: F, file: string, options: { required?: string } = {}): FormSchema<F> {
  const part = options.required ? uploadedFile(options.required) : uploadedFile('Not a file').optional();
  const body = z.intersection(fields, z.object({ [file]: part }));
  FORM_BODIES.add(body);
  return {
    body,
    parse(form) {
      // The file is the one withForm read; a text field of that name is no file.
      const { [file]: upload, ...rest } = parseInput(body, { ...form.fields, [file]: form.file ?? undefined }) as Record<string, unknown>;
      // The intersection's output is the fields' output with the file beside it; the file is taken out above.
      return { fields: rest as z.output<F>, file: isUpload(upload) ? upload : null };
    },
  };
}
