// File calls of the spec: metadata, preview, download, public file by id, and upload.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { idParams } from '../../../shared/schemas/fields';
import { FILE_MESSAGES, fileOutput, uploadFields } from '../../../shared/schemas/files';
import type { FileRow } from '../../db/types';
import type { Deps } from '../../deps';
import { MEDIA_COOKIE } from '../../../shared/constants';
import { actorOf } from '../../http/actor';
import { cookieOf } from '../../http/cookies';
import { authenticate } from '../auth/auth.service';
import type { RestApi } from '../../http/declared-routes';
import { FORM_CONSUMES, formSchema } from '../../http/form-body';
import { formRoutes, withForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import { downloadName, fileOutputOf, fileViewerOf, getFile, getVariant, uploadForEntity } from './files.service';

/**
 * Who asks for a file's bytes (a signed-in editor also sees unpublished files); authenticated only when needed, by the
 * bearer header or, for the dashboard's `<img>` requests that cannot carry one, the httpOnly MEDIA_COOKIE (scoped to
 * these routes, SameSite=Strict; these reads change nothing, so the anti-forgery check has nothing to guard).
 */
const viewerOf = (deps: Deps, request: FastifyRequest) =>
  fileViewerOf(async () => (await actorOf(request, deps)) ?? authenticate(deps, cookieOf(request, MEDIA_COOKIE)));

/** The upload's form: its fields and the file, which it needs (the service says the same for other callers). */
const uploadForm = formSchema(uploadFields, 'file', { required: FILE_MESSAGES.fileRequired });

/** RFC 6266: the exact name (filename*, UTF-8) and, for clients that read only `filename`, its ASCII letters. */
export function dispositionHeader(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_') || 'file';
  return contentDisposition(name, { type, fallback: ascii });
}

const INLINE_TYPES = /^(image\/|application\/pdf$|text\/plain)/;

/** Anyone for a public file; a signed-in editor (bearer, or the media cookie of the dashboard's <img>) for the rest. */
const FILE_READERS: Record<string, string[]>[] = [{}, { bearer: [] }, { mediaCookie: [] }];

/** The bytes routes answer the file itself (or 304, or the JSON 404 when the bytes are gone). */
const fileBytes = {
  params: idParams,
  security: FILE_READERS,
  response: { 200: { description: 'The file, with its own type, ETag and Content-Disposition.', content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } } } },
};

/**
 * Issue 21: a file's visibility follows what it is attached to, so its bytes are never cached as immutable: a public
 * file is `public, no-cache` (kept, and revalidated by its ETag on each use: once its post is unpublished the answer is
 * a 404, and no cache keeps serving it); an unpublished one, served only to an editor, is `private, no-store`.
 */
const cacheControlOf = (isPublic: boolean) => (isPublic ? 'public, no-cache' : 'private, no-store');

async function sendFile(deps: Deps, request: FastifyRequest, reply: FastifyReply, found: { row: FileRow; isPublic: boolean }, mode: 'auto' | 'inline' | 'attachment') {
  const { row, isPublic } = found;
  const inline = mode === 'inline' ? INLINE_TYPES.test(row.mime_type) : mode === 'auto' ? row.kind === 'image' : false;
  const etag = `"${row.sha256}"`;
  reply
    .header('Content-Type', row.mime_type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', cacheControlOf(isPublic))
    .header('ETag', etag)
    .header('Content-Disposition', dispositionHeader(inline ? 'inline' : 'attachment', downloadName(row)));
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (!(await deps.storage.exists(row.storage_key))) {
    request.log.error({ fileId: row.id }, 'file row without its bytes on disk');
    reply.removeHeader('Content-Disposition').removeHeader('ETag').removeHeader('Cache-Control');
    return reply.status(404).type('application/json').send({ success: false, message: 'File not found.' });
  }
  reply.header('Content-Length', String(row.size));
  return reply.send(deps.storage.read(row.storage_key));
}

/** A resized copy of an image: its bytes never change under its id (a new processing makes new ids); it is visible
 * as its original is. */
async function sendVariant(deps: Deps, request: FastifyRequest, reply: FastifyReply, id: number) {
  const { row: variant, isPublic } = await getVariant(deps, id, viewerOf(deps, request));
  const etag = `"${variant.storage_key.slice(0, 32)}"`;
  reply
    .header('Content-Type', `image/${variant.format}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', cacheControlOf(isPublic))
    .header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (!(await deps.storage.exists(variant.storage_key))) {
    request.log.error({ variantId: id }, 'image variant row without its bytes on disk');
    reply.removeHeader('ETag').removeHeader('Cache-Control');
    return reply.status(404).type('application/json').send({ success: false, message: 'File not found.' });
  }
  reply.header('Content-Length', String(variant.size));
  return reply.send(deps.storage.read(variant.storage_key));
}

export async function fileRoutes(api: RestApi, deps: Deps): Promise<void> {
  api.get('/files/public/variants/:id', { schema: { ...fileBytes, summary: 'Bytes of a resized image', operationId: 'getImageVariant' } }, async (request, reply) => sendVariant(deps, request, reply, request.params.id));
  const file = (request: FastifyRequest, id: number) => getFile(deps, id, viewerOf(deps, request));
  api.get('/files/public/:id', { schema: { ...fileBytes, summary: 'Bytes of a file, inline for images', operationId: 'getPublicFile' } }, async (request, reply) => sendFile(deps, request, reply, await file(request, request.params.id), 'auto'));
  api.get('/files/:id/preview', { schema: { ...fileBytes, summary: 'Bytes of a file, inline where a browser can show it', operationId: 'previewFile' } }, async (request, reply) => sendFile(deps, request, reply, await file(request, request.params.id), 'inline'));
  api.get('/files/:id/download', { schema: { ...fileBytes, summary: 'Bytes of a file as a download', operationId: 'downloadFile' } }, async (request, reply) => sendFile(deps, request, reply, await file(request, request.params.id), 'attachment'));
  // A public read (the same answer for everyone, kept by the answer cache until any write): public files only.
  api.get('/files/:id', { schema: { summary: 'Metadata of a file', operationId: 'getFile', params: idParams, response: { 200: okEnvelope(fileOutput) } } }, async (request, reply) =>
    ok(reply, await fileOutputOf(deps.db, (await getFile(deps, request.params.id)).row)),
  );

  await formRoutes(api, (forms) => {
    forms.post(
      '/files/upload',
      { config: { permission: ['files:upload', 'team:profile'] }, schema: { summary: 'Upload a file and attach it', operationId: 'uploadFile', consumes: FORM_CONSUMES, body: uploadForm.body, response: { 201: okEnvelope(fileOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const file = await withForm(request, deps.storage, ['file'], async (form) => {
          const { fields, file: upload } = uploadForm.parse(form);
          return uploadForEntity(deps, actor, fields, upload);
        });
        return ok(reply, file, 201);
      },
    );
  });
}
