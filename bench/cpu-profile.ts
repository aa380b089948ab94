// Where a public read's time goes: runs the compiled server under `node --cpu-prof` on a temp database with `rows`
// rows of each kind, sends autocannon at one URL, stops the server and prints the functions with the most self time.
// Run: node --import tsx bench/cpu-profile.ts [url] [rows] [seconds] [--revalidate]   (default /api/home-posts/, 100, 10)
// --revalidate sends the answer's ETag back in If-None-Match (the 304 path).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServerIfStale, SERVER_BUNDLE } from '../scripts/build-steps.mjs';
import { startChildServer } from '../test/helpers/child-server';
import { benchDatabase } from './bulk-seed';

const [url = '/api/home-posts/', rows = '100', seconds = '10'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const ROOT = path.resolve(import.meta.dirname, '..');
await buildServerIfStale(ROOT);
const { dir, env, remove } = await benchDatabase(Number(rows));

const profiles = path.join(dir, 'profiles');
const server = await startChildServer({
  env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'profile admin password' },
  program: ['--cpu-prof', `--cpu-prof-dir=${profiles}`, path.join(ROOT, SERVER_BUNDLE)],
});
const etag = process.argv.includes('--revalidate') ? ((await fetch(`${server.url}${url}`)).headers.get('etag') ?? '') : '';
const result = await autocannon({ url: `${server.url}${url}`, connections: 10, duration: Number(seconds), headers: etag ? { 'if-none-match': etag } : {} });
await server.stop();

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number }
const profile = JSON.parse(readFileSync(path.join(profiles, readdirSync(profiles)[0]!), 'utf8')) as { nodes: Node[] };
const self = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const { functionName, url: file, lineNumber } = node.callFrame;
  const where = file ? `${path.basename(file.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + node.hitCount);
  total += node.hitCount;
}
// Shares of the time the process was busy: idle time says how loaded the machine was, not where the work goes.
const idle = self.get('(idle)') ?? 0;
self.delete('(idle)');
const busy = total - idle;
console.log(`${etag ? '304 ' : ''}${url} on ${rows} rows: ${result.requests.average.toFixed(0)} req/s over ${seconds} s, idle ${((idle / total) * 100).toFixed(0)}% of samples; self time by function, share of busy time (top ${process.env.TOP ?? 25}):`);
for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${key}`);
remove();
