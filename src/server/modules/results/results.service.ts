// FIRST's results as the public pages show them (issue 22, part 2): an event's rankings, matches, alliances and awards;
// a team's season (events, rank at each, awards, W-L-T); the season's national results for /about/results. Teams are
// FIRST's numbers: one links to its page here only when the site holds it as a team some season registered.
import { notFound } from '../../../shared/errors';
import { paths } from '../../../shared/site-pages';
import { bucharestDay, bucharestInputToIso, isEventDay } from '../../../shared/bucharest-time';
import type { AllianceRow, AwardRow, EventResults, MatchRow, ResultTeam, SeasonResults, TeamSeason } from '../../../shared/schemas/results';
import type { Executor } from '../../db/connection';
import type { Deps } from '../../deps';
import { eventIdsByCode } from '../events';
import { publicEventRow } from '../events/events.service';
import { currentSeasonRow } from '../seasons';
import { findTeamByNumber } from '../teams';
import * as repo from './results.repository';

type Named = { team_number: number | null; team_name: string | null };

/** Names teams the way results show them: our page and name for our teams, FIRST's name and country for the others. */
async function teamNamer(db: Executor, numbers: Array<number | null>) {
  const known = new Map((await repo.teamsByNumber(db, numbers.filter((n): n is number => n !== null))).map((t) => [t.team_number, t]));
  return (number: number, firstName: string | null): ResultTeam => {
    const team = known.get(number);
    if (team && Number(team.registered) === 1) return { number, name: team.name, href: paths.team(number), country: null };
    return { number, name: firstName ?? team?.name ?? null, href: null, country: team?.country ?? null };
  };
}

const winnerOf = (played: boolean, red: number | null, blue: number | null): MatchRow['winner'] => {
  if (!played || red === null || blue === null) return null;
  return red > blue ? 'red' : blue > red ? 'blue' : 'tie';
};

/** The address of each event's page: its code when that code opens it, else its id (as events.service does). */
async function eventHrefs(db: Executor, rows: Array<{ id: number; ftc_event_code: string | null }>): Promise<Map<number, string>> {
  const opened = await eventIdsByCode(db, rows.flatMap((r) => (r.ftc_event_code ? [r.ftc_event_code] : [])), 'public');
  return new Map(
    rows.map((r) => [r.id, paths.event(r.ftc_event_code && opened.get(r.ftc_event_code.toLowerCase()) === r.id ? r.ftc_event_code : r.id)]),
  );
}

/** When `live` next changes with time alone: the start of the event's first day, or the end of its last (Romania time). */
function liveChangesAt(event: { date_start: string; date_end: string | null }, now: number): number {
  const first = bucharestDay(event.date_start);
  const last = bucharestDay(event.date_end ?? event.date_start) || first;
  const startOfDay = (day: string) => Date.parse(bucharestInputToIso(`${day}T00:00`));
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const today = bucharestDay(now);
  if (!first || today > last) return Number.POSITIVE_INFINITY;
  return today < first ? startOfDay(first) : startOfDay(dayAfter(last));
}

type MatchTeamRows = Awaited<ReturnType<typeof repo.matchTeams>>;

function eventMatches(rows: Awaited<ReturnType<typeof repo.matches>>, teams: MatchTeamRows, name: Awaited<ReturnType<typeof teamNamer>>): MatchRow[] {
  const byMatch = new Map<number, MatchTeamRows>();
  for (const t of teams) byMatch.set(t.match_id, [...(byMatch.get(t.match_id) ?? []), t]);
  return rows.map((m): MatchRow => {
      const side = (alliance: 'red' | 'blue') => (byMatch.get(m.id) ?? []).filter((t) => t.alliance === alliance).map((t) => name(t.team_number, t.team_name));
      const played = m.played === 1;
      return {
        level: m.level,
        description: m.description,
        series: m.series,
        matchNumber: m.match_number,
        startTime: m.start_time,
        played,
        red: { teams: side('red'), score: played ? m.red_score : null },
        blue: { teams: side('blue'), score: played ? m.blue_score : null },
        winner: winnerOf(played, m.red_score, m.blue_score),
      };
  });
}

const allianceNumbers = (json: string): number[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
};

const toAward = (name: Awaited<ReturnType<typeof teamNamer>>) => (a: Named & { name: string; place: number; person: string | null }): AwardRow => ({
  name: a.name,
  place: a.place,
  team: a.team_number === null ? null : name(a.team_number, a.team_name),
  person: a.person,
});

/** GET /api/events/:id/results: a published event's results; `live` while it runs. */
export async function eventResults(deps: Deps, ref: number | string, onValidUntil?: (ms: number) => void): Promise<EventResults> {
  const event = await publicEventRow(deps, ref);
  const db = deps.db;
  const [sync, rankings, matchRows, allianceRows, awardRows] = await Promise.all([
    repo.eventSync(db, event.id),
    repo.rankings(db, event.id),
    repo.matches(db, [event.id]),
    repo.alliances(db, event.id),
    repo.awards(db, [event.id]),
  ]);
  const teamsOfMatches = await repo.matchTeams(db, matchRows.map((m) => m.id));
  const allianceTeams = allianceRows.map((a) => allianceNumbers(a.team_numbers));
  const name = await teamNamer(db, [...rankings.map((r) => r.team_number), ...teamsOfMatches.map((t) => t.team_number), ...allianceTeams.flat(), ...awardRows.map((a) => a.team_number)]);
  const names = new Map<number, string | null>([...rankings, ...teamsOfMatches].map((t) => [t.team_number, t.team_name]));
  const now = deps.clock.now();
  onValidUntil?.(liveChangesAt(event, now));
  return {
    rankings: rankings.map((r) => ({
      rank: r.rank,
      team: name(r.team_number, r.team_name),
      wins: r.wins,
      losses: r.losses,
      ties: r.ties,
      matchesPlayed: r.matches_played,
      rankingPoints: r.sort_order1,
      tieBreakerPoints: r.sort_order2,
      dq: r.dq,
    })),
    matches: eventMatches(matchRows, teamsOfMatches, name),
    alliances: allianceRows.map((a, i): AllianceRow => ({ number: a.number, name: a.name, teams: allianceTeams[i]!.map((n) => name(n, names.get(n) ?? null)) })),
    awards: awardRows.map(toAward(name)),
    syncedAt: sync?.synced_at ?? null,
    live: isEventDay({ dateStart: event.date_start, dateEnd: event.date_end }, now),
  };
}

/** W-L-T of one team from its own (not surrogate) played matches. */
function tally(rows: Array<{ alliance: 'red' | 'blue'; red_score: number | null; blue_score: number | null }>) {
  const record = { wins: 0, losses: 0, ties: 0 };
  for (const row of rows) {
    if (row.red_score === null || row.blue_score === null) continue;
    const [own, other] = row.alliance === 'red' ? [row.red_score, row.blue_score] : [row.blue_score, row.red_score];
    if (own > other) record.wins++;
    else if (own < other) record.losses++;
    else record.ties++;
  }
  return record;
}

/** GET /api/teams/:teamNumber/season: the current season's events of a team, with rank, awards and W-L-T. */
export async function teamSeason(deps: Deps, teamNumber: number): Promise<TeamSeason> {
  const db = deps.db;
  if (!(await findTeamByNumber(db, teamNumber))) throw notFound('Team');
  const season = await currentSeasonRow(db);
  if (!season) return { season: null, events: [], record: { wins: 0, losses: 0, ties: 0 } };
  const events = await repo.teamSeasonEvents(db, season.id, teamNumber);
  const ids = events.map((e) => e.id);
  const [ranks, played, awards, hrefs] = await Promise.all([
    repo.teamRanks(db, ids, teamNumber),
    repo.teamPlayedMatches(db, ids, teamNumber),
    repo.awards(db, ids, teamNumber),
    eventHrefs(db, events),
  ]);
  const rankOf = new Map(ranks.map((r) => [r.event_id, r.rank]));
  return {
    season: { id: season.id, name: season.season_name },
    events: events.map((e) => ({
      event: { id: e.id, name: e.title, href: hrefs.get(e.id)!, dateStart: e.date_start },
      rank: rankOf.get(e.id) ?? null,
      ...tally(played.filter((p) => p.event_id === e.id)),
      awards: awards.filter((a) => a.event_id === e.id).map((a) => ({ name: a.name, place: a.place })),
    })),
    record: tally(played),
  };
}

/**
 * The winning alliance: the alliance of the side that won the last played playoff match (FIRST's finals come last in
 * series order), found by its teams; null before the finals or when FIRST published no alliances.
 */
function winningAlliance(matches: MatchRow[], alliances: AllianceRow[]): AllianceRow | null {
  const last = matches.filter((m) => m.level === 'PLAYOFF' && m.played && m.winner !== null && m.winner !== 'tie').at(-1);
  if (!last) return null;
  const winners = new Set((last.winner === 'red' ? last.red : last.blue).teams.map((t) => t.number));
  return alliances.find((a) => a.teams.some((t) => winners.has(t.number))) ?? null;
}

/** GET /api/results/season: the current season's national championship, its winning alliance and its awards. */
export async function seasonResults(deps: Deps): Promise<SeasonResults> {
  const db = deps.db;
  const season = await currentSeasonRow(db);
  if (!season) return { season: null, championship: null, winningAlliance: null, awards: [] };
  const event = await repo.championship(db, season.id);
  const seasonOut = { id: season.id, name: season.season_name };
  if (!event) return { season: seasonOut, championship: null, winningAlliance: null, awards: [] };
  const results = await eventResults(deps, event.id);
  const href = (await eventHrefs(db, [event])).get(event.id)!;
  return {
    season: seasonOut,
    championship: { id: event.id, name: event.title, href },
    winningAlliance: winningAlliance(results.matches, results.alliances),
    awards: results.awards,
  };
}
