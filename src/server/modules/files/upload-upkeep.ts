// The uploads' upkeep (issue 21, finding 2), a background job of the server: files that nothing uses (uploaded for a
// form never saved, or by someone filling the disk) are removed UPLOAD_UNATTACHED_HOURS after their upload, and the
// quota's log forgets uploads older than its day. Runs at start and then every UPKEEP_INTERVAL_MS; `check` lists the
// unattached files until their time comes.
import { runPeriodically } from '../../background';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import { discardIfUnused } from './files.service';
import { unattachedFilesBefore } from './files.repository';
import { pruneUploadLog } from './upload-quota';

export const UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface UpkeepPass {
  removed: number;
}

/** Removes the unattached files whose grace period is over (each checked again just before: an attach in between
 * keeps it), and prunes the quota's log. */
export async function removeUnattachedUploads(deps: Deps, signal?: AbortSignal): Promise<UpkeepPass> {
  const now = deps.clock.now();
  const before = new Date(now - deps.config.UPLOAD_UNATTACHED_HOURS * 60 * 60 * 1000).toISOString();
  let removed = 0;
  for (const file of await unattachedFilesBefore(deps.db, before)) {
    if (signal?.aborted) break;
    if (await discardIfUnused(deps, file.id)) removed += 1;
  }
  await pruneUploadLog(deps.db, now);
  if (removed) deps.log.info({ removed, at: isoNow(deps.clock) }, 'removed uploads that nothing used');
  return { removed };
}

/** Runs the upkeep now and every `intervalMs`; answers the stop. */
export const scheduleUploadUpkeep = (deps: Deps, intervalMs = UPKEEP_INTERVAL_MS): (() => void) =>
  runPeriodically(deps.background, 'upload upkeep', intervalMs, (signal) => removeUnattachedUploads(deps, signal));
