import { Migrator, type MigrationResultSet } from 'kysely';
import { migrations } from '../../../db/migrations/index';
import type { DB } from './connection';

function migratorFor(db: DB): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies every pending migration; throws when one fails. Returns the names it applied. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const result: MigrationResultSet = await migratorFor(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(result.error)}`);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pendingMigrations(db: DB): Promise<string[]> {
  const all = await migratorFor(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
