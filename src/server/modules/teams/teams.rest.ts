// Team calls: the teams page list, the team detail page, and the teams taking part in an event.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventTeamBody, teamListQuery, teamNumberParam } from '../../../shared/schemas/teams';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { intParam, ok } from '../../http/reply';
import { authorize } from '../auth/permissions';
import { addTeamToEvent, eventTeams, removeTeamFromEvent } from './event-teams.service';
import { getTeamByNumber, listTeamItems } from './teams.service';

const eventParam = z.object({ id: z.string().trim().min(1).max(100) });
const teamNumberParams = z.object({ teamNumber: teamNumberParam });

export function teamRoutes(api: FastifyInstance, deps: Deps) {
  // Registered before /teams/:teamNumber; the spec's client reads the list from `data`, not `message`.
  api.get('/teams/all', async (request, reply) => {
    const { seasonId } = parseInput(teamListQuery, request.query ?? {});
    return reply.send({ success: true, data: await listTeamItems(deps, seasonId) });
  });

  api.get('/teams/:teamNumber', async (request, reply) =>
    ok(reply, await getTeamByNumber(deps, parseInput(teamNumberParams, request.params).teamNumber)),
  );

  // :id is the event's numeric id or its scoring code, as on the public event page.
  api.get('/events/:id/teams', async (request, reply) => ok(reply, await eventTeams(deps, parseInput(eventParam, request.params).id)));

  api.post('/events/:id/teams', async (request, reply) => {
    const actor = await actorOf(request, deps);
    authorize(actor, 'events:write');
    const { id } = parseInput(eventParam, request.params);
    const { teamId } = parseInput(eventTeamBody, request.body ?? {});
    return ok(reply, await addTeamToEvent(deps, actor, id, teamId));
  });

  api.delete('/events/:id/teams/:teamId', async (request, reply) => {
    const actor = await actorOf(request, deps);
    authorize(actor, 'events:write');
    const { id } = parseInput(eventParam, request.params);
    return ok(reply, await removeTeamFromEvent(deps, actor, id, intParam(request.params, 'teamId')));
  });
}
