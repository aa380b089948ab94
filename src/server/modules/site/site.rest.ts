import type { FastifyInstance } from 'fastify';
import { GENERIC_SERVER_ERROR } from '../../../shared/errors';
import type { Deps } from '../../deps';
import { ok } from '../../http/reply';
import { health, settings } from './site.service';

export function siteRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/health', async (request, reply) => {
    try {
      return ok(reply, await health(deps));
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ success: false, message: GENERIC_SERVER_ERROR });
    }
  });

  /** Public settings the pages need (contact address, portal link, payment keys, analytics id). */
  api.get('/site/settings', async (_request, reply) => ok(reply, settings(deps)));
}
