// Words and numbers of the FTC Sync tab: a run's summary, its duration, and the step names.
import type { FtcSyncRun, FtcSyncStep } from '../../../../shared/schemas/ftc-sync';

export const STEP_LABELS: Record<FtcSyncStep, string> = {
  starting: 'Starting',
  events: 'Reading events',
  teams: 'Reading teams',
  'event-teams': "Reading each event's teams",
  saving: 'Saving',
  results: 'Reading results',
  done: 'Done',
};

export const TRIGGER_LABELS: Record<FtcSyncRun['trigger'], string> = { manual: 'Sync now', schedule: 'Schedule', cli: 'Command line' };

export function runSummary(run: FtcSyncRun): string {
  if (run.status === 'running') return run.progress.message;
  if (run.status === 'failed' || !run.report) return run.error ?? 'Failed';
  const { events, teams } = run.report;
  return `${events.added.length} events added, ${events.changed.length} changed; ${teams.added.length} teams added, ${teams.changed.length} changed, ${teams.withdrawn.length} withdrawn`;
}

export function duration(run: FtcSyncRun): string {
  if (!run.finishedAt) return '—';
  const seconds = Math.max(0, Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export const formatWhen = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
