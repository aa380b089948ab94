// Results of FIRST events (issue 22, part 2): for each event, FIRST's rankings, qualification and playoff schedules
// (scores filled in as played), alliances and awards are read, each row checked on its own, and written as a whole in
// one transaction per event. The rules (decision 147): a malformed row is skipped and named; a call FIRST refuses (404,
// 501, an HTML page, an answer over the size cap) is that event's problem, recorded in ftc_event_results.error, and
// the part it would have given keeps what is stored; an empty but valid answer where rows are stored keeps them
// (never a wipe on a suspicious answer); when every call answered 304 nothing is written at all.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { FtcReportItem } from '../../../shared/schemas/ftc-sync';
import type { Database } from '../../db/types';
import { FtcApiError, type FtcApiClient, type FtcRows } from './ftc-api.client';
import {
  STATION,
  checkRow,
  ftcAllianceSchema,
  ftcAwardSchema,
  ftcRankingSchema,
  ftcScheduleSchema,
  resultRowLabel,
  type FtcAlliance,
  type FtcAward,
  type FtcRanking,
  type FtcScheduleMatch,
} from './ftc-api.schemas';
import { venueTimeToUtc } from './ftc-sync.mapping';
import * as results from './ftc-results.repository';
import type { NewAlliance, NewAward, NewMatch, NewRanking, ResultPart } from './ftc-results.repository';

/** An event whose results are read: the site's id, FIRST's code, a name for the report, the venue's zone. */
export interface ResultsEvent {
  id: number;
  code: string;
  name: string;
  /** FIRST's timezone of the event (schedule times are the venue's wall clock); null: Romania's. */
  timeZone: string | null;
}

interface PartRead<T> {
  rows: T[];
  notModified: boolean;
  /** Why FIRST's answer could not be used (the part keeps what is stored); null when it was read. */
  error: string | null;
}

export interface EventRead {
  event: ResultsEvent;
  rankings: PartRead<NewRanking>;
  qualification: PartRead<NewMatch>;
  playoff: PartRead<NewMatch>;
  alliances: PartRead<NewAlliance>;
  awards: PartRead<NewAward>;
  /** Rows skipped, named with the reason. */
  skipped: string[];
}

const PART_WORDS: Record<ResultPart, string> = {
  rankings: 'rankings',
  qualification: 'qualification schedule',
  playoff: 'playoff schedule',
  alliances: 'alliances',
  awards: 'awards',
};

/** One event's call that FIRST refused or answered with something else: that event's problem, not the run's. */
export const resultsCallProblem = (error: unknown): error is FtcApiError =>
  error instanceof FtcApiError &&
  (error.kind === 'invalid-body' || error.kind === 'too-large' || (error.kind === 'http' && error.status !== undefined && [400, 404, 501].includes(error.status)));

const clean = (v: string | null | undefined): string | null => {
  const t = v?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** FIRST's levels onto ours: QUALIFICATION stays, PLAYOFF / SEMIFINAL / FINAL / OTHER are the playoff. */
export function matchLevel(tournamentLevel: string | null | undefined, fallback: 'QUALIFICATION' | 'PLAYOFF'): 'QUALIFICATION' | 'PLAYOFF' {
  const level = (tournamentLevel ?? '').trim().toUpperCase();
  if (level === 'QUALIFICATION' || level === 'QUAL') return 'QUALIFICATION';
  if (['PLAYOFF', 'SEMIFINAL', 'FINAL', 'OTHER', 'QUARTERFINAL'].includes(level)) return 'PLAYOFF';
  return fallback;
}

/** A venue wall-clock time as ISO UTC; a time in year 2000 or earlier is FIRST's "none", like an unreadable one. */
export function firstTime(local: string | null | undefined, timeZone: string | null): string | null {
  const year = Number(/^(\d{4})-/.exec(local ?? '')?.[1] ?? 0);
  if (!local || year <= 2000) return null;
  try {
    return venueTimeToUtc(local, timeZone);
  } catch {
    return null;
  }
}

/** "Red1" → red, 1. */
export function stationOf(station: string): { alliance: 'red' | 'blue'; station: number } {
  const [, colour, n] = STATION.exec(station.trim())!;
  return { alliance: colour!.toLowerCase() === 'red' ? 'red' : 'blue', station: Number(n) };
}

function rankingRow(r: FtcRanking): NewRanking {
  return {
    team_number: r.teamNumber,
    team_name: clean(r.teamName),
    rank: r.rank,
    wins: r.wins ?? 0,
    losses: r.losses ?? 0,
    ties: r.ties ?? 0,
    matches_played: r.matchesPlayed ?? 0,
    sort_order1: r.sortOrder1 ?? null,
    sort_order2: r.sortOrder2 ?? null,
    dq: r.dq ?? 0,
  };
}

function matchRow(m: FtcScheduleMatch, level: 'QUALIFICATION' | 'PLAYOFF', timeZone: string | null): NewMatch {
  // Played: FIRST posted the result (the scores alone may be 0 before play).
  const played = firstTime(m.postResultTime, timeZone) !== null && m.scoreRedFinal != null && m.scoreBlueFinal != null;
  const seats = new Set<string>();
  const teams: NewMatch['teams'] = [];
  for (const t of m.teams ?? []) {
    if (!t.teamNumber || !t.station) continue; // a playoff seat not filled yet
    const seat = stationOf(t.station);
    if (seats.has(`${seat.alliance}${seat.station}`)) continue;
    seats.add(`${seat.alliance}${seat.station}`);
    teams.push({ team_number: t.teamNumber, team_name: clean(t.teamName), ...seat, surrogate: t.surrogate ? 1 : 0, dq: t.dq ? 1 : 0 });
  }
  return {
    level,
    description: clean(m.description) ?? `${level === 'QUALIFICATION' ? 'Qualification' : 'Playoff'} ${m.matchNumber}`,
    series: m.series ?? 0,
    match_number: m.matchNumber,
    start_time: firstTime(m.startTime, timeZone),
    played: played ? 1 : 0,
    red_score: played ? m.scoreRedFinal! : null,
    blue_score: played ? m.scoreBlueFinal! : null,
    teams,
  };
}

function allianceRow(a: FtcAlliance): NewAlliance {
  const numbers = [a.captain, a.round1, a.round2, a.round3, a.backup].filter((n): n is number => typeof n === 'number' && n > 0);
  return { number: a.number, name: clean(a.name) ?? `Alliance ${a.number}`, team_numbers: JSON.stringify([...new Set(numbers)]) };
}

function awardRow(a: FtcAward, names: Map<number, string>): NewAward {
  const team = a.teamNumber ?? null;
  return {
    award_id: a.awardId ?? null,
    name: a.name,
    place: a.series ?? 1,
    team_number: team,
    // The awards list has only the long name (sponsors and school): the team's own name from the event's lists wins.
    team_name: team === null ? null : (names.get(team) ?? clean(a.fullTeamName)),
    person: clean(a.person),
  };
}

/** Reads one event's results from FIRST; a refused call is that part's error. Other errors (FIRST down) are thrown. */
export async function readEventResults(client: FtcApiClient, year: number, event: ResultsEvent): Promise<EventRead> {
  const skipped: string[] = [];
  async function part<R, T>(
    call: () => Promise<FtcRows>,
    schema: z.ZodType,
    kind: 'ranking' | 'match' | 'alliance' | 'award',
    map: (row: R) => T | string,
  ): Promise<PartRead<T>> {
    let answer: FtcRows;
    try {
      answer = await call();
    } catch (error) {
      if (!resultsCallProblem(error)) throw error;
      return { rows: [], notModified: false, error: error.message };
    }
    const rows: T[] = [];
    answer.rows.forEach((raw, index) => {
      const checked = checkRow(schema, raw);
      const mapped = checked.ok ? map(checked.data as R) : `malformed (${checked.reason})`;
      if (typeof mapped === 'string') skipped.push(`${resultRowLabel(raw, index, kind)}: ${mapped}`);
      else rows.push(mapped);
    });
    return { rows, notModified: answer.notModified, error: null };
  }

  const teamsSeen = new Set<number>();
  const rankings = await part(() => client.rankings(year, event.code), ftcRankingSchema, 'ranking', (r: FtcRanking) => {
    if (teamsSeen.has(r.teamNumber)) return `team ${r.teamNumber} ranked twice`;
    teamsSeen.add(r.teamNumber);
    return rankingRow(r);
  });
  const schedule = (level: 'qual' | 'playoff') => {
    const ours = level === 'qual' ? 'QUALIFICATION' : 'PLAYOFF';
    const keys = new Set<string>();
    return part(() => client.schedule(year, event.code, level), ftcScheduleSchema, 'match', (m: FtcScheduleMatch) => {
      if (matchLevel(m.tournamentLevel, ours) !== ours) return `level ${m.tournamentLevel} in the ${level} schedule`;
      const key = `${m.series ?? 0}-${m.matchNumber}`;
      if (keys.has(key)) return `listed twice (series ${m.series ?? 0}, match ${m.matchNumber})`;
      keys.add(key);
      return matchRow(m, ours, event.timeZone);
    });
  };
  const qualification = await schedule('qual');
  const playoff = await schedule('playoff');
  const numbers = new Set<number>();
  const alliances = await part(() => client.alliances(year, event.code), ftcAllianceSchema, 'alliance', (a: FtcAlliance) => {
    if (numbers.has(a.number)) return 'listed twice';
    numbers.add(a.number);
    return allianceRow(a);
  });
  // FIRST's short team names, from the rankings and the matches, for the awards.
  const names = new Map<number, string>();
  for (const r of rankings.rows) if (r.team_name) names.set(r.team_number, r.team_name);
  for (const m of [...qualification.rows, ...playoff.rows]) for (const t of m.teams) if (t.team_name && !names.has(t.team_number)) names.set(t.team_number, t.team_name);
  const awards = await part(() => client.awards(year, event.code), ftcAwardSchema, 'award', (a: FtcAward) =>
    a.teamNumber == null && !clean(a.person) ? 'no team and no person' : awardRow(a, names),
  );
  return { event, rankings, qualification, playoff, alliances, awards, skipped };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Writes one event's results (one transaction) and answers its line of the report. Every call 304 (and the last
 * read complete): nothing is written, so neither the rows nor the answer cache's versions move.
 */
export async function applyEventResults(db: Kysely<Database>, read: EventRead, now: string): Promise<FtcReportItem> {
  const { event } = read;
  const parts: Array<[ResultPart, PartRead<unknown>]> = [
    ['rankings', read.rankings],
    ['qualification', read.qualification],
    ['playoff', read.playoff],
    ['alliances', read.alliances],
    ['awards', read.awards],
  ];
  const item = (action: 'results' | 'results-failed', reason: string): FtcReportItem => ({ kind: 'event', key: event.code, name: event.name, action, fields: [], reason });
  const summary = async () => {
    const t = await results.resultTotals(db, event.id);
    return `${plural(t.rankings, 'ranking')}, ${plural(t.matches, 'match', 'matches')} (${t.played} played), ${plural(t.alliances, 'alliance')}, ${plural(t.awards, 'award')}`;
  };

  const state = await results.readState(db, event.id);
  if (parts.every(([, p]) => p.notModified) && state && state.error === null) return item('results', `${await summary()}; unchanged since the last read`);

  const notes: string[] = [];
  const errors: string[] = [];
  await db.transaction().execute(async (trx) => {
    const stored = await results.storedCounts(trx, event.id);
    for (const [name, p] of parts) {
      if (p.error !== null) {
        errors.push(`${PART_WORDS[name]}: ${p.error}`);
        if (stored[name] > 0) notes.push(`${PART_WORDS[name]} not read: the ${stored[name]} stored kept`);
        continue;
      }
      // Never a wipe on a suspicious answer (decision 147): an empty answer where rows are stored keeps them.
      if (p.rows.length === 0 && stored[name] > 0) {
        notes.push(`FIRST answered no ${PART_WORDS[name]}: the ${stored[name]} stored kept`);
        continue;
      }
      if (name === 'rankings') await results.replaceRankings(trx, event.id, read.rankings.rows);
      else if (name === 'qualification') await results.replaceMatches(trx, event.id, 'QUALIFICATION', read.qualification.rows);
      else if (name === 'playoff') await results.replaceMatches(trx, event.id, 'PLAYOFF', read.playoff.rows);
      else if (name === 'alliances') await results.replaceAlliances(trx, event.id, read.alliances.rows);
      else await results.replaceAwards(trx, event.id, read.awards.rows);
    }
    const anyRead = errors.length < parts.length;
    await results.recordRead(trx, event.id, anyRead || !state ? now : null, errors.length ? errors.join('; ') : null);
  });
  if (errors.length === parts.length) return item('results-failed', errors.join('; '));
  const extra = [...errors.map((e) => `not read: ${e}`), ...notes, ...(read.skipped.length ? [`skipped ${read.skipped.join('; ')}`] : [])];
  return item('results', [await summary(), ...extra].join('; '));
}

/**
 * One event's results: read (FIRST failing as a whole, e.g. down or refusing the key, is thrown to the caller) and
 * written; a write that fails (rolled back) is that event's line of the report, never the run's end.
 */
export async function syncEventResults(
  db: Kysely<Database>,
  client: FtcApiClient,
  year: number,
  event: ResultsEvent,
  now: () => string,
  log: { error(details: object, message: string): void },
): Promise<FtcReportItem> {
  const read = await readEventResults(client, year, event);
  try {
    return await applyEventResults(db, read, now());
  } catch (error) {
    log.error({ err: error, event: event.code }, 'FTC results not saved');
    const reason = `not saved (${error instanceof Error ? error.message : String(error)}); the stored results kept`;
    return { kind: 'event', key: event.code, name: event.name, action: 'results-failed', fields: [], reason };
  }
}
