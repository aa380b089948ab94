// An uploaded image's variants (issue 14): made at upload, by the start-up pass and by `check --fix` for images stored
// before; recorded in image_variants; their bytes removed with the file. An image libvips cannot decode (its type
// check passed on the header, the body is corrupt) is refused at upload (issue 21); one stored before keeps its original
// only, with a warning in the log.
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { FileRow } from '../../db/types';
import { newStorageKey } from '../../storage/storage';
import { UPLOAD_BUDGET, type Role } from '../../../shared/policy';
import { ImageJobTimeout, ImageLibraryUnavailable, OverPixelBudget, withImageTurn, type ImageInfo, type ImageJobs, type ImageTurn } from './image-processing';
import * as repo from './files.repository';

/** 'undecodable': only for a new upload (with an uploader), which its caller then refuses (issue 21); nothing recorded. */
export type ImageOutcome = 'variants' | 'original-only' | 'gone' | 'undecodable';

type VariantDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock' | 'config'>;

/** Who uploads the image: their turn in the image queue, their cap and their pixel budget (issue 21, finding 3). */
export interface Uploader {
  id: number;
  role: Role;
}

/** The image is refused (the upload fails with a 4xx, nothing is kept): over the uploader's budget or its time. */
const refusedForUploader = (error: unknown) => error instanceof OverPixelBudget || error instanceof ImageJobTimeout;

/** The queue turn and limits of an uploader's image, or of the server's own passes (start-up, check --fix). */
export function imageTurn(config: Deps['config'], uploader?: Uploader): ImageTurn {
  const timeoutMs = config.IMAGE_JOB_TIMEOUT_SECONDS * 1000;
  if (!uploader) return { owner: 'system', timeoutMs, maxPixels: config.IMAGE_MAX_MEGAPIXELS * 1_000_000 };
  const megapixels = UPLOAD_BUDGET[uploader.role] === 'team' ? config.IMAGE_MAX_MEGAPIXELS_TEAM : config.IMAGE_MAX_MEGAPIXELS;
  return { owner: `user:${uploader.id}`, perOwner: config.IMAGE_QUEUE_PER_ACCOUNT, timeoutMs, maxPixels: megapixels * 1_000_000 };
}

async function removeKeys(deps: VariantDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.remove(key);
    } catch (error) {
      deps.log.error({ err: error, key }, 'could not remove an image variant from disk');
    }
  }
}

/** Not the image's fault: nothing is recorded, so check --fix or the next start makes its variants. */
function libraryUnavailable(deps: VariantDeps, row: Pick<FileRow, 'id'>, error: Error): ImageOutcome {
  deps.log.error({ err: error, fileId: row.id }, 'the image library (sharp) could not be loaded: the image is served as uploaded');
  return 'original-only';
}

/**
 * The server's own passes (start-up, check --fix): reads a stored image's size and writes its variants, replacing any
 * earlier ones, in the queue's 'system' turn. 'original-only': undecodable, over the budget or animated (recorded, so
 * it is not tried again); 'gone': the file was deleted meanwhile (nothing is left behind). Uploads: processUpload.
 */
export function processImage(deps: VariantDeps, row: Pick<FileRow, 'id' | 'storage_key' | 'name'>): Promise<ImageOutcome> {
  return withImageTurn(imageTurn(deps.config), (jobs) => processInTurn(deps, row, jobs));
}

/**
 * A new upload's image in one turn of the image queue (issue 21, findings 2 and 3): its header is read first, and
 * `record` (which writes the file's row) runs only once it decodes within the uploader's budget, so bytes that only
 * begin like an image leave nothing behind ({ row: null, outcome: 'undecodable' }); then its variants. Throws
 * QueueFull when the uploader has too many images in work, OverPixelBudget / ImageJobTimeout for the caller to refuse.
 */
export function processUpload<R extends Pick<FileRow, 'id' | 'storage_key' | 'name'>>(
  deps: VariantDeps,
  source: string,
  uploader: Uploader,
  record: () => Promise<R>,
): Promise<{ row: R | null; outcome: ImageOutcome }> {
  return withImageTurn(imageTurn(deps.config, uploader), async (jobs) => {
    let info: ImageInfo;
    try {
      info = await jobs.readInfo(source);
    } catch (error) {
      if (error instanceof ImageLibraryUnavailable) {
        const row = await record();
        return { row, outcome: libraryUnavailable(deps, row, error) };
      }
      if (refusedForUploader(error)) throw error;
      return { row: null, outcome: 'undecodable' };
    }
    const row = await record();
    return { row, outcome: await processInTurn(deps, row, jobs, { info }) };
  });
}

/** `upload`: a new upload whose header processUpload has read; its failures are refusals, never recorded. */
async function processInTurn(deps: VariantDeps, row: Pick<FileRow, 'id' | 'storage_key' | 'name'>, jobs: ImageJobs, upload?: { info: ImageInfo }): Promise<ImageOutcome> {
  const source = deps.storage.pathOf(row.storage_key);
  let info: ImageInfo;
  try {
    info = upload?.info ?? (await jobs.readInfo(source));
  } catch (error) {
    if (error instanceof ImageLibraryUnavailable) return libraryUnavailable(deps, row, error);
    deps.log.warn({ fileId: row.id, name: row.name, reason: (error as Error).message }, 'image could not be decoded: it is served as uploaded, without resized variants');
    const old = await repo.recordVariants(deps.db, row.id, { width: null, height: null, variantsAt: isoNow(deps.clock) }, []);
    await removeKeys(deps, old ?? []);
    return old ? 'original-only' : 'gone';
  }
  const image = { width: info.width, height: info.height, variantsAt: isoNow(deps.clock) };
  if (info.animated) {
    const old = await repo.recordVariants(deps.db, row.id, image, []);
    await removeKeys(deps, old ?? []);
    return old ? 'original-only' : 'gone';
  }

  const temps: string[] = [];
  const committed: string[] = [];
  try {
    const made = await jobs.makeVariants(source, info, () => deps.storage.tempPath(), (path) => temps.push(path));
    const variants: Array<{ format: 'webp' | 'avif'; width: number; height: number; storage_key: string; size: number }> = [];
    for (const variant of made) {
      const key = newStorageKey(variant.format);
      await deps.storage.commit(variant.path, key);
      committed.push(key);
      variants.push({ format: variant.format, width: variant.width, height: variant.height, storage_key: key, size: variant.size });
    }
    const old = await deps.db.transaction().execute((trx) => repo.recordVariants(trx, row.id, image, variants));
    if (!old) {
      await removeKeys(deps, committed);
      return 'gone';
    }
    await removeKeys(deps, old);
    return 'variants';
  } catch (error) {
    for (const temp of temps) await deps.storage.discardTemp(temp);
    await removeKeys(deps, committed);
    if (error instanceof ImageLibraryUnavailable) return libraryUnavailable(deps, row, error);
    // A new upload whose variants could not be made did not decode in full (or ran out of time): refused by its caller.
    if (upload && refusedForUploader(error)) throw error;
    if (upload) return 'undecodable';
    // The original stays usable: record its size without variants, so pages still reserve its space.
    deps.log.warn({ err: error, fileId: row.id, name: row.name }, 'image variants could not be made: it is served as uploaded');
    const old = await repo.recordVariants(deps.db, row.id, { ...image }, []).catch(() => undefined);
    await removeKeys(deps, old ?? []);
    return old ? 'original-only' : 'gone';
  }
}

export interface VariantsPass {
  /** Image files examined (never processed, or with a variant whose bytes are missing). */
  images: number;
  withVariants: number;
  originalOnly: number;
}

/**
 * Makes what is missing: variants of images never processed (stored before this version, or by the seed) and of
 * images one of whose variants lost its bytes. Idempotent: a second run finds nothing to do. Stops between images
 * when `signal` aborts (the server closing).
 */
export async function makeMissingVariants(deps: VariantDeps, signal?: AbortSignal): Promise<VariantsPass> {
  const pending = new Map<number, FileRow>((await repo.unprocessedImages(deps.db)).map((row) => [row.id, row]));
  const broken = new Set<number>();
  for (const variant of await repo.allVariants(deps.db)) {
    if (!broken.has(variant.file_id) && !(await deps.storage.exists(variant.storage_key))) broken.add(variant.file_id);
  }
  for (const row of await repo.findFiles(deps.db, [...broken])) pending.set(row.id, row);
  const pass: VariantsPass = { images: 0, withVariants: 0, originalOnly: 0 };
  for (const row of pending.values()) {
    if (signal?.aborted) break;
    if (!(await deps.storage.exists(row.storage_key))) continue; // check reports a missing original
    pass.images += 1;
    const outcome = await processImage(deps, row);
    if (outcome === 'variants') pass.withVariants += 1;
    else if (outcome === 'original-only') pass.originalOnly += 1;
  }
  return pass;
}

/** Removes a deleted file's variants from disk (their rows went with the file's, ON DELETE CASCADE). */
export const removeVariantBytes = removeKeys;
