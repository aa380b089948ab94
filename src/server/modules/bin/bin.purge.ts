// The bin's purge, a background job of the server like the uploads' upkeep: at start and then every hour, the items
// deleted more than BIN_DAYS days ago (by the app's clock) go for good, with the files nothing else uses.
import { runPeriodically } from '../../background';
import type { Deps } from '../../deps';
import { purgeExpired } from './bin.service';

export const BIN_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the purge now and every `intervalMs`; answers the stop. */
export const scheduleBinPurge = (deps: Deps, intervalMs = BIN_PURGE_INTERVAL_MS): (() => void) =>
  runPeriodically(deps.background, 'bin purge', intervalMs, () => purgeExpired(deps));
