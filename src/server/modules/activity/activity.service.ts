// The activity log as the dashboard reads it: the ADMIN's Activity screen, and the latest entry per item for the
// "Last edited by" lines of every list and form.
import { bucharestInputToIso } from '../../../shared/bucharest-time';
import type { Action } from '../../../shared/policy';
import { foldForSearch } from '../../../shared/search';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityListInput,
  type ActivityListOutput,
  type LastEditedType,
  type LastEdits,
} from '../../../shared/schemas/activity';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import * as repo from './activity.repository';
import { listedChanges, parseChanges, referenceNames } from '../history/history-values';
import { defaultSiteSettings } from '../site/site-settings.defaults';

/** The day after a YYYY-MM-DD (calendar arithmetic in UTC, then read as a Bucharest day). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function listActivity(deps: Deps, actor: Actor | null, input: ActivityListInput): Promise<ActivityListOutput> {
  authorize(actor, 'activity:read');
  const filter: repo.ActivityFilter = {
    actor: input.actor || undefined,
    entityType: input.entityType,
    action: input.action || undefined,
    from: input.from ? bucharestInputToIso(`${input.from}T00:00`) : undefined,
    until: input.to ? bucharestInputToIso(`${nextDay(input.to)}T00:00`) : undefined,
    search: input.q ? foldForSearch(input.q).trim() || undefined : undefined,
  };
  const page = input.page ?? 1;
  const [rows, total, actors, actions] = await Promise.all([
    repo.listActivity(deps.db, filter, (page - 1) * ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE),
    repo.countActivity(deps.db, filter),
    repo.distinctActors(deps.db),
    repo.distinctActions(deps.db),
  ]);
  // Which items still exist: one query per item type on the page.
  const idsByType = new Map<string, number[]>();
  for (const row of rows) if (row.entity_id !== null) idsByType.set(row.entity_type, [...(idsByType.get(row.entity_type) ?? []), row.entity_id]);
  const existing = new Map<string, Set<number>>();
  const deletions = new Map<string, Map<number, number>>();
  for (const [type, ids] of idsByType) {
    existing.set(type, await repo.existingIds(deps.db, type, ids));
    deletions.set(type, await repo.lastDeletions(deps.db, type, ids));
  }
  const parsedRows = rows.map((row) => parseChanges(row.changes));
  const context = { defaults: defaultSiteSettings(deps.config), names: await referenceNames(deps.db, parsedRows) };
  const stillThere = (type: string, entityId: number | null, entryId: number) =>
    entityId !== null && (existing.get(type)?.has(entityId) ?? false) && (deletions.get(type)?.get(entityId) ?? 0) < entryId;
  return {
    entries: rows.map((row, index) => ({
      id: row.id,
      at: row.at,
      actorUserId: row.actor_user_id,
      actorLabel: row.actor_label,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityLabel: row.entity_label,
      detail: row.detail,
      changes: listedChanges(row.entity_type, parsedRows[index]!, context),
      exists: stillThere(row.entity_type, row.entity_id, row.id),
    })),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total,
    actors,
    actions,
  };
}

/** Who may see an item type's "Last edited by": whoever may edit that type. */
const EDIT_ACTION: Record<LastEditedType, Action> = {
  post: 'posts:write',
  event: 'events:write',
  resource: 'resources:write',
  season: 'seasons:write',
  sponsor: 'sponsors:write',
  team: 'teams:write',
  user: 'users:manage',
  competition: 'calendar:write',
};

export async function lastEdits(deps: Deps, actor: Actor | null, entityType: LastEditedType): Promise<LastEdits> {
  authorize(actor, EDIT_ACTION[entityType]);
  const rows = await repo.latestPerEntity(deps.db, entityType);
  return rows.map((row) => ({ entityId: row.entity_id!, at: row.at, actorLabel: row.actor_label }));
}
