import { z } from 'zod';
import { eventCreateRequest, eventEditorOutput, eventFilter, eventIdInput, eventRefInput, eventUpdateRequest } from '../../../shared/schemas/events';
import { deletedOutput } from '../../../shared/schemas/fields';
import { bulkIdsInput, bulkOutput } from '../../../shared/schemas/bin';
import { eachItem } from '../../kernel/bulk';
import { procedureFor, router } from '../../trpc/init';
import * as events from './events.service';

const write = procedureFor('events:write');

export const eventsRouter = router({
  /** Drafts and scheduled events too: the dashboard's list, its edit form and the preview (issue 15). */
  listForEditor: write.input(eventFilter.optional()).output(z.array(eventEditorOutput)).query(({ ctx, input }) => events.listAllEvents(ctx.deps, ctx.actor, input ?? {})),
  byIdForEditor: write.input(eventRefInput).output(eventEditorOutput).query(({ ctx, input }) => events.getEventForEditor(ctx.deps, ctx.actor, input.id)),
  create: write.input(eventCreateRequest).output(eventEditorOutput).mutation(({ ctx, input }) => {
    const { imageId, ...fields } = input;
    return events.createEvent(ctx.deps, ctx.actor, fields, { fileId: imageId });
  }),
  update: write.input(eventUpdateRequest).output(eventEditorOutput).mutation(({ ctx, input }) => {
    const { id, imageId, ...fields } = input;
    return events.updateEvent(ctx.deps, ctx.actor, id, fields, { fileId: imageId });
  }),
  delete: write.input(eventIdInput).output(deletedOutput).mutation(({ ctx, input }) => events.deleteEvent(ctx.deps, ctx.actor, input.id)),
  /** The list's bulk actions: each event as its own publish or delete (to the bin), refusals reported per event. */
  publishMany: write.input(bulkIdsInput).output(bulkOutput).mutation(({ ctx, input }) => eachItem(input.ids, (id) => events.updateEvent(ctx.deps, ctx.actor, id, { status: 'published' }))),
  deleteMany: write.input(bulkIdsInput).output(bulkOutput).mutation(({ ctx, input }) => eachItem(input.ids, (id) => events.deleteEvent(ctx.deps, ctx.actor, id))),
});
