// The dashboard's Bin screen: the same service as the deletes; each entry checked against its kind's write action.
import { z } from 'zod';
import { binIdInput, binItemOutput, restoredOutput } from '../../../shared/schemas/bin';
import { procedureFor, router } from '../../trpc/init';
import * as bin from './bin.service';

const content = procedureFor('dashboard:content');

export const binRouter = router({
  list: content.output(z.array(binItemOutput)).query(({ ctx }) => bin.listBin(ctx.deps, ctx.actor)),
  restore: content.input(binIdInput).output(restoredOutput).mutation(({ ctx, input }) => bin.restoreFromBin(ctx.deps, ctx.actor, input.id)),
  deleteForever: content.input(binIdInput).output(z.object({ id: z.number().int() })).mutation(({ ctx, input }) => bin.deleteForever(ctx.deps, ctx.actor, input.id)),
});
