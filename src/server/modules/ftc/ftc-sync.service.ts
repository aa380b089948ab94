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
  ftcSyncReport,
  type FtcReportItem,
  type FtcSyncOverview,
  type FtcSyncProgress,
  type FtcSyncReport,
  type FtcSyncRun,
  type FtcSyncSettings,
  type FtcSyncTrigger,
} from '../../../shared/schemas/ftc-sync';
import type { Deps } from '../../deps';
import type { Actor } from '../../kernel/actor';
import { authorize } from '../../kernel/permissions';
import { currentSeasonRow } from '../seasons';
import { cityKey } from './city-regions';
import { EVENT_CODE } from '../../../shared/schemas/events';
import type { EventRow } from '../../db/types';
import { ftcApiClient, FtcApiError, type FtcApiClient } from './ftc-api.client';
import { checkRow, ftcEventSchema, ftcLeagueSchema, ftcTeamSchema, rowLabel, type FtcEvent, type FtcLeague, type FtcTeam } from './ftc-api.schemas';
import { applyEvents, applyTeams, vanishedEvents, type TeamsApplied } from './ftc-sync.apply';
import { venueTimeToUtc } from './ftc-sync.mapping';
import * as repo from './ftc-sync.repository';
import { codedSeasonEvents } from './ftc-results.repository';
import { syncEventResults } from './ftc-results.sync';

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

/** A stored report, with the fields older runs lack filled in. */
function readReport(text: string | null): FtcSyncReport | null {
  const parsed = ftcSyncReport.safeParse(parseJson<unknown>(text, null));
  return parsed.success ? parsed.data : null;
}

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
    report: readReport(row.report),
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
  const season = await currentSeasonRow(deps.db);
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

const sameText = (a: string | null | undefined, b: string) => cityKey(a ?? '') === cityKey(b);

/** Why FIRST's answer was not applied: it looked like a wipe (issue 22, point 5). Rolls the run's transaction back. */
class HeldAnswer extends Error {
  constructor(
    readonly reason: string,
    readonly report: FtcSyncReport,
  ) {
    super(reason);
  }
}

/** An event's team list that FIRST refused or answered with something else (one event's problem, not the run's). */
const eventListProblem = (error: unknown): boolean =>
  error instanceof FtcApiError &&
  (error.kind === 'invalid-body' || error.kind === 'too-large' || (error.kind === 'http' && error.status !== undefined && [400, 404, 501].includes(error.status)));

/** Reads FIRST and writes the steps; records the outcome and frees the lock. Never throws: the run says what failed. */
async function work(deps: Deps, started: Started, signal?: AbortSignal, force = false): Promise<FtcSyncRun> {
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
      maxResponseBytes: Math.round(deps.config.FTC_MAX_RESPONSE_MB * 1024 * 1024),
      cache: repo.answerCache(deps.db, () => iso(deps)),
      onCall: () => {
        progress.calls += 1;
        pendingSave = pendingSave.then(save).catch((error: unknown) => {
          saveError ??= error;
        });
      },
    },
  );
  const country = deps.config.FTC_COUNTRY;
  const regionCode = deps.config.FTC_REGION_CODE;
  const warnings: string[] = [];
  const skipped: FtcReportItem[] = [];
  try {
    // 1. The season's events of the country: by FIRST's region code, else by the country's name; each row checked alone.
    await step('events', `Reading the ${year} events of ${country}`);
    const rows = await client.events(year);
    const events: FtcEvent[] = [];
    const ours = (row: Record<string, unknown>) =>
      typeof row.regionCode === 'string' && row.regionCode.trim() !== '' ? row.regionCode.trim().toUpperCase() === regionCode.toUpperCase() : sameText(row.country as string, country);
    rows.forEach((raw, index) => {
      const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      // A malformed row of another country is none of ours: left out without a word.
      if (!ours(row)) return;
      const checked = checkRow(ftcEventSchema, raw);
      if (checked.ok) return events.push(checked.data);
      const label = rowLabel(raw, index, 'event');
      warnings.push(`Event ${label}: skipped, FIRST's row is malformed (${checked.reason}).`);
      skipped.push({ kind: 'event', key: label, name: label, action: 'skipped', fields: [], reason: `malformed row (${checked.reason})` });
    });
    await flush();

    // 2. Each event's team list: one event's failure is that event's, recorded; the rest are read (point 3).
    await step('event-teams', 'Reading the team list of each event', events.length);
    const teams = new Map<number, FtcTeam>();
    const lists = new Map<string, number[]>();
    const failed: FtcReportItem[] = [];
    const takeTeams = (raws: unknown[], where: string) => {
      const numbers: number[] = [];
      raws.forEach((raw, index) => {
        const checked = checkRow(ftcTeamSchema, raw);
        if (!checked.ok) {
          const label = rowLabel(raw, index, 'team');
          warnings.push(`Team ${label} (${where}): skipped, FIRST's row is malformed (${checked.reason}).`);
          skipped.push({ kind: 'team', key: label, name: label, action: 'skipped', fields: [], reason: `malformed row in ${where} (${checked.reason})` });
          return;
        }
        numbers.push(checked.data.teamNumber);
        if (!teams.has(checked.data.teamNumber)) teams.set(checked.data.teamNumber, checked.data);
      });
      return numbers;
    };
    for (const event of events) {
      if (EVENT_CODE.test(event.code)) {
        try {
          lists.set(event.code.toUpperCase(), takeTeams(await client.eventTeams(year, event.code), `the list of ${event.code}`));
        } catch (error) {
          if (!eventListProblem(error)) throw error;
          const message = (error as FtcApiError).message;
          warnings.push(`Event ${event.code}: FIRST's team list could not be read (${message}); its list was left as it was, and no team was marked withdrawn.`);
          failed.push({ kind: 'event', key: event.code, name: event.name?.trim() || event.code, action: 'failed', fields: [], reason: message });
        }
      }
      progress.done += 1;
    }

    // 3. The country's teams FIRST lists in its leagues but no event has yet (no walk through every team in the world).
    const leagues = await readLeagues(client, year, regionCode, warnings);
    const missing = [...new Set(leagues.members)].filter((n) => !teams.has(n));
    await step('teams', `Reading ${missing.length} league members not on an event's list`, missing.length);
    for (const number of missing) {
      try {
        takeTeams(await client.team(year, number), `team ${number}`);
      } catch (error) {
        if (!eventListProblem(error)) throw error;
        warnings.push(`Team ${number}: FIRST's record could not be read (${(error as FtcApiError).message}).`);
      }
      progress.done += 1;
    }
    await flush();

    // 4. Everything in one transaction; the guard rolls it back when FIRST's answer looks like a wipe.
    await step('saving', `Saving ${events.length} events and ${teams.size} teams`);
    const now = iso(deps);
    const isOurs = (team: FtcTeam) => (team.homeRegion?.trim() ? team.homeRegion.trim().toUpperCase() === regionCode.toUpperCase() : false) || sameText(team.country, country);
    const report = await deps.db.transaction().execute(async (trx) => {
      const seasonBefore = await repo.seasonEvents(trx, seasonId);
      const applied = await applyEvents(trx, events, year, seasonId, now);
      warnings.push(...applied.warnings);
      warnings.push(...vanishedEvents(seasonBefore, new Set(events.map((e) => e.code.toUpperCase()))));
      const eventLists = new Map<number, number[]>();
      const eventNames = new Map<number, { code: string; name: string }>();
      const frozen = new Set<number>();
      for (const event of events) {
        const id = applied.idByCode.get(event.code.toUpperCase());
        if (id === undefined) continue;
        eventNames.set(id, { code: event.code, name: event.name?.trim() || event.code });
        const list = lists.get(event.code.toUpperCase());
        if (list) eventLists.set(id, list);
        // Frozen history (point 6): once its last day has passed, an event's list no longer loses teams.
        if (venueTimeToUtc(event.dateEnd, event.timezone, true) < now) frozen.add(id);
      }
      await repo.saveLeagues(trx, seasonId, leagues.rows);
      const all = [...teams.values()];
      const result = await applyTeams(
        trx,
        { teams: all.filter(isOurs), foreign: all.filter((t) => !isOurs(t)), eventLists, frozen, eventNames, complete: failed.length === 0 },
        seasonId,
        now,
      );
      const built: FtcSyncReport = {
        ftcYear: year,
        events: applied.report,
        teams: result.teams,
        eventTeams: result.eventTeams,
        warnings,
        details: [...applied.details, ...failed, ...skipped, ...result.details],
        held: null,
        forced: force,
      };
      const reason = wipeReason(deps, { events, seasonBefore, teams: all, lists, failed, result });
      if (reason && !force) throw new HeldAnswer(reason, { ...built, held: reason });
      if (reason) warnings.push(`Applied on purpose by an ADMIN although: ${reason}`);
      return built;
    });
    // 5. The results of each event of the season with a FIRST code (issue 22, part 2), one transaction per event; an
    // event's refused call is that event's line of the report. FIRST failing here ends the step, not the run: the
    // events and teams are saved, and the events not read keep their results.
    const zones = new Map(events.map((e) => [e.code.toUpperCase(), e.timezone ?? null]));
    const coded = (await codedSeasonEvents(deps.db, seasonId)).filter((e) => EVENT_CODE.test(e.ftc_event_code ?? ''));
    await step('results', `Reading the results of ${coded.length} ${coded.length === 1 ? 'event' : 'events'}`, coded.length);
    try {
      for (const event of coded) {
        const code = event.ftc_event_code!;
        const target = { id: event.id, code, name: event.title, timeZone: zones.get(code.toUpperCase()) ?? null };
        report.details.push(await syncEventResults(deps.db, client, year, target, () => iso(deps), deps.log));
        progress.done += 1;
        await flush();
      }
    } catch (error) {
      if (!(error instanceof FtcApiError) || error.kind === 'aborted') throw error;
      report.warnings.push(`Results: FIRST stopped answering (${error.message}); the events not read yet keep their results.`);
    }
    Object.assign(progress, { step: 'done', message: 'Done', done: 0, total: null });
    deps.log.info({ runId, events: report.events, teams: { added: report.teams.added.length, changed: report.teams.changed.length, withdrawn: report.teams.withdrawn.length } }, 'FTC sync done');
    await repo.updateRun(deps.db, runId, { status: 'success', finished_at: iso(deps), report: JSON.stringify(report), progress: JSON.stringify(progress) });
  } catch (error) {
    await pendingSave;
    if (error instanceof HeldAnswer) {
      // Nothing was written: the run failed on purpose, with what it would have done, so an ADMIN can judge it.
      deps.log.warn({ runId }, `FTC sync not applied: ${error.reason}`);
      const message = `Not applied: ${error.reason}. The site keeps its data; an ADMIN can apply FIRST's answer on purpose ("Apply anyway" in the dashboard).`;
      await repo.updateRun(deps.db, runId, { status: 'failed', finished_at: iso(deps), error: message, report: JSON.stringify(error.report), progress: JSON.stringify(progress) }).catch(() => undefined);
    } else {
      const message = error instanceof FtcApiError || error instanceof AppError ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      if (!(error instanceof FtcApiError)) deps.log.error({ err: error, runId }, 'FTC sync failed');
      else deps.log.warn({ runId, kind: error.kind, status: error.status }, `FTC sync failed: ${error.message}`);
      await repo.updateRun(deps.db, runId, { status: 'failed', finished_at: iso(deps), error: message, progress: JSON.stringify(progress) }).catch(() => undefined);
    }
  } finally {
    await repo.releaseLock(deps.db, owner).catch(() => undefined);
  }
  return toRun((await repo.findRun(deps.db, runId))!);
}

/** FIRST's leagues of the region and their members; a season or region without leagues (404) has none. */
async function readLeagues(client: FtcApiClient, year: number, regionCode: string, warnings: string[]): Promise<{ rows: FtcLeague[]; members: number[] }> {
  let raws: unknown[];
  try {
    raws = await client.leagues(year, regionCode);
  } catch (error) {
    if (!eventListProblem(error)) throw error;
    return { rows: [], members: [] };
  }
  const rows: FtcLeague[] = [];
  const members: number[] = [];
  for (const [index, raw] of raws.entries()) {
    const checked = checkRow(ftcLeagueSchema, raw);
    if (!checked.ok) {
      warnings.push(`League ${rowLabel(raw, index, 'league')}: skipped, FIRST's row is malformed (${checked.reason}).`);
      continue;
    }
    rows.push(checked.data);
    try {
      members.push(...(await client.leagueMembers(year, checked.data.region?.trim() || regionCode, checked.data.code)));
    } catch (error) {
      if (!eventListProblem(error)) throw error;
      warnings.push(`League ${checked.data.code}: FIRST's member list could not be read (${(error as FtcApiError).message}).`);
    }
  }
  return { rows, members };
}

/** The wipe guard (point 5): why this answer must not be applied without an ADMIN's say, or null. */
function wipeReason(
  deps: Deps,
  seen: { events: FtcEvent[]; seasonBefore: EventRow[]; teams: FtcTeam[]; lists: Map<string, number[]>; failed: FtcReportItem[]; result: TeamsApplied },
): string | null {
  const syncedBefore = seen.seasonBefore.filter((e) => e.ftc_synced_at !== null).length;
  if (seen.events.length === 0 && syncedBefore > 0) {
    return `FIRST answered with no events of ${deps.config.FTC_COUNTRY} for the season, while the site has ${syncedBefore} from earlier syncs`;
  }
  if (seen.teams.length === 0 && seen.failed.length === 0 && seen.result.activeBefore > 0) {
    return `FIRST answered with no teams at all, while the season has ${seen.result.activeBefore} registered`;
  }
  const withdrawn = seen.result.teams.withdrawn.length;
  const share = deps.config.FTC_MAX_WITHDRAW_PERCENT;
  if (withdrawn >= 3 && withdrawn > (seen.result.activeBefore * share) / 100) {
    return `it would withdraw ${withdrawn} of the season's ${seen.result.activeBefore} teams (more than FTC_MAX_WITHDRAW_PERCENT=${share} %)`;
  }
  if (seen.result.emptied.length > 1) return `it would empty the team lists of ${seen.result.emptied.length} events (${seen.result.emptied.join(', ')})`;
  return null;
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
export async function startSync(deps: Deps, actor: Actor | null | 'schedule', options: { force?: boolean } = {}): Promise<FtcSyncRun> {
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
  // force: an ADMIN applies an answer the wipe guard held ("Apply anyway"); the schedule never forces.
  const force = actor !== 'schedule' && options.force === true;
  deps.background.run('ftc-sync', (signal) => runAs(who, () => work(deps, started, signal, force)));
  return toRun((await repo.findRun(deps.db, started.runId))!);
}

/** Whether the schedule should start a run now: configured, an interval set, and the last run that long ago. */
export async function syncDue(deps: Deps): Promise<boolean> {
  const interval = deps.config.FTC_SYNC_INTERVAL_MINUTES;
  if (interval === 0 || !syncSettings(deps).configured) return false;
  const last = await repo.lastRunStart(deps.db);
  return last === null || Date.parse(last) + interval * 60_000 <= deps.clock.now();
}
