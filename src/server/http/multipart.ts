// Reads a request body that may be multipart/form-data (the spec's forms) or JSON (other clients) into
// plain fields plus at most one file, written to a temp file while it streams in.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import { MAX_UPLOAD_BYTES } from '../modules/files/file-kinds';
import type { FileStorage, IncomingUpload } from '../storage/storage';
import type { RestApi } from './declared-routes';
import type { FormBody } from './form-body';

const MULTIPART_ERRORS: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 10MB'),
  FST_FILES_LIMIT: new AppError('PAYLOAD_TOO_LARGE', 'Only one file can be uploaded at a time.'),
  FST_PARTS_LIMIT: new AppError('PAYLOAD_TOO_LARGE', 'The form has too many parts.'),
  FST_FIELDS_LIMIT: new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields.'),
  FST_REQ_FIELD_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'A form field is too long.'),
};

function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string })?.code;
  if (code && MULTIPART_ERRORS[code]) return MULTIPART_ERRORS[code];
  if (code?.startsWith('FST_')) return new AppError('BAD_REQUEST', 'The form data could not be read.');
  return error;
}

async function readMultipart(request: FastifyRequest, storage: FileStorage, fileFields: readonly string[]): Promise<FormBody> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let file: IncomingUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname) || file) {
        part.file.resume(); // not a file this route takes: drain it, keep nothing
        if (file) throw new AppError('BAD_REQUEST', 'Only one file can be uploaded at a time.');
        continue;
      }
      const tempPath = storage.tempPath();
      const hash = createHash('sha256');
      let size = 0;
      file = { field: part.fieldname, tempPath, originalName: part.filename || 'file', declaredType: part.mimetype, size: 0, sha256: '' };
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw MULTIPART_ERRORS.FST_REQ_FILE_TOO_LARGE;
      file.size = size;
      file.sha256 = hash.digest('hex');
    }
  } catch (error) {
    if (file) await storage.discardTemp(file.tempPath);
    throw toAppError(error);
  }
  if (file && file.size === 0) {
    await storage.discardTemp(file.tempPath);
    throw new AppError('VALIDATION', 'The selected file is empty.', { fieldErrors: { [file.field]: ['The selected file is empty.'] } });
  }
  return { fields, file };
}

/**
 * Runs `handle` with the request's form, and always removes the temp file afterwards (a committed upload has
 * already been moved away, so this only cleans up what was refused or failed).
 */
export async function withForm<T>(
  request: FastifyRequest,
  storage: FileStorage,
  fileFields: readonly string[],
  handle: (form: FormBody) => Promise<T>,
): Promise<T> {
  const form: FormBody = request.isMultipart()
    ? await readMultipart(request, storage, fileFields)
    : { fields: isPlainObject(request.body) ? request.body : {}, file: null };
  try {
    return await handle(form);
  } finally {
    if (form.file) await storage.discardTemp(form.file.tempPath);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A form: one file of at most MAX_UPLOAD_BYTES and a few short fields. */
export const FORM_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 100 * 1024, parts: 50, headerPairs: 200 } as const;

/**
 * Registers the routes that take a form (multipart/form-data, or JSON) in a scope of their own holding
 * @fastify/multipart: its content-type parser, its request methods and its per-request hooks then serve these routes
 * only, never a read (plugins in encapsulated scopes, as fastify/demo lays them out). Elsewhere a multipart body is
 * an unsupported media type (415).
 */
export async function formRoutes(api: RestApi, routes: (forms: RestApi) => void): Promise<void> {
  await api.register(async (forms) => {
    await forms.register(multipart, { limits: FORM_LIMITS });
    routes(forms);
  });
}
