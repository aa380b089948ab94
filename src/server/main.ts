// Starts the site: builds the app (migrating the database, after a backup when it is an upgrade), seeds a new
// database, makes the first admin, takes the database's lock and listens. runServer then serves until a signal and
// shuts down gracefully (close-with-grace): stop accepting, finish the requests in flight, close the database, drop
// the lock.
// No top-level await and no import.meta here: the executable bundles this file as CommonJS.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { seedDatabase } from '../../db/seed/seed';
import { runAs, systemWho, SYSTEM_ACTORS } from './modules/activity/activity-context';
import { buildApp, type BuiltApp, type DevPages } from './app';
import { makeMissingVariants } from './modules/files/image-variants.service';
import { assertServable, isLoopbackHost, type Config } from './config';
import { loggerOptions } from './logger';
import { ensureFirstAdmin } from './modules/users/users.service';
import { acquireServerLock, lockHolder } from './ops/lock';
import { APP_VERSION } from './version';

export interface StartOptions {
  /** The built client folder; dist/client by default, null to serve no pages. */
  clientDir?: string | null;
  /** `npm run dev`: the pages from Vite (app.ts DevPages). */
  devPages?: DevPages;
  /** Where the start-up lines go (address, first admin, upgrade backup); console.log by default. */
  print?: (line: string) => void;
}

/** How long requests in flight may take to finish after SIGTERM before the process gives up on them. */
export const SHUTDOWN_GRACE_MS = 10_000;

const displayHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host);

/**
 * Once close() has begun (the listening socket is closed at once), a request still in flight must not leave its
 * keep-alive connection open: close() waits for every connection, so one idle browser would hold the shutdown until
 * the grace period ends. Its reply says `Connection: close`, and idle connections are closed as each reply ends.
 */
function endKeepAliveWhenStopping(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each is waste.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!app.server.listening) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (!app.server.listening) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<FastifyInstance> {
  const print = options.print ?? ((line: string) => console.log(line));
  assertServable(config); // before the lock, the database or a port is touched
  const onDisk = config.DATABASE_PATH !== ':memory:';
  const other = onDisk ? lockHolder(config.DATABASE_PATH) : null;
  if (other) print(`Warning: another server (pid ${other.pid}) seems to be using ${config.DATABASE_PATH} too.`);
  const releaseLock = onDisk ? acquireServerLock(config.DATABASE_PATH, APP_VERSION) : () => undefined;

  let built: BuiltApp;
  try {
    built = await buildApp({
      config,
      clientDir: options.clientDir === undefined ? path.resolve('dist/client') : options.clientDir,
      devPages: options.devPages,
      logger: loggerOptions(config),
      notice: print,
      scheduleFtcSync: true,
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const { app, deps } = built;
  app.addHook('onClose', async () => releaseLock());
  endKeepAliveWhenStopping(app);

  try {
    const seeded = await runAs(systemWho(SYSTEM_ACTORS.seed), () => seedDatabase(deps, { demo: config.SEED_DEMO }));
    if (seeded.length) print(`Seeded the database: ${seeded.join(' and ')} content`);
    const admin = await ensureFirstAdmin(deps);
    await app.listen({ port: config.PORT, host: config.HOST });
    const { port } = app.server.address() as AddressInfo;
    const address = `http://${displayHost(config.HOST)}:${port}`;
    print(`FTC Romania site ${APP_VERSION} running at ${address}`);
    // Images stored before this version (and the seed's) get their resized variants, one at a time, in the
    // background: the site answers meanwhile (with the originals until an image's variants are recorded).
    deps.background.run('image variants', async (signal) => {
      const pass = await makeMissingVariants(deps, signal);
      if (pass.images) deps.log.info(pass, 'made the missing image variants');
    });
    if (!config.PUBLIC_URL && !isLoopbackHost(config.HOST)) {
      print('  PUBLIC_URL is not set: sign-in and changes work only on pages opened at an IP address or localhost.');
    }
    if (admin) {
      print(`First admin created: sign in at ${address}/login as ${admin.email}`);
      if (admin.password) print(`  Generated password (shown once; you choose your own at the first sign-in): ${admin.password}`);
      else print('  Password: the ADMIN_PASSWORD you set.');
    }
  } catch (error) {
    await app.close(); // closes the database and drops the lock
    throw error;
  }
  return app;
}

/**
 * Signals whose listeners would run in a process left in an unsafe state (a real crash of the SQLite addon), or that
 * debuggers use: those keep Node's default (the process ends at once; a stale lock is ignored by the next start).
 */
const NOT_GRACEFUL: closeWithGrace.AllEvents[] = ['SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV'];

/**
 * Starts the server, then leaves the stop to close-with-grace: on SIGTERM, SIGINT (and SIGHUP, SIGQUIT, SIGUSR2) or an
 * uncaught error, app.close() stops accepting, waits for the requests in flight, then runs onClose (database, lock).
 * close-with-grace then ends the process: 0 when it closed in time, 1 after an error, after SHUTDOWN_GRACE_MS, or
 * at once on a second signal. So the promise never settles.
 */
export async function runServer(config: Config, options: StartOptions = {}): Promise<never> {
  const app = await startServer(config, options);
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: app.log,
      skip: NOT_GRACEFUL,
      onTimeout: () => app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error, closing');
      else app.log.warn(`${signal ?? 'stop'} received, closing`);
      await app.close();
    },
  );
  return new Promise<never>(() => undefined);
}
