// A list that shows "Scheduled" badges reads itself again when the earliest scheduled item is due (issue 25): the
// server publishes it at its time (publishing.scheduler.ts), so the badge turns to "Published" without a reload. If
// the item is still scheduled on that read (the server's run is a moment late), the next read follows shortly.
import { useEffect } from 'react';

/** Past this, the timer is re-armed rather than held (setTimeout holds at most 24.8 days). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;
/** After the time: a short grace for the server's run, and the wait between reads while the item stays scheduled. */
const GRACE_MS = 1_500;
const RETRY_MS = 5_000;
const STOP_AFTER_MS = 2 * 60_000;

export function useRefreshAtSchedule(items: ReadonlyArray<{ status: string; publishAt: string | null }> | undefined, refetch: () => unknown): void {
  const due = (items ?? [])
    .filter((item) => item.status === 'scheduled' && item.publishAt)
    .map((item) => Date.parse(item.publishAt!))
    .filter((time) => Number.isFinite(time))
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (due === undefined) return;
    const wait = due - Date.now();
    // Long past and still scheduled: the server has not published it (stopped, or another clock); stop asking.
    if (wait < -STOP_AFTER_MS) return;
    const delay = wait > 0 ? Math.min(wait + GRACE_MS, MAX_WAIT_MS) : RETRY_MS;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed when the earliest time changes, not per render
  }, [due, items]);
}
