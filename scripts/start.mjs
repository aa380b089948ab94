// `npm start`: builds what is missing or stale (the web app into dist/client, the server into dist/server), then
// runs the compiled server with plain node as in production, until SIGTERM/SIGINT (the executable's `serve`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildClientIfStale, buildServerIfStale, SERVER_BUNDLE } from './build-steps.mjs';

buildClientIfStale();
await buildServerIfStale();
process.env.NODE_ENV ||= 'production';
process.argv = [process.argv[0], path.resolve(SERVER_BUNDLE), 'serve'];
createRequire(import.meta.url)(path.resolve(SERVER_BUNDLE));
