// Entry of the single executable (dist/bin/ftc-romania, built by scripts/build-binary.ts): the same command line as
// the npm scripts, with the web app written once per build to a kept temp folder (for `serve` only). The SQLite addon
// is loaded from the embedded copy when a command first opens the database (bindings-shim.ts), so help works even
// where it cannot be loaded (a noexec temp folder).
// Bundled into one CommonJS file: no top-level await here, and nothing it imports may need node_modules at run time.
import '../thread-pool';
import { runCli } from '../cli';
import { consoleIo } from '../cli/io';
import { IMAGE_WORKER_COMMAND } from '../modules/files/image-jobs';
import { runImageWorker } from '../modules/files/image-worker';
import { extractEmbeddedClient } from './embedded-client';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const serves = (argv[0] ?? 'serve') === 'serve';
  return runCli(argv, process.env, consoleIo, {
    clientDir: serves ? extractEmbeddedClient() : null,
    programName: 'ftc-romania',
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
