// `npm start`: builds the web app when dist/ is missing or older than the sources, then starts the server.
import { ConfigError, loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';
import { buildClientIfStale } from './build-if-stale';

buildClientIfStale();
try {
  await startServer(loadConfig({ NODE_ENV: 'production', ...process.env }));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
