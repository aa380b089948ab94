// Event calls of the spec (01 §7, 02 §7): reads are public; writes are multipart (image file field `image`) or JSON.
// GET /events/:id/teams belongs to the teams module.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentLangQuery } from '../../../shared/schemas/content-lang';
import { okEnvelope } from '../../../shared/schemas/envelope';
import {
  eventCategoryParams,
  eventCreateInput,
  eventListQuery,
  eventOutput,
  eventRefInput,
  eventSeasonParams,
  eventUpdateInput,
  upcomingLimitParams,
  type EventOutput,
} from '../../../shared/schemas/events';
import { deletedOutput, idParams } from '../../../shared/schemas/fields';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import type { RestApi } from '../../http/declared-routes';
import { FORM_CONSUMES, formSchema } from '../../http/form-body';
import { formRoutes, withForm } from '../../http/multipart';
import { answerValidUntil } from '../../http/public-reads';
import { ok } from '../../http/reply';
import * as events from './events.service';

const list = { 200: okEnvelope(z.array(eventOutput)) };
const one = { 200: okEnvelope(eventOutput) };
const write = { permission: 'events:write' } as const;

/** The upcoming list changes with time alone when its first event starts: a kept answer is good until then. */
function upcoming(reply: FastifyReply, found: EventOutput[]) {
  if (found[0]) answerValidUntil(reply, Date.parse(found[0].dateStart));
  return ok(reply, found);
}

const eventCreateForm = formSchema(eventCreateInput, 'image');
const eventUpdateForm = formSchema(eventUpdateInput, 'image');

export async function eventRoutes(api: RestApi, deps: Deps): Promise<void> {
  // `?lang=en`: the English versions where events have them, each naming its fields' languages (decision 203).
  api.get('/events', { schema: { summary: 'List events', operationId: 'listEvents', querystring: eventListQuery, response: list } }, async (request, reply) =>
    ok(reply, await events.listEvents(deps, request.query)),
  );
  api.get('/events/upcoming', { schema: { summary: 'Upcoming events', operationId: 'listUpcomingEvents', response: list } }, async (_request, reply) => upcoming(reply, await events.upcomingEvents(deps)));
  api.get('/events/upcoming/:limit', { schema: { summary: 'The next few upcoming events', operationId: 'listUpcomingEventsLimited', params: upcomingLimitParams, response: list } }, async (request, reply) =>
    upcoming(reply, await events.upcomingEvents(deps, request.params.limit)),
  );
  api.get('/events/category/:category', { schema: { summary: 'Events of one category', operationId: 'listEventsByCategory', params: eventCategoryParams, response: list } }, async (request, reply) =>
    ok(reply, await events.listEvents(deps, { category: request.params.category })),
  );
  api.get('/events/season/:seasonId', { schema: { summary: 'Events of one season', operationId: 'listEventsBySeason', params: eventSeasonParams, response: list } }, async (request, reply) =>
    ok(reply, await events.listEvents(deps, { seasonId: request.params.seasonId })),
  );
  api.get('/events/:id', { schema: { summary: 'One event by id or code', operationId: 'getEvent', params: eventRefInput, querystring: contentLangQuery, response: one } }, async (request, reply) =>
    ok(reply, await events.getEvent(deps, request.params.id, request.query.lang)),
  );

  await formRoutes(api, (forms) => {
    forms.post(
      '/events',
      { config: write, schema: { summary: 'Create an event', operationId: 'createEvent', consumes: FORM_CONSUMES, body: eventCreateForm.body, response: { 201: okEnvelope(eventOutput) } } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const event = await withForm(request, deps.storage, ['image'], async (form) =>
          events.createEvent(deps, actor, eventCreateForm.parse(form).fields, { upload: form.file }),
        );
        return ok(reply, event, 201);
      },
    );

    forms.put(
      '/events/:id',
      { config: write, schema: { summary: 'Update an event', operationId: 'updateEvent', params: idParams, consumes: FORM_CONSUMES, body: eventUpdateForm.body, response: one } },
      async (request, reply) => {
        const actor = await actorOf(request, deps);
        const event = await withForm(request, deps.storage, ['image'], async (form) =>
          events.updateEvent(deps, actor, request.params.id, eventUpdateForm.parse(form).fields, { upload: form.file }),
        );
        return ok(reply, event);
      },
    );
  });

  api.delete('/events/:id', { config: write, schema: { summary: 'Delete an event', operationId: 'deleteEvent', params: idParams, response: { 200: okEnvelope(deletedOutput) } } }, async (request, reply) =>
    ok(reply, await events.deleteEvent(deps, await actorOf(request, deps), request.params.id)),
  );
}
