// The FTC Events sync as the dashboard and the command line see it: progress, report, runs and settings (issue 12).

export const FTC_SYNC_STEPS = ['starting', 'events', 'teams', 'event-teams', 'saving', 'done'] as const;
export type FtcSyncStep = (typeof FTC_SYNC_STEPS)[number];

export interface FtcSyncProgress {
  step: FtcSyncStep;
  /** Calls to the FTC Events API made so far. */
  calls: number;
  /** Within the step: what is done out of how many (null when not known yet). */
  done: number;
  total: number | null;
  message: string;
}

export interface FtcSyncReport {
  ftcYear: number;
  events: { added: string[]; changed: string[]; unchanged: number; skipped: string[] };
  teams: { added: number[]; changed: number[]; withdrawn: number[]; unchanged: number };
  /** Teams put on or taken off events' lists. */
  eventTeams: { added: number; removed: number };
  /** What the sync could not do without failing (an event whose list could not be read keeps its previous list). */
  warnings: string[];
}

export type FtcSyncTrigger = 'schedule' | 'manual' | 'cli';
export type FtcSyncStatus = 'running' | 'success' | 'failed';

export interface FtcSyncRun {
  id: number;
  trigger: FtcSyncTrigger;
  userName: string | null;
  ftcYear: number | null;
  status: FtcSyncStatus;
  startedAt: string;
  finishedAt: string | null;
  progress: FtcSyncProgress;
  report: FtcSyncReport | null;
  error: string | null;
}

/** What the dashboard shows of the settings: the key only masked. */
export interface FtcSyncSettings {
  configured: boolean;
  apiUrl: string;
  username: string | null;
  /** e.g. '••••••••3f9a'; null without a key. */
  keyMasked: string | null;
  country: string;
  intervalMinutes: number;
}

export interface FtcSyncOverview {
  settings: FtcSyncSettings;
  /** The run in progress, if any. */
  running: FtcSyncRun | null;
  /** The last runs, newest first. */
  recent: FtcSyncRun[];
}

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
