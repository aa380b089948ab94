// Demo content (issue 13): the dashboard tells an ADMIN while it is present and removes every demo row and file in one
// confirmed action, and nothing else (rows people created stay, and a demo file a person's row uses stays too).
import { runWithAction } from '../activity/activity-context';
import type { DemoRemovedOutput, DemoStatusOutput } from '../../../shared/schemas/demo';
import { DEMO_MARKED_KEY, DEMO_TABLES, markByKnownKeys } from '../../../../db/seed/demo-marks';
import { SEED_PARTS } from '../../../../db/seed/seed';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { discardIfUnused } from '../files/files.service';
import * as repo from './demo.repository';

/** A database seeded before the marks existed gets them once, from the seed's known keys. */
async function ensureMarked(deps: Deps): Promise<void> {
  if ((await repo.hasMeta(deps.db, DEMO_MARKED_KEY)) || !(await repo.hasMeta(deps.db, SEED_PARTS.demo))) return;
  await deps.db.transaction().execute((trx) => markByKnownKeys(trx));
}

export async function demoStatus(deps: Deps, actor: Actor | null): Promise<DemoStatusOutput> {
  authorize(actor, 'demo:remove');
  await ensureMarked(deps);
  const counts = await repo.countMarked(deps.db, DEMO_TABLES);
  const files = counts.files ?? 0;
  const rows = Object.entries(counts).reduce((sum, [table, n]) => (table === 'files' ? sum : sum + n), 0);
  return { present: rows + files > 0, rows, files };
}

/** Children first, so no foreign key refuses: sponsors and registrations, then teams, events, regions, the rest. */
const ORDER = ['sponsors', 'team_registrations', 'teams', 'events', 'regions', 'home_posts', 'resources', 'competition_stages'] as const;

export async function removeDemo(deps: Deps, actor: Actor | null): Promise<DemoRemovedOutput> {
  authorize(actor, 'demo:remove');
  await ensureMarked(deps);
  // Each deleted row is in the activity log, marked as the demo content's removal.
  const { rows, fileIds } = await runWithAction({ detail: 'demo content removal' }, () => deps.db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const table of ORDER) deleted += await repo.deleteMarked(trx, table);
    const ids = await repo.markedIds(trx, 'files');
    await repo.clearMarks(trx);
    return { rows: deleted, fileIds: ids };
  }));
  // After the rows: each demo file goes (row and bytes) unless something still uses it.
  let files = 0;
  for (const id of fileIds) if (await discardIfUnused(deps, id)) files += 1;
  deps.log.info({ rows, files }, 'demo content removed');
  return { rows, files };
}
