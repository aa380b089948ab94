import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import { migrations as ALL_MIGRATIONS } from '../../../db/migrations/index';
import type { DB } from './connection';

/** The migrations this build knows, by name in order. Tests pass an older or newer list to play an upgrade. */
export type MigrationList = Record<string, Migration>;
export { ALL_MIGRATIONS };

function migratorFor(db: DB, list: MigrationList): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => list } });
}

/** Applies every pending migration; throws when one fails. Returns the names it applied. */
export async function migrateToLatest(db: DB, list: MigrationList = ALL_MIGRATIONS): Promise<string[]> {
  const result: MigrationResultSet = await migratorFor(db, list).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(result.error)}`);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** How a database's applied migrations stand against the ones this version knows. */
export function compareMigrations(applied: readonly string[], list: MigrationList = ALL_MIGRATIONS): { pending: string[]; unknown: string[] } {
  const known = Object.keys(list);
  return { pending: known.filter((name) => !applied.includes(name)), unknown: applied.filter((name) => !known.includes(name)) };
}

/** Why a database from a newer version (a backup it made, or a database it migrated) is refused. */
export const newerVersionMessage = (what: string, migration: string, how: 'made' | 'migrated'): string =>
  `${what} was ${how} by a newer version of the site (migration ${migration} is unknown to this one).`;
