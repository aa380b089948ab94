// `npm run cli -- <command>` and the command scripts (serve, db:migrate, user, backup, restore, check): the compiled
// command line with plain node, rebuilt first when a server source is newer than it. Never builds the web app.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServerIfStale, SERVER_BUNDLE } from './build-steps.mjs';

await buildServerIfStale();
process.argv = [process.argv[0], path.resolve(SERVER_BUNDLE), ...process.argv.slice(2)];
createRequire(import.meta.url)(path.resolve(SERVER_BUNDLE));
