// Upgrades: when a newer version starts on a database that has pending migrations, it first takes a backup next to
// the database (`<db folder>/backups/<name>-before-<version>-<time>.sqlite`), says so in one line, then migrates.
// A new database (no migration applied yet) needs no backup.
import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../db/connection';
import { ALL_MIGRATIONS, compareMigrations, migrateToLatest, newerVersionMessage, type MigrationList } from '../db/migrator';
import { APP_VERSION } from '../version';
import { backupDatabase } from './backup';
import { fileStamp, MIGRATION_TABLE } from './sqlite-file';

export interface UpgradeOptions {
  databasePath: string;
  migrations?: MigrationList;
  /** Receives the one line that names the backup. */
  notice?: (line: string) => void;
  version?: string;
}

export interface UpgradeResult {
  applied: string[];
  /** The backup taken before migrating, or null when none was needed. */
  backup: string | null;
}

export function upgradeBackupPath(databasePath: string, version: string, at: Date): string {
  const resolved = path.resolve(databasePath);
  const name = path.basename(resolved, path.extname(resolved));
  return path.join(path.dirname(resolved), 'backups', `${name}-before-${version}-${fileStamp(at)}.sqlite`);
}

async function appliedMigrations(db: DB): Promise<string[]> {
  const table = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${MIGRATION_TABLE}`.execute(db);
  if (!table.rows[0]?.n) return [];
  const rows = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** Brings the database to this version's schema, backing it up first when that changes an existing database. */
export async function migrateWithBackup(db: DB, options: UpgradeOptions): Promise<UpgradeResult> {
  const list = options.migrations ?? ALL_MIGRATIONS;
  const applied = await appliedMigrations(db);
  const { pending, unknown } = compareMigrations(applied, list);
  if (unknown.length) {
    throw new Error(`${newerVersionMessage(`The database ${options.databasePath}`, unknown[0]!, 'migrated')} Run the newer version, or restore a backup made before the upgrade.`);
  }
  let backup: string | null = null;
  // A new database (nothing applied yet) has nothing to lose.
  if (applied.length && pending.length && options.databasePath !== ':memory:') {
    const version = options.version ?? APP_VERSION;
    const result = await backupDatabase({
      databasePath: options.databasePath,
      destination: upgradeBackupPath(options.databasePath, version, new Date()),
    });
    backup = result.destination;
    options.notice?.(`Upgrading the database to version ${version} (${pending.length} migration${pending.length === 1 ? '' : 's'}); backed up first to ${backup}`);
  }
  return { applied: await migrateToLatest(db, list), backup };
}
