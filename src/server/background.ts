// Work that outlives the request that started it (a sync started from the dashboard). Closing the app aborts it and
// waits for it, so nothing writes to a database that is being closed.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Aborted when the app closes. */
  readonly signal: AbortSignal;
  /** Starts a task; its failure is logged, never thrown into the caller. */
  run(name: string, task: (signal: AbortSignal) => Promise<unknown>): void;
  /** Aborts every task and waits for them to end. */
  close(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();
  return {
    signal: controller.signal,
    run(name, task) {
      const promise = task(controller.signal)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async close() {
      controller.abort();
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * Runs `task` now and then every `intervalMs` as a background task, never two at once (a tick while one runs is
 * skipped); the timer is unref'd, so it never holds the process open. Answers the stop.
 */
export function runPeriodically(tasks: BackgroundTasks, name: string, intervalMs: number, task: (signal: AbortSignal) => Promise<unknown>): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    tasks.run(name, async (signal) => {
      try {
        await task(signal);
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
