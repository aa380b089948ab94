import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { ok } from '../../http/reply';
import { publicSiteSettings } from './site-settings.service';
import { health } from './site.service';

export function siteRoutes(api: FastifyInstance, deps: Deps) {
  // 200 with the report when all is well; 503 with the same report when the database does not answer, so a monitor
  // reads one shape either way.
  api.get('/health', async (_request, reply) => {
    const report = health(deps);
    if (report.status === 'ok') return ok(reply, report);
    return reply.status(503).send({ success: false, message: report });
  });

  /** Public settings the pages need (contact, links, embeds, home page, brochures, bank, payment, Formular 230). */
  api.get('/site/settings', async (_request, reply) => ok(reply, await publicSiteSettings(deps)));
}
