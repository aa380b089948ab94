// `npm start`: builds the web app when dist/ is missing or older than the sources, then serves as in production
// until SIGTERM/SIGINT (the same `serve` command as the executable).
import { runCli } from '../src/server/cli';
import { buildClientIfStale } from './build-if-stale';

buildClientIfStale();
process.exit(await runCli(['serve'], { NODE_ENV: 'production', ...process.env }));
