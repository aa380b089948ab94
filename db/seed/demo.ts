// Demo content (fictional, in Romanian like the public site): posts, resources, the current season's events with
// their sponsors, regions and teams. Seeded on a new database unless SEED_DEMO=false.
import type { SeedContext } from './context';
import { seedEvents, type DemoEventKey } from './demo-events';
import { seedPosts } from './demo-posts';
import { seedResources } from './demo-resources';
import { seedSponsors } from './demo-sponsors';
import { seedTeams } from './demo-teams';

/** The current season, or the newest one when none is marked current; null when the database has no season. */
async function currentSeasonId(ctx: SeedContext): Promise<number | null> {
  const row = await ctx.trx
    .selectFrom('seasons')
    .select('id')
    .orderBy('is_current', 'desc')
    .orderBy('season_number', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function seedDemo(ctx: SeedContext): Promise<void> {
  await seedPosts(ctx);
  await seedResources(ctx);
  const seasonId = await currentSeasonId(ctx);
  const events: Partial<Record<DemoEventKey, number>> = seasonId === null ? {} : await seedEvents(ctx, seasonId);
  const registrations = await seedTeams(ctx, seasonId, events);
  await seedSponsors(ctx, events, registrations);
}
