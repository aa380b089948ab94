// Scheduled posts and events go public on their own at their time, in the server process: one timer armed for the
// earliest scheduled time, re-armed at start (publishing what fell due while the server was down), after each
// write that changes a schedule (deps.publisher.reschedule) and after each run. The flip is one transaction that
// bumps the table versions through their triggers, so cached answers and pages are invalidated with it.
// setTimeout holds at most 2^31-1 ms (24.8 days): longer waits are cut to MAX_WAIT_MS and looked at again then, which
// also notices a schedule written by another process.
import type { FastifyBaseLogger } from 'fastify';
import { isoNow, type Clock } from '../../clock';
import type { DB } from '../../db/connection';
import { runAs, systemWho, SYSTEM_ACTORS } from '../activity/activity-context';
import { nextScheduledAt, publishDue } from './publishing.repository';

export const MAX_WAIT_MS = 6 * 60 * 60 * 1000;
const RETRY_MS = 60_000;

export interface Publisher {
  /** Looks again for the next scheduled time (after a write that set, moved or removed one). */
  reschedule(): void;
  /** Publishes what is due now and arms the timer; answers how many items went public. */
  runNow(): Promise<number>;
  /** Clears the timer and waits for a run in flight (before the database closes). */
  stop(): Promise<void>;
}

/** What the publisher works with: a part of the app's Deps, named here so that deps.ts can name Publisher without a cycle. */
export interface PublisherDeps {
  db: DB;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createPublisher(deps: PublisherDeps, maxWaitMs = MAX_WAIT_MS): Publisher {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // One run at a time: a reschedule during a run waits for it, then runs again.
  let chain: Promise<number> = Promise.resolve(0);

  const arm = (delay: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void enqueue(), Math.max(0, Math.min(delay, maxWaitMs)));
    timer.unref();
  };

  async function run(): Promise<number> {
    if (stopped) return 0;
    try {
      const now = isoNow(deps.clock);
      // Recorded in the activity log as the scheduler's work, not whichever request re-armed the timer.
      const counts = await runAs(systemWho(SYSTEM_ACTORS.scheduler), () => deps.db.transaction().execute((trx) => publishDue(trx, now)));
      const published = counts.home_posts + counts.events;
      if (published > 0) deps.log.info({ posts: counts.home_posts, events: counts.events }, 'scheduled items published');
      const next = await nextScheduledAt(deps.db);
      arm(next === null ? maxWaitMs : Date.parse(next) - deps.clock.now());
      return published;
    } catch (error) {
      deps.log.error({ err: error }, 'publishing scheduled items failed');
      arm(RETRY_MS);
      return 0;
    }
  }

  const enqueue = (): Promise<number> => (chain = chain.then(run, run));

  return {
    reschedule: () => void enqueue(),
    runNow: enqueue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain.catch(() => undefined);
    },
  };
}
