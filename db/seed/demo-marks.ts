// Which rows are demo content (table demo_rows, migration 2026-11-24-022). The demo seed marks every row it inserted:
// it runs in one transaction, so every id above each table's largest id before it began is the seed's. A database
// seeded before the marks existed gets them once from the seed's known keys (post titles, resource descriptions,
// event titles, team numbers, sponsor and region names) and the files those rows use.
import type { Transaction } from 'kysely';
import type { Database } from '../../src/server/db/types';
import { DEMO_POSTS } from './demo-posts';
import { DEMO_RESOURCES } from './demo-resources';
import { demoEvents } from './demo-events';
import { DEMO_SPONSORS } from './demo-sponsors';
import { DEMO_TEAMS, REGIONS } from './demo-teams';

/** The tables whose rows demo content adds (link tables go with their rows by foreign key cascade). */
export const DEMO_TABLES = ['files', 'home_posts', 'resources', 'events', 'regions', 'teams', 'team_registrations', 'sponsors', 'competition_stages'] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

export type IdMarks = Record<DemoTable, number>;

export async function largestIds(trx: Transaction<Database>): Promise<IdMarks> {
  const out = {} as IdMarks;
  for (const table of DEMO_TABLES) {
    const row = await trx.selectFrom(table).select((eb) => eb.fn.max<number | null>('id').as('id')).executeTakeFirst();
    out[table] = row?.id ?? 0;
  }
  return out;
}

/** app_meta key: this database's demo rows are marked (by the seed, or once from the known keys). */
export const DEMO_MARKED_KEY = 'demo:marked';

/** Marks every row added since `before` as demo content. */
export async function markSince(trx: Transaction<Database>, before: IdMarks): Promise<void> {
  await trx.insertInto('app_meta').values({ key: DEMO_MARKED_KEY, value: new Date().toISOString() }).onConflict((oc) => oc.column('key').doNothing()).execute();
  for (const table of DEMO_TABLES) {
    const ids = await trx.selectFrom(table).select('id').where('id', '>', before[table]).execute();
    if (ids.length) await trx.insertInto('demo_rows').values(ids.map((r) => ({ table_name: table, row_id: r.id }))).onConflict((oc) => oc.doNothing()).execute();
  }
}

async function mark(trx: Transaction<Database>, table: DemoTable, ids: Array<number | null>): Promise<void> {
  const rows = [...new Set(ids.filter((id): id is number => id !== null))].map((row_id) => ({ table_name: table, row_id }));
  for (let i = 0; i < rows.length; i += 200) await trx.insertInto('demo_rows').values(rows.slice(i, i + 200)).onConflict((oc) => oc.doNothing()).execute();
}

/** Databases seeded before the marks: find the seed's rows by its known keys (files: those the demo rows use). */
export async function markByKnownKeys(trx: Transaction<Database>): Promise<void> {
  await trx.insertInto('app_meta').values({ key: DEMO_MARKED_KEY, value: new Date().toISOString() }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const eventTitles = Object.values(demoEvents(Date.now())).map((e) => e.title);
  const posts = await trx.selectFrom('home_posts').select(['id', 'image_id']).where('title', 'in', DEMO_POSTS.map((p) => p.title)).execute();
  const resources = await trx.selectFrom('resources').select(['id', 'image_id']).where('description', 'in', DEMO_RESOURCES.map((r) => r.description)).execute();
  const events = await trx.selectFrom('events').select(['id', 'image_id']).where('title', 'in', eventTitles).execute();
  const teams = await trx.selectFrom('teams').select('id').where('team_number', 'in', DEMO_TEAMS.map((t) => t.number)).execute();
  const registrations = teams.length ? await trx.selectFrom('team_registrations').select('id').where('team_id', 'in', teams.map((t) => t.id)).execute() : [];
  const sponsors = await trx.selectFrom('sponsors').select(['id', 'logo_id']).where('name', 'in', DEMO_SPONSORS.map((s) => s.name)).execute();
  // A region stays when a registration that is not demo content uses it.
  const regions = await trx
    .selectFrom('regions')
    .select('id')
    .where('name', 'in', [...REGIONS])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('team_registrations as r')
            .select('r.id')
            .whereRef('r.region_id', '=', 'regions.id')
            .where('r.id', 'not in', registrations.length ? registrations.map((r) => r.id) : [0]),
        ),
      ),
    )
    .execute();
  await mark(trx, 'home_posts', posts.map((r) => r.id));
  await mark(trx, 'resources', resources.map((r) => r.id));
  await mark(trx, 'events', events.map((r) => r.id));
  await mark(trx, 'teams', teams.map((r) => r.id));
  await mark(trx, 'team_registrations', registrations.map((r) => r.id));
  await mark(trx, 'sponsors', sponsors.map((r) => r.id));
  await mark(trx, 'regions', regions.map((r) => r.id));
  await mark(trx, 'files', [...posts, ...resources, ...events].map((r) => r.image_id).concat(sponsors.map((s) => s.logo_id)));
}
