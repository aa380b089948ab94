// Event calls of the spec (01 §7, 02 §7): reads are public; writes are multipart (image file field `image`) or JSON.
// GET /events/:id/teams belongs to the teams module.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  eventCategorySchema,
  eventCreateInput,
  eventFilter,
  eventRefSchema,
  eventUpdateInput,
  upcomingLimitSchema,
  type EventOutput,
} from '../../../shared/schemas/events';
import { parseInput } from '../../../shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../http/actor';
import { withForm } from '../../http/multipart';
import { answerValidUntil } from '../../http/public-reads';
import { idFrom, intParam, ok } from '../../http/reply';
import { authorize } from '../auth/permissions';
import * as events from './events.service';

const categoryParams = z.object({ category: eventCategorySchema });
const limitParams = z.object({ limit: upcomingLimitSchema });
const refParams = z.object({ id: eventRefSchema });

/** The upcoming list changes with time alone when its first event starts: a kept answer is good until then. */
function upcoming(reply: FastifyReply, list: EventOutput[]) {
  if (list[0]) answerValidUntil(reply, Date.parse(list[0].dateStart));
  return ok(reply, list);
}

export function eventRoutes(api: FastifyInstance, deps: Deps) {
  api.get('/events', async (request, reply) => ok(reply, await events.listEvents(deps, parseInput(eventFilter, request.query ?? {}))));
  api.get('/events/upcoming', async (_request, reply) => upcoming(reply, await events.upcomingEvents(deps)));
  api.get('/events/upcoming/:limit', async (request, reply) =>
    upcoming(reply, await events.upcomingEvents(deps, parseInput(limitParams, request.params).limit)),
  );
  api.get('/events/category/:category', async (request, reply) =>
    ok(reply, await events.listEvents(deps, { category: parseInput(categoryParams, request.params).category })),
  );
  api.get('/events/season/:seasonId', async (request, reply) =>
    ok(reply, await events.listEvents(deps, { seasonId: intParam(request.params, 'seasonId') })),
  );
  api.get('/events/:id', async (request, reply) => ok(reply, await events.getEvent(deps, parseInput(refParams, request.params).id)));

  api.post('/events', async (request, reply) => {
    // Refuse before reading a large body from someone who may not write.
    authorize(await actorOf(request, deps), 'events:write');
    const event = await withForm(request, deps.storage, ['image'], async (form) =>
      events.createEvent(deps, await actorOf(request, deps), parseInput(eventCreateInput, form.fields), { upload: form.file }),
    );
    return ok(reply, event, 201);
  });

  api.put('/events/:id', async (request, reply) => {
    authorize(await actorOf(request, deps), 'events:write');
    const id = idFrom(request.params);
    const event = await withForm(request, deps.storage, ['image'], async (form) =>
      events.updateEvent(deps, await actorOf(request, deps), id, parseInput(eventUpdateInput, form.fields), { upload: form.file }),
    );
    return ok(reply, event);
  });

  api.delete('/events/:id', async (request, reply) => ok(reply, await events.deleteEvent(deps, await actorOf(request, deps), idFrom(request.params))));
}
