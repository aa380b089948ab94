import { z } from 'zod';
import {
  byNumberInput,
  createRegionInput,
  createTeamInput,
  eventTeamInput,
  eventTeamsInput,
  participatingTeam,
  regionOutput,
  registrationOutput,
  teamDeleted,
  teamDetail,
  teamOutput,
  teamWithRegistration,
  registrationIdInput,
  teamIdInput,
  teamListQuery,
  updateTeamWithId,
  upsertRegistrationInput,
} from '../../../shared/schemas/teams';
import { procedureFor, publicProcedure, router } from '../../trpc/init';
import { addTeamToEvent, eventTeams, removeTeamFromEvent } from './event-teams.service';
import * as registrations from './registrations.service';
import * as teams from './teams.service';

const admin = procedureFor('teams:write');
const editor = procedureFor('events:write');

export const teamsRouter = router({
  /** Every team with its registration for the season (the current one unless seasonId is given). */
  list: publicProcedure.input(teamListQuery.optional()).output(z.array(teamWithRegistration)).query(({ ctx, input }) => teams.listTeams(ctx.deps, input?.seasonId)),
  byNumber: publicProcedure.input(byNumberInput).output(teamDetail).query(({ ctx, input }) => teams.getTeamByNumber(ctx.deps, input.teamNumber)),
  create: admin.input(createTeamInput).output(teamOutput).mutation(({ ctx, input }) => teams.createTeam(ctx.deps, ctx.actor, input)),
  update: admin.input(updateTeamWithId).output(teamOutput).mutation(({ ctx, input: { id, ...changes } }) => teams.updateTeam(ctx.deps, ctx.actor, id, changes)),
  delete: admin.input(teamIdInput).output(teamDeleted).mutation(({ ctx, input }) => teams.deleteTeam(ctx.deps, ctx.actor, input.id)),

  regions: publicProcedure.output(z.array(regionOutput)).query(({ ctx }) => registrations.listRegions(ctx.deps)),
  createRegion: admin.input(createRegionInput).output(regionOutput).mutation(({ ctx, input }) => registrations.createRegion(ctx.deps, ctx.actor, input)),
  upsertRegistration: admin.input(upsertRegistrationInput).output(registrationOutput).mutation(({ ctx, input }) => registrations.upsertRegistration(ctx.deps, ctx.actor, input)),
  deleteRegistration: admin.input(registrationIdInput).output(registrationOutput).mutation(({ ctx, input }) => registrations.deleteRegistration(ctx.deps, ctx.actor, input.id)),

  eventTeams: publicProcedure.input(eventTeamsInput).output(z.array(participatingTeam)).query(({ ctx, input }) => eventTeams(ctx.deps, input.eventId)),
  addToEvent: editor.input(eventTeamInput).output(z.array(participatingTeam)).mutation(({ ctx, input }) => addTeamToEvent(ctx.deps, ctx.actor, input.eventId, input.teamId)),
  removeFromEvent: editor.input(eventTeamInput).output(z.array(participatingTeam)).mutation(({ ctx, input }) => removeTeamFromEvent(ctx.deps, ctx.actor, input.eventId, input.teamId)),
});
