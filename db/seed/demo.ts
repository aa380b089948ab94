// Demo content (fictional, in Romanian like the public site): posts, resources, the current season's events with
// their sponsors, regions and teams. Seeded on a new database unless SEED_DEMO=false.
import { calendarDay } from './calendar';
import type { SeedContext } from './context';
import { largestIds, markSince } from './demo-marks';
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

/** 'DECODE 2025-2026' -> '2025-2026'. */
const labelOf = (seasonName: string): string | null => /(\d{4}-\d{4})\s*$/.exec(seasonName)?.[1] ?? null;

/**
 * The current season's calendar tab on /concursuri, made of the demo events (so nothing claims real dates): its
 * regional stages and the national championship, on the days of those events. Removed with the demo content.
 */
async function seedCalendar(ctx: SeedContext, seasonId: number, events: Partial<Record<DemoEventKey, number>>): Promise<void> {
  const season = await ctx.trx.selectFrom('seasons').select('season_name').where('id', '=', seasonId).executeTakeFirst();
  const label = season ? labelOf(season.season_name) : null;
  if (!label) return;
  const keys: Array<[DemoEventKey, 'regional' | 'national']> = [['north', 'regional'], ['south', 'regional'], ['national', 'national']];
  let order = 0;
  for (const [key, stage] of keys) {
    const id = events[key];
    if (id === undefined) continue;
    const event = await ctx.trx.selectFrom('events').select(['title', 'location', 'date_start', 'date_end']).where('id', '=', id).executeTakeFirstOrThrow();
    await ctx.trx
      .insertInto('competition_stages')
      .values({
        season_label: label,
        stage,
        name: event.title.split(' – ')[0]!,
        city: event.location,
        date_start: calendarDay(event.date_start),
        date_end: calendarDay(event.date_end),
        sort_order: ++order,
        link: null,
      })
      .execute();
  }
}

export async function seedDemo(ctx: SeedContext): Promise<void> {
  const before = await largestIds(ctx.trx);
  await seedPosts(ctx);
  await seedResources(ctx);
  const seasonId = await currentSeasonId(ctx);
  const events: Partial<Record<DemoEventKey, number>> = seasonId === null ? {} : await seedEvents(ctx, seasonId);
  const registrations = await seedTeams(ctx, seasonId, events);
  await seedSponsors(ctx, events, registrations);
  if (seasonId !== null) await seedCalendar(ctx, seasonId, events);
  await markSince(ctx.trx, before);
}
