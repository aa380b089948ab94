// Starts the site: reads the settings, builds the app (migrating the database), seeds a new database, makes the
// first admin, listens, and shuts down gracefully on SIGTERM/SIGINT.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDatabase } from '../../db/seed/seed';
import { ensureFirstAdmin } from './modules/users/users.service';

export interface StartOptions {
  clientDir?: string | null;
  nativeBinding?: string | object;
}

function loggerFor(config: Config) {
  const level = config.LOG_LEVEL ?? (config.NODE_ENV === 'development' ? 'info' : 'warn');
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] };
}

export async function startServer(config: Config, options: StartOptions = {}) {
  const { app, deps } = await buildApp({
    config,
    clientDir: options.clientDir === undefined ? path.resolve('dist/client') : options.clientDir,
    logger: loggerFor(config),
    nativeBinding: options.nativeBinding,
  });

  const seeded = await seedDatabase(deps, { demo: config.SEED_DEMO });
  if (seeded.length) console.log(`Seeded the database: ${seeded.join(' and ')} content`);

  const admin = await ensureFirstAdmin(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  console.log(`FTC Romania site running at ${address}`);
  if (admin) {
    console.log(`First admin created: sign in at ${address}/login as ${admin.email}`);
    if (admin.password) console.log(`  Generated password (shown once, change it after signing in): ${admin.password}`);
    else console.log('  Password: the ADMIN_PASSWORD you set.');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.warn(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close(); // stops accepting, waits for requests in flight, then closes the database (onClose)
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return app;
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  try {
    await startServer(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  }
}
