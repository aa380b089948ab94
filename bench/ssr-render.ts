// Server rendering of the public pages (issue 14), in one run, printed side by side (figures, never asserted):
// - the cold render of /home, /events and an event page: p50 and p95 of the whole page answer (reads from the
//   services, React's render, head and state) with the page cache off, in-process (target p50 ≤ 10 ms);
// - the cached answer's req/s (gzip) from the compiled server, beside a bare Fastify process sending the very same bytes,
//   in alternating autocannon rounds (target ≥ 0.6×);
// - /home's first-visit JavaScript (bench/first-visit.ts: the entry, the app it loads after the first paint, the page's
//   chunks, gzip) and its HTML (stylesheets inlined), gzip.
// Run: npm run bench:ssr [-- --seconds 5 --rounds 3 --renders 200]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { seedDatabase } from '../db/seed/seed';
import { buildClientIfStale, buildServerIfStale, SERVER_BUNDLE, serverNodeFlags } from '../scripts/build-steps.mjs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { listEvents } from '../src/server/modules/events/events.service';
import { pageRenderer } from '../src/server/modules/pages/page-renderer';
import { loadSsrRender } from '../src/server/modules/pages/ssr-bundle';
import { readStylesheets } from '../src/server/modules/pages/stylesheets';
import { paths } from '../src/shared/site-pages';
import { freePort, startChildServer } from '../test/helpers/child-server';
import { firstVisitScripts, gzipSizes, homeSources } from './first-visit';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' }, renders: { type: 'string', default: '200' } },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const RENDERS = Number(args.renders);

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The answer's bytes as sent (gzip, not decoded) and its headers. */
const rawGet = (url: string) =>
  new Promise<{ body: Buffer; type: string; etag: string }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), type: String(res.headers['content-type']), etag: String(res.headers.etag) }));
    }).on('error', reject);
  });

buildClientIfStale(ROOT);
await buildServerIfStale(ROOT);

const dir = mkdtempSync(path.join(tmpdir(), 'ftc-bench-ssr-'));
const env = { DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false' };
try {
  // 1. Cold renders, in-process, the page cache off (versions always unknown: nothing is kept).
  const { app, deps } = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' }), clientDir: CLIENT_DIR });
  await seedDatabase(deps, { demo: true });
  const event = (await listEvents(deps)).find((e) => e.ftcEventCode)!;
  const routes = [paths.home, paths.events, paths.event(event.ftcEventCode!)];
  // Versions that are always unknown: the renderer then keeps nothing, so each render is a cold one.
  const render = pageRenderer(deps, { current: () => null }, loadSsrRender(CLIENT_DIR), readStylesheets(CLIENT_DIR));
  const shell = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const request = (url: string) => ({ url, protocol: 'http' as const, host: '127.0.0.1' });
  console.log(`Load average: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (2 cores shared: figures move with it)\n`);
  console.log(`${'cold render (cache off)'.padEnd(34)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'HTML'.padStart(10)} ${'gzip'.padStart(9)}`);
  const htmlOf: Record<string, string> = {};
  for (const url of routes) {
    for (let i = 0; i < 20; i++) await render(request(url), shell); // warm-up: JIT, the lazy pages, SQLite's pages
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const started = performance.now();
      await render(request(url), shell);
      times.push(performance.now() - started);
    }
    htmlOf[url] = (await render(request(url), shell)).html;
    const html = Buffer.from(htmlOf[url]);
    console.log(`${url.padEnd(34)} ${quantile(times, 0.5).toFixed(2).padStart(5)} ms ${quantile(times, 0.95).toFixed(2).padStart(5)} ms ${kb(html.length).padStart(10)} ${kb(gzipSync(html).length).padStart(9)}`);
  }
  await app.close();

  // 2. The cached answer from the compiled server beside a bare Fastify sending the same bytes.
  const server = await startChildServer({
    env: { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' },
    program: [...serverNodeFlags(ROOT), path.join(ROOT, SERVER_BUNDLE)],
  });
  const bareRoutes: Array<{ url: string; body: string; type: string; etag: string }> = [];
  for (const url of routes) {
    await rawGet(`${server.url}${url}`); // the first answer renders and keeps the page
    const { body, type, etag } = await rawGet(`${server.url}${url}`);
    bareRoutes.push({ url, body: body.toString('base64'), type, etag });
  }
  const routesFile = path.join(dir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(bareRoutes));
  const port = await freePort();
  const bare = spawn(process.execPath, [path.join(ROOT, 'bench/bare-fastify.mjs'), routesFile, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => bare.stdout!.once('data', () => resolve()));
  const cannon = async (url: string) => (await autocannon({ url, connections: 10, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } })).requests.average;
  console.log(`\n${'cached answer (gzip), req/s'.padEnd(34)} ${'ours'.padStart(8)} ${'bare'.padStart(8)} ${'ratio'.padStart(7)}  (target ≥ 0.6)`);
  for (const url of routes) {
    const ratios: number[] = [];
    let ours = 0;
    let theirs = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const a = await cannon(`${server.url}${url}`);
      const b = await cannon(`http://127.0.0.1:${port}${url}`);
      ours += a / ROUNDS;
      theirs += b / ROUNDS;
      ratios.push(a / b);
    }
    console.log(`${url.padEnd(34)} ${ours.toFixed(0).padStart(8)} ${theirs.toFixed(0).padStart(8)} ${quantile(ratios, 0.5).toFixed(2).padStart(7)}`);
  }
  bare.kill('SIGTERM');
  await server.stop();

  // 3. /home's first visit: the JavaScript it loads without interaction, gzip; and the HTML.
  const home = htmlOf[paths.home]!;
  const scripts = firstVisitScripts(CLIENT_DIR, homeSources());
  const js = gzipSizes(CLIENT_DIR, scripts).reduce((sum, f) => sum + f.bytes, 0);
  const dashboard = scripts.filter((f) => /account-routes|trpc/.test(f));
  console.log(`\n/home first visit: ${kb(js)} gzip JavaScript in ${scripts.length} files (budget 100 KB); HTML ${kb(gzipSync(home).length)} gzip (budget 60 KB)`);
  console.log(dashboard.length ? `Dashboard code on /home: ${dashboard.join(', ')}` : 'No dashboard or tRPC code on /home.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
