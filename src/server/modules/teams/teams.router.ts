import { z } from 'zod';
import {
  createRegionInput,
  createTeamInput,
  eventTeamInput,
  eventTeamsInput,
  participatingTeam,
  regionOutput,
  registrationOutput,
  teamDeleted,
  teamOutput,
  teamWithRegistration,
  registrationIdInput,
  teamIdInput,
  teamAdminListQuery,
  teamProfileInput,
  updateTeamWithId,
  upsertRegistrationInput,
} from '../../../shared/schemas/teams';
import { idSchema } from '../../../shared/schemas/fields';
import { teamCsvExport, teamCsvInput, teamCsvPreview } from '../../../shared/schemas/team-csv';
import { carryOverInput, carryOverOutcome } from '../../../shared/schemas/team-carry-over';
import { authedProcedure, procedureFor, publicProcedure, router } from '../../trpc/init';
import * as csv from './team-csv.service';
import { addTeamToEvent, eventTeams, removeTeamFromEvent } from './event-teams.service';
import * as registrations from './registrations.service';
import * as teams from './teams.service';

const admin = procedureFor('teams:write');
const editor = procedureFor('events:write');

export const teamsRouter = router({
  /** Every team with its registration for the season (the current one unless seasonId is given). */
  list: publicProcedure.input(teamAdminListQuery.optional()).output(z.array(teamWithRegistration)).query(({ ctx, input }) => teams.listTeams(ctx.deps, input)),
  create: admin.input(createTeamInput).output(teamOutput).mutation(({ ctx, input }) => teams.createTeam(ctx.deps, ctx.actor, input)),
  update: admin.input(updateTeamWithId).output(teamOutput).mutation(({ ctx, input: { id, ...changes } }) => teams.updateTeam(ctx.deps, ctx.actor, id, changes)),
  /** The public profile: ADMIN any team, a TEAM user the team its account is linked to. */
  updateProfile: authedProcedure.input(teamProfileInput).output(teamOutput).mutation(({ ctx, input }) => teams.updateTeamProfile(ctx.deps, ctx.actor, input)),
  myTeam: authedProcedure.output(teamOutput.nullable()).query(({ ctx }) => teams.myTeam(ctx.deps, ctx.actor)),
  /** Writes nothing: what importing the CSV would do, row by row (a mutation only because a file is too large for a URL). */
  csvPreview: admin.input(teamCsvInput).output(teamCsvPreview).mutation(({ ctx, input }) => csv.previewTeamsCsv(ctx.deps, ctx.actor, input)),
  csvImport: admin.input(teamCsvInput).output(teamCsvPreview).mutation(({ ctx, input }) => csv.importTeamsCsv(ctx.deps, ctx.actor, input)),
  csvExport: admin.input(z.object({ seasonId: idSchema })).output(teamCsvExport).query(({ ctx, input }) => csv.exportTeamsCsv(ctx.deps, ctx.actor, input.seasonId)),
  delete: admin.input(teamIdInput).output(teamDeleted).mutation(({ ctx, input }) => teams.deleteTeam(ctx.deps, ctx.actor, input.id)),

  regions: publicProcedure.output(z.array(regionOutput)).query(({ ctx }) => registrations.listRegions(ctx.deps)),
  createRegion: admin.input(createRegionInput).output(regionOutput).mutation(({ ctx, input }) => registrations.createRegion(ctx.deps, ctx.actor, input)),
  upsertRegistration: admin.input(upsertRegistrationInput).output(registrationOutput).mutation(({ ctx, input }) => registrations.upsertRegistration(ctx.deps, ctx.actor, input)),
  deleteRegistration: admin.input(registrationIdInput).output(registrationOutput).mutation(({ ctx, input }) => registrations.deleteRegistration(ctx.deps, ctx.actor, input.id)),
  /** Last season's active teams not yet registered in the season (decision 193). Writes nothing. */
  carryOverPreview: admin.input(carryOverInput).output(carryOverOutcome).query(({ ctx, input }) => registrations.previewCarryOver(ctx.deps, ctx.actor, input.seasonId)),
  /** Registers them, in one transaction; a second call adds nothing. */
  carryOver: admin.input(carryOverInput).output(carryOverOutcome).mutation(({ ctx, input }) => registrations.carryOverRegistrations(ctx.deps, ctx.actor, input.seasonId)),

  eventTeams: publicProcedure.input(eventTeamsInput).output(z.array(participatingTeam)).query(({ ctx, input }) => eventTeams(ctx.deps, input.eventId, ctx.actor)),
  addToEvent: editor.input(eventTeamInput).output(z.array(participatingTeam)).mutation(({ ctx, input }) => addTeamToEvent(ctx.deps, ctx.actor, input.eventId, input.teamId)),
  removeFromEvent: editor.input(eventTeamInput).output(z.array(participatingTeam)).mutation(({ ctx, input }) => removeTeamFromEvent(ctx.deps, ctx.actor, input.eventId, input.teamId)),
});
