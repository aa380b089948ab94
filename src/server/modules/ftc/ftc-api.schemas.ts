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
