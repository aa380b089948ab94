import { z } from 'zod';
import { contentLangQuery } from '../../../shared/schemas/content-lang';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { healthReport } from '../../../shared/schemas/site';
import { publicSiteSettings as publicSiteSettingsSchema } from '../../../shared/schemas/site-settings';
import type { Deps } from '../../deps';
import type { RestApi } from '../../http/declared-routes';
import { ok } from '../../http/reply';
import { publicSiteSettings } from './site-settings.service';
import { health } from './site.service';

/** 503: the same report, with `success: false`, so a monitor reads one shape either way. */
const unhealthy = z.object({ success: z.literal(false), message: healthReport });

export function siteRoutes(api: RestApi, deps: Deps) {
  api.get('/health', { schema: { summary: 'Health of the server and its database', operationId: 'health', response: { 200: okEnvelope(healthReport), 503: unhealthy } } }, async (_request, reply) => {
    const report = health(deps);
    if (report.status === 'ok') return ok(reply, report);
    return reply.status(503).send({ success: false, message: report });
  });

  /** Public settings the pages need (contact, links, embeds, home page, brochures, bank, payment, Formular 230).
   * `?lang=en`: the home statistics' labels and the slides' captions in English where set (decision 203). */
  api.get(
    '/site/settings',
    { schema: { summary: 'Public site settings the pages need', operationId: 'getSiteSettings', querystring: contentLangQuery, response: { 200: okEnvelope(publicSiteSettingsSchema) } } },
    async (request, reply) => ok(reply, await publicSiteSettings(deps, request.query.lang)),
  );
}
