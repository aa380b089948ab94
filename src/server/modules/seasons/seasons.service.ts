// Seasons: exactly one is current (the first one created, then whichever an ADMIN sets); a season in use stays.
import { sqliteCode } from '../../db/errors';
import { AppError, notFound } from '../../../shared/errors';
import {
  registrationOrderOk,
  SEASON_MESSAGES,
  type CreateSeasonInput,
  type SeasonOutput,
  type SeasonStatistics,
  type UpdateSeasonInput,
} from '../../../shared/schemas/seasons';
import type { Executor } from '../../db/connection';
import type { SeasonRow } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import * as repo from './seasons.repository';

export const toSeasonOutput = (row: SeasonRow): SeasonOutput => ({
  id: row.id,
  seasonNumber: row.season_number,
  seasonName: row.season_name,
  registrationStart: row.registration_start,
  registrationEnd: row.registration_end,
  isCurrent: row.is_current === 1,
  ftcYear: row.ftc_year,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});


const duplicateNumber = () => new AppError('CONFLICT', SEASON_MESSAGES.duplicateNumber, { fieldErrors: { seasonNumber: [SEASON_MESSAGES.duplicateNumber] } });

export async function seasonRow(db: Executor, id: number): Promise<SeasonRow> {
  const row = await repo.findSeason(db, id);
  if (!row) throw notFound('Season');
  return row;
}

export async function listSeasons(deps: Deps): Promise<SeasonOutput[]> {
  return (await repo.listSeasons(deps.db)).map(toSeasonOutput);
}

export async function getSeason(deps: Deps, id: number): Promise<SeasonOutput> {
  return toSeasonOutput(await seasonRow(deps.db, id));
}

/** The current season, or null before any season exists. */
export async function findCurrentSeason(deps: Deps): Promise<SeasonOutput | null> {
  const row = await repo.currentSeasonRow(deps.db);
  return row ? toSeasonOutput(row) : null;
}

export async function getCurrentSeason(deps: Deps): Promise<SeasonOutput> {
  const season = await findCurrentSeason(deps);
  if (!season) throw new AppError('NOT_FOUND', SEASON_MESSAGES.noCurrent);
  return season;
}

export async function getSeasonStatistics(deps: Deps, id: number): Promise<SeasonStatistics> {
  const season = await seasonRow(deps.db, id);
  // Public: a draft or scheduled event is not counted (issue 21), as it is not listed.
  return { season: toSeasonOutput(season), ...(await repo.seasonCounts(deps.db, id, 'public')) };
}

export async function createSeason(deps: Deps, actor: Actor | null, input: CreateSeasonInput): Promise<SeasonOutput> {
  authorize(actor, 'seasons:write');
  const at = isoNow(deps.clock);
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      if (await repo.findSeasonByNumber(trx, input.seasonNumber)) throw duplicateNumber();
      // The first season becomes current, so "exactly one current" holds from the start.
      const hasCurrent = (await repo.currentSeasonRow(trx)) !== undefined;
      return repo.insertSeason(trx, {
        season_number: input.seasonNumber,
        season_name: input.seasonName,
        registration_start: input.registrationStart ?? null,
        registration_end: input.registrationEnd ?? null,
        ftc_year: input.ftcYear ?? null,
        is_current: hasCurrent ? 0 : 1,
        created_at: at,
        updated_at: at,
      });
    });
    return toSeasonOutput(row);
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicateNumber();
    throw error;
  }
}

export async function updateSeason(deps: Deps, actor: Actor | null, id: number, input: UpdateSeasonInput): Promise<SeasonOutput> {
  authorize(actor, 'seasons:write');
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const season = await seasonRow(trx, id);
      const start = input.registrationStart !== undefined ? input.registrationStart : season.registration_start;
      const end = input.registrationEnd !== undefined ? input.registrationEnd : season.registration_end;
      if (!registrationOrderOk(start, end)) {
        throw new AppError('VALIDATION', SEASON_MESSAGES.registrationOrder, { fieldErrors: { registrationEnd: [SEASON_MESSAGES.registrationOrder] } });
      }
      if (input.seasonNumber !== undefined && input.seasonNumber !== season.season_number) {
        if (await repo.findSeasonByNumber(trx, input.seasonNumber)) throw duplicateNumber();
      }
      return repo.updateSeason(trx, id, {
        season_number: input.seasonNumber,
        season_name: input.seasonName,
        registration_start: input.registrationStart,
        registration_end: input.registrationEnd,
        ftc_year: input.ftcYear,
        updated_at: isoNow(deps.clock),
      });
    });
    return toSeasonOutput(row!);
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicateNumber();
    throw error;
  }
}

const inUse = () => new AppError('CONFLICT', SEASON_MESSAGES.inUse);

export async function deleteSeason(deps: Deps, actor: Actor | null, id: number): Promise<SeasonOutput> {
  authorize(actor, 'seasons:write');
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const season = await seasonRow(trx, id);
      if (season.is_current === 1) throw new AppError('CONFLICT', SEASON_MESSAGES.deleteCurrent);
      const counts = await repo.seasonCounts(trx, id, 'all');
      if (counts.teamCount > 0 || counts.eventCount > 0) throw inUse();
      await repo.deleteSeason(trx, id);
      return season;
    });
    return toSeasonOutput(row);
  } catch (error) {
    // The foreign keys (ON DELETE RESTRICT) back the check above.
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw inUse();
    throw error;
  }
}

/** Moves the current flag in one transaction: nobody ever sees zero or two current seasons. */
export async function setCurrentSeason(deps: Deps, actor: Actor | null, id: number): Promise<SeasonOutput> {
  authorize(actor, 'seasons:write');
  const at = isoNow(deps.clock);
  const row = await deps.db.transaction().execute(async (trx) => {
    const season = await seasonRow(trx, id);
    if (season.is_current === 1) return season;
    await repo.clearCurrent(trx, at);
    return (await repo.updateSeason(trx, id, { is_current: 1, updated_at: at }))!;
  });
  return toSeasonOutput(row);
}
