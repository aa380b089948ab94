import type { CompetitionSeasonOutput } from '../../../shared/schemas/competitions';
import type { Deps } from '../../deps';
import { listStages } from './competitions.repository';

/** The calendar grouped by season, newest season first. */
export async function competitionCalendar(deps: Deps): Promise<CompetitionSeasonOutput[]> {
  const seasons = new Map<string, CompetitionSeasonOutput>();
  for (const row of await listStages(deps.db)) {
    let season = seasons.get(row.season_label);
    if (!season) seasons.set(row.season_label, (season = { season: row.season_label, stages: [] }));
    season.stages.push({ stage: row.stage, name: row.name, city: row.city, dateStart: row.date_start, dateEnd: row.date_end });
  }
  return [...seasons.values()];
}
