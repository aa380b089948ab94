// Team calls: the teams page list, the team detail page, and the teams taking part in an event.
import { z } from 'zod';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { eventRefInput } from '../../../shared/schemas/events';
import {
  byNumberInput,
  eventTeamBody,
  eventTeamParams,
  participatingTeam,
  teamDetail,
  teamListItem,
  teamListQuery,
} from '../../../shared/schemas/teams';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import type { RestApi } from '../../http/declared-routes';
import { ok } from '../../http/reply';
import { addTeamToEvent, eventTeams, removeTeamFromEvent } from './event-teams.service';
import { getTeamByNumber, listTeamItems } from './teams.service';

const participants = { 200: okEnvelope(z.array(participatingTeam)) };
const write = { permission: 'events:write' } as const;

/** The spec's client reads the teams list from `data`, not `message`. */
const teamList = z.object({ success: z.literal(true), data: z.array(teamListItem) });

export function teamRoutes(api: RestApi, deps: Deps) {
  // Registered before /teams/:teamNumber.
  api.get('/teams/all', { schema: { summary: 'List teams of a season', operationId: 'listTeams', querystring: teamListQuery, response: { 200: teamList } } }, async (request, reply) =>
    reply.send({ success: true, data: await listTeamItems(deps, request.query.seasonId) }),
  );

  api.get('/teams/:teamNumber', { schema: { summary: 'One team by its number', operationId: 'getTeam', params: byNumberInput, response: { 200: okEnvelope(teamDetail) } } }, async (request, reply) =>
    ok(reply, await getTeamByNumber(deps, request.params.teamNumber)),
  );

  api.get('/events/:id/teams', { schema: { summary: 'Teams taking part in an event', operationId: 'listEventTeams', params: eventRefInput, response: participants } }, async (request, reply) =>
    ok(reply, await eventTeams(deps, request.params.id)),
  );

  api.post('/events/:id/teams', { config: write, schema: { summary: 'Add a team to an event', operationId: 'addEventTeam', params: eventRefInput, body: eventTeamBody, response: participants } }, async (request, reply) =>
    ok(reply, await addTeamToEvent(deps, await actorOf(request, deps), request.params.id, request.body.teamId)),
  );

  api.delete('/events/:id/teams/:teamId', { config: write, schema: { summary: 'Remove a team from an event', operationId: 'removeEventTeam', params: eventTeamParams, response: participants } }, async (request, reply) =>
    ok(reply, await removeTeamFromEvent(deps, await actorOf(request, deps), request.params.id, request.params.teamId)),
  );
}
