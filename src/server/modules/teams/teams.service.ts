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
  type TeamAdminListQuery,
  type TeamProfileInput,
  type TeamWithRegistration,
  type UpdateTeamInput,
} from '../../../shared/schemas/teams';
import type { Executor } from '../../db/connection';
import type { TeamRow, TeamsTable } from '../../db/types';
import { isoNow } from '../../clock';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { FTC_OWNED_TEAM_COLUMNS, staffOverrides } from '../ftc/ftc-sync.mapping';
import { authorize, requireActor } from '../../kernel/permissions';
import { linkedTeamId } from '../users';
import { can } from '../../../shared/policy';
import { containsSearch } from '../../../shared/search';
import { discardIfUnused, fileOutputs, resolveAttachment } from '../files/files.service';
import { currentSeasonRow } from '../seasons';
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
  return (await currentSeasonRow(db))?.id ?? null;
}

/** GET /teams/all: the season's registered teams, by team number (empty before any season is current). */
export async function listTeamItems(deps: Deps, seasonId?: number): Promise<TeamListItem[]> {
  const season = await seasonIdFor(deps.db, seasonId);
  if (season === null) return [];
  return (await repo.seasonRegistrationsWithTeams(deps.db, season)).map(toTeamListItem);
}

/** A team as the API shows it, with its logo. */
export async function teamOutputOf(db: Executor, row: TeamRow): Promise<TeamOutput> {
  return toTeamOutput(row, await fileOutputs(db, [row.logo_id]));
}

/**
 * The dashboard's list: every team, with its registration for the season (the current one by default), filtered by
 * registration status ('NONE': not registered), region, and a search over number, name, city, school and region that
 * ignores case and diacritics (in code: SQLite's LIKE folds ASCII only).
 */
export async function listTeams(deps: Deps, query: TeamAdminListQuery = {}): Promise<TeamWithRegistration[]> {
  const season = await seasonIdFor(deps.db, query.seasonId);
  const [teams, registrations] = await Promise.all([
    repo.allTeamRows(deps.db),
    season === null ? Promise.resolve([]) : repo.seasonRegistrations(deps.db, season),
  ]);
  const byTeam = new Map(registrations.map((r) => [r.team_id, toRegistrationOutput(r)]));
  const logos = await fileOutputs(deps.db, teams.map((t) => t.logo_id));
  return teams
    .map((team) => ({ ...toTeamOutput(team, logos), registration: byTeam.get(team.id) ?? null }))
    .filter((team) => {
      const status = team.registration?.registrationStatus ?? 'NONE';
      if (query.status && status !== query.status) return false;
      if (query.regionId && team.registration?.regionId !== query.regionId) return false;
      return containsSearch(query.search ?? '', String(team.internationalNumber), team.name, team.city, team.school, team.registration?.regionName);
    });
}

/** GET /teams/{teamNumber}: the team detail page. */
export async function getTeamByNumber(deps: Deps, teamNumber: number): Promise<TeamDetail> {
  const team = await repo.findTeamByNumber(deps.db, teamNumber);
  if (!team) throw notFound('Team');
  const current = await currentSeasonRow(deps.db);
  const [registration, sponsors, events] = await Promise.all([
    current ? repo.findTeamRegistration(deps.db, team.id, current.id) : Promise.resolve(undefined),
    repo.teamSponsors(deps.db, team.id),
    current ? teamSeasonEvents(deps.db, team.id, current.id) : Promise.resolve([]),
  ]);
  const logos = await fileOutputs(deps.db, [team.logo_id, ...sponsors.map((s) => s.logo_id)]);
  return {
    ...toTeamOutput(team, logos),
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

const mapUnique = (error: unknown) => (sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE' ? duplicateNumber() : error);

/** The logo: an uploaded image by id (a document or an unknown id is refused), null removes it. */
const logoOf = (deps: Deps, actor: Actor, logoId: number | null | undefined, current: number | null = null) =>
  resolveAttachment(deps, actor, { fileId: logoId, current }, ['image'], 'team_logo');

export async function createTeam(deps: Deps, actor: Actor | null, input: CreateTeamInput): Promise<TeamOutput> {
  authorize(actor, 'teams:write');
  const at = isoNow(deps.clock);
  const logo = await logoOf(deps, actor, input.logoId);
  const row = await logo.commit(
    () =>
      deps.db.transaction().execute(async (trx) => {
        if (await repo.findTeamByNumber(trx, input.teamNumber)) throw duplicateNumber();
        return repo.insertTeam(trx, { ...toColumns(input), logo_id: logo.fileId ?? null, team_number: input.teamNumber, name: input.name, created_at: at, updated_at: at });
      }),
    { mapError: mapUnique },
  );
  return teamOutputOf(deps.db, row);
}

export async function updateTeam(deps: Deps, actor: Actor | null, id: number, input: UpdateTeamInput): Promise<TeamOutput> {
  authorize(actor, 'teams:write');
  const before = await teamRow(deps.db, id);
  const logo = await logoOf(deps, actor, input.logoId, before.logo_id);
  const row = await logo.commit(
    () =>
      deps.db.transaction().execute(async (trx) => {
        const team = await teamRow(trx, id);
        if (input.teamNumber !== undefined && input.teamNumber !== team.team_number && (await repo.findTeamByNumber(trx, input.teamNumber))) {
          throw duplicateNumber();
        }
        const columns = toColumns(input);
        const overrides = staffOverrides(team, columns, FTC_OWNED_TEAM_COLUMNS);
        return repo.updateTeam(trx, id, { ...columns, ...(overrides !== undefined ? { ftc_overrides: overrides } : {}), logo_id: logo.fileId, updated_at: isoNow(deps.clock) });
      }),
    { previousId: before.logo_id, mapError: mapUnique, missing: () => notFound('Team') },
  );
  return teamOutputOf(deps.db, row);
}

/**
 * A team's public profile (description, links, logo): an ADMIN for any team; a TEAM user only for the team its
 * account is linked to (read from the database on every call, so an unlink applies at once). Other fields cannot be
 * sent: the schema has none.
 */
export async function updateTeamProfile(deps: Deps, actor: Actor | null, input: TeamProfileInput): Promise<TeamOutput> {
  requireActor(actor);
  if (!can(actor.role, 'teams:write')) {
    authorize(actor, 'team:profile');
    const linked = await linkedTeamId(deps.db, actor.id);
    if (linked !== input.teamId) throw new AppError('FORBIDDEN', TEAM_MESSAGES.notYourTeam);
  }
  const before = await teamRow(deps.db, input.teamId);
  const overrides = staffOverrides(before, { website: input.website }, FTC_OWNED_TEAM_COLUMNS);
  const logo = await logoOf(deps, actor, input.logoId, before.logo_id);
  const row = await logo.commit(
    () =>
      repo.updateTeam(deps.db, input.teamId, {
        ...(overrides !== undefined ? { ftc_overrides: overrides } : {}),
        about: input.about,
        website: input.website,
        facebook: input.facebook,
        instagram: input.instagram,
        linkedin: input.linkedin,
        other_link: input.otherLink,
        logo_id: logo.fileId,
        updated_at: isoNow(deps.clock),
      }),
    { previousId: before.logo_id, missing: () => notFound('Team') },
  );
  return teamOutputOf(deps.db, row);
}

/** The team the signed-in user's account is linked to (the TEAM dashboard's profile form), or null. */
export async function myTeam(deps: Deps, actor: Actor | null): Promise<TeamOutput | null> {
  requireActor(actor);
  const teamId = await linkedTeamId(deps.db, actor.id);
  if (teamId === null) return null;
  const row = await repo.findTeam(deps.db, teamId);
  return row ? teamOutputOf(deps.db, row) : null;
}

/**
 * Deleting a team removes its season registrations and its places in events (the foreign keys cascade); sponsors
 * linked to its registrations stay, no longer linked to a team. The answer says how much went with it.
 */
export async function deleteTeam(deps: Deps, actor: Actor | null, id: number): Promise<TeamDeleted> {
  authorize(actor, 'teams:write');
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const team = await teamRow(trx, id);
    const footprint = await repo.teamFootprint(trx, id);
    await repo.deleteTeam(trx, id);
    return {
      logoId: team.logo_id,
      id,
      internationalNumber: team.team_number,
      registrationsRemoved: footprint.registrations,
      eventsLeft: footprint.events,
      sponsorsUnlinked: footprint.sponsors,
    };
  });
  // The team's logo goes with it, unless something else uses that file.
  const { logoId, ...answer } = deleted;
  await discardIfUnused(deps, logoId);
  return answer;
}
