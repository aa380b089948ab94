// Season calls of the spec (01 §7, 02 §7): JSON bodies; dates as ISO timestamps or null. Writes are ADMIN only,
// refused (401/403) before any word about the body.
import { z } from 'zod';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { idParams } from '../../../shared/schemas/fields';
import { createSeasonInput, seasonOutput, seasonStatistics, updateSeasonInput } from '../../../shared/schemas/seasons';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import type { RestApi } from '../../http/declared-routes';
import { ok } from '../../http/reply';
import { NO_BODY } from '../../http/request-bodies';
import * as seasons from './seasons.service';

const one = { 200: okEnvelope(seasonOutput) };
const write = { permission: 'seasons:write' } as const;

export function seasonRoutes(api: RestApi, deps: Deps) {
  api.get('/seasons', { schema: { summary: 'List seasons', operationId: 'listSeasons', response: { 200: okEnvelope(z.array(seasonOutput)) } } }, async (_request, reply) =>
    ok(reply, await seasons.listSeasons(deps)),
  );
  api.get('/seasons/current', { schema: { summary: 'The current season', operationId: 'getCurrentSeason', response: one } }, async (_request, reply) => ok(reply, await seasons.getCurrentSeason(deps)));
  api.get('/seasons/:id', { schema: { summary: 'One season', operationId: 'getSeason', params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await seasons.getSeason(deps, request.params.id)),
  );
  api.get('/seasons/:id/statistics', { schema: { summary: 'Counts of a season', operationId: 'getSeasonStatistics', params: idParams, response: { 200: okEnvelope(seasonStatistics) } } }, async (request, reply) =>
    ok(reply, await seasons.getSeasonStatistics(deps, request.params.id)),
  );

  api.post('/seasons', { config: write, schema: { summary: 'Create a season', operationId: 'createSeason', body: createSeasonInput, response: { 201: okEnvelope(seasonOutput) } } }, async (request, reply) =>
    ok(reply, await seasons.createSeason(deps, await actorOf(request, deps), request.body), 201),
  );

  api.put('/seasons/:id', { config: write, schema: { summary: 'Update a season', operationId: 'updateSeason', params: idParams, body: updateSeasonInput, response: one } }, async (request, reply) =>
    ok(reply, await seasons.updateSeason(deps, await actorOf(request, deps), request.params.id, request.body)),
  );

  api.delete('/seasons/:id', { config: write, schema: { summary: 'Delete a season', operationId: 'deleteSeason', params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await seasons.deleteSeason(deps, await actorOf(request, deps), request.params.id)),
  );

  api.post('/seasons/:id/set-current', { ...NO_BODY, config: write, schema: { summary: 'Make a season the current one', operationId: 'setCurrentSeason', params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await seasons.setCurrentSeason(deps, await actorOf(request, deps), request.params.id)),
  );
}
