// Entry of the single executable (dist/bin/ftc-romania, built by scripts/build-binary.ts): the same command line as
// the npm scripts, with the web app written once per build to a kept temp folder (for `serve` only) and the SQLite
// addon loaded from the embedded copy.
// Bundled into one CommonJS file: no top-level await here, and nothing it imports may need node_modules at run time.
import '../thread-pool';
import { runCli } from '../cli';
import { consoleIo } from '../cli/io';
import { IMAGE_WORKER_COMMAND } from '../modules/files/image-jobs';
import { runImageWorker } from '../modules/files/image-worker';
import { extractEmbeddedClient } from './embedded-client';
import { embeddedSqliteAddon } from './sqlite-addon';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  // Help must work even where the addon cannot be loaded (a noexec temp folder): it is the text that says so.
  const helpOnly = ['help', '--help', '-h', 'version', '--version'].includes(argv[0] ?? '');
  const serves = (argv[0] ?? 'serve') === 'serve';
  return runCli(argv, process.env, consoleIo, {
    clientDir: serves ? extractEmbeddedClient() : null,
    programName: 'ftc-romania',
    ...(helpOnly ? {} : { nativeBinding: embeddedSqliteAddon() }),
  });
}

// As bin.ts: every command, `serve` included (once the server has stopped), ends the process with its code. The
// image worker (a child the server starts from this executable) needs neither the web app nor the SQLite addon: its
// sharp finds the embedded addon and libvips by itself (sharp-addon.ts).
if (process.argv[2] === IMAGE_WORKER_COMMAND) runImageWorker();
else main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
