// Public API reads against the machine's limit (issue 11). For the demo content (answers of a few KB, what the site
// serves today: issue 23) and 100 and 10,000 rows of posts, events, resources and teams: the compiled server (dist/server, production, logs at warn) beside a bare Fastify process that sends the very
// same bytes already serialized, in alternating autocannon rounds (10 connections), so a busy machine weighs on both
// alike. Prints req/s, the ratio and p99 per route, a 304 revalidation, the RSS after 60 s of mixed load on the large
// set, and the cold start of `npm start` on an existing database. Also records the load average.
// The ratio is the median over round pairs; the CPU time each process spent per answer is printed too.
// With --binary, ours is the single executable (dist/bin/ftc-romania: `npm run build:binary`) and the bare process
// runs on the Node the executable carries (scripts/target-node.ts), so both sides are measured on that Node.
// Run: npm run bench:api [-- --rows demo,100,10000 --seconds 5 --rounds 3 --memory 60 --binary]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildClientIfStale, buildServerIfStale, SERVER_BUNDLE, serverNodeFlags } from '../scripts/build-steps.mjs';
import { TARGET_NODE, targetNodeDir } from '../scripts/target-node';
import { freePort, startChildServer, type ChildServer, type ChildServerOptions } from '../test/helpers/child-server';
import { benchDatabase } from './bulk-seed';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: 'demo,100,10000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    memory: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
    binary: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/api/health', '/api/home-posts/', '/api/events', '/api/resources/page/season-materials', '/api/teams/all'];
const REVALIDATED = '/api/home-posts/';
const START_FLAGS = serverNodeFlags(ROOT);
const BINARY = path.join(ROOT, 'dist/bin/ftc-romania');
if (args.binary && !existsSync(BINARY)) {
  console.error('No dist/bin/ftc-romania: run `npm run build:binary` first.');
  process.exit(1);
}
/** The Node that runs the bare process: the executable's with --binary, else this one (which runs ours too). */
const BARE_NODE = args.binary ? path.join(targetNodeDir(), 'bin/node') : process.execPath;
/** How ours is started: the executable (its default command serves), or the compiled server with `npm start`'s flags
 * (or SERVER_NODE_FLAGS to try others). */
const oursProgram = (): Pick<ChildServerOptions, 'command' | 'program' | 'args'> =>
  args.binary
    ? { command: BINARY, program: [], args: [] }
    : { program: [...(process.env.SERVER_NODE_FLAGS ?? START_FLAGS.join(' ')).split(' ').filter(Boolean), path.join(ROOT, SERVER_BUNDLE)] };

interface Figures {
  rps: number;
  p99: number;
  bad: number;
  /** CPU time the server process spent per answer, in µs (user + system): fair even when the machine is busy. */
  cpu: number;
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

/** user + system CPU time of a process so far, in µs (clock ticks of 10 ms). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

async function cannon(pid: number, url: string, headers: Record<string, string> = {}, expect = 200): Promise<Figures> {
  const cpuBefore = cpuOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const stats = result.statusCodeStats ?? {};
  const bad = Object.entries(stats).reduce((n, [code, s]) => (Number(code) === expect ? n : n + (s.count ?? 0)), 0) + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, bad, cpu: (cpuOf(pid) - cpuBefore) / Math.max(1, result.requests.total) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Alternating rounds: ours, bare, ours, bare...; the mean of each side, and the median of each round pair's ratio. */
async function compare(ours: Target, bare: Target, path: string, headers: Record<string, string> = {}, expect = 200) {
  const a: Figures[] = [];
  const b: Figures[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await cannon(ours.pid, `${ours.url}${path}`, headers, expect));
    b.push(await cannon(bare.pid, `${bare.url}${path}`, headers, expect));
  }
  const mean = (list: Figures[], key: keyof Figures) => list.reduce((n, f) => n + f[key], 0) / list.length;
  const side = (list: Figures[]) => ({ rps: mean(list, 'rps'), p99: mean(list, 'p99'), bad: mean(list, 'bad'), cpu: mean(list, 'cpu') });
  return { ours: side(a), bare: side(b), ratio: median(a.map((f, i) => f.rps / b[i]!.rps)) };
}

interface Target {
  url: string;
  pid: number;
}

const row = (label: string, bytes: number, r: Awaited<ReturnType<typeof compare>>, note = '') =>
  `${label.padEnd(40)} ${String(bytes).padStart(8)} ${r.ours.rps.toFixed(0).padStart(10)} ${r.bare.rps.toFixed(0).padStart(10)} ${r.ratio.toFixed(2).padStart(6)} ${r.ours.p99.toFixed(1).padStart(7)} ms ${r.bare.p99.toFixed(1).padStart(6)} ms ${r.ours.cpu.toFixed(0).padStart(8)} ${r.bare.cpu.toFixed(0).padStart(8)}${note}`;

async function startBare(routesFile: string): Promise<Target & { stop: () => void }> {
  const port = await freePort();
  const child = spawn(BARE_NODE, [path.join(ROOT, 'bench/bare-fastify.mjs'), routesFile, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

async function coldStart(env: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const server = await startChildServer(
      args.binary ? { env, ...oursProgram() } : { env, program: [...START_FLAGS, path.join(ROOT, 'scripts/start.mjs')], args: [] },
    );
    times.push(performance.now() - started);
    await server.stop();
  }
  return times.sort((a, b) => a - b)[1]!;
}

async function mixedLoad(server: ChildServer, rows: number): Promise<{ rss: number; peak: number; rps: number }> {
  const ids = (n: number) => 1 + Math.floor(Math.random() * n);
  const requests = [
    ...ROUTES.map((p) => ({ method: 'GET' as const, path: p })),
    { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/home-posts/${ids(rows)}` }) },
    { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/events/${ids(rows)}` }) },
    { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/teams/${30_000 + ids(rows) - 1}` }) },
    // A query string the route ignores: a distinct URL each time, which must share the list's entry (no rebuild, no growth).
    { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `/api/home-posts?page=${ids(1_000_000)}` }) },
  ];
  // The peak is measured over this load only: writing 5 to clear_refs resets the process's VmHWM (Linux 4.0+).
  writeFileSync(`/proc/${server.child.pid!}/clear_refs`, '5');
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: Number(args.memory), requests });
  return { ...rssMb(server.child.pid!), rps: result.requests.average };
}

/** Waits (at most 60 s) until two readings of every route a second apart are the same. */
async function answersSettled(url: string): Promise<void> {
  const read = async () => (await Promise.all(ROUTES.map(async (route) => (await fetch(`${url}${route}`)).headers.get('etag') ?? route))).join(' ');
  let last = await read();
  for (let i = 0; i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await read();
    if (now === last) return;
    last = now;
  }
  throw new Error('The answers kept changing for a minute');
}

const lines: string[] = [];
const print = (line: string) => {
  lines.push(line);
  console.log(line);
};

buildClientIfStale(ROOT);
await buildServerIfStale(ROOT);
const runtime = args.binary ? `the executable, Node v${TARGET_NODE.version} (bare on the same)` : `node ${process.version} ${START_FLAGS.join(' ')}`;
print(`bench:api  ${new Date().toISOString()}  ${runtime}  ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s alternating rounds`);
print(`load average at start: ${load()}`);
for (const set of args.rows.split(',')) {
  const rows = set === 'demo' ? 0 : Number(set);
  const label = rows === 0 ? 'demo content' : `${rows} rows`;
  // rows 0: the demo content (the seed's), else that many bulk rows of each kind.
  const database = await benchDatabase(rows, { demo: rows === 0 });
  try {
    const env = { ...database.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' };
    const server = await startChildServer({ env, ...oursProgram() });
    try {
      // The demo content's images get their variants in the background after the start, which changes the answers
      // that show them (and their ETags): measure once the answers have stopped changing.
      await answersSettled(server.url);
      // The bytes our server sends, served as they are by the bare process.
      const answers = await Promise.all(
        ROUTES.map(async (url) => {
          const res = await fetch(`${server.url}${url}`);
          const body = Buffer.from(await res.arrayBuffer());
          return { url, body: body.toString('base64'), size: body.length, type: res.headers.get('content-type') ?? 'application/json', etag: res.headers.get('etag') };
        }),
      );
      const routesFile = path.join(database.dir, 'routes.json');
      writeFileSync(routesFile, JSON.stringify(answers));
      const bare = await startBare(routesFile);
      try {
        print('');
        print(`${label}${' '.repeat(42 - label.length)}bytes  ours req/s  bare req/s  ratio  ours p99  bare p99  µs CPU/answer: ours  bare`);
        const ours = { url: server.url, pid: server.child.pid! };
        for (const answer of answers) {
          const r = await compare(ours, bare, answer.url);
          print(row(answer.url, answer.size, r, r.ours.bad ? `  (${r.ours.bad} unexpected answers)` : ''));
        }
        const tag = answers.find((a) => a.url === REVALIDATED)!.etag!;
        const r = await compare(ours, bare, REVALIDATED, { 'if-none-match': tag }, 304);
        print(row(`304 ${REVALIDATED} (If-None-Match)`, 0, r, r.ours.bad ? `  (${r.ours.bad} not 304)` : ''));
      } finally {
        bare.stop();
      }
      if (rows >= 10_000 && Number(args.memory) > 0) {
        const before = rssMb(server.child.pid!);
        print(`RSS after the rounds above: ${before.rss.toFixed(0)} MB, peak ${before.peak.toFixed(0)} MB`);
        const m = await mixedLoad(server, rows);
        print(`mixed load ${args.memory} s on ${rows} rows (lists, details of random rows, list URLs with ignored queries): ${m.rps.toFixed(0)} req/s`);
        print(`RSS after ${args.memory} s of mixed load: ${m.rss.toFixed(0)} MB (target <= 180 MB); peak during it ${m.peak.toFixed(0)} MB`);
      }
    } finally {
      await server.stop();
    }
    if (set === args.rows.split(',')[0]) print(`cold start of ${args.binary ? 'the executable' : 'npm start (scripts/start.mjs)'} to the first healthy answer, median of 3: ${(await coldStart(env)).toFixed(0)} ms`);
  } finally {
    database.remove();
  }
}
print('');
print(`load average at end: ${load()}`);
