// The bin (issue 25, What staff miss 2; decision 198): deleting a post, event, resource or sponsor moves it here with its
// dependent rows; its files stay on disk, never public, until it is restored or, BIN_DAYS days later, purged.
// Public reads, search, feed, calendars and sitemap read the content tables only, so a binned item is simply gone there.
import { AppError } from '../../../shared/errors';
import { can } from '../../../shared/policy';
import { BIN_DAYS, BIN_KINDS, BIN_MESSAGES, type BinItemOutput, type BinKind } from '../../../shared/schemas/bin';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize, requireActor } from '../../kernel/permissions';
import { discardIfUnused } from '../files/files.service';
import { BINNERS } from './bin-kinds';
import type { Snapshot } from './bin-types';
import * as repo from './bin.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const purgeAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + BIN_DAYS * DAY_MS).toISOString();

/** Deletes the item into the bin in one transaction; false when it did not exist. The caller has authorized. */
export async function moveToBin(deps: Deps, actor: Actor, kind: BinKind, id: number): Promise<boolean> {
  const binner = BINNERS[kind];
  return deps.db.transaction().execute(async (trx) => {
    const captured = await binner.capture(trx, id);
    if (!captured) return false;
    const row = { kind, item_id: id, title: captured.title, snapshot: JSON.stringify(captured.snapshot), deleted_by: actor.id, deleted_at: isoNow(deps.clock) };
    await repo.insertBinItem(trx, row, captured.files);
    await binner.remove(trx, id);
    return true;
  });
}

/** The kinds whose items this user may see in the bin: those the policy lets them delete. */
const kindsFor = (actor: Actor): BinKind[] => BIN_KINDS.filter((kind) => can(actor.role, BINNERS[kind].action));

export async function listBin(deps: Deps, actor: Actor | null): Promise<BinItemOutput[]> {
  requireActor(actor);
  const kinds = kindsFor(actor);
  if (!kinds.length) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  const rows = await repo.listBin(deps.db, kinds);
  return rows.map((r) => ({ id: r.id, kind: r.kind, itemId: r.item_id, title: r.title, deletedBy: r.deleted_by_name ?? null, deletedAt: r.deleted_at, purgeAt: purgeAt(r.deleted_at) }));
}

async function entryFor(deps: Deps, actor: Actor | null, id: number) {
  const entry = await repo.findBinItem(deps.db, id);
  if (!entry) throw new AppError('NOT_FOUND', BIN_MESSAGES.notFound);
  authorize(actor, BINNERS[entry.kind].action);
  return entry;
}

/** Puts the item back as it was deleted (its id when free; see bin-kinds for what is left out when gone meanwhile). */
export async function restoreFromBin(deps: Deps, actor: Actor | null, id: number): Promise<{ kind: BinKind; id: number }> {
  const entry = await entryFor(deps, actor, id);
  const restoredId = await deps.db.transaction().execute(async (trx) => {
    const restored = await BINNERS[entry.kind].restore(trx, JSON.parse(entry.snapshot) as Snapshot);
    // Its files are held by the item again before the bin lets go of them.
    await repo.deleteBinItem(trx, entry.id);
    return restored;
  });
  if (BINNERS[entry.kind].scheduled) deps.publisher?.reschedule();
  return { kind: entry.kind, id: restoredId };
}

/** Removes one entry for good, with the files nothing else uses (the purge, Delete forever, tests emptying the bin). */
export async function purgeEntry(deps: Deps, id: number): Promise<void> {
  const files = await deps.db.transaction().execute((trx) => repo.deleteBinItem(trx, id));
  // A file still used elsewhere (another item, another bin entry) stays.
  for (const fileId of files) await discardIfUnused(deps, fileId);
}

export async function deleteForever(deps: Deps, actor: Actor | null, id: number): Promise<{ id: number }> {
  const entry = await entryFor(deps, actor, id);
  await purgeEntry(deps, entry.id);
  return { id };
}

/** Removes, with their files, the items deleted more than BIN_DAYS days ago by the app's clock; answers how many. */
export async function purgeExpired(deps: Deps): Promise<number> {
  const before = new Date(deps.clock.now() - BIN_DAYS * DAY_MS).toISOString();
  const ids = await repo.binIdsBefore(deps.db, before);
  for (const id of ids) await purgeEntry(deps, id);
  if (ids.length) deps.log.info({ purged: ids.length }, 'purged items from the bin');
  return ids.length;
}
