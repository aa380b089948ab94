// The dashboard's resource procedures: the same service as the REST routes; files come as an uploaded file's id.
import { z } from 'zod';
import {
  createResourceInput,
  resourceEditorOutput,
  resourceFilterInput,
  resourceIdInput,
  resourceOutput,
  updateResourceByIdInput,
} from '../../../shared/schemas/resources';
import { bulkIdsInput, bulkOutput } from '../../../shared/schemas/bin';
import { eachItem } from '../../kernel/bulk';
import { procedureFor, router } from '../../trpc/init';
import * as resources from './resources.service';

const write = procedureFor('resources:write');

export const resourcesRouter = router({
  /** The dashboard's list: the same filter, each resource with its English version (decision 204). */
  listForEditor: write
    .input(resourceFilterInput)
    .output(z.array(resourceEditorOutput))
    .query(({ ctx, input }) => resources.listResourcesForEditor(ctx.deps, ctx.actor, input ?? {})),
  create: write
    .input(createResourceInput)
    .output(resourceEditorOutput)
    .mutation(({ ctx, input }) => resources.createResource(ctx.deps, ctx.actor, input, { fileId: input.imageId })),
  update: write
    .input(updateResourceByIdInput)
    .output(resourceEditorOutput)
    .mutation(({ ctx, input: { id, ...changes } }) => resources.updateResource(ctx.deps, ctx.actor, id, changes, { fileId: changes.imageId })),
  delete: write.input(resourceIdInput).output(resourceOutput).mutation(({ ctx, input }) => resources.deleteResource(ctx.deps, ctx.actor, input.id)),
  /** Bulk delete (to the bin) from the Resources list; resources have no drafts, so no bulk publish. */
  deleteMany: write.input(bulkIdsInput).output(bulkOutput).mutation(({ ctx, input }) => eachItem(input.ids, (id) => resources.deleteResource(ctx.deps, ctx.actor, id))),
});
