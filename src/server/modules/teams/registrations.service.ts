// Regions and the teams' registrations per season (ADMIN only), and registering last season's active teams for a
// season in one step (decision 193).
import { AppError, notFound } from '../../../shared/errors';
import type { RegistrationStatus } from '../../../shared/constants';
import type { CarryOverOutcome, CarryOverTeam } from '../../../shared/schemas/team-carry-over';
import {
  isActiveStatus,
  TEAM_MESSAGES,
  type CreateRegionInput,
  type RegionOutput,
  type RegistrationOutput,
  type UpsertRegistrationInput,
} from '../../../shared/schemas/teams';
import { isoNow } from '../../clock';
import type { Executor } from '../../db/connection';
import type { SeasonRow } from '../../db/types';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { sqliteCode } from '../../db/errors';
import { runWithAction } from '../activity/activity-context';
import { previousSeasonRow } from '../seasons';
import { seasonRow } from '../seasons/seasons.service';
import * as regions from './regions.repository';
import { toRegistrationOutput } from './teams.mapper';
import * as repo from './teams.repository';
import type { RegistrationWithTeam } from './teams.repository';
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

/** The status a registration gets when nobody has confirmed it yet (the column's default). */
const FRESH_STATUS: RegistrationStatus = 'PENDING';

interface CarryOverPlan {
  season: SeasonRow;
  previous: SeasonRow | null;
  /** Last season's active registrations whose team has none in the season yet. */
  missing: RegistrationWithTeam[];
  alreadyRegistered: number;
}

/**
 * Which teams the step registers: every team whose registration in the season before (the next lower season number,
 * as seasons are ordered everywhere) is active (CONFIRMED) and that has no registration in the season yet.
 * A team already there keeps its registration as it is, whatever its status (a withdrawal stays a withdrawal).
 */
async function planCarryOver(db: Executor, seasonId: number): Promise<CarryOverPlan> {
  const season = await seasonRow(db, seasonId);
  const previous = (await previousSeasonRow(db, season.season_number)) ?? null;
  if (!previous) return { season, previous, missing: [], alreadyRegistered: 0 };
  const [before, now] = await Promise.all([repo.seasonRegistrationsWithTeams(db, previous.id), repo.seasonRegistrations(db, season.id)]);
  const registered = new Set(now.map((r) => r.team_id));
  const active = before.filter((r) => isActiveStatus(r.registration_status));
  const missing = active.filter((r) => !registered.has(r.team_id));
  return { season, previous, missing, alreadyRegistered: active.length - missing.length };
}

const seasonRef = (row: SeasonRow) => ({ id: row.id, seasonNumber: row.season_number, seasonName: row.season_name });
const carryOverTeam = (r: RegistrationWithTeam): CarryOverTeam => ({
  teamId: r.team_id,
  internationalNumber: r.team_number,
  name: r.team_name,
  regionName: r.region_name,
});
const outcome = (plan: CarryOverPlan): CarryOverOutcome => ({
  season: seasonRef(plan.season),
  previous: plan.previous ? seasonRef(plan.previous) : null,
  teams: plan.missing.map(carryOverTeam),
  alreadyRegistered: plan.alreadyRegistered,
});

/** What registering last season's active teams in the season would do. Writes nothing. */
export async function previewCarryOver(deps: Deps, actor: Actor | null, seasonId: number): Promise<CarryOverOutcome> {
  authorize(actor, 'teams:write');
  return outcome(await planCarryOver(deps.db, seasonId));
}

/**
 * Registers last season's active teams in the season, in one transaction: each new registration takes the team's
 * region and Romanian number from last season and the status a fresh registration gets (PENDING, to be confirmed).
 * Idempotent: a second run finds every team registered and adds nothing. The activity log records the batch under
 * one action ("carried-over", with the season it came from), one line per team, as the triggers record every write.
 */
export async function carryOverRegistrations(deps: Deps, actor: Actor | null, seasonId: number): Promise<CarryOverOutcome> {
  authorize(actor, 'teams:write');
  return deps.db.transaction().execute(async (trx) => {
    const plan = await planCarryOver(trx, seasonId);
    if (plan.previous && plan.missing.length > 0) {
      const createdAt = isoNow(deps.clock);
      await runWithAction({ action: 'carried-over', detail: `from ${plan.previous.season_name}` }, async () => {
        for (const r of plan.missing) {
          await repo.insertRegistration(trx, {
            team_id: r.team_id,
            season_id: plan.season.id,
            region_id: r.region_id,
            registration_status: FRESH_STATUS,
            romanian_number: r.romanian_number,
            created_at: createdAt,
          });
        }
      });
    }
    return outcome(plan);
  });
}
