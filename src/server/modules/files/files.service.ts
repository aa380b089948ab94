// Uploaded files: checked by content and size, stored under a server-made name, recorded in the database,
// and removed from disk when nothing uses them any more.
import { AppError, notFound } from '../../../shared/errors';
import { FILE_MESSAGES, imageVariantUrl, publicFileUrl, type FileOutput, type UploadFields } from '../../../shared/schemas/files';
import type { Executor } from '../../db/connection';
import type { FileRow, ImageVariantRow } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { newStorageKey, type IncomingUpload } from '../../storage/storage';
import { allowed, authorize } from '../../kernel/permissions';
import { can } from '../../../shared/policy';
import { visibilityFor } from '../publishing/visibility';
import type { FileEntityType } from '../../../shared/constants';
import { detectFileType, sizeLimitFor, type FileKind } from './file-kinds';
import * as repo from './files.repository';
import { ImageJobTimeout, OverPixelBudget, QueueFull } from './image-processing';
import { processUpload, removeVariantBytes, type ImageOutcome } from './image-variants.service';
import { checkUploadQuota, recordUpload } from './upload-quota';
import { linkedTeamId } from '../users';

export const toFileOutput = (row: FileRow, variants: readonly ImageVariantRow[] = []): FileOutput => ({
  id: row.id,
  name: row.name,
  path: publicFileUrl(row.id),
  size: row.size,
  mimeType: row.mime_type,
  kind: row.kind,
  createdAt: row.created_at,
  width: row.width,
  height: row.height,
  variants: variants.map((v) => ({ format: v.format, width: v.width, height: v.height, path: imageVariantUrl(v.id) })),
});

/** Files of many entities in two queries (the rows, their image variants): id -> output. */
export async function fileOutputs(db: Executor, ids: Array<number | null>): Promise<Map<number, FileOutput>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = await repo.findFiles(db, unique);
  const variants = await repo.findVariants(db, rows.filter((row) => row.kind === 'image').map((row) => row.id));
  return new Map(rows.map((row) => [row.id, toFileOutput(row, variants.filter((v) => v.file_id === row.id))]));
}

/** One file's output, with its variants. */
export const fileOutputOf = async (db: Executor, row: FileRow): Promise<FileOutput> => (await fileOutputs(db, [row.id])).get(row.id) ?? toFileOutput(row);

function refusal(accept: readonly FileKind[]): AppError {
  const message = accept.length === 1 && accept[0] === 'image' ? FILE_MESSAGES.notImage : accept.length === 1 ? FILE_MESSAGES.notDocument : 'This kind of file is not accepted.';
  return new AppError('UNSUPPORTED_MEDIA_TYPE', message, { fieldErrors: { file: [message] } });
}

function tooLarge(kind: FileKind): AppError {
  const message = kind === 'image' ? FILE_MESSAGES.imageTooLarge : FILE_MESSAGES.documentTooLarge;
  return new AppError('PAYLOAD_TOO_LARGE', message, { fieldErrors: { file: [message] } });
}

/**
 * Checks an upload by its bytes and size, moves it into storage and records it. Refused uploads leave nothing behind
 * (the temp file is removed by the transport's withForm).
 */
export async function saveUpload(
  deps: Deps,
  actor: Actor,
  upload: IncomingUpload,
  accept: readonly FileKind[],
  entityType: string | null,
): Promise<FileRow> {
  const type = await detectFileType(upload.tempPath, upload.originalName);
  if (!type || !accept.includes(type.kind)) throw refusal(accept);
  if (upload.size > sizeLimitFor(type.kind)) throw tooLarge(type.kind);
  await checkUploadQuota(deps, actor, upload.size);
  const key = newStorageKey(type.ext);
  await deps.storage.commit(upload.tempPath, key);
  const at = isoNow(deps.clock);
  const record = async (): Promise<FileRow> => {
    try {
      return await repo.insertFile(deps.db, {
        name: safeDisplayName(upload.originalName, type),
        storage_key: key,
        size: upload.size,
        mime_type: type.mime,
        kind: type.kind,
        entity_type: entityType,
        sha256: upload.sha256,
        uploaded_by: actor.id,
        created_at: at,
      });
    } catch (error) {
      await deps.storage.remove(key);
      throw error;
    }
  };
  let row: FileRow;
  if (type.kind === 'image') {
    // Its size and resized copies (issue 14), made from all of it in one turn of the image queue (issue 21, findings
    // 2 and 3): an image that does not decode in full is refused (415), one over the uploader's pixel budget or time
    // (413) or past their share of the queue (429) too; nothing of it is kept, and a header that does not decode
    // leaves no row at all.
    let recorded: FileRow | null = null;
    const keep = async () => (recorded = await record());
    let result: { row: FileRow | null; outcome: ImageOutcome };
    try {
      result = await processUpload(deps, deps.storage.pathOf(key), { id: actor.id, role: actor.role }, keep);
    } catch (error) {
      const refused = imageRefusal(error);
      if (!refused) {
        if (!recorded) await deps.storage.remove(key);
        throw error;
      }
      await discard(deps, recorded, key);
      throw refused;
    }
    if (!result.row || result.outcome === 'undecodable') {
      await discard(deps, result.row, key);
      throw invalidImage();
    }
    row = result.row;
  } else {
    row = await record();
  }
  await recordUpload(deps.db, actor.id, upload.size, at);
  return row.kind === 'image' ? ((await repo.findFile(deps.db, row.id)) ?? row) : row;
}

/** A refused image's row (when it had one) and bytes. */
async function discard(deps: Deps, row: FileRow | null, key: string): Promise<void> {
  if (row) await discardIfUnused(deps, row.id);
  else await deps.storage.remove(key);
}

const invalidImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.invalidImage, { fieldErrors: { file: [FILE_MESSAGES.invalidImage] } });

/** The uploader's answer when the image queue refuses their image (issue 21, finding 3); null for other errors. */
function imageRefusal(error: unknown): AppError | null {
  const field = (code: 'PAYLOAD_TOO_LARGE' | 'TOO_MANY_REQUESTS', message: string, retryAfter?: number) =>
    new AppError(code, message, { fieldErrors: { file: [message] }, retryAfter });
  if (error instanceof QueueFull) return field('TOO_MANY_REQUESTS', FILE_MESSAGES.imagesInWork, 5);
  if (error instanceof ImageJobTimeout) return field('PAYLOAD_TOO_LARGE', FILE_MESSAGES.imageTooSlow);
  if (error instanceof OverPixelBudget) return field('PAYLOAD_TOO_LARGE', FILE_MESSAGES.imageTooManyPixels(error.width, error.height, error.maxPixels / 1_000_000));
  return null;
}

// Control characters (C0, DEL, C1), the quote, and the invisible format characters that reorder or hide text: a
// right-to-left override shows `photo\u202Egnp.exe` as `photoexe.png`.
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f"\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Other spellings of a detected image extension that a name may keep (`photo.jpeg` stays `photo.jpeg`). */
const IMAGE_EXTENSION_ALIASES: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg', 'jpe', 'jfif'] };

/**
 * The original name without any path, hidden characters or excess length; kept only for display and downloads. An
 * image's name ends with the extension of its detected type (`a.html`, `a.hta`, `a.exe` holding a PNG become
 * `a.png`); a document's name already had to match its bytes to be accepted.
 */
export function safeDisplayName(name: string, type: { kind: FileKind; ext: string }): string {
  return nameForType(name.split(/[\\/]/).pop() ?? '', type);
}

/** The name a stored file is downloaded under: the same rules over the stored name (rows made before them too). */
export const downloadName = (row: FileRow): string =>
  nameForType(row.name, { kind: row.kind, ext: row.storage_key.slice(row.storage_key.lastIndexOf('.') + 1) });

function nameForType(name: string, type: { kind: FileKind; ext: string }): string {
  const base = name.replace(HIDDEN_CHARACTERS, '').trim().slice(0, 200);
  const clean = base && base !== '.' && base !== '..' ? base : '';
  if (type.kind !== 'image') return clean || `file.${type.ext}`;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if ((IMAGE_EXTENSION_ALIASES[type.ext] ?? [type.ext]).includes(ext)) return clean;
  return `${(dot > 0 ? clean.slice(0, dot) : clean).replace(/[.\s]+$/, '') || 'image'}.${type.ext}`;
}

/**
 * Removes a file (row and bytes) when no post, resource, event or sponsor uses it any more; true when it did. An image
 * uploaded to the media library stays until it is deleted there (decision 199).
 */
export async function discardIfUnused(deps: Deps, id: number | null | undefined): Promise<boolean> {
  if (!id) return false;
  const row = await repo.findFile(deps.db, id);
  if (!row || row.in_library === 1) return false;
  return removeFile(deps, row, async (trx) => (await repo.countFileReferences(trx, id)) === 0);
}

/**
 * Removes a file's row, its variants and their bytes. `stillUnused` runs in the same transaction as the delete, so
 * nothing can start using the file between the check and the delete; when it answers false nothing is removed.
 */
export async function removeFile(deps: Deps, row: FileRow, stillUnused: (trx: Executor) => Promise<boolean> = async () => true): Promise<boolean> {
  const id = row.id;
  const variants = await deps.db.transaction().execute(async (trx) => {
    if (!(await stillUnused(trx))) return null;
    const keys = await repo.variantKeys(trx, id);
    await repo.deleteFileRow(trx, id); // its image_variants rows go with it (ON DELETE CASCADE)
    return keys;
  });
  if (!variants) return false;
  try {
    await deps.storage.remove(row.storage_key);
  } catch (error) {
    deps.log.error({ err: error, fileId: id }, 'could not remove a file from disk');
  }
  await removeVariantBytes(deps, variants);
  return true;
}

/** Whether the asker may see a file that is not public (uploaded by `uploadedBy`). Asked only when the file is not
 * public, so public traffic never authenticates. */
export type FileViewer = (uploadedBy: number | null) => Promise<boolean>;

const PUBLIC_ONLY: FileViewer = async () => false;

/** Those the policy table lets see drafts (`files:upload`: EDITOR, ADMIN), and a file's own uploader (a TEAM account
 * sees its new logo before it saves the profile that uses it). */
export const fileViewerOf =
  (actor: () => Promise<Actor | null>): FileViewer =>
  async (uploadedBy) => {
    const who = await actor();
    if (!who) return false;
    return visibilityFor(who, 'files:upload') === 'all' || (uploadedBy !== null && who.id === uploadedBy);
  };

/**
 * A file as `viewer` may see it (issue 21): one that is not public (its post or event a draft, scheduled or deleted;
 * attached to nothing) answers the same 404 as an unknown id, except to those who may see drafts and to its uploader.
 * `isPublic` tells the caller whether the answer may be cached by anyone.
 */
export async function getFile(deps: Deps, id: number, viewer: FileViewer = PUBLIC_ONLY): Promise<{ row: FileRow; isPublic: boolean }> {
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound('File');
  if (await repo.isFilePublic(deps.db, row.id)) return { row, isPublic: true };
  if (await viewer(row.uploaded_by)) return { row, isPublic: false };
  throw notFound('File');
}

/** A resized copy, visible as its original is. */
export async function getVariant(deps: Deps, id: number, viewer: FileViewer = PUBLIC_ONLY): Promise<{ row: ImageVariantRow; isPublic: boolean }> {
  const row = await repo.findVariant(deps.db, id);
  if (!row) throw notFound('File');
  if (await repo.isFilePublic(deps.db, row.file_id)) return { row, isPublic: true };
  if (await viewer((await repo.findFile(deps.db, row.file_id))?.uploaded_by ?? null)) return { row, isPublic: false };
  throw notFound('File');
}

/**
 * Who may upload: EDITOR and ADMIN anything; a TEAM user only a team logo (for its own team's profile). With no
 * entity type yet (the transport checks before reading a large body), anyone who may upload something.
 */
export function authorizeUpload(actor: Actor | null, entityType?: FileEntityType): asserts actor is Actor {
  if (allowed(actor, 'team:profile') && (entityType === undefined || entityType === 'team_logo')) return;
  authorize(actor, 'files:upload');
}

const ENTITY_TARGETS = {
  home_post_image: { table: 'home_posts', column: 'image_id', field: 'homePostId', accept: ['image'], label: 'Post' },
  resource_file: { table: 'resources', column: 'image_id', field: 'resourceId', accept: ['image', 'document'], label: 'Resource' },
  event_image: { table: 'events', column: 'image_id', field: 'eventId', accept: ['image'], label: 'Event' },
  sponsor_logo: { table: 'sponsors', column: 'logo_id', field: 'sponsorId', accept: ['image'], label: 'Sponsor' },
} as const;

/**
 * POST /files/upload: stores a file for an entity type and, when the entity's id is given, attaches it there in
 * place of the previous one (which is removed if nothing else uses it).
 */
export async function uploadForEntity(deps: Deps, actor: Actor | null, fields: UploadFields, upload: IncomingUpload): Promise<FileOutput> {
  if (fields.entityType === 'site_image' || fields.entityType === 'site_document') return uploadForSiteSettings(deps, actor, fields.entityType, upload);
  authorizeUpload(actor, fields.entityType);
  // A team logo is uploaded first and attached by the team's profile save, which checks whose team it is; a TEAM
  // account not linked to a team has no logo to upload (issue 21).
  if (fields.entityType === 'team_logo' && !can(actor.role, 'files:upload') && (await linkedTeamId(deps.db, actor.id)) === null) {
    throw new AppError('FORBIDDEN', FILE_MESSAGES.teamNotLinked);
  }
  if (fields.entityType === 'team_logo') return fileOutputOf(deps.db, await saveUpload(deps, actor, upload, ['image'], 'team_logo'));
  // An image for a rich description (decision 196): kept once a saved description shows it (rich-text-images.ts).
  if (fields.entityType === 'rich_text_image') return fileOutputOf(deps.db, await saveUpload(deps, actor, upload, ['image'], 'rich_text_image'));
  // An image for the media library (decision 199): kept there until deleted, whether or not anything uses it.
  if (fields.entityType === 'library_image') {
    const row = await saveUpload(deps, actor, upload, ['image'], 'library_image');
    await repo.keepInLibrary(deps.db, row.id);
    return fileOutputOf(deps.db, row);
  }
  const target = ENTITY_TARGETS[fields.entityType];
  const entityId = fields[target.field];
  let previous: number | null = null;
  if (entityId !== undefined) {
    const entity = await repo.findEntityFile(deps.db, target, entityId);
    if (!entity) throw notFound(target.label);
    previous = entity.fileId;
  }
  const row = await saveUpload(deps, actor, upload, target.accept, fields.entityType);
  if (entityId !== undefined) {
    await repo.setEntityFile(deps.db, target, entityId, row.id, isoNow(deps.clock));
    if (previous !== row.id) await discardIfUnused(deps, previous);
  }
  return fileOutputOf(deps.db, row);
}

export const PDF_ONLY_MESSAGE = 'Please select a PDF file';

/**
 * A file for the site settings (issue 13), ADMIN only: an image (carousel) or a PDF (brochures, Formular 230), judged
 * by its bytes. It is used once the settings that name it are saved; until then nothing refers to it.
 */
async function uploadForSiteSettings(deps: Deps, actor: Actor | null, entityType: 'site_image' | 'site_document', upload: IncomingUpload): Promise<FileOutput> {
  authorize(actor, 'site:settings');
  if (entityType === 'site_document') {
    const type = await detectFileType(upload.tempPath, upload.originalName);
    if (type?.mime !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', PDF_ONLY_MESSAGE, { fieldErrors: { file: [PDF_ONLY_MESSAGE] } });
  }
  return fileOutputOf(deps.db, await saveUpload(deps, actor, upload, entityType === 'site_image' ? ['image'] : ['document'], entityType));
}

export interface Attachment {
  /** The file id to store: undefined leaves the entity's file as is, null removes it. */
  fileId: number | null | undefined;
  file: FileRow | null;
  /**
   * Runs the entity's write and settles the files: on an error (mapped by `mapError`) or no row (`missing`) the file
   * stored for it is discarded; on success the file it replaced (`previousId`) is.
   */
  commit: <T>(
    write: () => Promise<T | undefined>,
    options?: { previousId?: number | null; missing?: () => Error; mapError?: (error: unknown) => unknown },
  ) => Promise<T>;
}

export interface AttachmentRequest {
  /** A file sent with this request (REST multipart). */
  upload?: IncomingUpload | null;
  /** An already-uploaded file's id (dashboard: uploaded first with progress), or null to remove the current file. */
  fileId?: number | null;
  /** The file the item has now: sending it again is allowed to whoever may edit the item. */
  current?: number | null;
}

/**
 * The one way an entity's create/update gets its file: from this request's upload or an uploaded file's id.
 * Returns the file id to store (undefined: leave as is; null: remove) and `commit`, which runs the entity's write and
 * then keeps or discards the files accordingly.
 */
export async function resolveAttachment(
  deps: Deps,
  actor: Actor,
  request: AttachmentRequest,
  accept: readonly FileKind[],
  entityType: string,
): Promise<Attachment> {
  let file: FileRow | null = null;
  let created = false;
  let fileId: number | null | undefined;
  if (request.upload) {
    file = await saveUpload(deps, actor, request.upload, accept, entityType);
    created = true;
    fileId = file.id;
  } else if (request.fileId === null) {
    fileId = null;
  } else if (request.fileId !== undefined) {
    file = (await repo.findFile(deps.db, request.fileId)) ?? null;
    // Staff pick any uploaded file (the media library); anyone else only a file of their own upload (or the one the
    // item already has): attaching another's file to a public item (a TEAM's logo) would publish a draft's image.
    const mayUse = file && (can(actor.role, 'media:manage') || file.uploaded_by === actor.id || file.id === request.current);
    if (!file || !mayUse) throw new AppError('VALIDATION', 'The selected file does not exist.', { fieldErrors: { imageId: ['The selected file does not exist.'] } });
    if (!accept.includes(file.kind)) throw refusal(accept);
    fileId = file.id;
  }
  const settle = async (ok: boolean, previousId?: number | null) => {
    if (!ok && created && file) await discardIfUnused(deps, file.id);
    if (ok && previousId && previousId !== fileId && fileId !== undefined) await discardIfUnused(deps, previousId);
  };
  return {
    fileId,
    file,
    commit: async (write, options = {}) => {
      let result;
      try {
        result = await write();
      } catch (error) {
        await settle(false);
        throw options.mapError ? options.mapError(error) : error;
      }
      if (result === undefined) {
        await settle(false);
        throw options.missing?.() ?? new Error('The entity to attach the file to is gone.');
      }
      await settle(true, options.previousId);
      return result;
    },
  };
}
