// A temporary database for the read benches: the built-in content (seasons, calendar, sample events) plus `rows`
// posts, events, season materials and teams registered in the current season, written in one transaction; the
// folder that holds it (benchDatabase) and an app open on it (seededApp).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDatabase } from '../db/seed/seed';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Deps } from '../src/server/deps';

const day = 24 * 60 * 60 * 1000;

export async function seedRows(deps: Deps, rows: number): Promise<void> {
  const current = await deps.db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow();
  const base = Date.parse('2025-09-01T09:00:00.000Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  const range = Array.from({ length: rows }, (_, i) => i);
  await deps.db.transaction().execute(async (trx) => {
    const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
    for (const part of chunks(range)) {
      await trx
        .insertInto('home_posts')
        .values(part.map((i) => ({ title: `Știre ${i}`, description: `Descrierea știrii ${i}: o echipă, un robot și un sezon întreg.`, priority: 1 + (i % 5), image_position: 'LEFT', announcement: i % 7 === 0 ? 1 : 0, created_at: iso(base + i * 60_000), updated_at: iso(base + i * 60_000) })))
        .execute();
      await trx
        .insertInto('events')
        .values(part.map((i) => ({ title: `Eveniment ${i}`, short_description: `Pe scurt ${i}`, description: `Descrierea evenimentului ${i}.`, location: 'București', organizer: 'Asociația Nație prin Educație', date_start: iso(base + i * day), date_end: iso(base + i * day + 8 * 3600_000), link: 'https://ftc-events.firstinspires.org/', category: i % 2 ? 'Competition' : 'Workshop', tags: '["ftc"]', season_id: current.id, created_at: iso(base), updated_at: iso(base) })))
        .execute();
      await trx
        .insertInto('resources')
        .values(part.map((i) => ({ page: 'season-materials', section: `Secțiunea ${i % 10}`, subsection: `Subsecțiunea ${i % 3}`, description: `Material ${i}`, link: `https://example.com/material/${i}`, category: 'Link', priority: 1 + (i % 9), created_at: iso(base), updated_at: iso(base) })))
        .execute();
      const teams = await trx
        .insertInto('teams')
        .values(part.map((i) => ({ team_number: 30_000 + i, name: `Echipa ${i}`, city: 'Cluj-Napoca', school: `Liceul ${i % 40}`, rookie_year: 2016 + (i % 10), created_at: iso(base), updated_at: iso(base) })))
        .returning('id')
        .execute();
      await trx
        .insertInto('team_registrations')
        .values(teams.map((t, i) => ({ team_id: t.id, season_id: current.id, registration_status: 'CONFIRMED', romanian_number: `RO${String(i).padStart(5, '0')}` })))
        .execute();
    }
  });
}

export interface BenchDatabase {
  dir: string;
  /** DATABASE_PATH, UPLOADS_DIR and SEED_DEMO=false: what a server started on this database is given. */
  env: Record<string, string>;
  /** Removes the folder, the database and its uploads. */
  remove(): void;
}

/**
 * A temp folder with a database holding the built-in content (and the demo content with `demo`) and `rows` bulk rows
 * of each kind; the app that wrote it is closed. `prepare` runs on that app first (e.g. making image variants).
 */
export async function benchDatabase(rows: number, options: { demo?: boolean; prepare?: (deps: Deps) => Promise<void> } = {}): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ftc-bench-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const env = { DATABASE_PATH: path.join(dir, 'site.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false' };
  try {
    const { app, deps } = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
    try {
      await seedDatabase(deps, { demo: options.demo ?? false });
      if (rows > 0) await seedRows(deps, rows);
      await options.prepare?.(deps);
    } finally {
      await app.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, env, remove };
}

/**
 * The app in this process (production settings, no demo content) on a bench database with `rows` rows of each kind,
 * ready for app.inject; `close` also removes the database. For the benches that profile the server from inside.
 */
export async function seededApp(rows: number, options: Omit<BuildOptions, 'config'> = {}): Promise<BuiltApp & { close: () => Promise<void> }> {
  const database = await benchDatabase(rows);
  let built: BuiltApp | undefined;
  try {
    built = await buildApp({ config: loadConfig({ ...database.env, NODE_ENV: 'production' }), ...options });
    await built.app.ready();
  } catch (error) {
    await built?.app.close();
    database.remove();
    throw error;
  }
  const { app } = built;
  return {
    ...built,
    close: async () => {
      await app.close();
      database.remove();
    },
  };
}
