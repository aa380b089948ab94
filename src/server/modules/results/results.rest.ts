// Results of FIRST events (issue 22, part 2): public reads, kept and revalidated like every public read (public-reads.ts).
// An event's answer names `live`, which changes with the time of day alone: it is kept no later than that change.
import { okEnvelope } from '../../../shared/schemas/envelope';
import { eventRefInput } from '../../../shared/schemas/events';
import { eventResults, seasonResults, teamSeason } from '../../../shared/schemas/results';
import { byNumberInput } from '../../../shared/schemas/teams';
import type { Deps } from '../../deps';
import type { RestApi } from '../../http/declared-routes';
import { answerValidUntil } from '../../http/public-reads';
import { ok } from '../../http/reply';
import * as results from './results.service';

export function resultRoutes(api: RestApi, deps: Deps) {
  api.get('/events/:id/results', { schema: { summary: 'Results of an event', operationId: 'getEventResults', params: eventRefInput, response: { 200: okEnvelope(eventResults) } } }, async (request, reply) =>
    ok(reply, await results.eventResults(deps, request.params.id, (ms) => answerValidUntil(reply, ms))),
  );
  api.get('/teams/:teamNumber/season', { schema: { summary: "A team's season results", operationId: 'getTeamSeason', params: byNumberInput, response: { 200: okEnvelope(teamSeason) } } }, async (request, reply) =>
    ok(reply, await results.teamSeason(deps, request.params.teamNumber)),
  );
  api.get('/results/season', { schema: { summary: 'National results of the current season', operationId: 'getSeasonResults', response: { 200: okEnvelope(seasonResults) } } }, async (_request, reply) =>
    ok(reply, await results.seasonResults(deps)),
  );
}
