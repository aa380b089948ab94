// Opens the database named by DATABASE_PATH for a command, bringing it to this version's schema first (after a
// backup when that upgrades an existing database), and builds the services' dependencies around it.
import type { FastifyBaseLogger } from 'fastify';
import { backgroundTasks } from '../background';
import { systemClock } from '../clock';
import type { Config } from '../config';
import { openDatabase } from '../db/connection';
import type { Deps } from '../deps';
import { loadKeys } from '../modules/auth/keys';
import { migrateWithBackup } from '../ops/upgrade';
import { installActivityRecording } from '../modules/activity/activity-triggers';
import { runAs, systemWho, SYSTEM_ACTORS } from '../modules/activity/activity-context';
import { localDiskStorage } from '../storage/local-disk';

// The services log only unexpected problems; the command line reports failures itself.
const noop = () => undefined;
const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
};

export interface DepsOptions {
  /** Receives the line naming the backup taken before an upgrade. */
  notice?: (line: string) => void;
}

export async function withDeps<T>(config: Config, options: DepsOptions, run: (deps: Deps, applied: string[]) => Promise<T>): Promise<T> {
  const database = openDatabase(config.DATABASE_PATH);
  try {
    const { applied } = await migrateWithBackup(database.db, { databasePath: config.DATABASE_PATH, notice: options.notice });
    const deps: Deps = {
      db: database.db,
      ping: database.ping,
      storage: localDiskStorage(config.UPLOADS_DIR),
      config,
      keys: await loadKeys(database.db, config),
      clock: systemClock,
      log: silentLogger,
      background: backgroundTasks(silentLogger),
    };
    installActivityRecording(database.sqlite, deps.clock);
    try {
      // A command's writes are the command line's in the activity log (the sync names itself inside).
      return await runAs(systemWho(SYSTEM_ACTORS.cli), () => run(deps, applied));
    } finally {
      await deps.background.close();
    }
  } finally {
    await database.close();
  }
}
