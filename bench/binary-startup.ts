// The single executable's size, and the time from exec to the first 200 on /api/health (median of N runs):
//   first start  a fresh folder: the SQLite addon is written to TMPDIR, the database created and migrated
//   restart      the same folder again: addon already extracted, database already there (a deployed site's restart)
// with `node --import tsx src/server/bin.ts serve` on a fresh folder for comparison. No demo content (SEED_DEMO=false).
// Run: npm run build:binary && npm run bench:binary [runs]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TARGET_NODE } from '../scripts/target-node';
import { freePort } from '../test/helpers/child-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const BINARY = path.join(ROOT, 'dist/bin/ftc-romania');
const runs = Number(process.argv[2] ?? 5);

if (!existsSync(BINARY)) {
  console.error('No dist/bin/ftc-romania: run `npm run build:binary` first.');
  process.exit(1);
}

/** Milliseconds from spawn to the first 200 on /api/health; the server is stopped again afterwards. */
async function timeToHealthy(command: string, args: string[], folder: string): Promise<number> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: folder,
    TMPDIR: path.join(folder, 'tmp'),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: path.join(folder, 'data/site.sqlite'),
    UPLOADS_DIR: path.join(folder, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench password 123',
  };
  mkdirSync(env.TMPDIR, { recursive: true });
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode} before it was healthy`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error(`${command} was not healthy within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (values: number[]) => `${median(values).toFixed(0).padStart(5)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

const first: number[] = [];
const restart: number[] = [];
const fromSources: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ftc-bench-binary-'));
  try {
    first.push(await timeToHealthy(BINARY, [], folder));
    restart.push(await timeToHealthy(BINARY, [], folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const sourceFolder = mkdtempSync(path.join(tmpdir(), 'ftc-bench-source-'));
  try {
    fromSources.push(await timeToHealthy(process.execPath, ['--import', 'tsx', 'src/server/bin.ts', 'serve'], sourceFolder));
  } finally {
    rmSync(sourceFolder, { recursive: true, force: true });
  }
}

console.log(`dist/bin/ftc-romania: ${(statSync(BINARY).size / 1024 / 1024).toFixed(1)} MB (Node v${TARGET_NODE.version} inside; the comparison runs on ${process.version}, Linux x64)`);
console.log(`exec to first 200 on /api/health, median of ${runs}:`);
console.log(`  first start (new folder, addon written, new database)  ${fmt(first)}`);
console.log(`  restart (addon already extracted, database exists)     ${fmt(restart)}`);
console.log(`  for comparison: node --import tsx src/server/bin.ts   ${fmt(fromSources)}`);
