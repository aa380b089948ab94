// The activity log for the dashboard (tRPC only: no REST call of the specification needs it).
import { activityListInput, activityListOutput, lastEditsInput, lastEditsOutput } from '../../../shared/schemas/activity';
import { authedProcedure, procedureFor, router } from '../../trpc/init';
import * as activity from './activity.service';

export const activityRouter = router({
  list: procedureFor('activity:read')
    .input(activityListInput)
    .output(activityListOutput)
    .query(({ ctx, input }) => activity.listActivity(ctx.deps, ctx.actor, input)),
  /** Each item's latest entry of one type; allowed to whoever may edit that type (checked in the service). */
  lastEdits: authedProcedure
    .input(lastEditsInput)
    .output(lastEditsOutput)
    .query(({ ctx, input }) => activity.lastEdits(ctx.deps, ctx.actor, input.entityType)),
});
