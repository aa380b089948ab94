// Seeds a database once: the spec's built-in content always, demo content when asked (default: on a new database).
// Each part runs once per database (remembered in app_meta), in one transaction, so seeding twice changes nothing
// and content an editor deleted never comes back.
import { isoNow } from '../../src/server/clock';
import type { Deps } from '../../src/server/deps';
import { seedBuiltin } from './builtin';
import { seedContext, type SeedContext } from './context';
import { seedDemo } from './demo';

export const SEED_PARTS = {
  builtin: 'seed:builtin',
  demo: 'seed:demo',
} as const;
export type SeedPart = keyof typeof SEED_PARTS;

/**
 * Runs a part unless the database already had it. The app_meta row is claimed first in the same transaction, so
 * two processes cannot both seed. When the part fails, its rows roll back and the files it stored are removed.
 */
async function runPart(deps: Deps, part: SeedPart, run: (ctx: SeedContext) => Promise<void>): Promise<boolean> {
  const stored: string[] = [];
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('app_meta')
        .values({ key: SEED_PARTS[part], value: isoNow(deps.clock) })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) return false;
      await run(seedContext(deps, trx, stored));
      return true;
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw new Error(`Seeding ${part} content failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Returns the names of the parts seeded now. `demo` undefined: demo content only together with the built-in part
 * (a new database); false: never now; true: also on an existing database that never had it.
 */
export async function seedDatabase(deps: Deps, options: { demo?: boolean } = {}): Promise<SeedPart[]> {
  const seeded: SeedPart[] = [];
  const builtinNow = await runPart(deps, 'builtin', seedBuiltin);
  if (builtinNow) seeded.push('builtin');
  if ((options.demo ?? builtinNow) && (await runPart(deps, 'demo', seedDemo))) seeded.push('demo');
  return seeded;
}
