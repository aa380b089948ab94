// The FTC Events sync as the dashboard and the command line see it: progress, report, runs and settings (issue 12).
import { z } from 'zod';

export const FTC_SYNC_STEPS = ['starting', 'events', 'teams', 'event-teams', 'saving', 'results', 'done'] as const;
export type FtcSyncStep = (typeof FTC_SYNC_STEPS)[number];

export const ftcSyncProgress = z.object({
  step: z.enum(FTC_SYNC_STEPS),
  /** Calls to the FTC Events API made so far. */
  calls: z.number().int(),
  /** Within the step: what is done out of how many (null when not known yet). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  message: z.string(),
});
export type FtcSyncProgress = z.infer<typeof ftcSyncProgress>;

/** One field FIRST changed (or, for a kept staff edit, the staff's value and FIRST's). */
export const ftcFieldChange = z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() });
export type FtcFieldChange = z.infer<typeof ftcFieldChange>;

export const FTC_REPORT_ACTIONS = ['added', 'changed', 'withdrawn', 'skipped', 'kept', 'failed', 'foreign', 'frozen', 'results', 'results-failed'] as const;
export type FtcReportAction = (typeof FTC_REPORT_ACTIONS)[number];

/**
 * One line of the readable report (issue 22, point 10): an event (by code) or a team (by number), with its name, what
 * happened and why. added / changed (fields: old -> new) / withdrawn / skipped (a malformed row: reason) / kept (a
 * staff edit kept: fields staff -> FIRST) / failed (an event whose team list FIRST could not give: reason) / foreign
 * (a team from abroad on a Romanian event's list) / frozen (an ended event whose list FIRST shrank: kept) / results
 * (an event's results as read: counts, parts kept, rows skipped) / results-failed (no results call of the event could be
 * read: why).
 */
export const ftcReportItem = z.object({
  kind: z.enum(['event', 'team']),
  key: z.string(),
  name: z.string(),
  action: z.enum(FTC_REPORT_ACTIONS),
  fields: z.array(ftcFieldChange).default([]),
  reason: z.string().nullable().default(null),
});
export type FtcReportItem = z.infer<typeof ftcReportItem>;

export const ftcSyncReport = z.object({
  ftcYear: z.number().int(),
  events: z.object({ added: z.array(z.string()), changed: z.array(z.string()), unchanged: z.number().int(), skipped: z.array(z.string()) }),
  teams: z.object({ added: z.array(z.number().int()), changed: z.array(z.number().int()), withdrawn: z.array(z.number().int()), unchanged: z.number().int() }),
  /** Teams put on or taken off events' lists. */
  eventTeams: z.object({ added: z.number().int(), removed: z.number().int() }),
  /** What the sync could not do without failing (an event whose list could not be read keeps its previous list). */
  warnings: z.array(z.string()),
  /** Every event and team the run touched or skipped, by name (older runs have none). */
  details: z.array(ftcReportItem).default([]),
  /** Why FIRST's answer was not applied (it looked like a wipe): an ADMIN may apply it on purpose. Null: applied. */
  held: z.string().nullable().default(null),
  /** True when an ADMIN applied an answer the sync had held ("Apply anyway"). */
  forced: z.boolean().default(false),
});
export type FtcSyncReport = z.infer<typeof ftcSyncReport>;

/** "Sync now" takes no input; "Apply anyway" sends force: true. */
export const ftcSyncNowInput = z.object({ force: z.boolean().optional() }).optional();

export const FTC_SYNC_TRIGGERS = ['schedule', 'manual', 'cli'] as const;
export type FtcSyncTrigger = (typeof FTC_SYNC_TRIGGERS)[number];
export const FTC_SYNC_STATUSES = ['running', 'success', 'failed'] as const;
export type FtcSyncStatus = (typeof FTC_SYNC_STATUSES)[number];

export const ftcSyncRun = z.object({
  id: z.number().int(),
  trigger: z.enum(FTC_SYNC_TRIGGERS),
  userName: z.string().nullable(),
  ftcYear: z.number().int().nullable(),
  status: z.enum(FTC_SYNC_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: ftcSyncProgress,
  report: ftcSyncReport.nullable(),
  error: z.string().nullable(),
});
export type FtcSyncRun = z.infer<typeof ftcSyncRun>;

/** What the dashboard shows of the settings: the key only masked. */
export const ftcSyncSettings = z.object({
  configured: z.boolean(),
  apiUrl: z.string(),
  username: z.string().nullable(),
  /** e.g. '••••••••3f9a'; null without a key. */
  keyMasked: z.string().nullable(),
  country: z.string(),
  intervalMinutes: z.number().int(),
});
export type FtcSyncSettings = z.infer<typeof ftcSyncSettings>;

export const ftcSyncOverview = z.object({
  settings: ftcSyncSettings,
  /** The run in progress, if any. */
  running: ftcSyncRun.nullable(),
  /** The last runs, newest first. */
  recent: z.array(ftcSyncRun),
});
export type FtcSyncOverview = z.infer<typeof ftcSyncOverview>;

/** The last four characters at most, and only of a key long enough for them to reveal nothing useful. */
export function maskSecret(secret: string | undefined | null): string | null {
  if (!secret) return null;
  const tail = secret.length >= 16 ? secret.slice(-4) : '';
  return `${'•'.repeat(8)}${tail}`;
}

/** 'DECODE 2025-2026' -> 2025: the FTC year of a season that has none stored. */
export function ftcYearFromSeasonName(name: string): number | null {
  const match = /\b((?:19|20)\d\d)\s*[-–/]\s*(?:(?:19|20)\d\d|\d\d)\b/.exec(name);
  return match ? Number(match[1]) : null;
}

/** FIRST's official pages and FTCScout's for an event and a team (ftc-events-api.md, "Public pages"). */
export const ftcLinks = {
  event: (year: number, code: string) => `https://ftc-events.firstinspires.org/${year}/${encodeURIComponent(code)}`,
  eventScout: (year: number, code: string) => `https://ftcscout.org/events/${year}/${encodeURIComponent(code)}`,
  team: (year: number, teamNumber: number) => `https://ftc-events.firstinspires.org/${year}/team/${teamNumber}`,
  teamScout: (teamNumber: number) => `https://ftcscout.org/teams/${teamNumber}`,
};

const ACTION_WORDS: Record<FtcReportAction, string> = {
  added: 'Added',
  changed: 'Changed',
  withdrawn: 'Withdrawn',
  skipped: 'Skipped',
  kept: 'Kept staff edit of',
  failed: 'Team list failed for',
  foreign: 'Foreign team on a list:',
  frozen: 'Kept the list of ended',
  results: 'Results of',
  'results-failed': 'Results failed for',
};

/** One readable line of the report, the same in the dashboard and in `sync`'s output:
 * "Changed team 20002 Dacia Robotics: name: Dacia Bots → Dacia Robotics". */
export function reportItemLine(item: FtcReportItem): string {
  const who = item.kind === 'event' ? `event ${item.key}${item.name && item.name !== item.key ? ` ${item.name}` : ''}` : `team ${item.key}${item.name && item.name !== item.key ? ` ${item.name}` : ''}`;
  const arrow = item.action === 'kept' ? ' (staff) ≠ FIRST: ' : ' → ';
  const fields = item.fields.map((f) => `${f.field}: ${f.from ?? '–'}${arrow}${f.to ?? '–'}`).join('; ');
  return [`${ACTION_WORDS[item.action]} ${who}`, fields, item.reason].filter(Boolean).join(': ');
}
