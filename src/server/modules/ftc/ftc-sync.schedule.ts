// The sync on a schedule inside the server: a timer looks every tickMs whether a run is due (FTC_SYNC_INTERVAL_MINUTES
// after the last run started, whoever started it) and starts one in the background. The lock keeps it to one run
// across the server and the command line. On competition days the same timer starts the live results run every
// FTC_LIVE_SYNC_MINUTES (issue 22, part 2), which skips its turn while a sync holds the lock. The timer is cleared
// when the app closes.
import { AppError } from '../../../shared/errors';
import type { Deps } from '../../deps';
import { runAs, systemWho, SYSTEM_ACTORS } from '../activity/activity-context';
import { liveDue, liveResultsRun } from './ftc-results.live';
import { startSync, syncDue } from './ftc-sync.service';

export const DEFAULT_TICK_MS = 60_000;

export function scheduleFtcSync(deps: Deps, tickMs: number = DEFAULT_TICK_MS): () => void {
  let busy = false;
  let liveBusy = false;
  let liveStartedAt: number | null = null;
  const tick = async () => {
    if (busy || deps.background.signal.aborted) return;
    busy = true;
    try {
      if (await syncDue(deps)) await startSync(deps, 'schedule');
    } catch (error) {
      // A refusal (another process holds the lock, or no season to sync) is already recorded or counts as a run.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) deps.log.error({ err: error }, 'FTC sync schedule failed');
    } finally {
      busy = false;
    }
    // The live run: in the background (it may take a while), never two at once in this process.
    if (!liveBusy && !deps.background.signal.aborted && liveDue(deps.config.FTC_LIVE_SYNC_MINUTES, deps.clock.now(), liveStartedAt)) {
      liveBusy = true;
      liveStartedAt = deps.clock.now();
      deps.background.run('ftc-live-results', (signal) =>
        runAs(systemWho(SYSTEM_ACTORS.ftcSync), () => liveResultsRun(deps, signal)).finally(() => {
          liveBusy = false;
        }),
      );
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
