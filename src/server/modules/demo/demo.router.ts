// The dashboard's demo content banner (ADMIN): is demo content present, and remove it all.
import { demoRemovedOutput, demoStatusOutput } from '../../../shared/schemas/demo';
import { procedureFor, router } from '../../trpc/init';
import * as demo from './demo.service';

const admin = procedureFor('demo:remove');

export const demoRouter = router({
  status: admin.output(demoStatusOutput).query(({ ctx }) => demo.demoStatus(ctx.deps, ctx.actor)),
  remove: admin.output(demoRemovedOutput).mutation(({ ctx }) => demo.removeDemo(ctx.deps, ctx.actor)),
});
