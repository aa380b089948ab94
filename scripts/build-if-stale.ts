// Builds dist/client when it is missing or older than the web sources. Used by `npm start` and the browser tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function clientIsStale(root = process.cwd()): boolean {
  const index = path.join(root, 'dist/client/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return ['src/web', 'src/shared', 'vite.config.ts'].some((p) => {
    const full = path.join(root, p);
    return existsSync(full) && (statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs) > built;
  });
}

export function buildClientIfStale(root = process.cwd()): boolean {
  if (!clientIsStale(root)) return false;
  console.log('Building the web app (dist/client)...');
  // Always a production build: under vitest NODE_ENV is 'test', which would give React's development build.
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}
