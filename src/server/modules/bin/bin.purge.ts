// The bin's purge, a background job of the server like the uploads' upkeep: at start and then every hour, the items
// deleted more than BIN_DAYS days ago (by the app's clock) go for good, with the files nothing else uses.
import type { Deps } from '../../deps';
import { purgeExpired } from './bin.service';

export const BIN_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the purge now and every `intervalMs` (unref'd: it never holds the process open); answers the stop. */
export function scheduleBinPurge(deps: Deps, intervalMs = BIN_PURGE_INTERVAL_MS): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    deps.background.run('bin purge', async () => {
      try {
        await purgeExpired(deps);
      } finally {
        running = false;
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
