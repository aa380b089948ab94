import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { ok } from '../../http/reply';
import { competitionCalendar } from './competitions.service';

// Not one of the spec's calls: the public calendar page reads the seeded calendar from here.
export function competitionRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/competitions', async (_request, reply) => ok(reply, await competitionCalendar(deps)));
}
