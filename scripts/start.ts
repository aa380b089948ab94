// `npm start`: builds the web app when dist/ is missing or older than the sources, then starts the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { startServer } from '../src/server/main';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const index = path.resolve('dist/client/index.html');
const stale = !existsSync(index) || newestMtime(path.resolve('src/web')) > statSync(index).mtimeMs || newestMtime(path.resolve('src/shared')) > statSync(index).mtimeMs;
if (stale) {
  console.log('Building the web app (dist/client)...');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

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
