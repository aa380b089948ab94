// Where the server's memory goes (issue 11, RSS <= 150 MB): runs the compiled server as bench:api does (the start
// script's node flags) on a temp database with `rows` rows of each kind, and prints its RSS, V8 heap and the mappings
// that hold the most resident memory (libvips, the SQLite addon, anonymous heap) at three moments: idle after the
// start-up pass, after building every list answer, and after `seconds` of the bench's mixed load.
// Run: node --import tsx bench/server-memory.ts [rows] [seconds]   (default 10000, 30)
// SERVER_NODE_FLAGS replaces the start flags; SERVER_ENV='K=V K2=V2' adds to the server's environment.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { buildServerIfStale, SERVER_BUNDLE, serverNodeFlags } from '../scripts/build-steps.mjs';
import { makeMissingVariants } from '../src/server/modules/files/image-variants.service';
import { startChildServer } from '../test/helpers/child-server';
import { benchDatabase } from './bulk-seed';

const [rowsArg = '10000', secondsArg = '30'] = process.argv.slice(2);
const rows = Number(rowsArg);
const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/api/health', '/api/home-posts/', '/api/events', '/api/resources/page/season-materials', '/api/teams/all'];
await buildServerIfStale(ROOT);

const { dir, env, remove } = await benchDatabase(rows, {
  prepare: async (deps) => {
    if (process.env.PREPROCESS) console.log('variants made before start:', await makeMissingVariants(deps));
  },
});

const extraEnv = Object.fromEntries((process.env.SERVER_ENV ?? '').split(' ').filter(Boolean).map((kv) => kv.split('=') as [string, string]));
const flags = (process.env.SERVER_NODE_FLAGS ?? serverNodeFlags(ROOT).join(' ')).split(' ').filter(Boolean);
const probeOut = path.join(dir, 'probe.txt');
const server = await startChildServer({
  env: { ...env, ...extraEnv, MEMORY_PROBE_OUT: probeOut, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' },
  program: [...flags, '--import', pathToFileURL(path.join(ROOT, 'bench/memory-probe.mjs')).href, path.join(ROOT, SERVER_BUNDLE)],
});
const pid = server.child.pid!;

async function report(moment: string) {
  process.kill(pid, 'SIGWINCH');
  await sleep(300);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  const byFile = new Map<string, number>();
  let current = '[anon]';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) current = mapping[1] || '[anon]';
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) byFile.set(current, (byFile.get(current) ?? 0) + Number(rss[1]) / 1024);
  }
  const top = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`${moment}: RSS ${kb('VmRSS').toFixed(0)} MB (anon ${kb('RssAnon').toFixed(0)}, file ${kb('RssFile').toFixed(0)}), peak ${kb('VmHWM').toFixed(0)} MB, threads ${/Threads:\s+(\d+)/.exec(status)?.[1]}`);
  for (const [file, mb] of top) console.log(`  ${mb.toFixed(1).padStart(6)} MB  ${file}`);
  console.log(readFileSync(probeOut, 'utf8').trimEnd());
  rmSync(probeOut);
  console.log(`  libvips loaded: ${byFile.has([...byFile.keys()].find((f) => f.includes('libvips')) ?? '-') ? 'yes' : 'no'}`);
}

try {
  await sleep(Number(process.env.IDLE_WAIT_MS ?? 8000)); // the start-up pass over the built-in images
  await report('idle after start');
  for (const route of ROUTES) await autocannon({ url: `${server.url}${route}`, connections: 10, duration: 3 });
  await report('after the list rounds');
  const ids = (n: number) => 1 + Math.floor(Math.random() * n);
  await autocannon({
    url: server.url,
    connections: 10,
    duration: Number(secondsArg),
    requests: [
      ...ROUTES.map((p) => ({ method: 'GET' as const, path: p })),
      { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/home-posts/${ids(rows)}` }) },
      { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/events/${ids(rows)}` }) },
      { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/teams/${30_000 + ids(rows) - 1}` }) },
      { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/home-posts?page=${ids(1_000_000)}` }) },
    ],
  });
  await report(`after ${secondsArg} s of mixed load`);
} finally {
  await server.stop();
  remove();
}
