// Load on the real server (point 16) with an online backup in the middle (point 18's figure).
// Starts the server as a child process, the way production does, on a temp database with the demo content; signs in
// as an editor; then autocannon sends a mix of public reads and editor writes over loopback. Halfway through, an
// online backup is taken and checked against a restore of it. Prints requests/s, latency p50/p90/p99, non-2xx,
// errors and SQLITE_BUSY; exits 1 when any of them is not 0 or the backup does not check out.
// Run: npm run bench:load [-- seconds connections]   (default 30 s, 50 connections)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { runCli } from '../src/server/cli';
import { backupDatabase } from '../src/server/ops/backup';
import { restoreDatabase } from '../src/server/ops/restore';
import { httpClient, startChildServer } from '../test/helpers/child-server';
import { integrityOf, rowCountsOf, withSqlite } from '../test/helpers/db-check';

const seconds = Number(process.argv[2] ?? process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.argv[3] ?? process.env.LOAD_CONNECTIONS ?? 50);
const EDITOR = { email: 'load-editor@test.ro', password: 'load test password' };

const dir = mkdtempSync(path.join(tmpdir(), 'ftc-load-'));
const databasePath = path.join(dir, 'site.sqlite');
const uploadsDir = path.join(dir, 'uploads');
const env = { DATABASE_PATH: databasePath, UPLOADS_DIR: uploadsDir, SEED_DEMO: 'true' };
const problems: string[] = [];

const silent = { out: () => undefined, err: (line: string) => console.error(line) };
const server = await runCli(['user', 'create', '--email', EDITOR.email, '--name', 'Load Editor', '--role', 'EDITOR', '--password', EDITOR.password], env, silent)
  .then((code) => (code === 0 ? startChildServer({ env }) : Promise.reject(new Error('Could not create the editor'))))
  .catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
try {
  const editor = httpClient(server.url);
  await editor.login(EDITOR.email, EDITOR.password);
  // The resources an editor can save as they are (the demo has a few that break their category's rule on purpose).
  const resources = (await editor.request('GET', '/api/resources')).body as { message: Array<{ id: number; description: string }> };
  const resourceIds: number[] = [];
  for (const r of resources.message) {
    if ((await editor.request('PUT', `/api/resources/${r.id}`, { description: r.description })).status === 200) resourceIds.push(r.id);
  }
  if (resourceIds.length === 0) throw new Error('The demo content has no resource an editor can save');

  const json = { ...editor.authHeaders(), 'content-type': 'application/json' };
  let writes = 0;
  const read = (url: string): Request => ({ method: 'GET', path: url });
  // Each connection's cycle remembers the post it created; autocannon types the context as a bare object.
  const postOf = (context: object) => (context as { postId?: number }).postId;
  // setupRequest returning nothing makes autocannon start the cycle again (the post's create failed, already counted).
  const RESTART = undefined as unknown as Request;
  // One cycle per connection: 11 public reads and 4 editor writes (create, rename, delete a post; edit a resource).
  const requests: Request[] = [
    read('/api/home-posts'),
    read('/api/events?seasonId=10'),
    {
      method: 'POST',
      path: '/api/home-posts',
      headers: json,
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ title: `Load test post ${++writes}`, description: 'Written by bench/load.ts under load.' }) }),
      onResponse: (status, body, context) => {
        if (status === 201) (context as { postId?: number }).postId = (JSON.parse(body) as { message: { id: number } }).message.id;
      },
    },
    read('/api/resources/page/team-resources'),
    read('/api/competitions'),
    {
      method: 'PUT',
      headers: json,
      setupRequest: (req, context) =>
        postOf(context) ? { ...req, path: `/api/home-posts/${postOf(context)}`, body: JSON.stringify({ title: `Renamed load post ${++writes}` }) } : RESTART,
    },
    read('/api/seasons'),
    read('/api/seasons/current'),
    read('/'),
    {
      method: 'PUT',
      headers: json,
      setupRequest: (req) => {
        const id = resourceIds[++writes % resourceIds.length];
        return { ...req, path: `/api/resources/${id}`, body: JSON.stringify({ description: `Edited under load, write ${writes}.` }) };
      },
    },
    read('/api/events/upcoming'),
    read('/api/teams/all'),
    read('/api/sponsors'),
    read('/api/events/ROWLT26'),
    {
      method: 'DELETE',
      headers: json,
      setupRequest: (req, context) => {
        if (!postOf(context)) return RESTART;
        writes++;
        return { ...req, path: `/api/home-posts/${postOf(context)}` };
      },
    },
  ];

  console.log(`Load: ${connections} connections for ${seconds} s on ${server.url} (11 public reads and 4 editor writes per cycle)`);
  const run = autocannon({ url: server.url, connections, duration: seconds, requests });

  // The online backup, halfway through, while the load runs. It runs in this process: its VACUUM INTO holds up
  // autocannon's own loop for those milliseconds, so the latency figures include it (the server is not held up).
  const backupDone = new Promise<void>((resolve) => setTimeout(resolve, (seconds * 1000) / 2)).then(async () => {
    const destination = path.join(dir, 'backup.sqlite');
    const started = performance.now();
    const backup = await backupDatabase({ databasePath, destination });
    const took = performance.now() - started;
    const backupCheck = withSqlite(backup.destination, (db) => ({ integrity: integrityOf(db), counts: rowCountsOf(db) }), { readonly: true });
    const restoredPath = path.join(dir, 'restored', 'site.sqlite');
    await restoreDatabase({ source: backup.destination, databasePath: restoredPath });
    const restored = withSqlite(restoredPath, (db) => ({ integrity: integrityOf(db), counts: rowCountsOf(db) }));
    return { took, bytes: backup.bytes, backupCheck, restored };
  });

  backupDone.catch(() => undefined); // a failure is reported by the await below, after the load has finished
  const result = await run;
  const backup = await backupDone;
  await server.stop('SIGTERM');
  const log = server.output();
  const logLines = (pattern: RegExp) => log.split('\n').filter((line) => pattern.test(line)).length;
  const busy = logLines(/SQLITE_BUSY|database is locked/);
  const failedRequests = logLines(/request failed/);
  const live = withSqlite(databasePath, integrityOf);

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`requests/s      ${result.requests.average.toFixed(0)} (${result.requests.total} requests, ${writes} editor writes sent)`);
  console.log(`latency         p50 ${ms(result.latency.p50)}  p90 ${ms(result.latency.p90)}  p99 ${ms(result.latency.p99)}  max ${ms(result.latency.max)}`);
  console.log(`non-2xx         ${result.non2xx} (4xx ${result['4xx']}, 5xx ${result['5xx']})`);
  console.log(`errors          ${result.errors} (timeouts ${result.timeouts})`);
  console.log(`SQLITE_BUSY     ${busy} log lines (${failedRequests} failed requests logged)`);
  console.log(`database        integrity after the run: ${live}`);

  const tables = Object.keys(backup.backupCheck.counts);
  const differing = tables.filter((t) => backup.backupCheck.counts[t] !== backup.restored.counts[t]);
  console.log(`online backup   ${(backup.bytes / 1024).toFixed(0)} KB in ${ms(backup.took)} during the load; integrity ${backup.backupCheck.integrity}; restored integrity ${backup.restored.integrity}`);
  console.log(`                ${tables.length} tables, row counts backup = restore: ${differing.length === 0 ? 'yes' : `NO (${differing.join(', ')})`}`);
  console.log(`                ${tables.map((t) => `${t} ${backup.backupCheck.counts[t]}`).join(', ')}`);

  if (result.errors > 0 || result.timeouts > 0) problems.push(`${result.errors} errors, ${result.timeouts} timeouts`);
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers`);
  if (busy > 0) problems.push(`${busy} SQLITE_BUSY`);
  if (failedRequests > 0) problems.push(`${failedRequests} failed requests in the server log`);
  if (live !== 'ok') problems.push(`live database integrity: ${live}`);
  if (backup.backupCheck.integrity !== 'ok' || backup.restored.integrity !== 'ok') problems.push('backup integrity');
  if (differing.length > 0 || tables.length === 0) problems.push('backup and restore row counts differ');
  if (problems.length) console.log(`\nFAILED: ${problems.join('; ')}\n--- server log ---\n${log.slice(-4000)}`);
} finally {
  await server.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(problems.length ? 1 : 0);
