// `sync`: the FTC Events sync, run to its end in this process (the server's schedule and "Sync now" wait while it
// holds the lock). Prints what changed; a failed run is one line and exit code 1.
import { reportItemLine, type FtcSyncReport } from '../../shared/schemas/ftc-sync';
import type { CliIo } from './io';
import type { Config } from '../config';
import { syncFromCli } from '../modules/ftc/ftc-sync.service';
import { expectArgs, parseArgs } from './args';
import { withDeps, type DepsOptions } from './with-deps';

const list = <T>(items: T[]) => (items.length ? `: ${items.slice(0, 30).join(', ')}${items.length > 30 ? ', ...' : ''}` : '');

export function reportLines(report: FtcSyncReport): string[] {
  const { events, teams, eventTeams } = report;
  const resultsRead = report.details.filter((d) => d.action === 'results').length;
  const resultsFailed = report.details.filter((d) => d.action === 'results-failed').length;
  return [
    `Events: ${events.added.length} added${list(events.added)}; ${events.changed.length} changed${list(events.changed)}; ${events.unchanged} unchanged${events.skipped.length ? `; ${events.skipped.length} skipped${list(events.skipped)}` : ''}.`,
    `Teams: ${teams.added.length} added${list(teams.added)}; ${teams.changed.length} changed${list(teams.changed)}; ${teams.withdrawn.length} withdrawn${list(teams.withdrawn)}; ${teams.unchanged} unchanged.`,
    `Event team lists: ${eventTeams.added} added, ${eventTeams.removed} removed.`,
    ...(resultsRead + resultsFailed ? [`Results: ${resultsRead} events read${resultsFailed ? `, ${resultsFailed} failed` : ''} (per event below).`] : []),
    ...report.details.map((item) => `  ${reportItemLine(item)}`),
    ...report.warnings.map((w) => `Warning: ${w}`),
  ];
}

export async function syncCommand(config: Config, argv: readonly string[], io: CliIo, options: DepsOptions): Promise<number> {
  expectArgs(parseArgs(argv, []), 0, 'sync');
  return withDeps(config, options, async (deps) => {
    const run = await syncFromCli(deps);
    if (run.status !== 'success' || !run.report) {
      io.err(`Error: the FTC Events sync failed: ${run.error ?? 'unknown error'}`);
      // A held answer: what it would have done, so the operator can judge it before applying it from the dashboard.
      if (run.report?.held) for (const line of reportLines(run.report)) io.err(`  would: ${line}`);
      return 1;
    }
    io.out(`Synced ${config.FTC_COUNTRY}'s FTC season ${run.report.ftcYear} from ${config.FTC_API_URL} (run ${run.id}, ${run.progress.calls} calls).`);
    for (const line of reportLines(run.report)) io.out(line);
    return 0;
  });
}
