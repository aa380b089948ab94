// The one command line, for `npm run cli -- <command>` (and the npm scripts built on it) and for the executable:
// `serve` (the default), `migrate`, `backup`, `restore`, `check`, `user ...`, `sync`, `help`, `version`. Settings come from
// the environment, as for the server. No top-level await and no import.meta: the executable bundles this as CommonJS;
// bin.ts is the entry that runs it.
import { ConfigError, loadConfig } from './config';
import { runServer } from './main';
import { APP_VERSION } from './version';
import { expectArgs, parseArgs, UsageError } from './cli/args';
import { helpText } from './cli/help';
import { backupCommand, checkCommand, restoreCommand } from './cli/ops-commands';
import { syncCommand } from './cli/sync-command';
import { userCommand } from './cli/user-commands';
import { withDeps } from './cli/with-deps';
import { consoleIo, type CliIo } from './cli/io';

/** What the program running the command line brings: the executable's embedded client and name. */
export interface CliRuntime {
  /** The built client folder for `serve`; dist/client by default, null for none. */
  clientDir?: string | null;
  /** How the help text names the program. */
  programName?: string;
}


export const DEFAULT_PROGRAM_NAME = 'npm run cli --';

/** Runs one command and returns the exit code (`serve` never returns: close-with-grace ends the process after the stop). Prints results to io.out and every error as one line to io.err. */
export async function runCli(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  io: CliIo = consoleIo,
  runtime: CliRuntime = {},
): Promise<number> {
  const [command = 'serve', ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(helpText(runtime.programName ?? DEFAULT_PROGRAM_NAME));
    return 0;
  }
  if (command === 'version' || command === '--version') {
    io.out(APP_VERSION);
    return 0;
  }
  try {
    const config = loadConfig(env);
    switch (command) {
      case 'serve':
        expectArgs(parseArgs(rest, []), 0, 'serve');
        return await runServer(config, { clientDir: runtime.clientDir, print: io.out });
      case 'migrate':
        expectArgs(parseArgs(rest, []), 0, 'migrate');
        await withDeps(config, { notice: io.out }, async (_deps, applied) => {
          if (applied.length === 0) io.out(`Database ${config.DATABASE_PATH} is up to date.`);
          else io.out(`Applied to ${config.DATABASE_PATH}: ${applied.join(', ')}`);
        });
        return 0;
      case 'backup':
        return await backupCommand(config, rest, io);
      case 'restore':
        return await restoreCommand(config, rest, io);
      case 'check':
        return await checkCommand(config, rest, io);
      case 'user':
        await userCommand(config, rest, io, { notice: io.out });
        return 0;
      case 'sync':
        return await syncCommand(config, rest, io, { notice: io.out });
      default:
        throw new UsageError(`Unknown command "${command}". Run "help" to see the commands.`);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`Error: ${message.replace(/\s*\n\s*/g, ' ')}`);
    return 1;
  }
}
