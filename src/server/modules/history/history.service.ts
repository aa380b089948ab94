// An item's history with old -> new values, and "Restore this version" (issue 25, What staff miss 2; decision 197).
// A version is the item as it was right after an entry: its current values with the changes of every later entry
// undone, newest first. Restoring sends the columns that differ through the item's own update service (its schema,
// its checks, its permission), marked "restored" in the log, so a restore is an edit that can itself be undone.
import { formatBucharest } from '../../../shared/bucharest-time';
import { AppError, isAppError, notFound } from '../../../shared/errors';
import { can } from '../../../shared/policy';
import { updatePostInput } from '../../../shared/schemas/posts';
import { eventUpdateInput } from '../../../shared/schemas/events';
import { updateResourceInput } from '../../../shared/schemas/resources';
import { siteSettingsInput, type SiteSettingsValues } from '../../../shared/schemas/site-settings';
import {
  HISTORY_LIMIT,
  HISTORY_MESSAGES,
  type HistoryInput,
  type HistoryOutput,
  type HistoryType,
  type RestoreOutput,
} from '../../../shared/schemas/history';
import type { ZodType } from 'zod';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { runWithAction } from '../activity/activity-context';
import { updateEvent } from '../events/events.service';
import { updatePost } from '../posts/posts.service';
import { updateResource } from '../resources/resources.service';
import { defaultSiteSettings } from '../site/site-settings.defaults';
import { readSiteSettings, updateSiteSettings } from '../site/site-settings.service';
import { HISTORY_ACTION, ROW_KINDS, restoreInput, type Row } from './history-kinds';
import * as repo from './history.repository';
import { listedChanges, parseChanges, referenceNames } from './history-values';


export async function itemHistory(deps: Deps, actor: Actor | null, input: HistoryInput): Promise<HistoryOutput> {
  authorize(actor, HISTORY_ACTION[input.entityType]);
  const entityId = input.entityType === 'site-settings' ? null : input.entityId;
  const rows = await repo.entriesOf(deps.db, input.entityType, entityId, HISTORY_LIMIT);
  const parsedRows = rows.map((row) => parseChanges(row.changes));
  const context = { defaults: defaultSiteSettings(deps.config), names: await referenceNames(deps.db, parsedRows) };
  const exists = input.entityType === 'site-settings' || (await repo.rowOf(deps.db, ROW_KINDS[input.entityType].table, input.entityId)) !== undefined;
  return {
    entries: rows.map((row, index) => {
      const changes = parsedRows[index]!;
      return {
        id: row.id,
        at: row.at,
        actorLabel: row.actor_label,
        action: row.action,
        detail: row.detail,
        changes: listedChanges(input.entityType, changes, context),
        // The newest entry is the item as it is: nothing to restore.
        restorable: exists && index > 0 && changes !== null && row.action !== 'deleted',
      };
    }),
    canRestore: can(actor.role, HISTORY_ACTION[input.entityType]),
  };
}

/** The values to put back: for each column a later entry changed, its value before the oldest of them. */
function valuesAfter(later: { changes: string | null }[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const entry of later) for (const [column, [before]] of Object.entries(parseChanges(entry.changes) ?? {})) values[column] = before;
  return values;
}

/** A check the version fails (a deleted season, a removed file, a rule it no longer meets) refuses the restore. */
function refusedVersion(error: unknown): never {
  if (isAppError(error) && error.code === 'VALIDATION') throw new AppError('VALIDATION', HISTORY_MESSAGES.invalid(error.message), { fieldErrors: error.fieldErrors });
  throw error;
}

function parsed<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) refusedVersion(new AppError('VALIDATION', result.error.issues[0]?.message ?? 'a value is no longer valid.'));
  return result.data;
}

export async function restoreVersion(deps: Deps, actor: Actor | null, entryId: number): Promise<RestoreOutput> {
  const entry = await repo.entryById(deps.db, entryId);
  const type = entry?.entity_type as HistoryType | undefined;
  if (!entry || !type || !(type in HISTORY_ACTION)) throw notFound('History entry');
  authorize(actor, HISTORY_ACTION[type]);
  if (entry.changes === null || entry.action === 'deleted') throw new AppError('VALIDATION', HISTORY_MESSAGES.noValues);
  const later = await repo.entriesAfter(deps.db, type, entry.entity_id, entry.id);
  const target = valuesAfter(later);
  const mark = { action: 'restored', detail: `version of ${formatBucharest(entry.at)}` };

  if (type === 'site-settings') {
    const stored = new Map((await repo.settingRows(deps.db)).map((r) => [r.key, r.value]));
    const keys = Object.keys(target).filter((key) => key in siteSettingsInput.shape && target[key] !== (stored.get(key) ?? null));
    if (keys.length === 0) throw new AppError('VALIDATION', HISTORY_MESSAGES.same);
    const defaults = defaultSiteSettings(deps.config);
    const values: Record<string, unknown> = { ...(await readSiteSettings(deps)) };
    for (const key of keys) values[key] = target[key] === null ? defaults[key as keyof SiteSettingsValues] : JSON.parse(target[key] as string);
    const input = parsed(siteSettingsInput, values);
    await runWithAction(mark, () => updateSiteSettings(deps, actor, input)).catch(refusedVersion);
    return { entityType: type, entityId: null, restored: keys };
  }

  const kind = ROW_KINDS[type];
  const current = await repo.rowOf(deps.db, kind.table, entry.entity_id!);
  if (!current) throw notFound(type === 'post' ? 'Post' : type === 'event' ? 'Event' : 'Resource');
  const columns = Object.keys(target).filter((column) => column in kind.fields && target[column] !== current[column]);
  if (columns.length === 0) throw new AppError('VALIDATION', HISTORY_MESSAGES.same);
  const version: Row = { ...current, ...target };
  const raw = restoreInput(kind, version, columns);
  const id = entry.entity_id!;
  const attachment = 'imageId' in raw ? { fileId: raw.imageId as number | null } : {};
  await runWithAction(mark, async () => {
    if (type === 'post') return updatePost(deps, actor, id, parsed(updatePostInput, raw), attachment);
    if (type === 'event') return updateEvent(deps, actor, id, parsed(eventUpdateInput, raw), attachment);
    return updateResource(deps, actor, id, parsed(updateResourceInput, raw), attachment);
  }).catch(refusedVersion);
  return { entityType: type, entityId: id, restored: [...new Set(columns.map((c) => kind.fields[c]!))] };
}
