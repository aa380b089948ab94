// Teams: the public list of a season's registrations, the team detail page, and the ADMIN's team records.
import type { Updateable } from 'kysely';
import { AppError, notFound } from '../../../shared/errors';
import {
  isActiveStatus,
  TEAM_MESSAGES,
  type CreateTeamInput,
  type TeamDeleted,
  type TeamDetail,
  type TeamListItem,
  type TeamOutput,
  type TeamWithRegistration,
  type UpdateTeamInput,
} from '../../../shared/schemas/teams';
import type { Executor } from '../../db/connection';
import type { TeamRow, TeamsTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Actor, Deps } from '../../deps';
import { authorize } from '../auth/permissions';
import { fileOutputs } from '../files/files.service';
import { findCurrentSeason } from '../seasons/seasons.repository';
import { sqliteCode } from '../../db/errors';
import { seasonRow } from '../seasons/seasons.service';
import { toRegistrationOutput, toTeamListItem, toTeamOutput } from './teams.mapper';
import { teamSeasonEvents } from './event-teams.repository';
import * as repo from './teams.repository';

const duplicateNumber = () => new AppError('CONFLICT', TEAM_MESSAGES.duplicateNumber, { fieldErrors: { teamNumber: [TEAM_MESSAGES.duplicateNumber] } });

export async function teamRow(db: Executor, id: number): Promise<TeamRow> {
  const row = await repo.findTeam(db, id);
  if (!row) throw notFound('Team');
  return row;
}

/** The season asked for (404 when unknown), else the current one; null when no season is current yet. */
async function seasonIdFor(db: Executor, seasonId: number | undefined): Promise<number | null> {
  if (seasonId !== undefined) return (await seasonRow(db, seasonId)).id;
  return (await findCurrentSeason(db))?.id ?? null;
}

/** GET /teams/all: the season's registered teams, by team number (empty before any season is current). */
export async function listTeamItems(deps: Deps, seasonId?: number): Promise<TeamListItem[]> {
  const season = await seasonIdFor(deps.db, seasonId);
  if (season === null) return [];
  return (await repo.seasonRegistrationsWithTeams(deps.db, season)).map(toTeamListItem);
}

/** The dashboard's list: every team, with its registration for the season (the current one by default). */
export async function listTeams(deps: Deps, seasonId?: number): Promise<TeamWithRegistration[]> {
  const season = await seasonIdFor(deps.db, seasonId);
  const [teams, registrations] = await Promise.all([
    repo.listTeams(deps.db),
    season === null ? Promise.resolve([]) : repo.seasonRegistrations(deps.db, season),
  ]);
  const byTeam = new Map(registrations.map((r) => [r.team_id, toRegistrationOutput(r)]));
  return teams.map((team) => ({ ...toTeamOutput(team), registration: byTeam.get(team.id) ?? null }));
}

/** GET /teams/{teamNumber}: the team detail page. */
export async function getTeamByNumber(deps: Deps, teamNumber: number): Promise<TeamDetail> {
  const team = await repo.findTeamByNumber(deps.db, teamNumber);
  if (!team) throw notFound('Team');
  const current = await findCurrentSeason(deps.db);
  const [registration, sponsors, events] = await Promise.all([
    current ? repo.findTeamRegistration(deps.db, team.id, current.id) : Promise.resolve(undefined),
    repo.teamSponsors(deps.db, team.id),
    current ? teamSeasonEvents(deps.db, team.id, current.id) : Promise.resolve([]),
  ]);
  const logos = await fileOutputs(deps.db, sponsors.map((s) => s.logo_id));
  return {
    ...toTeamOutput(team),
    registration: registration ? toRegistrationOutput(registration) : null,
    active: isActiveStatus(registration?.registration_status),
    localPartners: sponsors.map((s) => ({ id: s.id, name: s.name, link: s.link, logo: s.logo_id ? (logos.get(s.logo_id) ?? null) : null })),
    seasonEvents: events.map((e) => ({
      id: e.id,
      title: e.title,
      ftcEventCode: e.ftc_event_code,
      location: e.location,
      dateStart: e.date_start,
      dateEnd: e.date_end,
      category: e.category,
    })),
  };
}

/** The fields that were sent, as columns (undefined ones are left out of the write by Kysely). */
const toColumns = (input: UpdateTeamInput): Updateable<TeamsTable> => ({
  team_number: input.teamNumber,
  name: input.name,
  city: input.city,
  school: input.school,
  rookie_year: input.rookieYear,
  motto: input.motto,
  about: input.about,
  website: input.website,
  facebook: input.facebook,
  instagram: input.instagram,
  linkedin: input.linkedin,
  email: input.email,
  other_link: input.otherLink,
  video_url: input.videoUrl,
});

export async function createTeam(deps: Deps, actor: Actor | null, input: CreateTeamInput): Promise<TeamOutput> {
  authorize(actor, 'teams:write');
  const at = isoNow(deps.clock);
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      if (await repo.findTeamByNumber(trx, input.teamNumber)) throw duplicateNumber();
      return repo.insertTeam(trx, { ...toColumns(input), team_number: input.teamNumber, name: input.name, created_at: at, updated_at: at });
    });
    return toTeamOutput(row);
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicateNumber();
    throw error;
  }
}

export async function updateTeam(deps: Deps, actor: Actor | null, id: number, input: UpdateTeamInput): Promise<TeamOutput> {
  authorize(actor, 'teams:write');
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const team = await teamRow(trx, id);
      if (input.teamNumber !== undefined && input.teamNumber !== team.team_number && (await repo.findTeamByNumber(trx, input.teamNumber))) {
        throw duplicateNumber();
      }
      return repo.updateTeam(trx, id, { ...toColumns(input), updated_at: isoNow(deps.clock) });
    });
    return toTeamOutput(row!);
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw duplicateNumber();
    throw error;
  }
}

/**
 * Deleting a team removes its season registrations and its places in events (the foreign keys cascade); sponsors
 * linked to its registrations stay, no longer linked to a team. The answer says how much went with it.
 */
export async function deleteTeam(deps: Deps, actor: Actor | null, id: number): Promise<TeamDeleted> {
  authorize(actor, 'teams:write');
  return deps.db.transaction().execute(async (trx) => {
    const team = await teamRow(trx, id);
    const footprint = await repo.teamFootprint(trx, id);
    await repo.deleteTeam(trx, id);
    return {
      id,
      internationalNumber: team.team_number,
      registrationsRemoved: footprint.registrations,
      eventsLeft: footprint.events,
      sponsorsUnlinked: footprint.sponsors,
    };
  });
}
