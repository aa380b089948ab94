// The scheduler's queries over both publishable tables: the next scheduled time, and the flip of the due rows.
import { sql } from 'kysely';
import type { Executor } from '../../db/connection';

const TABLES = ['home_posts', 'events'] as const;

/** The earliest publish time among scheduled posts and events, or null when nothing is scheduled. */
export async function nextScheduledAt(db: Executor): Promise<string | null> {
  let next: string | null = null;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.min<string | null>('publish_at').as('next'))
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (row?.next && (next === null || row.next < next)) next = row.next;
  }
  return next;
}

/**
 * Scheduled rows whose time has come become published (their publish time stays the one set, and is their
 * updated_at: the time they changed for the public). Answers how many rows changed in each table.
 */
export async function publishDue(db: Executor, now: string): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = { home_posts: 0, events: 0 };
  for (const table of TABLES) {
    const result = await db
      .updateTable(table)
      .set({ status: 'published', updated_at: sql<string>`publish_at` })
      .where('status', '=', 'scheduled')
      .where('publish_at', '<=', now)
      .executeTakeFirst();
    counts[table] = Number(result.numUpdatedRows);
  }
  return counts;
}
