import { z } from 'zod';
import { competitionSeasonOutput } from '../../../shared/schemas/competitions';
import { okEnvelope } from '../../../shared/schemas/envelope';
import type { Deps } from '../../deps';
import type { RestApi } from '../../http/declared-routes';
import { ok } from '../../http/reply';
import { competitionCalendar } from './competitions.service';

// Not one of the spec's calls: the public calendar page reads the seeded calendar from here.
export function competitionRoutes(api: RestApi, deps: Deps) {
  api.get('/competitions', { schema: { summary: 'The competition calendar', operationId: 'listCompetitions', response: { 200: okEnvelope(z.array(competitionSeasonOutput)) } } }, async (_request, reply) =>
    ok(reply, await competitionCalendar(deps)),
  );
}
