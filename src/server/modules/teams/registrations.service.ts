// Regions and the teams' registrations per season (ADMIN only).
import { AppError, notFound } from '../../../shared/errors';
import {
  TEAM_MESSAGES,
  type CreateRegionInput,
  type RegionOutput,
  type RegistrationOutput,
  type UpsertRegistrationInput,
} from '../../../shared/schemas/teams';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { sqliteCode } from '../../db/errors';
import { seasonRow } from '../seasons/seasons.service';
import * as regions from './regions.repository';
import { toRegistrationOutput } from './teams.mapper';
import * as repo from './teams.repository';
import { teamRow } from './teams.service';

const duplicateRegion = () => new AppError('CONFLICT', TEAM_MESSAGES.duplicateRegion, { fieldErrors: { name: [TEAM_MESSAGES.duplicateRegion] } });

export async function listRegions(deps: Deps): Promise<RegionOutput[]> {
  return regions.listRegions(deps.db);
}

export async function createRegion(deps: Deps, actor: Actor | null, input: CreateRegionInput): Promise<RegionOutput> {
  authorize(actor, 'teams:write');
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (await regions.findRegionByName(trx, input.name)) throw duplicateRegion();
      return regions.insertRegion(trx, input.name);
    });
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicateRegion();
    throw error;
  }
}

/**
 * Registers a team for a season, or changes its registration there (one per team and season). On a change, an
 * absent regionId / romanianNumber keeps the stored value and null clears it.
 */
export async function upsertRegistration(deps: Deps, actor: Actor | null, input: UpsertRegistrationInput): Promise<RegistrationOutput> {
  authorize(actor, 'teams:write');
  const row = await deps.db.transaction().execute(async (trx) => {
    await teamRow(trx, input.teamId);
    await seasonRow(trx, input.seasonId);
    if (input.regionId != null && !(await regions.findRegion(trx, input.regionId))) throw notFound('Region');
    const existing = await repo.findTeamRegistration(trx, input.teamId, input.seasonId);
    if (existing) {
      await repo.updateRegistration(trx, existing.id, {
        region_id: input.regionId,
        registration_status: input.registrationStatus,
        romanian_number: input.romanianNumber,
      });
      return (await repo.findRegistration(trx, existing.id))!;
    }
    const id = await repo.insertRegistration(trx, {
      team_id: input.teamId,
      season_id: input.seasonId,
      region_id: input.regionId ?? null,
      registration_status: input.registrationStatus,
      romanian_number: input.romanianNumber ?? null,
      created_at: isoNow(deps.clock),
    });
    return (await repo.findRegistration(trx, id))!;
  });
  return toRegistrationOutput(row);
}

/** Removes a registration; sponsors linked to it stay, unlinked. */
export async function deleteRegistration(deps: Deps, actor: Actor | null, id: number): Promise<RegistrationOutput> {
  authorize(actor, 'teams:write');
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findRegistration(trx, id);
    if (!row) throw notFound('Registration');
    await repo.deleteRegistration(trx, id);
    return toRegistrationOutput(row);
  });
}
