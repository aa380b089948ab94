// The attack of issue 21, finding 1, against a started server: connections that each send tRPC batches of the
// signed-in user's own password change in a loop (half guessing the current password, half giving it and setting it
// again), while one static file of the built client is fetched one request after another. Prints the static file's
// p50/p95 before the attack and during it, and what the attack's calls got. Before the fix the file waited 14-35 s.
// The server runs as production starts it (its own process, libuv's pool of 2 threads) on a fresh database.
// Run: npm run bench:password-attack [-- --connections 4 --calls 10 --seconds 10]
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildClientIfStale } from '../scripts/build-steps.mjs';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createUser } from '../src/server/modules/users/users.service';
import { httpClient, startChildServer } from '../test/helpers/child-server';
import { passwordAttack, percentile } from '../test/helpers/password-attack';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '4' },
    calls: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'bench password attack';
const ACCOUNTS = { guesser: 'guesser@bench.ro', owner: 'owner@bench.ro' };

buildClientIfStale(ROOT);
const asset = readdirSync(path.join(ROOT, 'dist/client/assets')).find((name) => name.endsWith('.js'));
if (!asset) throw new Error('dist/client/assets holds no script');

const dir = mkdtempSync(path.join(tmpdir(), 'ftc-bench-password-'));
const env = { DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false' };
const { app, deps } = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
await createUser(deps, 'cli', { email: ACCOUNTS.guesser, name: 'Guesser', password: PASSWORD, userType: 'TEAM' });
await createUser(deps, 'cli', { email: ACCOUNTS.owner, name: 'Owner', password: PASSWORD, userType: 'TEAM' });
await app.close();

const server = await startChildServer({ env: { ...env, LOG_LEVEL: 'warn' } });
try {
  const guesser = httpClient(server.url);
  await guesser.login(ACCOUNTS.guesser, PASSWORD);
  const owner = httpClient(server.url);
  await owner.login(ACCOUNTS.owner, PASSWORD);
  const figures = await passwordAttack({
    url: server.url,
    guesser,
    owner,
    password: PASSWORD,
    staticPath: `/assets/${asset}`,
    connections: Number(args.connections),
    calls: Number(args.calls),
    seconds: Number(args.seconds),
  });
  const line = (label: string, values: number[]) =>
    `${label.padEnd(22)} p50 ${percentile(values, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(8)} ms   (${values.length} answers)`;
  console.log(`password attack: ${args.connections} connections, batches of ${args.calls} account.update calls; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(line('static, before', figures.quiet));
  console.log(line('static, during attack', figures.during));
  console.log(`attack calls: ${figures.changed} changed the password, ${figures.refused} refused (wrong, locked out or busy), ${figures.batchesRefused} batches refused whole`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
