// The program's entry, compiled into dist/server/cli.cjs that npm start, npm run cli -- ... and npm run serve run with
// plain node (scripts/build-steps.mjs); development and tests run it from source: `node --import tsx src/server/bin.ts`.
// Kept apart from cli.ts so that importing the command line runs nothing; exits with the command's code.
// The server runs this same file as its image worker (a child process, image-processing.ts) with a hidden command.
import './thread-pool';
import { runCli } from './cli';
import { IMAGE_WORKER_COMMAND } from './modules/files/image-jobs';
import { runImageWorker } from './modules/files/image-worker';

if (process.argv[2] === IMAGE_WORKER_COMMAND) {
  runImageWorker();
} else {
  runCli(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
