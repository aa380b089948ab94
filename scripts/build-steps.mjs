// The build steps, in plain JavaScript so that `npm start` runs them with plain `node` (no TypeScript loader):
// the web app (Vite, into dist/client) and the server (esbuild, into dist/server/cli.cjs), each only when missing
// or older than its sources. scripts/build-binary.ts bundles the executable with the same esbuild options.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The compiled server: the command line (src/server/bin.ts) and what it imports (EXTERNAL stays in node_modules). */
export const SERVER_BUNDLE = 'dist/server/cli.cjs';

/**
 * The node options the server runs with: those of `npm start` in package.json (one place; none today, Node's defaults).
 * The benches start the server with them.
 * @param {string} root @returns {string[]}
 */
export function serverNodeFlags(root = process.cwd()) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

/** @param {string} dir @returns {number} the newest modification time under dir (0 when it does not exist) */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** @param {string} root @param {string} output @param {string[]} inputs */
const isStale = (root, output, inputs) => {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  const time = statSync(built).mtimeMs;
  return inputs.some((p) => newestMtime(path.join(root, p)) > time);
};

/** The server render's bundle (vite build --ssr): the pages for Node, loaded by the server at start. */
export const SSR_BUNDLE = 'dist/ssr/entry-server.cjs';

/** @param {string} [root] */
export const clientIsStale = (root = process.cwd()) =>
  isStale(root, 'dist/client/index.html', ['src/web', 'src/shared', 'vite.config.ts']) || isStale(root, SSR_BUNDLE, ['src/web', 'src/shared', 'vite.config.ts']);

/** @param {string} [root] */
export const serverIsStale = (root = process.cwd()) =>
  isStale(root, SERVER_BUNDLE, ['src/server', 'src/shared', 'db/migrations', 'db/seed', 'package.json', 'package-lock.json', 'scripts/build-steps.mjs']);

/** @param {string} [root] @returns {boolean} whether it built */
export function buildClientIfStale(root = process.cwd()) {
  if (!clientIsStale(root)) return false;
  buildClient(root);
  return true;
}

/**
 * The web app (dist/client), then its server render (dist/ssr), which reads the client's manifest.
 * @param {string} [root]
 */
export function buildClient(root = process.cwd()) {
  console.log('Building the web app (dist/client, dist/ssr)...');
  // Always a production build: under vitest NODE_ENV is 'test', which would give React's development build.
  const vite = (/** @type {string[]} */ ...args) =>
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  vite();
  vite('--ssr', 'entry-server.tsx');
}

/**
 * esbuild options shared by the server bundle and the executable: one CommonJS file for Node 20, unminified (stack
 * traces stay readable). CommonJS has no import.meta and nothing bundled should use it; should one creep in, it gets
 * a URL that names no file rather than esbuild's empty object.
 * @param {string} entry @param {string} outfile
 * @returns {import('esbuild').BuildOptions}
 */
export const serverBundleOptions = (entry, outfile) => ({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  define: { 'import.meta.url': JSON.stringify('file:///ftc-romania-server/bundle.cjs') },
  legalComments: 'eof',
  logLevel: 'warning',
});

/**
 * Left to node_modules at run time: the SQLite driver and sharp (native addons found beside their packages) and pino, whose
 * log transport (pino-pretty in development) starts a worker from its own files.
 */
const EXTERNAL = ['better-sqlite3', 'sharp', 'pino', 'pino-pretty', 'thread-stream'];

/**
 * The server for `npm start` and the npm command scripts: our code and its dependencies in one file (one file to read
 * and compile starts about a third faster than resolving hundreds of modules), as the executable bundles it.
 * @param {string} [root]
 */
export async function buildServer(root = process.cwd()) {
  const { build } = await import('esbuild');
  const started = performance.now();
  await build({ ...serverBundleOptions(path.join(root, 'src/server/bin.ts'), path.join(root, SERVER_BUNDLE)), external: EXTERNAL });
  return performance.now() - started;
}

/** @param {string} [root] @returns {Promise<boolean>} whether it built */
export async function buildServerIfStale(root = process.cwd()) {
  if (!serverIsStale(root)) return false;
  console.log('Building the server (dist/server)...');
  await buildServer(root);
  return true;
}
