// Sponsor calls of the spec (01 §7, 02 §7): reads are public; writes are multipart (logo file field `logo`) or JSON.
import type { FastifyInstance } from 'fastify';
import { linkEventBody, sponsorCreateInput, sponsorUpdateInput } from '../../../shared/schemas/sponsors';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { withForm } from '../../http/multipart';
import { idFrom, intParam, ok } from '../../http/reply';
import { NO_BODY } from '../../http/request-bodies';
import { authorize } from '../auth/permissions';
import * as sponsors from './sponsors.service';

export function sponsorRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/sponsors', async (_request, reply) => ok(reply, await sponsors.listSponsors(deps)));
  // Not one of the spec's calls: the partners of /about/sponsors (the library's sponsors with a tier).
  api.get('/partners', async (_request, reply) => ok(reply, await sponsors.listPartners(deps)));
  api.get('/sponsors/event/:eventId', async (request, reply) => ok(reply, await sponsors.sponsorsByEvent(deps, intParam(request.params, 'eventId'))));
  api.get('/sponsors/team-season/:id', async (request, reply) => ok(reply, await sponsors.sponsorsByTeamSeason(deps, idFrom(request.params))));
  api.get('/sponsors/:id', async (request, reply) => ok(reply, await sponsors.getSponsor(deps, idFrom(request.params))));

  api.post('/sponsors', async (request, reply) => {
    // Refuse before reading a large body from someone who may not write.
    authorize(await actorOf(request, deps), 'sponsors:write');
    const sponsor = await withForm(request, deps.storage, ['logo'], async (form) =>
      sponsors.createSponsor(deps, await actorOf(request, deps), parseInput(sponsorCreateInput, form.fields), { upload: form.file }),
    );
    return ok(reply, sponsor, 201);
  });

  api.put('/sponsors/:id', async (request, reply) => {
    authorize(await actorOf(request, deps), 'sponsors:write');
    const id = idFrom(request.params);
    const sponsor = await withForm(request, deps.storage, ['logo'], async (form) =>
      sponsors.updateSponsor(deps, await actorOf(request, deps), id, parseInput(sponsorUpdateInput, form.fields), { upload: form.file }),
    );
    return ok(reply, sponsor);
  });

  api.delete('/sponsors/:id', async (request, reply) =>
    ok(reply, await sponsors.deleteSponsor(deps, await actorOf(request, deps), idFrom(request.params))),
  );

  api.post('/sponsors/:id/link-event', async (request, reply) => {
    const actor = await actorOf(request, deps);
    authorize(actor, 'sponsors:write');
    const { eventId } = parseInput(linkEventBody, request.body ?? {});
    return ok(reply, await sponsors.linkEvent(deps, actor, idFrom(request.params), eventId));
  });

  api.post('/sponsors/:id/unlink-event', NO_BODY, async (request, reply) =>
    ok(reply, await sponsors.unlinkEvent(deps, await actorOf(request, deps), idFrom(request.params))),
  );
}
