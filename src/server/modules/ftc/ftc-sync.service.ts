// The FTC Events sync: follows FIRST's teams and events of the country for the current season (issue 12). One sync
// at a time across the server and the command line (a lock row with an owner and an expiry, taken in a
// transaction); each run is recorded with its progress and its report. FIRST is read first, step by step, and each
// step is written in one transaction, so a failure leaves the last good data of that step on the site.
import { runAs, systemWho, SYSTEM_ACTORS } from '../activity/activity-context';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import {
  ftcYearFromSeasonName,
  maskSecret,
  type FtcSyncOverview,
  type FtcSyncProgress,
  type FtcSyncReport,
  type FtcSyncRun,
  type FtcSyncSettings,
  type FtcSyncTrigger,
} from '../../../shared/schemas/ftc-sync';
import type { Actor, Deps } from '../../deps';
import { authorize } from '../auth/permissions';
import { findCurrentSeason } from '../seasons/seasons.repository';
import { cityKey } from './city-regions';
import { ftcApiClient, FtcApiError } from './ftc-api.client';
import type { FtcTeam } from './ftc-api.schemas';
import { applyEvents, applyTeams, vanishedEvents } from './ftc-sync.apply';
import * as repo from './ftc-sync.repository';

/** A lock not renewed for this long belonged to a process that died. Renewed on every call to FIRST. */
export const LOCK_TTL_MS = 10 * 60_000;
const RECENT_RUNS = 10;
export const ALREADY_RUNNING = 'A sync is already running; wait for it to finish.';

const iso = (deps: Deps, offsetMs = 0) => new Date(deps.clock.now() + offsetMs).toISOString();

export function syncSettings(deps: Deps): FtcSyncSettings {
  const c = deps.config;
  return {
    configured: Boolean(c.FTC_API_USERNAME && c.FTC_API_KEY),
    apiUrl: c.FTC_API_URL,
    username: c.FTC_API_USERNAME ?? null,
    keyMasked: maskSecret(c.FTC_API_KEY),
    country: c.FTC_COUNTRY,
    intervalMinutes: c.FTC_SYNC_INTERVAL_MINUTES,
  };
}

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const START: FtcSyncProgress = { step: 'starting', calls: 0, done: 0, total: null, message: 'Starting' };

function toRun(row: repo.RunWithUser): FtcSyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    userName: row.user_name,
    ftcYear: row.ftc_year,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress: parseJson(row.progress, START),
    report: parseJson<FtcSyncReport | null>(row.report, null),
    error: row.error,
  };
}

/** The dashboard's view: settings (the key masked), the run in progress and the last runs. ADMIN only. */
export async function syncOverview(deps: Deps, actor: Actor | null): Promise<FtcSyncOverview> {
  authorize(actor, 'ftc:sync');
  const lock = await repo.readLock(deps.db);
  const live = lock && lock.expires_at > iso(deps) && lock.run_id !== null ? await repo.findRun(deps.db, lock.run_id) : undefined;
  const recent = (await repo.recentRuns(deps.db, RECENT_RUNS)).map(toRun);
  return { settings: syncSettings(deps), running: live && live.status === 'running' ? toRun(live) : null, recent };
}

interface Started {
  runId: number;
  owner: string;
  year: number;
  seasonId: number;
}

/** Checks the settings and the season, takes the lock and records the run, all before any call to FIRST. */
async function begin(deps: Deps, trigger: FtcSyncTrigger, userId: number | null): Promise<Started> {
  const { FTC_API_USERNAME, FTC_API_KEY } = deps.config;
  if (!FTC_API_USERNAME || !FTC_API_KEY) {
    throw new AppError('CONFLICT', 'The FTC Events sync is off: set FTC_API_USERNAME and FTC_API_KEY on the server.');
  }
  const season = await findCurrentSeason(deps.db);
  if (!season) throw new AppError('CONFLICT', 'There is no current season to sync.');
  const year = season.ftc_year ?? ftcYearFromSeasonName(season.season_name);
  if (year === null) throw new AppError('CONFLICT', `The current season "${season.season_name}" has no FTC year.`);
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = iso(deps);
  const runId = await deps.db.transaction().execute(async (trx) => {
    const lock = await repo.readLock(trx);
    if (lock && lock.expires_at > now) {
      throw new AppError('CONFLICT', ALREADY_RUNNING);
    }
    await repo.failAbandonedRuns(trx, now);
    const id = await repo.insertRun(trx, { trigger, user_id: userId, ftc_year: year, started_at: now, progress: JSON.stringify(START) });
    await repo.writeLock(trx, { owner, run_id: id, expires_at: iso(deps, LOCK_TTL_MS) });
    return id;
  });
  return { runId, owner, year, seasonId: season.id };
}

const sameCountry = (a: string | null | undefined, b: string) => cityKey(a ?? '') === cityKey(b);

/** Reads FIRST and writes the steps; records the outcome and frees the lock. Never throws: the run says what failed. */
async function work(deps: Deps, started: Started, signal?: AbortSignal): Promise<FtcSyncRun> {
  const { runId, owner, year, seasonId } = started;
  const progress: FtcSyncProgress = { ...START };
  const save = async () => {
    await repo.updateRun(deps.db, runId, { progress: JSON.stringify(progress) });
    if (!(await repo.renewLock(deps.db, owner, iso(deps, LOCK_TTL_MS)))) throw new Error('The sync lock was taken over by another process.');
  };
  const step = async (name: FtcSyncProgress['step'], message: string, total: number | null = null) => {
    Object.assign(progress, { step: name, message, done: 0, total });
    await save();
  };
  // Progress is saved after each call to FIRST, in order; a failed save (the lock lost) surfaces at the next flush.
  let pendingSave: Promise<void> = Promise.resolve();
  let saveError: unknown = null;
  const flush = async () => {
    await pendingSave;
    if (saveError) throw saveError;
  };
  const client = ftcApiClient(
    { baseUrl: deps.config.FTC_API_URL, username: deps.config.FTC_API_USERNAME!, key: deps.config.FTC_API_KEY! },
    {
      timing: deps.ftcTiming,
      signal,
      maxResponseBytes: deps.config.FTC_MAX_RESPONSE_MB * 1024 * 1024,
      onCall: () => {
        progress.calls += 1;
        pendingSave = pendingSave.then(save).catch((error: unknown) => {
          saveError ??= error;
        });
      },
    },
  );
  const country = deps.config.FTC_COUNTRY;
  const warnings: string[] = [];
  try {
    await step('events', `Reading the ${year} events of ${country}`);
    const events = (await client.events(year)).filter((e) => sameCountry(e.country, country));
    await flush();
    await step('saving', `Saving ${events.length} events`);
    const now = iso(deps);
    const applied = await deps.db.transaction().execute((trx) => applyEvents(trx, events, year, seasonId, now));
    warnings.push(...applied.warnings);
    warnings.push(...vanishedEvents(await repo.seasonEvents(deps.db, seasonId), new Set(events.map((e) => e.code.toUpperCase()))));

    await step('teams', `Reading the ${year} teams`);
    const countryTeams = (
      await client.teams(year, {}, (page, pageTotal) => {
        progress.done = page;
        progress.total = pageTotal;
      })
    ).filter((t) => sameCountry(t.country, country));

    const synced = events.filter((e) => applied.idByCode.has(e.code));
    await step('event-teams', 'Reading the team list of each event', synced.length);
    const teams = new Map<number, FtcTeam>(countryTeams.map((t) => [t.teamNumber, t]));
    const eventLists = new Map<number, number[]>();
    let complete = true;
    for (const event of synced) {
      try {
        const list = await client.teams(year, { eventCode: event.code });
        for (const team of list) if (!teams.has(team.teamNumber)) teams.set(team.teamNumber, team);
        eventLists.set(applied.idByCode.get(event.code)!, list.map((t) => t.teamNumber));
      } catch (error) {
        // FIRST answers an HTML page for an event it has no list for: that event keeps the list it had.
        if (!(error instanceof FtcApiError) || error.kind !== 'invalid-body') throw error;
        complete = false;
        warnings.push(`Event ${event.code}: FIRST's team list could not be read (${error.message}); its list was left as it was, and no team was marked withdrawn.`);
      }
      progress.done += 1;
    }
    await flush();

    await step('saving', `Saving ${teams.size} teams and the events' team lists`);
    const savedAt = iso(deps);
    const result = await deps.db.transaction().execute((trx) => applyTeams(trx, { teams: [...teams.values()], eventLists, complete }, seasonId, savedAt));
    const report: FtcSyncReport = { ftcYear: year, events: applied.report, teams: result.teams, eventTeams: result.eventTeams, warnings };
    Object.assign(progress, { step: 'done', message: 'Done', done: 0, total: null });
    deps.log.info({ runId, events: report.events, teams: { added: report.teams.added.length, changed: report.teams.changed.length, withdrawn: report.teams.withdrawn.length } }, 'FTC sync done');
    await repo.updateRun(deps.db, runId, { status: 'success', finished_at: iso(deps), report: JSON.stringify(report), progress: JSON.stringify(progress) });
  } catch (error) {
    await pendingSave;
    const message = error instanceof FtcApiError || error instanceof AppError ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    if (!(error instanceof FtcApiError)) deps.log.error({ err: error, runId }, 'FTC sync failed');
    else deps.log.warn({ runId, kind: error.kind, status: error.status }, `FTC sync failed: ${error.message}`);
    await repo.updateRun(deps.db, runId, { status: 'failed', finished_at: iso(deps), error: message, progress: JSON.stringify(progress) }).catch(() => undefined);
  } finally {
    await repo.releaseLock(deps.db, owner).catch(() => undefined);
  }
  return toRun((await repo.findRun(deps.db, runId))!);
}

/** The command line's sync: runs to the end and answers the finished run (failed or not). */
export async function syncFromCli(deps: Deps): Promise<FtcSyncRun> {
  const started = await begin(deps, 'cli', null);
  return runAs(systemWho(SYSTEM_ACTORS.ftcSync), () => work(deps, started, deps.background.signal));
}

/** A scheduled run that could not start (no season, no FTC year) is recorded, so the dashboard shows why. */
async function recordRefusal(deps: Deps, error: AppError): Promise<void> {
  const now = iso(deps);
  await repo.insertRun(deps.db, { trigger: 'schedule', user_id: null, status: 'failed', started_at: now, finished_at: now, error: error.message });
  deps.log.warn(`FTC sync not started: ${error.message}`);
}

/** "Sync now" (ADMIN) and the schedule: starts the run in the background and answers it at once. */
export async function startSync(deps: Deps, actor: Actor | null | 'schedule'): Promise<FtcSyncRun> {
  if (actor !== 'schedule') authorize(actor, 'ftc:sync');
  let started: Started;
  try {
    started = await begin(deps, actor === 'schedule' ? 'schedule' : 'manual', actor === 'schedule' ? null : actor.id);
  } catch (error) {
    if (actor === 'schedule' && error instanceof AppError && error.message !== ALREADY_RUNNING) await recordRefusal(deps, error);
    throw error;
  }
  // The run's writes are the sync's in the activity log (with the admin who pressed "Sync now", if one did).
  const who = systemWho(SYSTEM_ACTORS.ftcSync, actor === 'schedule' ? null : actor.id);
  deps.background.run('ftc-sync', (signal) => runAs(who, () => work(deps, started, signal)));
  return toRun((await repo.findRun(deps.db, started.runId))!);
}

/** Whether the schedule should start a run now: configured, an interval set, and the last run that long ago. */
export async function syncDue(deps: Deps): Promise<boolean> {
  const interval = deps.config.FTC_SYNC_INTERVAL_MINUTES;
  if (interval === 0 || !syncSettings(deps).configured) return false;
  const last = await repo.lastRunStart(deps.db);
  return last === null || Date.parse(last) + interval * 60_000 <= deps.clock.now();
}
