// An item's history with values and "Restore this version" (tRPC only: the dashboard's panel; no REST call of the
// specification needs it). Staff only; which item type a reader may see or restore is checked in the service.
import { historyInput, historyOutput, restoreInput, restoreOutput } from '../../../shared/schemas/history';
import { procedureFor, router } from '../../trpc/init';
import * as history from './history.service';

const staff = procedureFor('dashboard:content');

export const historyRouter = router({
  list: staff.input(historyInput).output(historyOutput).query(({ ctx, input }) => history.itemHistory(ctx.deps, ctx.actor, input)),
  restore: staff.input(restoreInput).output(restoreOutput).mutation(({ ctx, input }) => history.restoreVersion(ctx.deps, ctx.actor, input.entryId)),
});
