// Season calls of the spec (01 §7, 02 §7): JSON bodies; dates as ISO timestamps or null.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSeasonInput, updateSeasonInput } from '../../../shared/schemas/seasons';
import { parseInput } from '../../../shared/validation';
import type { Actor, Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { idFrom, ok } from '../../http/reply';
import { NO_BODY } from '../../http/request-bodies';
import { authorize } from '../auth/permissions';
import * as seasons from './seasons.service';

export function seasonRoutes(api: FastifyInstance, deps: Deps) {
  // 401/403 come before any word about the body.
  const admin = async (request: FastifyRequest): Promise<Actor> => {
    const actor = await actorOf(request, deps);
    authorize(actor, 'seasons:write');
    return actor;
  };

  api.get('/seasons', async (_request, reply) => ok(reply, await seasons.listSeasons(deps)));
  api.get('/seasons/current', async (_request, reply) => ok(reply, await seasons.getCurrentSeason(deps)));
  api.get('/seasons/:id', async (request, reply) => ok(reply, await seasons.getSeason(deps, idFrom(request.params))));
  api.get('/seasons/:id/statistics', async (request, reply) => ok(reply, await seasons.getSeasonStatistics(deps, idFrom(request.params))));

  api.post('/seasons', async (request, reply) => {
    const actor = await admin(request);
    return ok(reply, await seasons.createSeason(deps, actor, parseInput(createSeasonInput, request.body ?? {})), 201);
  });

  api.put('/seasons/:id', async (request, reply) => {
    const actor = await admin(request);
    const id = idFrom(request.params);
    return ok(reply, await seasons.updateSeason(deps, actor, id, parseInput(updateSeasonInput, request.body ?? {})));
  });

  api.delete('/seasons/:id', async (request, reply) => {
    const actor = await admin(request);
    return ok(reply, await seasons.deleteSeason(deps, actor, idFrom(request.params)));
  });

  api.post('/seasons/:id/set-current', NO_BODY, async (request, reply) => {
    const actor = await admin(request);
    return ok(reply, await seasons.setCurrentSeason(deps, actor, idFrom(request.params)));
  });
}
