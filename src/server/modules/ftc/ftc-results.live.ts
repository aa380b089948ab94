// The live results run (issue 22, part 2, point 4): every FTC_LIVE_SYNC_MINUTES while the server runs, only for the
// current season's events running today (isEventDay: their dates, Romania time), only the results calls, with
// If-Modified-Since (an event whose calls all answer 304 writes nothing). It takes the sync's lock like any run and
// simply skips its turn when a sync holds it. It is not a row of the "Last syncs" list (decision 146): each event's
// ftc_event_results row says when it was read and what failed, and the log has one line per run.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { isEventDay, SITE_TIME_ZONE } from '../../../shared/bucharest-time';
import { EVENT_CODE } from '../../../shared/schemas/events';
import { ftcYearFromSeasonName, reportItemLine, type FtcReportItem } from '../../../shared/schemas/ftc-sync';
import type { Deps } from '../../deps';
import { currentSeasonRow } from '../seasons';
import { ftcApiClient, FtcApiError } from './ftc-api.client';
import { codedSeasonEvents } from './ftc-results.repository';
import { syncEventResults } from './ftc-results.sync';
import * as repo from './ftc-sync.repository';
import { LOCK_TTL_MS } from './ftc-sync.service';

export type LiveRun =
  /** Not configured, no current season or FTC year: nothing to do. */
  | { status: 'off' }
  /** No event of the season runs today: no call made, the lock not taken. */
  | { status: 'idle' }
  /** A sync holds the lock: this turn is skipped. */
  | { status: 'locked' }
  | { status: 'done'; items: FtcReportItem[] }
  | { status: 'failed'; items: FtcReportItem[]; error: string };

/** One live run, to its end; never throws for FIRST's failures (the log and the events' rows say what happened). */
export async function liveResultsRun(deps: Deps, signal?: AbortSignal): Promise<LiveRun> {
  const { FTC_API_USERNAME, FTC_API_KEY } = deps.config;
  if (!FTC_API_USERNAME || !FTC_API_KEY) return { status: 'off' };
  const season = await currentSeasonRow(deps.db);
  const year = season ? (season.ftc_year ?? ftcYearFromSeasonName(season.season_name)) : null;
  if (!season || year === null) return { status: 'off' };
  const now = deps.clock.now();
  const today = (await codedSeasonEvents(deps.db, season.id)).filter(
    (e) => EVENT_CODE.test(e.ftc_event_code ?? '') && isEventDay({ dateStart: e.date_start, dateEnd: e.date_end }, now),
  );
  if (today.length === 0) return { status: 'idle' };

  const iso = (offset = 0) => new Date(deps.clock.now() + offset).toISOString();
  const owner = `${hostname()}:${process.pid}:live-${randomUUID().slice(0, 8)}`;
  const took = await deps.db.transaction().execute(async (trx) => {
    const lock = await repo.readLock(trx);
    if (lock && lock.expires_at > iso()) return false;
    // No run row: the lock names none (decision 146).
    await repo.writeLock(trx, { owner, run_id: null, expires_at: iso(LOCK_TTL_MS) });
    return true;
  });
  if (!took) {
    deps.log.info('FTC live results: a sync is running; this turn is skipped');
    return { status: 'locked' };
  }

  const client = ftcApiClient(
    { baseUrl: deps.config.FTC_API_URL, username: FTC_API_USERNAME, key: FTC_API_KEY },
    { timing: deps.ftcTiming, signal, maxResponseBytes: Math.round(deps.config.FTC_MAX_RESPONSE_MB * 1024 * 1024), cache: repo.answerCache(deps.db, () => iso()) },
  );
  const items: FtcReportItem[] = [];
  try {
    for (const event of today) {
      const code = event.ftc_event_code!;
      // The live run does not read FIRST's events list: Romania's events are in Romania's zone.
      items.push(await syncEventResults(deps.db, client, year, { id: event.id, code, name: event.title, timeZone: SITE_TIME_ZONE }, () => iso(), deps.log));
      if (!(await repo.renewLock(deps.db, owner, iso(LOCK_TTL_MS)))) throw new Error('The sync lock was taken over by another process.');
    }
    deps.log.info({ events: items.length }, `FTC live results: ${items.map(reportItemLine).join(' | ')}`);
    return { status: 'done', items };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof FtcApiError) deps.log.warn({ kind: error.kind, status: error.status }, `FTC live results failed: ${message}`);
    else deps.log.error({ err: error }, 'FTC live results failed');
    return { status: 'failed', items, error: message };
  } finally {
    await repo.releaseLock(deps.db, owner).catch(() => undefined);
  }
}

/** Whether a live run is due: on, and the last one started that long ago (kept by the schedule, per process). */
export function liveDue(minutes: number, now: number, lastStartedAt: number | null): boolean {
  if (minutes === 0) return false;
  // A start "in the future" means the clock was set back: due.
  return lastStartedAt === null || lastStartedAt > now || lastStartedAt + minutes * 60_000 <= now;
}
