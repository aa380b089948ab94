// The FTC Events API's answers, as far as the sync reads them (ftc-events-api.md; FTCScout's client agrees). An answer
// is checked in two steps: its envelope (`{ events: [...] }`, a team page) must fit or the call failed; then each row
// is checked on its own, so one malformed row (anywhere in the world) is skipped with its reason and never fails the
// run (issue 22, point 2). Any string may be null; fields the sync does not read are dropped.
import { z } from 'zod';
import { freeText } from '../../../shared/schemas/fields';

/** Outside text is cleaned like ours (no XML-forbidden characters): it reaches the feed, calendars and CSV too. */
const text = freeText().nullish();
/** FIRST's dates: the venue's wall clock without an offset, e.g. 2026-02-14T00:00:00. */
const localDate = z.string().regex(/^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?)?$/, 'not a date');

export const ftcEventsRaw = z.object({ events: z.array(z.unknown()), eventCount: z.number().int().nullish() });
export const ftcTeamsRaw = z.object({
  teams: z.array(z.unknown()),
  teamCountTotal: z.number().int().nullish(),
  teamCountPage: z.number().int().nullish(),
  pageCurrent: z.number().int().nullish(),
  pageTotal: z.number().int().min(0),
});
export const ftcLeaguesRaw = z.object({ leagues: z.array(z.unknown()).nullish(), leagueCount: z.number().int().nullish() });
export const ftcLeagueMembers = z.object({ members: z.array(z.unknown()).nullish() });

export const ftcEventSchema = z.object({
  code: z
    .string()
    .transform((c) => c.trim())
    .pipe(z.string().min(1, 'no code')),
  divisionCode: text,
  name: text,
  type: z.union([z.string(), z.number()]).nullish(),
  typeName: text,
  regionCode: text,
  leagueCode: text,
  venue: text,
  address: text,
  city: text,
  stateprov: text,
  country: text,
  website: text,
  liveStreamUrl: text,
  webcasts: z.array(z.unknown()).nullish(),
  timezone: text,
  dateStart: localDate,
  dateEnd: localDate,
  published: z.boolean().nullish(),
});
export type FtcEvent = z.infer<typeof ftcEventSchema>;
/** Kept for the mapping's signature: every valid event has a code. */
export type CodedFtcEvent = FtcEvent;

export const ftcTeamSchema = z.object({
  teamNumber: z.number().int().min(1),
  nameFull: text,
  nameShort: text,
  schoolName: text,
  city: text,
  stateProv: text,
  country: text,
  homeRegion: text,
  website: text,
  rookieYear: z.number().int().nullish(),
});
export type FtcTeam = z.infer<typeof ftcTeamSchema>;

export const ftcLeagueSchema = z.object({
  region: text,
  code: z.string().min(1),
  name: text,
  remote: z.boolean().nullish(),
  parentLeagueCode: text,
  location: text,
});
export type FtcLeague = z.infer<typeof ftcLeagueSchema>;

/** What one row is called in a warning: its code or number when it has one, else its place in the answer. */
export function rowLabel(row: unknown, index: number, kind: 'event' | 'team' | 'league'): string {
  const r = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const id = kind === 'team' ? r.teamNumber : r.code;
  const name = kind === 'team' ? (r.nameShort ?? r.nameFull) : r.name;
  const own = typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index + 1}`;
  return typeof name === 'string' && name.trim() ? `${own} (${name.trim()})` : own;
}

/** A row checked on its own: its data, or why it was skipped (the first problem, with the field's name). */
export function checkRow<S extends z.ZodType>(schema: S, row: unknown): { ok: true; data: z.output<S> } | { ok: false; reason: string } {
  const result = schema.safeParse(row);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, reason: `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}` };
}

// Results of an event (issue 22, part 2; ftc-events-api.md "Results calls"): the envelope must fit, each row is checked
// on its own (a malformed row is skipped and named, never fails the event).
const rowList = z.array(z.unknown());
/** One old client read the key as `Rankings`: either casing is accepted, one of them must be a list. */
export const ftcRankingsRaw = z
  .object({ rankings: rowList.nullish(), Rankings: rowList.nullish() })
  .refine((a) => Array.isArray(a.rankings) || Array.isArray(a.Rankings), { message: 'no rankings list', path: ['rankings'] })
  .transform((a) => ({ rows: a.rankings ?? a.Rankings ?? [] }));
export const ftcAwardsRaw = z.object({ awards: rowList }).transform((a) => ({ rows: a.awards }));
/** Some clients read the schedule's key as `Schedule` too: either casing, one of them a list. */
export const ftcScheduleRaw = z
  .object({ schedule: rowList.nullish(), Schedule: rowList.nullish() })
  .refine((a) => Array.isArray(a.schedule) || Array.isArray(a.Schedule), { message: 'no schedule list', path: ['schedule'] })
  .transform((a) => ({ rows: a.schedule ?? a.Schedule ?? [] }));
/** Before the alliance selection FIRST may answer no list at all. */
export const ftcAlliancesRaw = z.object({ alliances: rowList.nullish(), count: z.number().int().nullish() }).transform((a) => ({ rows: a.alliances ?? [] }));

const count = z.number().int().min(0).nullish();
const teamNumber = z.number().int().min(1);

export const ftcRankingSchema = z.object({
  rank: z.number().int().min(0),
  teamNumber,
  teamName: text,
  wins: count,
  losses: count,
  ties: count,
  matchesPlayed: count,
  sortOrder1: z.number().nullish(),
  sortOrder2: z.number().nullish(),
  dq: count,
});
export type FtcRanking = z.infer<typeof ftcRankingSchema>;

export const ftcAwardSchema = z.object({
  awardId: z.number().int().nullish(),
  name: freeText().trim().min(1, 'no name'),
  series: z.number().int().min(0).nullish(),
  teamNumber: teamNumber.nullish(),
  fullTeamName: text,
  schoolName: text,
  person: text,
});
export type FtcAward = z.infer<typeof ftcAwardSchema>;

/** "Red1", "Blue2"...: the alliance and the station. */
export const STATION = /^(red|blue)\s*([1-4])$/i;

export const ftcMatchTeamSchema = z
  .object({
    /** Null or 0 in a playoff match whose alliance is not known yet (the seat is then left out). */
    teamNumber: z.number().int().min(0).nullish(),
    station: z.string().nullish(),
    teamName: text,
    surrogate: z.boolean().nullish(),
    noShow: z.boolean().nullish(),
    dq: z.boolean().nullish(),
    onField: z.boolean().nullish(),
  })
  .refine((t) => !t.teamNumber || STATION.test(t.station?.trim() ?? ''), { message: 'not a station (Red1..Blue4)', path: ['station'] });

export const ftcScheduleSchema = z.object({
  description: text,
  tournamentLevel: text,
  startTime: text,
  series: z.number().int().min(0).nullish(),
  matchNumber: z.number().int().min(0),
  teams: z.array(ftcMatchTeamSchema).nullish(),
  actualStartTime: text,
  postResultTime: text,
  scoreRedFinal: z.number().int().nullish(),
  scoreBlueFinal: z.number().int().nullish(),
});
export type FtcScheduleMatch = z.infer<typeof ftcScheduleSchema>;

const pick = z.number().int().min(0).nullish();
export const ftcAllianceSchema = z.object({
  number: z.number().int().min(1),
  name: text,
  captain: pick,
  round1: pick,
  round2: pick,
  round3: pick,
  backup: pick,
  backupReplaced: pick,
});
export type FtcAlliance = z.infer<typeof ftcAllianceSchema>;

/** What one result row is called in the report: its own key when it has one, else its place in the answer. */
export function resultRowLabel(row: unknown, index: number, kind: 'ranking' | 'match' | 'alliance' | 'award'): string {
  const r = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const known = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  if (kind === 'ranking') return known(r.teamNumber) ? `ranking of team ${r.teamNumber}` : `ranking #${index + 1}`;
  if (kind === 'match') return typeof r.description === 'string' && r.description.trim() ? `match "${r.description.trim()}"` : known(r.matchNumber) ? `match ${r.matchNumber}` : `match #${index + 1}`;
  if (kind === 'alliance') return known(r.number) ? `alliance ${r.number}` : `alliance #${index + 1}`;
  return typeof r.name === 'string' && r.name.trim() ? `award "${r.name.trim()}"` : `award #${index + 1}`;
}
