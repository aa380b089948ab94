// Two builds of the server side by side on one request (the 304 revalidation by default): each bundle runs as bench:api
// runs it (start flags, 100 rows), beside bare Fastify sending the same bytes, in alternating rounds; prints the CPU
// time per answer (µs, the figure a busy machine disturbs least) and req/s of each, and their medians.
// Run: node --import tsx bench/ab-bundles.ts <a.cjs> <b.cjs> [url] [rounds] [seconds] [--revalidate]   (ROWS=10000 for more rows)
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../scripts/build-steps.mjs';
import { freePort, startChildServer } from '../test/helpers/child-server';
import { benchDatabase } from './bulk-seed';

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [a, b, url = '/api/home-posts/', rounds = '5', seconds = '3'] = positional;
const revalidate = process.argv.includes('--revalidate');
const ROOT = path.resolve(import.meta.dirname, '..');
const { dir, env, remove } = await benchDatabase(Number(process.env.ROWS ?? 100));
const serverEnv = { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' };
const flags = serverNodeFlags(ROOT);
const servers = [];
// FLAGS_A / FLAGS_B: other node options for one side (e.g. a young generation size), the start script's otherwise.
const flagsOf = (side: string) => (process.env[`FLAGS_${side}`]?.split(' ').filter(Boolean) ?? flags);
for (const [side, bundle] of [['A', a!], ['B', b!]] as const) servers.push(await startChildServer({ env: serverEnv, program: [...flagsOf(side), path.resolve(bundle)] }));
const first = await fetch(`${servers[0]!.url}${url}`);
const body = Buffer.from(await first.arrayBuffer());
const etag = first.headers.get('etag');
const routes = path.join(dir, 'routes.json');
writeFileSync(routes, JSON.stringify([{ url, body: body.toString('base64'), type: first.headers.get('content-type'), etag }]));
const port = await freePort();
const bare = spawn(process.execPath, [path.join(ROOT, 'bench/bare-fastify.mjs'), routes, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => bare.stdout!.once('data', resolve));
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
const targets = [
  { name: 'A', url: servers[0]!.url, pid: servers[0]!.child.pid! },
  { name: 'B', url: servers[1]!.url, pid: servers[1]!.child.pid! },
  { name: 'bare', url: `http://127.0.0.1:${port}`, pid: bare.pid! },
];
const headers = revalidate && etag ? { 'if-none-match': etag } : {};
const results = new Map<string, { cpu: number[]; rps: number[] }>(targets.map((t) => [t.name, { cpu: [], rps: [] }]));
for (let round = 0; round < Number(rounds); round++) {
  for (const t of round % 2 ? [...targets].reverse() : targets) {
    const before = cpuOf(t.pid);
    const r = await autocannon({ url: `${t.url}${url}`, connections: 10, duration: Number(seconds), headers });
    results.get(t.name)!.cpu.push((cpuOf(t.pid) - before) / Math.max(1, r.requests.total));
    results.get(t.name)!.rps.push(r.requests.average);
  }
}
const median = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)]!;
console.log(`${revalidate ? '304 ' : ''}${url}: ${rounds} rounds of ${seconds} s; A=${a} B=${b}`);
for (const [name, r] of results) console.log(`${name.padEnd(5)} CPU µs/answer median ${median(r.cpu).toFixed(1)} [${r.cpu.map((c) => c.toFixed(1)).join(' ')}]  req/s median ${median(r.rps).toFixed(0)}`);
bare.kill();
for (const s of servers) await s.stop();
remove();
