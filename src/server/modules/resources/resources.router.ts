// The dashboard's resource procedures: the same service as the REST routes; files come as an uploaded file's id.
import { createResourceInput, resourceFilterInput, resourceIdInput, resourcePageInput, updateResourceByIdInput } from '../../../shared/schemas/resources';
import { procedureFor, publicProcedure, router } from '../../trpc/init';
import * as resources from './resources.service';

const write = procedureFor('resources:write');

export const resourcesRouter = router({
  list: publicProcedure.input(resourceFilterInput).query(({ ctx, input }) => resources.listResources(ctx.deps, input ?? {})),
  byPage: publicProcedure.input(resourcePageInput).query(({ ctx, input }) => resources.listByPage(ctx.deps, input.page)),
  byId: publicProcedure.input(resourceIdInput).query(({ ctx, input }) => resources.getResource(ctx.deps, input.id)),
  create: write
    .input(createResourceInput)
    .mutation(({ ctx, input }) => resources.createResource(ctx.deps, ctx.actor, input, { fileId: input.imageId })),
  update: write
    .input(updateResourceByIdInput)
    .mutation(({ ctx, input: { id, ...changes } }) => resources.updateResource(ctx.deps, ctx.actor, id, changes, { fileId: changes.imageId })),
  delete: write.input(resourceIdInput).mutation(({ ctx, input }) => resources.deleteResource(ctx.deps, ctx.actor, input.id)),
});
