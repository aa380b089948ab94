import { ftcSyncNowInput, ftcSyncOverview, ftcSyncRun } from '../../../shared/schemas/ftc-sync';
import { procedureFor, router } from '../../trpc/init';
import * as sync from './ftc-sync.service';

const admin = procedureFor('ftc:sync');

export const ftcRouter = router({
  /** Settings (the key masked), the run in progress and the last runs; the dashboard polls it while a run goes on. */
  overview: admin.output(ftcSyncOverview).query(({ ctx }) => sync.syncOverview(ctx.deps, ctx.actor)),
  /** "Sync now": starts a run in the background and answers it (409 when the sync is off or already running).
   * `force`: "Apply anyway", for an answer the wipe guard held (issue 22, point 5). */
  syncNow: admin
    .input(ftcSyncNowInput)
    .output(ftcSyncRun)
    .mutation(({ ctx, input }) => sync.startSync(ctx.deps, ctx.actor, { force: input?.force === true })),
});
