// Results of FIRST events (issue 22, part 2): rankings, matches, alliances and awards as FIRST publishes them, synced
// for Romanian events and shown on the event page, the team page and /about/results. The shapes the pages read; the
// sync's own validation of FIRST's answers lives in the ftc module (ftc-api.schemas.ts).
import { z } from 'zod';

/** A team as results name it: FIRST's number, its name, and the site's team page when the team is one of ours. */
export const resultTeam = z.object({
  number: z.number().int(),
  /** FIRST's short name, or the site's team name when the team is ours; null when neither is known. */
  name: z.string().nullable(),
  /** The site's team page address (`/teams/{number}`) when the team has one, else null (a foreign team). */
  href: z.string().nullable(),
  /** FIRST's country of a team without a page here (a foreign team), so the page can say where it comes from; else null. */
  country: z.string().nullable(),
});
export type ResultTeam = z.infer<typeof resultTeam>;

export const rankingRow = z.object({
  rank: z.number().int(),
  team: resultTeam,
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  matchesPlayed: z.number().int(),
  /** FIRST's first sort order (ranking points), as published. */
  rankingPoints: z.number().nullable(),
  /** FIRST's second sort order (tie breaker points), as published. */
  tieBreakerPoints: z.number().nullable(),
  dq: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRow>;

export const MATCH_LEVELS = ['QUALIFICATION', 'PLAYOFF'] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];

export const matchRow = z.object({
  level: z.enum(MATCH_LEVELS),
  /** FIRST's description, e.g. "Qualification 12", "Match 3 (R1)", "Final 1". */
  description: z.string(),
  series: z.number().int(),
  matchNumber: z.number().int(),
  /** Planned start, ISO 8601 UTC; null when FIRST has none. */
  startTime: z.string().nullable(),
  /** Played: the result was posted. */
  played: z.boolean(),
  red: z.object({ teams: z.array(resultTeam), score: z.number().int().nullable() }),
  blue: z.object({ teams: z.array(resultTeam), score: z.number().int().nullable() }),
  /** 'red' | 'blue' | 'tie' once played, else null. */
  winner: z.enum(['red', 'blue', 'tie']).nullable(),
});
export type MatchRow = z.infer<typeof matchRow>;

export const allianceRow = z.object({
  number: z.number().int(),
  name: z.string(),
  /** Captain first, then picks in order, then the backup (if any). */
  teams: z.array(resultTeam),
});
export type AllianceRow = z.infer<typeof allianceRow>;

export const awardRow = z.object({
  name: z.string(),
  /** Place (1 = winner, 2 = finalist...); FIRST's Judges' Choice may start at 0. */
  place: z.number().int(),
  /** The team, or null for an award to a person. */
  team: resultTeam.nullable(),
  person: z.string().nullable(),
});
export type AwardRow = z.infer<typeof awardRow>;

/** GET /api/events/:id/results and the event page's results. */
export const eventResults = z.object({
  rankings: z.array(rankingRow),
  matches: z.array(matchRow),
  alliances: z.array(allianceRow),
  awards: z.array(awardRow),
  /** When these were last read from FIRST (ISO 8601 UTC), or null when never. */
  syncedAt: z.string().nullable(),
  /** True while the event is running (its dates, Romania time): the page polls for new results. */
  live: z.boolean(),
});
export type EventResults = z.infer<typeof eventResults>;

/** One event of a team's season, for the team page. */
export const teamSeasonEvent = z.object({
  event: z.object({ id: z.number().int(), name: z.string(), href: z.string(), dateStart: z.string().nullable() }),
  rank: z.number().int().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  awards: z.array(z.object({ name: z.string(), place: z.number().int() })),
});

/** GET /api/teams/:number/season: the team's season (current season), events in date order. */
export const teamSeason = z.object({
  season: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  events: z.array(teamSeasonEvent),
  /** W-L-T over every match the team played this season (qualification and playoff). */
  record: z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() }),
});
export type TeamSeason = z.infer<typeof teamSeason>;

/** The season's national results for /about/results: the championship's winning alliance and award winners. */
export const seasonResults = z.object({
  season: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  championship: z.object({ id: z.number().int(), name: z.string(), href: z.string() }).nullable(),
  winningAlliance: allianceRow.nullable(),
  awards: z.array(awardRow),
});
export type SeasonResults = z.infer<typeof seasonResults>;
