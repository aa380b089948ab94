// Reads a request body that may be multipart/form-data (the spec's forms) or JSON (other clients) into
// plain fields plus at most one file, written to a temp file while it streams in.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../shared/errors';
import type { FileStorage, IncomingUpload } from '../storage/storage';

export interface FormBody {
  fields: Record<string, unknown>;
  file: IncomingUpload | null;
}

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

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PER_REQUEST_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * Registers @fastify/multipart with its per-request hooks on the routes that may take a form only. The plugin adds two
 * hooks to every request of the app, an async onRequest that listens to the socket's close and an async onResponse,
 * both to remove the temp files of its saveRequestFiles(); this site streams the parts itself (readMultipart above)
 * and never calls it, so on reads they were two promises and a listener per request for nothing. They are kept, as
 * route hooks, on every route that takes a body, in case a later route uses saveRequestFiles.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  const perRequest: { name: 'onRequest' | 'onResponse'; hook: unknown }[] = [];
  const target = app as unknown as { addHook: (name: string, hook: unknown) => unknown };
  const addHook = target.addHook;
  // The plugin is not encapsulated (fastify-plugin): it receives `app` itself, while register() is awaited.
  target.addHook = function (name, hook) {
    if (!PER_REQUEST_HOOKS.has(name)) return addHook.call(this, name, hook);
    perRequest.push({ name: name as 'onRequest' | 'onResponse', hook });
    return this;
  };
  try {
    await app.register(multipart, options);
  } finally {
    target.addHook = addHook;
  }
  app.addHook('onRoute', (route: RouteOptions) => {
    if ([route.method].flat().every((m) => READ_METHODS.has(m))) return;
    for (const { name, hook } of perRequest) route[name] = [...[route[name] ?? []].flat(), hook] as never;
  });
}
