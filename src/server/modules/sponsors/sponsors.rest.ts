// Sponsor calls of the spec (01 §7, 02 §7): reads are public; writes are multipart (logo file field `logo`) or JSON.
import { z } from 'zod';
import { okEnvelope } from '../../../shared/schemas/envelope';
import { deletedOutput, idParams } from '../../../shared/schemas/fields';
import { linkEventBody, partnerOutput, sponsorCreateInput, sponsorOutput, sponsorsByEventInput, sponsorUpdateInput } from '../../../shared/schemas/sponsors';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import type { RestApi } from '../../http/declared-routes';
import { FORM_CONSUMES, formSchema } from '../../http/form-body';
import { formRoutes, withForm } from '../../http/multipart';
import { ok } from '../../http/reply';
import { NO_BODY } from '../../http/request-bodies';
import * as sponsors from './sponsors.service';

const list = { 200: okEnvelope(z.array(sponsorOutput)) };
const one = { 200: okEnvelope(sponsorOutput) };
const write = { permission: 'sponsors:write' } as const;

const sponsorCreateForm = formSchema(sponsorCreateInput, 'logo');
const sponsorUpdateForm = formSchema(sponsorUpdateInput, 'logo');

export async function sponsorRoutes(api: RestApi, deps: Deps): Promise<void> {
  api.get('/sponsors', { schema: { summary: 'List sponsors', operationId: 'listSponsors', response: list } }, async (_request, reply) => ok(reply, await sponsors.listSponsors(deps, 'public')));
  // Not one of the spec's calls: the partners of /about/sponsors (the library's sponsors with a tier).
  api.get('/partners', { schema: { summary: 'Partners shown on the sponsors page', operationId: 'listPartners', response: { 200: okEnvelope(z.array(partnerOutput)) } } }, async (_request, reply) =>
    ok(reply, await sponsors.listPartners(deps)),
  );
  api.get('/sponsors/event/:eventId', { schema: { summary: 'Sponsors of an event', operationId: 'listEventSponsors', params: sponsorsByEventInput, response: list } }, async (request, reply) =>
    ok(reply, await sponsors.sponsorsByEvent(deps, request.params.eventId, 'public')),
  );
  api.get('/sponsors/team-season/:id', { schema: { summary: 'Sponsors of a team registration', operationId: 'listTeamSponsors', params: idParams, response: list } }, async (request, reply) =>
    ok(reply, await sponsors.sponsorsByTeamSeason(deps, request.params.id, 'public')),
  );
  api.get('/sponsors/:id', { schema: { summary: 'One sponsor', operationId: 'getSponsor', params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await sponsors.getSponsor(deps, request.params.id, 'public')),
  );

  await formRoutes(api, (forms) => {
    forms.post(
      '/sponsors',
      { config: write, schema: { summary: 'Create a sponsor', operationId: 'createSponsor', consumes: FORM_CONSUMES, body: sponsorCreateForm.body, response: { 201: okEnvelope(sponsorOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const sponsor = await withForm(request, deps.storage, ['logo'], async (form) =>
          sponsors.createSponsor(deps, actor, sponsorCreateForm.parse(form).fields, { upload: form.file }),
        );
        return ok(reply, sponsor, 201);
      },
    );

    forms.put(
      '/sponsors/:id',
      { config: write, schema: { summary: 'Update a sponsor', operationId: 'updateSponsor', params: idParams, consumes: FORM_CONSUMES, body: sponsorUpdateForm.body, response: one } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const sponsor = await withForm(request, deps.storage, ['logo'], async (form) =>
          sponsors.updateSponsor(deps, actor, request.params.id, sponsorUpdateForm.parse(form).fields, { upload: form.file }),
        );
        return ok(reply, sponsor);
      },
    );
  });

  api.delete('/sponsors/:id', { config: write, schema: { summary: 'Delete a sponsor', operationId: 'deleteSponsor', params: idParams, response: { 200: okEnvelope(deletedOutput) } } }, async (request, reply) =>
    ok(reply, await sponsors.deleteSponsor(deps, await actorOf(request, deps), request.params.id)),
  );

  api.post('/sponsors/:id/link-event', { config: write, schema: { summary: 'Link a sponsor to an event', operationId: 'linkSponsorEvent', params: idParams, body: linkEventBody, response: one } }, async (request, reply) =>
    ok(reply, await sponsors.linkEvent(deps, await actorOf(request, deps), request.params.id, request.body.eventId)),
  );

  api.post('/sponsors/:id/unlink-event', { ...NO_BODY, config: write, schema: { summary: 'Unlink a sponsor from its events', operationId: 'unlinkSponsorEvents', params: idParams, response: one } }, async (request, reply) =>
    ok(reply, await sponsors.unlinkEvent(deps, await actorOf(request, deps), request.params.id)),
  );
}
