// File calls of the spec: metadata, preview, download, public file by id, and upload.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadFields } from '../../../shared/schemas/files';
import { parseInput } from '../../../shared/validation';
import type { FileRow } from '../../db/types';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { withForm } from '../../http/multipart';
import { idFrom, ok } from '../../http/reply';
import { authorizeUpload, downloadName, getFile, toFileOutput, uploadForEntity } from './files.service';

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const INLINE_TYPES = /^(image\/|application\/pdf$|text\/plain)/;

async function sendFile(deps: Deps, request: FastifyRequest, reply: FastifyReply, row: FileRow, mode: 'auto' | 'inline' | 'attachment') {
  const inline = mode === 'inline' ? INLINE_TYPES.test(row.mime_type) : mode === 'auto' ? row.kind === 'image' : false;
  const etag = `"${row.sha256}"`;
  reply
    .header('Content-Type', row.mime_type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', etag)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(row)));
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (!(await deps.storage.exists(row.storage_key))) {
    request.log.error({ fileId: row.id }, 'file row without its bytes on disk');
    reply.removeHeader('Content-Disposition').removeHeader('ETag').removeHeader('Cache-Control');
    return reply.status(404).type('application/json').send({ success: false, message: 'File not found.' });
  }
  reply.header('Content-Length', String(row.size));
  return reply.send(deps.storage.read(row.storage_key));
}

export function fileRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/files/public/:id', async (request, reply) => sendFile(deps, request, reply, await getFile(deps, idFrom(request.params)), 'auto'));
  api.get('/files/:id/preview', async (request, reply) => sendFile(deps, request, reply, await getFile(deps, idFrom(request.params)), 'inline'));
  api.get('/files/:id/download', async (request, reply) => sendFile(deps, request, reply, await getFile(deps, idFrom(request.params)), 'attachment'));
  api.get('/files/:id', async (request, reply) => ok(reply, toFileOutput(await getFile(deps, idFrom(request.params)))));

  api.post('/files/upload', async (request, reply) => {
    // Refuse before reading a large body from someone who may not upload.
    authorizeUpload(await actorOf(request, deps));
    const file = await withForm(request, deps.storage, ['file'], async (form) =>
      uploadForEntity(deps, await actorOf(request, deps), parseInput(uploadFields, form.fields), form.file),
    );
    return ok(reply, file, 201);
  });
}
