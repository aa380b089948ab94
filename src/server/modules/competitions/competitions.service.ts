// The competitions calendar (/concursuri): the stages of each season, read by everyone and edited by an ADMIN.
import { notFound } from '../../../shared/errors';
import type { CompetitionSeasonOutput, CompetitionStageInput, CompetitionStageOutput, CompetitionStageRow } from '../../../shared/schemas/competitions';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import * as repo from './competitions.repository';

type StageRow = Awaited<ReturnType<typeof repo.listStages>>[number];

const toStage = (row: StageRow): CompetitionStageOutput => ({
  id: row.id,
  stage: row.stage,
  name: row.name,
  city: row.city,
  dateStart: row.date_start,
  dateEnd: row.date_end,
  link: row.link,
});
const toRow = (row: StageRow): CompetitionStageRow => ({ ...toStage(row), season: row.season_label });

/** 'DECODE 2025-2026' -> '2025-2026'. */
export const seasonLabelOf = (seasonName: string | undefined): string | null => /(\d{4}-\d{4})\s*$/.exec(seasonName ?? '')?.[1] ?? null;

/** The calendar grouped by season: the current season first, then the others, newest first. */
export async function competitionCalendar(deps: Deps): Promise<CompetitionSeasonOutput[]> {
  const seasons = new Map<string, CompetitionSeasonOutput>();
  for (const row of await repo.listStages(deps.db)) {
    let season = seasons.get(row.season_label);
    if (!season) seasons.set(row.season_label, (season = { season: row.season_label, stages: [] }));
    season.stages.push(toStage(row));
  }
  const current = seasonLabelOf(await repo.currentSeasonName(deps.db));
  const list = [...seasons.values()];
  const first = list.findIndex((s) => s.season === current);
  return first > 0 ? [list[first]!, ...list.filter((_, i) => i !== first)] : list;
}

/** The dashboard's list: every stage with its season. */
export const listStageRows = async (deps: Deps): Promise<CompetitionStageRow[]> => (await repo.listStages(deps.db)).map(toRow);

const columns = (input: CompetitionStageInput) => ({
  season_label: input.season,
  stage: input.stage,
  name: input.name,
  city: input.city,
  date_start: input.dateStart,
  date_end: input.dateEnd,
  link: input.link ?? null,
});

export async function createStage(deps: Deps, actor: Actor | null, input: CompetitionStageInput): Promise<CompetitionStageRow> {
  authorize(actor, 'calendar:write');
  return toRow(await repo.insertStage(deps.db, columns(input)));
}

export async function updateStage(deps: Deps, actor: Actor | null, id: number, input: CompetitionStageInput): Promise<CompetitionStageRow> {
  authorize(actor, 'calendar:write');
  const row = await repo.updateStage(deps.db, id, columns(input));
  if (!row) throw notFound('Stage');
  return toRow(row);
}

export async function deleteStage(deps: Deps, actor: Actor | null, id: number): Promise<{ id: number }> {
  authorize(actor, 'calendar:write');
  if (!(await repo.deleteStage(deps.db, id))) throw notFound('Stage');
  return { id };
}
