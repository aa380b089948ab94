import { eventCreateRequest, eventFilter, eventIdInput, eventRefInput, eventUpdateRequest } from '../../../shared/schemas/events';
import { procedureFor, publicProcedure, router } from '../../trpc/init';
import * as events from './events.service';

const write = procedureFor('events:write');

export const eventsRouter = router({
  list: publicProcedure.input(eventFilter.optional()).query(({ ctx, input }) => events.listEvents(ctx.deps, input ?? {})),
  byId: publicProcedure.input(eventRefInput).query(({ ctx, input }) => events.getEvent(ctx.deps, input.id)),
  create: write.input(eventCreateRequest).mutation(({ ctx, input }) => {
    const { imageId, ...fields } = input;
    return events.createEvent(ctx.deps, ctx.actor, fields, { fileId: imageId });
  }),
  update: write.input(eventUpdateRequest).mutation(({ ctx, input }) => {
    const { id, imageId, ...fields } = input;
    return events.updateEvent(ctx.deps, ctx.actor, id, fields, { fileId: imageId });
  }),
  delete: write.input(eventIdInput).mutation(({ ctx, input }) => events.deleteEvent(ctx.deps, ctx.actor, input.id)),
});
