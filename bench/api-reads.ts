// Latency of the public API reads the pages make, in-process (app.inject, no network), on a seeded temp database.
// Prints p50/p95/p99 per route. Run: node --import tsx bench/api-reads.ts [iterations]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDatabase } from '../db/seed/seed';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const iterations = Number(process.argv[2] ?? 500);
const dir = mkdtempSync(path.join(tmpdir(), 'ftc-bench-'));
const config = loadConfig({ DATABASE_PATH: path.join(dir, 'bench.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), NODE_ENV: 'test' });
const { app, deps } = await buildApp({ config });
await seedDatabase(deps, { demo: true });

const routes = ['/api/home-posts', '/api/events?seasonId=10', '/api/events/ROWLT26', '/api/resources/page/team-resources', '/api/teams/all', '/api/seasons/current'];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log(`route${' '.repeat(36)}p50 ms  p95 ms  p99 ms  (${iterations} requests each)`);
for (const url of routes) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await app.inject({ url });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(6);
  console.log(`${url.padEnd(40)} ${f(percentile(times, 50))}  ${f(percentile(times, 95))}  ${f(percentile(times, 99))}`);
}
await app.close();
rmSync(dir, { recursive: true, force: true });
